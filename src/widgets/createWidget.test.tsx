/**
 * The generic widget root: Back after leaving the page. A page the browser brings back from its
 * back/forward cache (`pageshow` with `persisted`) while a flow is leaving must be usable again,
 * with nothing of the customer's lookup left on screen. Real widgets, real charts, real services
 * against the in-process sandbox; only navigation is recorded instead of performed.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { pageSetupFor } from '../flows/kit';
import paymentFlow from '../flows/payment';
import quoteZipFlow from '../flows/quoteZip';
import { paymentText } from '../i18n/payment';
import { quoteZipText } from '../i18n/quoteZip';
import { browserStorage } from '../storage';
import { recordingEffects } from '../testing/flows';
import payment from './payment';
import quoteZip from './quoteZip';
import { provideTexts } from '../testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

/** What the browser fires when it shows a page again (from its back/forward cache when persisted). */
function pageShow(persisted: boolean) {
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  });
}

describe('Back to a page the flow had left (back/forward cache)', () => {
  beforeEach(() => {
    connectSandbox({ sandbox: { now: () => new Date() } });
    window.dataLayer = [];
  });

  describe.each(['en', 'es'] as const)('quote by ZIP (%s)', (lang) => {
    const t = quoteZipText[lang];
    const zipBox = () => screen.getByRole('textbox', { name: new RegExp(t.zipLabel) });

    async function goToQuote(navigated: string[]) {
      const effects = { ...recordingEffects(), storage: browserStorage(), navigate: (url: string) => navigated.push(url) };
      render(<quoteZip.App page={pageSetupFor(quoteZipFlow, lang)} effects={effects} />);
      const user = userEvent.setup();
      await user.type(zipBox(), '75201');
      await user.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByRole('button', { name: new RegExp(t.leaving) })).toHaveAttribute('aria-busy', 'true');
      return user;
    }

    it('[site-2.21 site-4.4] after going to the quote page, a restored page takes a new ZIP', async () => {
      const navigated: string[] = [];
      const user = await goToQuote(navigated);
      expect(navigated).toHaveLength(1);

      pageShow(true);
      const submit = await screen.findByRole('button', { name: t.submit });
      expect(submit).not.toHaveAttribute('aria-busy', 'true');
      // The stored ZIP fills the field again, as on any visit.
      expect(zipBox()).toHaveValue('75201');

      await user.clear(zipBox());
      await user.type(zipBox(), '10001');
      await user.click(submit);
      await screen.findByRole('button', { name: new RegExp(t.leaving) });
      expect(navigated).toEqual([navigated[0], lang === 'es' ? '/es/coming-soon/' : '/coming-soon/']);
    });

    it('a pageshow that is not a restore from the cache changes nothing', async () => {
      await goToQuote([]);
      pageShow(false);
      expect(screen.getByRole('button', { name: new RegExp(t.leaving) })).toHaveAttribute('aria-busy', 'true');
    });
  });

  describe.each(['en', 'es'] as const)('payment (%s)', (lang) => {
    const t = paymentText[lang];

    async function lookUpAndPay(navigated: string[]) {
      const effects = { ...recordingEffects(), navigate: (url: string) => navigated.push(url) };
      render(<payment.App page={pageSetupFor(paymentFlow, lang)} effects={effects} />);
      const user = userEvent.setup();
      const type = async (name: string, value: string) => user.type(await screen.findByRole('textbox', { name }), value);
      await type(t.form.policyNumber, 'LSM-100-PAY');
      await type(t.form.email, 'maria@example.com');
      await type(t.form.phone, '5125550100');
      await type(t.form.month, '4');
      await type(t.form.day, '21');
      await type(t.form.year, '1985');
      await user.click(screen.getByRole('button', { name: t.form.submit }));
      await user.click(await screen.findByRole('button', { name: t.details.pay }));
      return user;
    }

    it('[site-4.7] after going to the provider, a restored page shows an empty form and no policy details', async () => {
      const navigated: string[] = [];
      await lookUpAndPay(navigated);
      expect(navigated).toHaveLength(1);
      expect(screen.getByRole('button', { name: t.details.leaving })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Maria Garcia', { exact: false })).toBeInTheDocument();

      pageShow(true);
      const policy = await screen.findByRole('textbox', { name: t.form.policyNumber });
      expect(policy).toHaveValue('');
      expect(screen.getByRole('textbox', { name: t.form.email })).toHaveValue('');
      expect(screen.queryByText('Maria Garcia', { exact: false })).toBeNull();
      expect(screen.queryByRole('button', { name: t.details.leaving })).toBeNull();
      expect(screen.getByRole('button', { name: t.form.submit })).not.toHaveAttribute('aria-busy', 'true');
    });

    it('[site-4.7] a page restored while the details are shown (not leaving) keeps them', async () => {
      const effects = recordingEffects();
      render(<payment.App page={pageSetupFor(paymentFlow, lang)} effects={effects} />);
      const user = userEvent.setup();
      const type = async (name: string, value: string) => user.type(await screen.findByRole('textbox', { name }), value);
      await type(t.form.policyNumber, 'LSM-100-PAY');
      await type(t.form.email, 'maria@example.com');
      await type(t.form.phone, '5125550100');
      await type(t.form.month, '4');
      await type(t.form.day, '21');
      await type(t.form.year, '1985');
      await user.click(screen.getByRole('button', { name: t.form.submit }));
      const pay = await screen.findByRole('button', { name: t.details.pay });
      pageShow(true);
      expect(pay).toBeInTheDocument();
      expect(effects.navigated).toEqual([]);
    });
  });
});
