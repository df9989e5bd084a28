/**
 * An affiliate's visit through the rendered view, in English and Spanish: the lead loading, the
 * notice that names the fields the lead lacked on the step that asks for them (quote-8.9), and the
 * affiliate consent section before the rate request (quote-2.12).
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateInput, affiliateLeads, affiliateOutcomes, coverageRevisitInput, driver2Values, texasCoverages } from '../../fixtures/models/quote.model';
import { SANDBOX_LEADS } from '../../fixtures/data/leads';
import type { QuoteInput } from '../../machines/quote/types';
import { quoteText } from '../../src/i18n/quote';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';

describe.each(['en', 'es'] as const)("an affiliate's visit (%s)", (lang) => {
  const t = quoteText[lang];
  const notice = (fields: string) => t.affiliate.missing.replace('{fields}', fields);
  const and = lang === 'es' ? 'y' : 'and';

  it('[quote-6.3] says the partner\'s details are being fetched, and Continue waits', async () => {
    await renderQuote(affiliateInput, { lang });
    expect(screen.getByText(t.affiliate.loading).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: t.buttons.continue })).toHaveAttribute('aria-busy', 'true');
  });

  it('[quote-8.9] [quote-8.7] a lead without email and phone: driver2 names both, by their labels, with the rest kept', async () => {
    const q = await renderQuote(affiliateInput, { lang });
    await q.settle('loadLead', { done: affiliateLeads.missingContact });
    await q.settle('lookupLeadZip', { done: affiliateOutcomes.missingContact });
    expect(await screen.findByRole('heading', { name: t.driver2.heading })).toBeVisible();
    expect(screen.getByText(notice(`${t.driver2.email} ${and} ${t.driver2.phone}`))).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.driver2.email })).toHaveValue('');
    // The step before it was filled by the lead, and names nothing.
    await act(async () => {
      window.location.hash = '#driver1';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: t.driver1.heading })).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('Marisol');
    expect(screen.queryByText(/Marisol/)).toBeNull();
    expect(document.querySelector('.quote-affiliate-notice')).toBeNull();
  });

  it('[quote-8.9] a lead without an address: driver3 names the six fields it lacked', async () => {
    const q = await renderQuote(affiliateInput, { lang });
    // No ZIP to look up: the lead's opening is where it lands.
    await q.settle('loadLead', { done: affiliateLeads.missingAddress });
    expect(await screen.findByRole('heading', { name: t.driver3.heading })).toBeVisible();
    const labels = [t.driver3.address, t.driver3.city, t.driver3.state, t.driver3.zip, t.driver3.gender, t.driver3.marital];
    expect(document.querySelector('.quote-affiliate-notice')?.textContent).toBe(
      notice(new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(labels)),
    );
    expect(await seriousViolations(q.container)).toEqual([]);
  });

  it('a visitor who is not an affiliate sees no such notice', async () => {
    const q = await renderQuote(coverageRevisitInput, { lang });
    await q.send({ type: 'hash.changed', hash: '#driver2' });
    expect(await screen.findByRole('heading', { name: t.driver2.heading })).toBeVisible();
    expect(document.querySelector('.quote-affiliate-notice')).toBeNull();
  });

  it('[quote-2.12] [quote-2.21] the consent section after the coverage: email and phone kept, the consent asked, 80%, then the rate request', async () => {
    const saved = coverageRevisitInput.saved;
    if (!saved) throw new Error('a saved visit');
    const input: QuoteInput = { ...coverageRevisitInput, saved: { ...saved, affiliate: { leadId: SANDBOX_LEADS.noConsent, consentSection: true } } };
    const q = await renderQuote(input, { lang });
    await q.settle('loadCoverages', { done: texasCoverages });
    await q.send({ type: 'coverage.submit', choice: { term: 6, product: 'SML', custom: {} } });
    expect(await screen.findByRole('heading', { name: t.consentSection.heading })).toBeVisible();
    expect(screen.getByText(t.consentSection.text)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', '80');
    expect(screen.getByRole('textbox', { name: t.driver2.email })).toHaveValue(driver2Values.email);
    const consent = screen.getByRole('checkbox', { name: t.driver2.consent });
    expect(consent).not.toBeChecked();
    expect(await seriousViolations(q.container)).toEqual([]);
    await q.user.click(consent);
    await q.user.click(screen.getByRole('button', { name: t.buttons.continue }));
    // The quote stage: the rate request starts.
    expect(await screen.findByRole('heading', { name: t.quotes.loading.heading })).toBeVisible();
    expect(q.calls('prepareTransaction')).toHaveLength(1);
    expect(q.saved.at(-1)).toMatchObject({ stage: 'consent', driver2: { ...driver2Values, consent: true } });
  });
});
