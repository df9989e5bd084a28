/**
 * The portal's own checks through the rendered view (English): the tours of its generated paths
 * (`tourPaths`) are played as a customer would and every state's screen is checked
 * (fixtures/screens/portal.screens.ts); at the states below, what the screen cannot show: where the
 * page goes, what it logs, the address bar. This file is their only English walk (src/testing/ownTours.ts);
 * the generic suite (src/flows/flows.view.es.test.tsx) walks them in Spanish.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import portal from '../../src/flows/portal';
import { loadFlow } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { portalText } from '../../src/i18n/portal';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(portal);
const { generated, tours } = ownTours(flow);
const t = portalText.en;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tours, and the path of the page that disables payment (its screens are the others'; its links are not). */
const disabledPayment = generated.paths.find((p) => p.start.label.includes('payment disabled') && p.steps.at(-1)?.leaves.includes('policies:listed.idle'));
const played = [...tours, ...(disabledPayment ? [disabledPayment] : [])];

describe('portal through the view: its tours (every state, transition and call outcome), with what the page does', () => {
  it('has a path of the page that disables payment to its policies', () => {
    expect(disabledPayment).toBeDefined();
  });

  for (const path of played) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ effects }) => ({
        // [portal-6.2] signed out: to sign-in, which brings the customer back here.
        signedOut: () => {
          expect(effects.navigated).toEqual(['/sign-in/?next=%2Fportal%2F']);
        },
        // [portal-1.1] [portal-2.1] the tabs: one selected, the others reachable by the arrow keys (roving tabindex).
        'ready.tab.lists.dashboard': () => {
          const tabs = screen.getAllByRole('tab');
          expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
          expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
        },
        // [portal-2.1] the policies tab is in the address (a history entry of its own).
        'ready.tab.lists.policies': () => {
          expect(screen.getByRole('tab', { name: t.tabs.policies })).toHaveAttribute('aria-selected', 'true');
        },
        // [portal-3.1] the profile: the licence number masked but its last 4 characters.
        'ready.tab.account': () => {
          const panel = screen.getByRole('tabpanel', { name: t.tabs.account });
          expect(within(panel).getByText(/^•{4}\d{4}$/)).toBeInTheDocument();
          expect(within(panel).queryByText(/^[A-Z]?\d{7,8}$/)).toBeNull();
        },
        // [portal-2.1] My quotes: Rosa's 4 groups of the last 30 days (of 5), newest first, each back into the quote flow.
        'myQuotes:listed': () => {
          const panel = screen.getByRole('tabpanel', { name: t.tabs.myquotes });
          const opens = within(panel).getAllByRole('link', { name: new RegExp(`^${escape(t.myQuotes.open)} ?\\(Quoted on `) });
          expect(opens).toHaveLength(4);
          for (const link of opens) expect(link).toHaveAttribute('href', '/quote/#previousQuotes');
          // Each link names its quotes' day: no two read alike.
          expect(new Set(opens.map((link) => link.textContent)).size).toBe(4);
          const days = within(panel).getAllByText(/^Quoted on /).map((el) => new Date(el.textContent!.replace('Quoted on ', '')).getTime());
          expect([...days].sort((a, b) => b - a)).toEqual(days);
          expect(within(panel).getByRole('link', { name: t.myQuotes.newQuote })).toHaveAttribute('href', '/quote/');
        },
        // [portal-4.14] [portal-9.4] the gift card: its code, and its PIN only when it has one.
        'rewards:shown.redeem.redeemed': () => {
          const dialog = screen.getByRole('dialog', { name: t.rewards.redeemedTitle });
          expect(within(dialog).getByText(/^SBX-GIFTCARD-CUST-01\d\d$/)).toBeInTheDocument();
          const withPin = path.steps.some((s) => s.outcome?.label === 'a gift card with its PIN');
          if (withPin) expect(within(dialog).getByText('7305')).toBeInTheDocument();
          else expect(within(dialog).queryByText(t.rewards.pin)).toBeNull();
        },
        // [portal-4.12] [portal-4.13] [portal-9.4] the tier's progress bar, and the card's dollars (its points / 100).
        'rewards:shown.redeem.closed': () => {
          expect(screen.getByText(fill(t.rewards.card, { dollars: '$25.00', points: '2,500' }))).toBeInTheDocument();
          const bar = screen.queryByRole('progressbar');
          if (bar) expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(((10000 - 4200) * 100) / 10000)));
        },
        // [portal-9.20] limits of BI and PD in thousands; [portal-7.5] the ID card and declarations page, each in a new tab.
        'policies:listed.details': () => {
          const dialog = screen.getByRole('dialog');
          expect(within(dialog).getByText(`BI · ${t.detail.limit} $30,000 / $60,000`)).toBeInTheDocument();
          expect(within(dialog).getByText(`PD · ${t.detail.limit} $25,000`)).toBeInTheDocument();
          const idCard = within(dialog).getByRole('link', { name: new RegExp(`^${escape(t.detail.idCard)} ?${escape(`(${t.detail.newTab})`)}$`) });
          expect(idCard).toHaveAttribute('href', 'http://localhost/sandbox/documents/LSM-760-PAYNOW/id-card.pdf');
          expect(idCard).toHaveAttribute('target', '_blank');
          expect(idCard).toHaveAttribute('rel', 'noopener noreferrer');
          expect(within(dialog).getByRole('link', { name: new RegExp(`^${escape(t.detail.declarations)} ?${escape(`(${t.detail.newTab})`)}$`) })).toHaveAttribute('href', 'http://localhost/sandbox/documents/LSM-760-PAYNOW/declarations.pdf');
        },
        // [portal-8.4] the help dialog, the error logged.
        'policies:listed.help': () => {
          expect(effects.tracked).toContainEqual({ event: 'portal_error', message: 'Error in fetching paynow url' });
        },
        // [portal-4.9] [portal-4.10] an expired policy shows no premium and no upcoming payment; paid and past-due policies say so in words.
        'policies:listed.idle': () => {
          const expired = screen.queryByRole('article', { name: 'Policy LSM-720-EXPIRED' });
          if (!expired) return;
          expect(within(expired).queryByText(t.monthlyPayment)).toBeNull();
          expect(within(expired).queryByText(t.dueDate)).toBeNull();
          expect(within(expired).getByText(t.expiredNote)).toBeInTheDocument();
          const pastDue = screen.getByRole('article', { name: 'Policy LSM-740-PASTDUE' });
          const carriersCame = !path.steps.some((s) => s.actorId === 'carriers' && s.outcome?.label === 'HTTP 500');
          if (carriersCame) expect(within(pastDue).getByRole('link', { name: /Lone Star Mutual/ })).toHaveAttribute('target', '_blank');
          // [portal-4.9] a page that disables payment: the payment-due policy links to its carrier, no make-payment.
          const payNow = screen.getByRole('article', { name: 'Policy LSM-760-PAYNOW' });
          const disabled = path.start.label.includes('payment disabled');
          if (carriersCame) {
            expect(within(payNow).queryByRole('button', { name: /Make a payment/ }) === null).toBe(disabled);
            if (disabled) expect(within(payNow).getByRole('link', { name: /Lone Star Mutual/ })).toHaveAttribute('target', '_blank');
          }
          const noCarrier = screen.getByRole('article', { name: 'Policy ACM-790-NOCARRIER' });
          expect(within(noCarrier).getByRole('link', { name: t.payElsewhere })).toHaveAttribute('href', '/contact/');
        },
      }));
    });
  }
});
