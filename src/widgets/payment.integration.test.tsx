/**
 * The whole stack of the payment page in one process: the widget (view + real machine + real
 * services) against the in-process sandbox, reached through the magic policy numbers of
 * docs/sandbox.md. Only the browser effects (navigation) are recorded instead of performed.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { pageSetupFor } from '../flows/kit';
import payment from '../flows/payment';
import { paymentText } from '../i18n/payment';
import { recordingEffects } from '../testing/flows';
import widget from './payment';
import { provideTexts } from '../testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

const t = paymentText.en;

function renderPage(navigated: string[], resultToken: string | null = null, lang: 'en' | 'es' = 'en') {
  const effects = { ...recordingEffects(), navigate: (url: string) => navigated.push(url) };
  render(<widget.App page={pageSetupFor(payment, lang, { query: resultToken ? { token: resultToken } : {} })} effects={effects} />);
}

async function lookUp(policyNumber: string) {
  const user = userEvent.setup();
  const type = async (name: string, value: string) => user.type(await screen.findByRole('textbox', { name }), value);
  await type(t.form.policyNumber, policyNumber);
  await type(t.form.email, 'maria@example.com');
  await type(t.form.phone, '5125550100');
  await type(t.form.month, '4');
  await type(t.form.day, '21');
  await type(t.form.year, '1985');
  await user.click(screen.getByRole('button', { name: t.form.submit }));
  return user;
}

describe('payment page against the sandbox', () => {
  let sandbox: SandboxHarness;
  beforeEach(() => {
    sandbox = connectSandbox({ sandbox: { now: () => new Date() } });
    window.dataLayer = [];
  });

  it('[site-4.7] LSM-100-PAY: details, then Pay now goes to the provider page', async () => {
    const navigated: string[] = [];
    renderPage(navigated);
    const user = await lookUp('lsm-100-pay');
    const pay = await screen.findByRole('button', { name: t.details.pay });
    await user.click(pay);
    expect(navigated).toEqual(['http://localhost/sandbox/provider?token=TOK-APPROVED-LSM-100-PAY&lang=en']);
  });

  it('[site-4.7] LSM-200-RETURN: Pay now comes back to the page with ?token=', async () => {
    const navigated: string[] = [];
    renderPage(navigated);
    const user = await lookUp('LSM-200-RETURN');
    await user.click(await screen.findByRole('button', { name: t.details.pay }));
    expect(navigated).toEqual(['http://localhost/pay/?token=TOK-APPROVED-LSM-200-RETURN']);
  });

  it.each([
    ['LSM-300-APPROVED', 'approved'],
    ['LSM-400-NOTOKEN', t.configured.tokenFailedTitle],
    ['LSM-450-INSECURE', t.configured.tokenFailedTitle],
    ['LSM-600-DUESOON', t.configured.dueSoonTitle],
    ['LSM-700-PASTDUE', t.configured.pastDueTitle],
    ['LSM-800-NODATE', t.configured.noDueDateTitle],
    ['ACM-900-NOCARRIER', t.configured.carrierNotAvailableTitle],
    ['LSM-000-NOPE', t.configured.unknownErrorTitle],
    ['FAULT-MALFORMED', t.configured.unknownErrorTitle],
    ['FAULT-SCHEMA', t.configured.unknownErrorTitle],
  ])('[site-4.6 site-4.7 site-4.8 site-4.10 site-4.11] %s shows %s', async (policy, expected) => {
    renderPage([]);
    await lookUp(policy);
    if (expected === 'approved') {
      const [notice] = await screen.findAllByText(t.details.approved);
      expect(notice).toBeVisible();
      expect(screen.getByRole('button', { name: t.details.pay })).toBeDisabled();
    } else {
      expect(await screen.findByRole('dialog', { name: expected })).toBeVisible();
    }
  });

  it('[site-4.9] LSM-500-PAID shows the already-paid view', async () => {
    renderPage([]);
    await lookUp('LSM-500-PAID');
    expect(await screen.findByRole('heading', { name: t.alreadyPaid.title })).toBeVisible();
  });

  it('[site-4.6] GCA-100-PAY matches the carrier "Gulf Coast Auto" ignoring case', async () => {
    renderPage([]);
    await lookUp('GCA-100-PAY');
    expect(await screen.findByRole('img', { name: 'Gulf Coast Auto' })).toBeVisible();
  });

  it("[site-3.9] [site-2.25] the carrier details show the carrier's logo with its name as text alternative", async () => {
    renderPage([]);
    await lookUp('LSM-100-PAY');
    const logo = await screen.findByRole('img', { name: 'Lone Star Mutual' });
    expect(logo).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });

  it('[site-4.6] when the carrier list fails to load, the lookup still runs: no carrier matches, the carrier-not-available error with its pay link', async () => {
    sandbox.fault = '500';
    renderPage([]);
    await screen.findByRole('textbox', { name: t.form.policyNumber });
    expect(sandbox.records.map((r) => r.path)).toEqual(['/api/payments/carriers']);
    sandbox.fault = null;
    await lookUp('LSM-100-PAY');
    const dialog = await screen.findByRole('dialog', { name: t.configured.carrierNotAvailableTitle });
    expect(within(dialog).getByRole('link', { name: /Lone Star Mutual/ })).toHaveAttribute(
      'href',
      'https://www.lonestarmutual.example/pay',
    );
  });

  it('[site-4.12] a result whose payment has no details says it cannot be confirmed, never "Your card was not charged."', async () => {
    renderPage([], 'TOK-NODETAILS-LSM-100-PAY');
    expect(await screen.findByRole('heading', { name: t.result.noDetailsTitle })).toBeVisible();
    expect(screen.getByText(t.result.noDetailsLead)).toBeVisible();
    expect(screen.queryByText(t.result.failedLead)).toBeNull();
    expect(screen.queryByRole('heading', { name: t.result.failedTitle })).toBeNull();
  });

  it('[site-4.12] ?token=TOK-APPROVED-... shows the payment details; ?token=TOK-DECLINED-... the carrier pay link', async () => {
    renderPage([], 'TOK-APPROVED-LSM-100-PAY');
    expect(await screen.findByRole('heading', { name: t.result.paidTitle })).toBeVisible();
    expect(screen.getByText('$142.50')).toBeVisible();
  });

  it.each(['en', 'es'] as const)('[site-4.12] %s: a declined payment and a payment not found are worded by the page\'s catalog, never with the provider\'s English message', async (lang) => {
    const text = paymentText[lang];
    renderPage([], 'TOK-DECLINED-LSM-100-PAY', lang);
    expect(await screen.findByRole('heading', { name: text.result.failedTitle })).toBeVisible();
    expect(screen.getByText(text.result.failedDeclined)).toBeVisible();
    expect(screen.queryByText('The card was declined.')).toBeNull();
    cleanup();
    renderPage([], 'TOK-UNKNOWN', lang);
    expect(await screen.findByRole('heading', { name: text.result.notFoundTitle })).toBeVisible();
    expect(screen.getByText(text.result.notFoundLead)).toBeVisible();
    expect(screen.queryByText('We could not find that payment.')).toBeNull();
  });

  it('[site-4.12] a declined payment shows the failure with the carrier pay link', async () => {
    renderPage([], 'TOK-DECLINED-LSM-100-PAY');
    const card = (await screen.findByRole('heading', { name: t.result.failedTitle })).closest('div')!;
    expect(within(card).getByRole('link', { name: /Lone Star Mutual/ })).toHaveAttribute('href', expect.stringMatching(/^https:/));
  });
});
