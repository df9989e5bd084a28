/**
 * The policy stage through the rendered view, in English and Spanish: loading
 * and failure, the term (the first by default), the packages with their coverages in the display
 * order and by the display rules, custom coverage (the allowed codes only, BI and PD chosen when it
 * opens, both required), the note for a vehicle 5 years old or newer, what Continue sends, the
 * quote stage that follows and Back, and axe. The view is rendered as a widget root renders it; the
 * chart's calls are held by a controller and its browser effects recorded.
 */
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';
import { screen, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import { QUOTE_MODEL_NOW, coverageRevisitInput, savedVinlessCar, texasCoverages } from '../../fixtures/models/quote.model';
import type { CoverageSet, QuoteInput, QuoteSaved } from '../../machines/quote/types';

import { fill, type Lang } from '../../src/i18n';
import { quoteText } from '../../src/i18n/quote';

const HTTP_400 = { error: { kind: 'http', status: 400, message: 'The API answered 400.' } };

function savedOf(input: QuoteInput): QuoteSaved {
  if (!input.saved) throw new Error('this input has no saved visit');
  return input.saved;
}

/** The model's clock is in November 2026: a 2021 vehicle is 5 years old (quote-5.15), a 2020 one is not. */
const withVehicleOf = (year: number): QuoteInput => ({
  ...coverageRevisitInput,
  saved: { ...savedOf(coverageRevisitInput), vehicles: [{ ...savedVinlessCar, year }] },
});

/** The Texas coverages with a collision deductible waiver added (CWAIV is not a custom coverage code). */
const withWaiver: CoverageSet = {
  ...texasCoverages,
  coverages: [...texasCoverages.coverages, { coverageCd: 'CWAIV', coverageName: 'Collision Deductible Waiver', coverageDescription: null, limits: [{ val1: 'Yes' }], deductibles: [] }],
};

/** The quote view at the policy stage, its coverages answered (unless `answer` is null). */
async function renderCoverage(input: QuoteInput, lang: Lang, answer: CoverageSet | null = texasCoverages) {
  const rendered = await renderQuote(input, { lang });
  if (answer) await rendered.settle('loadCoverages', { done: answer });
  return rendered;
}

describe.each(['en', 'es'] as const)('the policy stage (%s)', (lang) => {
  const t = quoteText[lang];
  const c = t.coverage;
  const button = (n: string) => screen.getByRole('button', { name: n });
  const terms = () => screen.getByRole('radiogroup', { name: c.term });
  const packages = () => screen.getByRole('radiogroup', { name: c.packages });
  // A package by its code: the radio's value, never shown (its name and description are the API's).
  const packageRadio = (code: string) => {
    const radio = within(packages()).getAllByRole('radio').find((r) => r.getAttribute('value') === code);
    if (!radio) throw new Error(`no package ${code}`);
    return radio;
  };
  const customRadio = () => within(packages()).getByRole('radio', { name: new RegExp(`^${c.custom} `) });
  const customGroup = () => screen.getByRole('group', { name: c.customLegend });
  const coverageName = (code: string) => texasCoverages.coverages.find((o) => o.coverageCd === code)?.coverageName ?? code;
  const customSelect = (code: string) => within(customGroup()).getByRole('combobox', { name: fill(c.coverageLabel, { name: coverageName(code), code }) });

  it('[quote-2.4 quote-7.12] #coverage is the policy stage: it loads the coverages of the driver\'s state in the page\'s language; a failure says so and tries again', async () => {
    const input = { ...coverageRevisitInput, lang };
    const { calls, settle, user, shown } = await renderCoverage(input, lang, null);
    expect(shown.at(-1)).toBe('coverage');
    const nav = screen.getByRole('navigation', { name: t.progress.label });
    expect(within(nav).getByText(t.progress.stages.policy).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(calls('loadCoverages').at(-1)?.input).toEqual({ stateCode: 'TX', language: lang, region: 'main', tokens: input.tokens });
    expect(screen.getByText(c.loading)).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await settle('loadCoverages', HTTP_400);
    expect(screen.getByRole('alert')).toHaveTextContent(c.failed);
    expect(button(t.buttons.back)).toBeVisible();
    await user.click(button(t.buttons.retry));
    expect(calls('loadCoverages')).toHaveLength(2);
    expect(screen.getByText(c.loading)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: c.heading })).toHaveFocus();
  });

  it('[quote-2.11 quote-9.3] the term: the chart\'s terms as radios, the first (6 months) chosen; no package chosen yet', async () => {
    await renderCoverage(coverageRevisitInput, lang);
    const radios = within(terms()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['6', '12']);
    expect(within(terms()).getByRole('radio', { name: fill(c.months, { months: '6' }) })).toBeChecked();
    expect(within(terms()).getByRole('radio', { name: fill(c.months, { months: '12' }) })).not.toBeChecked();
    expect(within(packages()).getAllByRole('radio').filter((r) => (r instanceof HTMLInputElement ? r.checked : false))).toEqual([]);
    expect(button(t.buttons.continue)).toHaveAttribute('aria-disabled', 'true');
  });

  it('[quote-2.11 quote-3.6 quote-5.17 quote-9.6] each package with its name, description and coverages in the display order: BI and UM as "val1 / val2", limits over 1000 as $Nk, COMP and COLL by their deductible', async () => {
    await renderCoverage(coverageRevisitInput, lang);
    const radios = within(packages()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([...texasCoverages.coverageProducts.map((p) => p.code), 'custom']);
    const luucc = packageRadio('LUUCC').closest('.ui-check__row');
    if (!luucc) throw new Error('no LUUCC row');
    const product = texasCoverages.coverageProducts.find((p) => p.code === 'LUUCC');
    expect(luucc).toHaveTextContent(product?.name ?? '');
    expect(luucc).toHaveTextContent(product?.description ?? '');
    // The packages' codes are the agency's, never shown to the visitor.
    for (const code of texasCoverages.coverageProducts.map((p) => p.code)) expect(packages()).not.toHaveTextContent(new RegExp(`\\b${code}\\b`));
    const lines = Array.from(luucc.querySelectorAll('.quote-package__coverage')).map((el) => el.textContent?.trim());
    expect(lines).toEqual([
      `${coverageName('BI')} $30k / $60k`,
      `${coverageName('PD')} $25k`,
      `${coverageName('PIP')} $2.5k`,
      `${coverageName('UM')} $30k / $60k`,
      `${coverageName('UMPD')} $25k`,
      `${coverageName('COMP')} $1,000`,
      `${coverageName('COLL')} $1,000`,
    ]);
    const lccuu = packageRadio('LCCUU').closest('.ui-check__row');
    const rental = Array.from(lccuu?.querySelectorAll('.quote-package__coverage') ?? []).map((el) => el.textContent?.trim());
    expect(rental.at(-1)).toBe(`${coverageName('RREIM')} $30`);
    expect(rental.slice(-3, -1)).toEqual([`${coverageName('COMP')} $500`, `${coverageName('COLL')} $500`]);
  });

  it('[quote-5.11 quote-9.6] custom coverage shows one select per allowed code (no CWAIV), in the display order; BI and PD start chosen, the others not included', async () => {
    const { user } = await renderCoverage(coverageRevisitInput, lang, withWaiver);
    expect(screen.queryByRole('group', { name: c.customLegend })).toBeNull();
    await user.click(customRadio());
    const selects = within(customGroup()).getAllByRole('combobox');
    expect(selects.map((s) => s.getAttribute('id'))).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM'].map((code) => `quote-custom-${code}`));
    expect(customSelect('BI')).toHaveValue('30000/60000');
    expect(customSelect('PD')).toHaveValue('25000');
    for (const code of ['PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM']) expect(customSelect(code)).toHaveValue('');
    expect(within(customSelect('BI')).getAllByRole('option').map((o) => o.textContent)).toEqual([c.notIncluded, '$30k / $60k', '$50k / $100k', '$100k / $300k', '$250k / $500k']);
    expect(within(customSelect('COMP')).getAllByRole('option').map((o) => o.textContent)).toEqual(
      [c.notIncluded, ...['$250', '$500', '$1,000'].map((amount) => fill(c.deductible, { amount }))],
    );
    expect(within(customSelect('PIP')).getAllByRole('option').at(-1)).toHaveTextContent('Reject');
  });

  it('[quote-5.11] custom coverage without property damage is refused in the form: the summary says what is missing and nothing is sent', async () => {
    const { user, saved } = await renderCoverage(coverageRevisitInput, lang);
    await user.click(customRadio());
    await user.selectOptions(customSelect('PD'), c.notIncluded);
    const before = saved.length;
    const next = button(t.buttons.continue);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(fill(c.errors.customRequired, { coverage: coverageName('PD') }));
    expect(saved).toHaveLength(before);
    expect(screen.getByRole('heading', { level: 2, name: c.heading })).toBeVisible();
  });

  it('[quote-1.3 quote-2.11 quote-5.11 quote-3.17 quote-2.5] Continue sends the term, custom coverage and each chosen option; the answers are kept and the quote stage asks for rates', async () => {
    const { user, saved } = await renderCoverage(coverageRevisitInput, lang);
    await user.click(within(terms()).getByRole('radio', { name: fill(c.months, { months: '12' }) }));
    await user.click(customRadio());
    await user.selectOptions(customSelect('BI'), '$100k / $300k');
    await user.selectOptions(customSelect('COLL'), fill(c.deductible, { amount: '$500' }));
    await user.click(button(t.buttons.continue));
    expect(saved.at(-1)?.coverage).toEqual({ term: 12, product: 'custom', custom: { BI: '100000/300000', PD: '25000', COLL: '500' } });
    expect(await screen.findByRole('heading', { level: 2, name: t.quotes.loading.heading })).toHaveFocus();
    expect(screen.getByRole('status', { name: t.quotes.loading.panel })).toBeVisible();
    expect(screen.queryByRole('button', { name: t.buttons.continue })).toBeNull();
  });

  it('[quote-1.3 quote-2.11 quote-2.20 quote-2.22] a package with the 6-month term; Back from the quote stage shows the choice kept', async () => {
    const { user, saved, calls, settle } = await renderCoverage(coverageRevisitInput, lang);
    await user.click(packageRadio('SML'));
    await user.click(button(t.buttons.continue));
    expect(saved.at(-1)?.coverage).toEqual({ term: 6, product: 'SML', custom: {} });
    expect(await screen.findByRole('heading', { level: 2, name: t.quotes.loading.heading })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', '100');
    await user.click(await screen.findByRole('button', { name: t.buttons.back }));
    expect(calls('loadCoverages')).toHaveLength(2);
    await settle('loadCoverages', { done: texasCoverages });
    expect(packageRadio('SML')).toBeChecked();
    expect(within(terms()).getByRole('radio', { name: fill(c.months, { months: '6' }) })).toBeChecked();
    await user.click(button(t.buttons.back));
    expect(await screen.findByRole('heading', { level: 2, name: t.vehicles.heading })).toHaveFocus();
  });

  it.each([
    [2021, true],
    [2020, false],
  ] as const)('[quote-5.15] a %s vehicle in 2026: the note recommending comprehensive and collision is %s', async (year, shown) => {
    expect(new Date(QUOTE_MODEL_NOW).getUTCFullYear()).toBe(2026);
    await renderCoverage(withVehicleOf(year), lang);
    if (shown) expect(screen.getByText(c.recentVehicle)).toBeVisible();
    else expect(screen.queryByText(c.recentVehicle)).toBeNull();
  });

  it('no serious axe violation on the coverage (custom coverage open, after a refused Continue) and the quote stage', async () => {
    const { user, container } = await renderCoverage(withVehicleOf(2024), lang);
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(customRadio());
    await user.selectOptions(customSelect('BI'), c.notIncluded);
    await user.click(button(t.buttons.continue));
    expect(await seriousViolations(container)).toEqual([]);
    await user.selectOptions(customSelect('BI'), '$30k / $60k');
    await user.click(button(t.buttons.continue));
    expect(await screen.findByRole('heading', { level: 2, name: t.quotes.loading.heading })).toBeVisible();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
