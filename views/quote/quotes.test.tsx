/**
 * The quote stage through the rendered view, in English and Spanish, with the real chart and its
 * real child `rateRequest`; only the calls are held (prepareTransaction, postQuoteRequest,
 * pollResults, finalResults) and answered here. The loading panel (a status, not a dialog) with its
 * countdown, rotating message and extra message past 12 seconds, the cards arriving while carriers
 * answer, the titles, the sorting, Show more and Show fewer, the payment wording, the no-quotes view
 * and Try again, the links in the page's language, Back, axe.
 *
 * The rate answers and the steps to the stage are src/testing/quoteStage.ts's (shared with
 * quoteLayouts.test.tsx): seven carriers whose 6-month rates cover every payment shape (monthly,
 * every two months, paid in full, installments of 0.00), and 12-month rates the cards of a
 * 6-month quote never show.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverageRevisitInput, driver1Values, driver2Values, driver3Values, newVisitInput, QUOTE_MODEL_NOW, texasCoverages, vinDetail } from '../../fixtures/models/quote.model';
import { SANDBOX_VINS } from '../../fixtures/data/vehicles';
import type { QuoteInput } from '../../machines/quote/types';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RATE_TIMING } from '../../machines/quote/quoteSettings';
import { resultsAnswerSchema } from '../../services/quotes';
import { fill, type Lang } from '../../src/i18n';
import { quoteText } from '../../src/i18n/quote';
import { fillIn } from '../../src/testing/fill';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';
import { answer, BY_PRICE, CARRIERS, finish, quoteStage, rate, STILL, TRANSACTION, type Rendered } from '../../src/testing/quoteStage';
import quoteWidget from '../../src/widgets/quote';
import { createStorage } from '../../src/storage';
import { siteConfigSchema } from '../../src/config/site';

const { askForQuotes, atPolling } = quoteStage({ revisit: coverageRevisitInput, coverages: texasCoverages });

/**
 * A first visit (a new visitor) from driver1 to the quote stage: the steps' answers sent, the
 * vehicle added through its dialog, the coverage chosen; then the rate request answered.
 */
async function newVisitToCards(lang: Lang, config?: unknown): Promise<Rendered> {
  const r = await renderQuote({ ...newVisitInput, lang, rateTiming: STILL, newId: () => TRANSACTION }, { lang, config });
  const t = quoteText[lang];
  await r.send({ type: 'driver1.submit', values: driver1Values });
  await r.send({ type: 'driver2.submit', values: driver2Values });
  await r.settle('saveLead', { done: 'rosa.delgado@example.com-1763834400000' });
  await r.send({ type: 'driver3.submit', values: driver3Values });
  await r.send({ type: 'drivers.submit' });
  await r.user.click(await screen.findByRole('button', { name: t.vehicles.add }));
  const dialog = within(screen.getByRole('dialog'));
  await fillIn(r.user, dialog.getByRole('textbox', { name: t.vehicleDialog.vin }), SANDBOX_VINS.decoded);
  await r.user.keyboard('{Enter}');
  await r.settle('decodeVin', { done: [vinDetail] });
  await r.user.click(dialog.getByRole('button', { name: t.vehicleDialog.save }));
  await r.send({ type: 'vehicles.submit' });
  await askForQuotes(r);
  await finish(r);
  return r;
}

afterEach(() => {
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
});

describe.each(['en', 'es'] as const)('the quote stage (%s)', (lang) => {
  const t = quoteText[lang];
  const q = t.quotes;
  const panel = () => screen.getByRole('status', { name: q.loading.panel });
  const button = (name: string) => screen.getByRole('button', { name });
  const list = (name: string) => screen.getByRole('list', { name });
  // Each card's heading names its carrier (by the logo's text alternative, or the name in text).
  const carriersIn = (name: string) => within(list(name)).getAllByRole('heading', { level: 3 }).map((h) => h.querySelector('img')?.getAttribute('alt') ?? h.textContent);
  /** A counted template as a pattern: whatever number where a number goes. */
  const anyCount = (forms: { one: string; other: string }) =>
    new RegExp(`^(${[forms.one, forms.other].map((f) => f.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '\\d+')).join('|')})$`);
  const card = (carrierName: string) => {
    const item = screen.getByRole('heading', { level: 3, name: carrierName }).closest('li');
    if (!item) throw new Error(`no card for ${carrierName}`);
    return item;
  };
  const count = (forms: { one: string; other: string }, n: number, values: Record<string, string | number> = {}) => fill(n === 1 ? forms.one : forms.other, { count: n, ...values });
  const officeUrl = lang === 'es' ? '/es/offices/' : '/offices/';
  const chatUrl = lang === 'es' ? '/es/contact/' : '/contact/';

  it('[quote-2.13 quote-4.12 quote-2.5] while the carriers answer: a polite status panel (not a dialog), the cards received so far beneath it with "3 of 7 carriers answered", Back available', async () => {
    const r = await atPolling(lang);
    expect(screen.getByRole('heading', { level: 2, name: q.loading.heading })).toHaveFocus();
    expect(panel()).toHaveAttribute('aria-live', 'polite');
    expect(within(panel()).getByText(q.loading.messages[0] ?? '')).toBeVisible();
    expect(within(panel()).getByRole('timer')).toHaveTextContent(fill(q.loading.secondsLeft.other, { seconds: 45 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing answered yet: no count, no cards.
    expect(within(panel()).queryByText(anyCount(q.loading.answeredOf))).toBeNull();
    expect(screen.queryByRole('list', { name: q.loading.soFar })).toBeNull();
    expect(r.calls('pollResults').at(-1)?.input).toMatchObject({ transactionId: TRANSACTION, region: 'main' });

    await r.settle('pollResults', { done: answer(3, false) });
    expect(within(panel()).getByText(count(q.loading.answeredOf, 3, { total: 7 }))).toBeVisible();
    expect(carriersIn(q.loading.soFar)).toEqual(['Pioneer Casualty', 'Lone Star Mutual', 'Gulf Coast Auto']);
    expect(button(t.buttons.back)).toBeEnabled();
    // The sorting and Show more wait for every carrier.
    expect(screen.queryByRole('combobox', { name: q.sortBy })).toBeNull();
    expect(screen.queryByRole('button', { name: q.showMore })).toBeNull();
  });

  it('[quote-4.12] an answer that does not say how many carriers were asked: "3 carriers answered"', async () => {
    const r = await atPolling(lang);
    await r.settle('pollResults', { done: answer(3, false, null) });
    expect(within(panel()).getByText(count(q.loading.answered, 3))).toBeVisible();
  });

  it('[quote-2.13] Back leaves the request for the coverage (never a trap): the poll on its way is aborted', async () => {
    const r = await atPolling(lang);
    const pending = r.calls('pollResults').at(-1);
    await r.user.click(button(t.buttons.back));
    expect(await screen.findByRole('heading', { level: 2, name: t.coverage.heading })).toHaveFocus();
    expect(pending?.signal.aborted).toBe(true);
  });

  it('[quote-1.4 quote-4.21 quote-4.16] the cards: the first 5 by price (the 6-month rates only), Show more shows all 7, Show fewer the first 5 again; the number is announced', async () => {
    const r = await atPolling(lang);
    await finish(r);
    const heading = screen.getByRole('heading', { level: 2, name: q.requoteTitle });
    expect(heading).toBeVisible();
    expect(screen.queryByRole('status', { name: q.loading.panel })).toBeNull();
    expect(carriersIn(q.list)).toEqual(BY_PRICE.slice(0, 5));
    expect(screen.getByText(count(q.found, 7))).toBeInTheDocument();
    expect(within(list(q.list)).getAllByText(fill(q.card.term.other, { months: 6 }))).toHaveLength(5);
    await r.user.click(button(q.showMore));
    expect(carriersIn(q.list)).toEqual(BY_PRICE);
    // The same button, now Show fewer, keeps the focus.
    expect(button(q.showFewer)).toHaveFocus();
    expect(screen.queryByRole('button', { name: q.showMore })).toBeNull();
    await r.user.click(button(q.showFewer));
    expect(carriersIn(q.list)).toEqual(BY_PRICE.slice(0, 5));
    expect(screen.getByRole('link', { name: q.nearestOffice })).toHaveAttribute('href', officeUrl);
    expect(button(t.buttons.back)).toBeVisible();
  });

  it('[quote-4.21] five cards or fewer: every card, and neither Show more nor Show fewer', async () => {
    const r = await atPolling(lang);
    await finish(r, 4);
    expect(carriersIn(q.list)).toHaveLength(4);
    expect(screen.queryByRole('button', { name: q.showMore })).toBeNull();
    expect(screen.queryByRole('button', { name: q.showFewer })).toBeNull();
  });

  // The page lists Gulf Coast Auto then Lone Star Mutual as top rated, and Bluebonnet as sold through
  // an agent. The seven 6-month quotes, as a shopper reads them (docs: src/testing/quoteStage.ts):
  //   Red River      $558.40 total  $98.40 down  5 x $92.00 a month      no buy button (chat)
  //   Pioneer        $569.15        $189.75      2 x $189.70 / 2 months  no buy button (chat)
  //   Lone Star      $812.40        $162.40      5 x $130.00 a month     Buy now
  //   Bluebonnet     $905.80        $258.80      4 x $161.75 a month     buy from an agent
  //   Sierra Ridge   $907.45        $311.25      2 x $298.10 / 2 months  Buy now
  //   Gulf Coast   $1,184.50 paid in full                                 Buy now
  //   Prairie     $1,342.75 paid in full                                  Buy now
  const rated = { results: { excludedCarriers: [], overrideCarriers: [], pseudoCarriers: ['BAP'], topRated: ['GCA', 'LSM'], topRatedMax: 6, sortOption: 0 as const, largeCardLimit: false } };
  it.each<[string, number, string[]]>([
    // Price is the total of the term: Pioneer's installment ($189.70) is high, its total low.
    ['[quote-4.23] Price: low to high, by the total of the term', 0, ['Red River Indemnity', 'Pioneer Casualty', 'Lone Star Mutual', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Gulf Coast Auto', 'Prairie Shield']],
    ['[quote-4.24] Price: high to low', 1, ['Prairie Shield', 'Gulf Coast Auto', 'Sierra Ridge Insurance', 'Bluebonnet Agency Plan', 'Lone Star Mutual', 'Pioneer Casualty', 'Red River Indemnity']],
    ['[quote-4.25] Buy online: what can be bought now, online or through an agent', 2, ['Lone Star Mutual', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Gulf Coast Auto', 'Prairie Shield']],
    // The top-rated carriers in the order the page lists them, though Lone Star is cheaper.
    ['[quote-4.26] Top rated: the listed carriers first, then by price', 3, ['Gulf Coast Auto', 'Lone Star Mutual', 'Red River Indemnity', 'Pioneer Casualty', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Prairie Shield']],
    // Per month: Pioneer's $189.70 every two months is $94.85 a month; paid in full last.
    ['[quote-4.27] Monthly payment: per month, paid in full last', 4, ['Red River Indemnity', 'Pioneer Casualty', 'Lone Star Mutual', 'Sierra Ridge Insurance', 'Bluebonnet Agency Plan', 'Gulf Coast Auto', 'Prairie Shield']],
    ['[quote-4.28] Down payment: lowest first', 5, ['Red River Indemnity', 'Lone Star Mutual', 'Pioneer Casualty', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Gulf Coast Auto', 'Prairie Shield']],
    ['[quote-4.29] Total price: lowest first', 6, ['Red River Indemnity', 'Pioneer Casualty', 'Lone Star Mutual', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Gulf Coast Auto', 'Prairie Shield']],
  ])('%s: the cards as a shopper reads them, what the option sorts by said under it, the order announced', async (_title, option, expected) => {
    const r = await atPolling(lang, { input: rated });
    await finish(r);
    await r.settle('idleAgents', { done: 0 });
    await r.user.click(button(q.showMore));
    const sort = screen.getByRole('combobox', { name: q.sortBy });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(q.sortOptions);
    const name = q.sortOptions[option] ?? '';
    if (option !== 0) await r.user.selectOptions(sort, name);
    expect(sort).toHaveValue(String(option));
    expect(carriersIn(q.list)).toEqual(expected);
    // Which amount the option means, said in words and tied to the sorting.
    const note = fill(q.sortNotes[option] ?? '', { term: fill(q.termPhrase.other, { months: 6 }) });
    expect(sort).toHaveAccessibleDescription(note);
    if (option !== 0) expect(screen.getByText(count(q.sorted, expected.length, { option: name }))).toBeInTheDocument();
  });

  it('[quote-4.26] a top-rated carrier says so on its card', async () => {
    const r = await atPolling(lang, { input: rated });
    await finish(r);
    await r.user.click(button(q.showMore));
    expect(within(card('Gulf Coast Auto')).getByText(q.card.topRated)).toBeVisible();
    expect(within(card('Lone Star Mutual')).getByText(q.card.topRated)).toBeVisible();
    expect(within(card('Red River Indemnity')).queryByText(q.card.topRated)).toBeNull();
  });

  it('[quote-4.26] Top rated is not offered where the page lists no top-rated carrier among the quotes', async () => {
    await finish(await atPolling(lang, { input: { results: { ...rated.results, topRated: ['NONE'] } } }));
    expect(within(screen.getByRole('combobox', { name: q.sortBy })).queryByRole('option', { name: q.sortOptions[3] ?? '' })).toBeNull();
    expect(screen.queryByText(q.card.topRated)).toBeNull();
  });

  it('[quote-4.16] "Buy online" with no quote to buy online says so, and another option shows them again', async () => {
    const r = await atPolling(lang);
    const noBuy = resultsAnswerSchema.parse({
      isSuccess: true,
      isDone: true,
      completedCount: 2,
      totalCount: 2,
      results: [CARRIERS[2], CARRIERS[6]],
    });
    await r.settle('pollResults', { done: noBuy });
    await r.settle('finalResults', { done: noBuy });
    await r.user.selectOptions(screen.getByRole('combobox', { name: q.sortBy }), q.sortOptions[2] ?? '');
    expect(screen.queryByRole('list', { name: q.list })).toBeNull();
    expect(screen.getByText(q.noneForSort)).toBeVisible();
    await r.user.selectOptions(screen.getByRole('combobox', { name: q.sortBy }), q.sortOptions[0] ?? '');
    expect(carriersIn(q.list)).toEqual(['Red River Indemnity', 'Pioneer Casualty']);
  });

  it('[quote-4.17 quote-3.10 quote-9.5 quote-4.18] a card: the carrier\'s logo (or its name), the term, and the payment paid in full, monthly or every two months, in dollars with 2 decimals; Call, and chat or Buy now', async () => {
    const r = await atPolling(lang);
    await finish(r);
    await r.user.click(button(q.showMore));
    const payment = (name: string) => card(name).querySelector('.quote-offer__payment');
    expect(payment('Gulf Coast Auto')).toHaveTextContent(fill(q.card.payInFull, { amount: '$1,184.50' }));
    // Installments of 0.00 are paid in full too.
    expect(payment('Prairie Shield')).toHaveTextContent(fill(q.card.payInFull, { amount: '$1,342.75' }));
    expect(payment('Lone Star Mutual')).toHaveTextContent(fill(q.card.monthly.other, { down: '$162.40', count: 5, amount: '$130.00' }));
    expect(payment('Pioneer Casualty')).toHaveTextContent(fill(q.card.biMonthly.other, { down: '$189.75', count: 2, amount: '$189.70' }));
    expect(payment('Sierra Ridge Insurance')).toHaveTextContent(fill(q.card.biMonthly.other, { down: '$311.25', count: 2, amount: '$298.10' }));
    expect(within(card('Lone Star Mutual')).getByText(fill(q.card.term.other, { months: 6 }))).toBeVisible();
    // The logo names the carrier; a carrier without one is named in text.
    expect(within(card('Lone Star Mutual')).getByRole('img', { name: 'Lone Star Mutual' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(within(card('Bluebonnet Agency Plan')).queryByRole('img')).toBeNull();
    expect(within(card('Bluebonnet Agency Plan')).getByRole('heading', { level: 3 })).toHaveTextContent('Bluebonnet Agency Plan');
    const call = within(card('Gulf Coast Auto')).getByRole('link', { name: fill(q.card.call, { phone: '1-800-555-0199' }) });
    expect(call).toHaveAttribute('href', 'tel:+18005550199');
    // quote-4.18: a carrier without a buy button offers chat; one with it, Buy now (and no chat).
    expect(within(card('Bluebonnet Agency Plan')).getByRole('link', { name: q.chat })).toHaveAttribute('href', chatUrl);
    expect(within(card('Bluebonnet Agency Plan')).getByRole('link', { name: q.chat })).toHaveAttribute('data-chat-action');
    expect(within(card('Gulf Coast Auto')).getByRole('button', { name: fill(q.card.buyNowFor, { carrier: 'Gulf Coast Auto' }) })).toBeVisible();
    expect(within(card('Gulf Coast Auto')).queryByRole('link', { name: q.chat })).toBeNull();
  });

  it.each([true, false])('a logo from an origin the site does not allow is never loaded, the carrier named in text instead (cards arriving: %s); an allowed origin\'s logo and an inline one show', async (arriving) => {
    const r = await atPolling(lang, { input: { cards: { ...DEFAULT_CARD_SETTINGS, logoOrigins: ['https://logos.carriers.example'] } } });
    const hostile = [
      { ...CARRIERS[0], logoUrl: 'https://tracker.evil.example/pixel.gif?visitor=1' },
      { ...CARRIERS[1], logoUrl: 'https://logos.carriers.example/gca.png' },
      { ...CARRIERS[2], logoUrl: 'https://logos.carriers.example.evil.example/pcx.png' },
      { ...CARRIERS[3], logoUrl: '//tracker.evil.example/sri.png' },
      CARRIERS[4],
      CARRIERS[5],
      CARRIERS[6],
    ];
    const results = (done: boolean, n: number) =>
      resultsAnswerSchema.parse({ isSuccess: true, isDone: done, completedCount: n, totalCount: hostile.length, results: hostile.slice(0, n) });
    const sources = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    if (arriving) {
      await r.settle('pollResults', { done: results(false, 4) });
      expect(carriersIn(q.loading.soFar)).toHaveLength(4);
      expect(sources().filter((src) => /evil/.test(src))).toEqual([]);
      expect(within(list(q.loading.soFar)).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('Lone Star Mutual');
      return;
    }
    await r.settle('pollResults', { done: results(true, 7) });
    await r.settle('finalResults', { done: results(true, 7) });
    await r.user.click(button(q.showMore));
    expect(sources().filter((src) => /evil/.test(src))).toEqual([]);
    for (const name of ['Lone Star Mutual', 'Pioneer Casualty', 'Sierra Ridge Insurance']) {
      expect(within(card(name)).queryByRole('img')).toBeNull();
      expect(within(card(name)).getByRole('heading', { level: 3 })).toHaveTextContent(name);
    }
    expect(within(card('Gulf Coast Auto')).getByRole('img', { name: 'Gulf Coast Auto' })).toHaveAttribute('src', 'https://logos.carriers.example/gca.png');
    expect(within(card('Red River Indemnity')).getByRole('img', { name: 'Red River Indemnity' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });

  it('[quote-4.17] installments: the down payment, the installments and the total of the term; paid in full: its one amount, no total', async () => {
    const r = await atPolling(lang);
    await finish(r);
    await r.user.click(button(q.showMore));
    const total = (name: string) => card(name).querySelector('.quote-offer__total');
    const money = (n: number) => new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(n);
    expect(total('Lone Star Mutual')).toHaveTextContent(fill(q.card.total.other, { months: 6, amount: money(812.4) }));
    expect(total('Pioneer Casualty')).toHaveTextContent(fill(q.card.total.other, { months: 6, amount: money(569.15) }));
    expect(total('Gulf Coast Auto')).toBeNull();
    expect(within(card('Gulf Coast Auto')).getAllByText(/\$/)).toHaveLength(1);
  });

  it('[quote-4.17] an amount the carrier did not give is said so, never $0.00; that quote comes last by price', async () => {
    const r = await atPolling(lang);
    const noTotal = { ...CARRIERS[0], companyID: 'HCM', companyName: 'Hill Country Mutual', logoUrl: null, rates: [{ ...rate('HCM', 6, { plan: 'Monthly EFT', down: 140, payments: 5, amount: 118, buy: true }), totalPremium: null }] };
    const noAmounts = { ...CARRIERS[0], companyID: 'NOA', companyName: 'No Amounts Auto', logoUrl: null, rates: [{ ...rate('NOA', 6, { plan: 'OD', down: 0, payments: 2, amount: 1, buy: false }), totalPremium: null, payPlanDownPayment: undefined, payPlanPaymentAmount: null }] };
    const noFull = { ...CARRIERS[0], companyID: 'NOF', companyName: 'No Full Amount', logoUrl: null, rates: [{ ...rate('NOF', 6, { plan: 'Paid in Full', down: 0, payments: 0, amount: 0, buy: false }), totalPremium: null, payPlanDownPayment: null }] };
    const answer = resultsAnswerSchema.parse({ isSuccess: true, isDone: true, completedCount: 4, totalCount: 4, results: [noTotal, noAmounts, noFull, CARRIERS[6]] });
    await r.settle('pollResults', { done: answer });
    await r.settle('finalResults', { done: answer });
    expect(card('Hill Country Mutual').querySelector('.quote-offer__payment')).toHaveTextContent(fill(q.card.monthly.other, { down: '$140.00', count: 5, amount: '$118.00' }));
    expect(card('Hill Country Mutual').querySelector('.quote-offer__total')).toHaveTextContent(fill(q.card.totalNotGiven.other, { months: 6 }));
    expect(card('No Amounts Auto').querySelector('.quote-offer__payment')).toHaveTextContent(fill(q.card.biMonthlyNotGiven.other, { count: 2 }));
    expect(card('No Full Amount').querySelector('.quote-offer__payment')).toHaveTextContent(q.card.payInFullNotGiven);
    expect(within(list(q.list)).queryByText(/\$0\.00/)).toBeNull();
    expect(carriersIn(q.list)).toEqual(['Red River Indemnity', 'Hill Country Mutual', 'No Amounts Auto', 'No Full Amount']);
  });

  it("[quote-3.11] a card's chat pressed pushes quote_click then nonbol_cta, as the other buttons do", async () => {
    const r = await atPolling(lang);
    await finish(r);
    await r.settle('idleAgents', { done: 0 });
    const chat = within(card('Red River Indemnity')).getByRole('link', { name: q.chat });
    // The link leads to the chat page by itself (jsdom does not follow it).
    chat.addEventListener('click', (e) => e.preventDefault());
    const before = r.tracked.length;
    await r.user.click(chat);
    expect(r.tracked.slice(before)).toEqual([
      expect.objectContaining({ event: 'quote_click', cta: 'chat', carrierName: 'Red River Indemnity', ctaUrl: chatUrl, quotePosition: 1 }),
      expect.objectContaining({ event: 'nonbol_cta', cta: 'chat', carrierName: 'Red River Indemnity', ctaUrl: chatUrl, quotePosition: 1 }),
    ]);
  });

  it('[quote-4.19] while the idle agents are counted a type 2 carrier offers no Buy now and says it is checking; then Call me and Text me when one is free', async () => {
    const r = await atPolling(lang);
    // Sierra Ridge is a type 2 carrier, as in the sandbox.
    const typed = resultsAnswerSchema.parse({
      isSuccess: true,
      isDone: true,
      completedCount: 7,
      totalCount: 7,
      results: CARRIERS.map((c) => (c.companyID === 'SRI' ? { ...c, carrierType: 2 } : c)),
    });
    await r.settle('pollResults', { done: typed });
    await r.settle('finalResults', { done: typed });
    await r.user.click(button(q.showMore));
    const sierra = within(card('Sierra Ridge Insurance'));
    expect(sierra.getByText(q.card.checkingAgents)).toBeVisible();
    expect(sierra.queryByRole('button', { name: fill(q.card.buyNowFor, { carrier: 'Sierra Ridge Insurance' }) })).toBeNull();
    // The others do not wait.
    expect(within(card('Lone Star Mutual')).getByRole('button', { name: fill(q.card.buyNowFor, { carrier: 'Lone Star Mutual' }) })).toBeVisible();
    await r.settle('idleAgents', { done: 2 });
    expect(sierra.queryByText(q.card.checkingAgents)).toBeNull();
    expect(sierra.getByRole('button', { name: q.card.callMe })).toBeVisible();
    expect(sierra.getByRole('button', { name: q.card.textMe })).toBeVisible();
    expect(sierra.queryByRole('button', { name: fill(q.card.buyNowFor, { carrier: 'Sierra Ridge Insurance' }) })).toBeNull();
  });

  it('[quote-4.21] at most 5 cards offer Buy now: with more quotes to buy online, the 5 cheapest do, whatever the sorting', async () => {
    const r = await atPolling(lang, { input: { results: { excludedCarriers: [], overrideCarriers: [], pseudoCarriers: [], topRated: [], topRatedMax: 6, sortOption: 0, largeCardLimit: true } } });
    const buyers = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id, i) => ({ ...CARRIERS[0], companyID: id, companyName: `Carrier ${id}`, logoUrl: null, rates: [rate(id, 6, { plan: 'Monthly EFT', down: 100, payments: 5, amount: 100 + i * 10, buy: true })] }));
    const answer = resultsAnswerSchema.parse({ isSuccess: true, isDone: true, completedCount: 7, totalCount: 7, results: buyers });
    await r.settle('pollResults', { done: answer });
    await r.settle('finalResults', { done: answer });
    await r.settle('idleAgents', { done: 0 });
    const buyNowOn = () => within(list(q.list)).queryAllByRole('button', { name: new RegExp(`^${fill(q.card.buyNowFor, { carrier: '' })}`) }).map((b) => b.getAttribute('aria-label'));
    const names = (ids: string[]) => ids.map((id) => fill(q.card.buyNowFor, { carrier: `Carrier ${id}` }));
    expect(buyNowOn()).toEqual(names(['A', 'B', 'C', 'D', 'E']));
    expect(within(card('Carrier F')).getByRole('link', { name: q.chat })).toBeVisible();
    await r.user.selectOptions(screen.getByRole('combobox', { name: q.sortBy }), q.sortOptions[1] ?? '');
    expect(buyNowOn()).toEqual(names(['E', 'D', 'C', 'B', 'A']));
    // Buy online lists those five only.
    await r.user.selectOptions(screen.getByRole('combobox', { name: q.sortBy }), q.sortOptions[2] ?? '');
    expect(carriersIn(q.list)).toEqual(['Carrier A', 'Carrier B', 'Carrier C', 'Carrier D', 'Carrier E']);
  });

  it('[quote-4.17] one installment is said in the singular', async () => {
    const single = { ...CARRIERS[0], rates: [rate('ONE', 6, { plan: 'Monthly EFT', down: 400, payments: 1, amount: 412.5, buy: true })] };
    const r = await atPolling(lang);
    const one = resultsAnswerSchema.parse({ isSuccess: true, isDone: true, completedCount: 1, totalCount: 1, results: [single] });
    await r.settle('pollResults', { done: one });
    await r.settle('finalResults', { done: one });
    expect(card('Lone Star Mutual').querySelector('.quote-offer__payment')).toHaveTextContent(fill(q.card.monthly.one, { down: '$400.00', count: 1, amount: '$412.50' }));
  });

  it('[quote-2.33] a revisit gets the requote title; a configured title is not used for it', async () => {
    const r = await atPolling(lang, { config: { messages: { quotesTitle: 'Hola {name}' } } });
    await finish(r);
    expect(screen.getByRole('heading', { level: 2, name: q.requoteTitle })).toBeVisible();
  });

  it('[quote-2.33] a first visit: the default title "Your Best Quotes"', async () => {
    await newVisitToCards(lang);
    expect(screen.getByRole('heading', { level: 2, name: t.configured.quotesTitle })).toBeVisible();
    expect(t.configured.quotesTitle).toBe(lang === 'es' ? 'Sus mejores cotizaciones' : 'Your Best Quotes');
  });

  it('[quote-2.33] a first visit with a configured title: the driver\'s first name and the number of quotes inserted', async () => {
    await newVisitToCards(lang, { messages: { quotesTitle: '{name}, {count} quotes for you' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Rosa, 7 quotes for you' })).toBeVisible();
  });

  it('[quote-2.35 quote-8.10] no quotes: the greeting with the first name takes focus; Try again posts the request again on the same transaction; the phone, chat and the nearest office', async () => {
    const r = await atPolling(lang);
    await r.settle('pollResults', { done: answer(0, true) });
    await r.settle('finalResults', { done: answer(0, true) });
    const greeting = screen.getByRole('heading', { level: 2, name: fill(q.noQuotes.heading, { name: 'Rosa' }) });
    expect(greeting).toHaveFocus();
    expect(screen.getByText(q.noQuotes.text)).toBeVisible();
    // The agency's phone, as on the cards.
    expect(screen.getByRole('link', { name: fill(q.card.call, { phone: '1-800-555-0199' }) })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: q.chat })).toHaveAttribute('href', chatUrl);
    // A chat action: the page opens its chat there, where it has one (src/pages/chatAction.ts).
    expect(screen.getByRole('link', { name: q.chat })).toHaveAttribute('data-chat-action');
    expect(screen.getByRole('link', { name: q.nearestOffice })).toHaveAttribute('href', officeUrl);
    expect(button(t.buttons.back)).toBeVisible();
    expect(screen.queryByRole('list', { name: q.list })).toBeNull();

    await r.user.click(button(t.buttons.retry));
    expect(screen.getByRole('heading', { level: 2, name: q.loading.heading })).toHaveFocus();
    expect(panel()).toBeVisible();
    expect(r.calls('prepareTransaction')).toHaveLength(1);
    expect(r.calls('postQuoteRequest')).toHaveLength(2);
    expect(r.calls('postQuoteRequest').at(-1)?.input).toMatchObject({ transactionId: TRANSACTION, first: false });
    await r.settle('postQuoteRequest', { done: undefined });
    await finish(r);
    expect(screen.getByRole('heading', { level: 2, name: q.requoteTitle })).toBeVisible();
  });

  it('[quote-2.35] a request that fails before any quote ends in the no-quotes view', async () => {
    const r = await renderQuote({ ...coverageRevisitInput, lang, rateTiming: STILL, newId: () => TRANSACTION }, { lang });
    await r.settle('loadCoverages', { done: texasCoverages });
    await r.send({ type: 'coverage.submit', choice: { term: 6, product: 'SML', custom: {} } });
    await r.settle('prepareTransaction', { error: { kind: 'http', status: 500, message: 'The API answered 500.' } });
    expect(screen.getByRole('heading', { level: 2, name: fill(q.noQuotes.heading, { name: 'Rosa' }) })).toHaveFocus();
    expect(button(t.buttons.retry)).toBeVisible();
  });

  it('[quote-2.13 quote-4.12] the countdown from 45 s in whole seconds, then "Almost there"; the message changes every 4 s; the extra message only after 12 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: QUOTE_MODEL_NOW });
    (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
    const r = await atPolling(lang, { input: { now: () => Date.now(), rateTiming: DEFAULT_RATE_TIMING } });
    const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    const timer = () => within(panel()).getByRole('timer');
    const [first = '', second = ''] = q.loading.messages;
    expect(timer()).toHaveTextContent(fill(q.loading.secondsLeft.other, { seconds: 45 }));
    expect(within(panel()).getByText(first)).toBeVisible();
    await pass(4000);
    expect(timer()).toHaveTextContent(fill(q.loading.secondsLeft.other, { seconds: 41 }));
    expect(within(panel()).getByText(second)).toBeVisible();
    await pass(7000);
    expect(screen.queryByText(q.loading.late)).toBeNull();
    await pass(1000);
    expect(within(panel()).getByText(q.loading.late)).toBeVisible();
    expect(timer()).toHaveTextContent(fill(q.loading.secondsLeft.other, { seconds: 33 }));
    // The carriers keep answering beneath it.
    await r.settle('pollResults', { done: answer(3, false) });
    expect(within(panel()).getByText(count(q.loading.answeredOf, 3, { total: 7 }))).toBeVisible();
    await pass(3000);
    expect(r.calls('pollResults')).toHaveLength(2);
    await pass(30_000);
    expect(timer()).toHaveTextContent(q.loading.almostThere);
    expect(within(panel()).getByText(q.loading.late)).toBeVisible();
  });

  it('no serious axe violation while the carriers answer (cards beneath), on the cards and on the no-quotes view', async () => {
    const r = await atPolling(lang);
    await r.settle('pollResults', { done: answer(3, false) });
    expect(await seriousViolations(r.container)).toEqual([]);
    await r.send({ type: 'step.back' });
    await askForQuotes(r);
    await finish(r);
    await r.user.click(button(q.showMore));
    expect(await seriousViolations(r.container)).toEqual([]);
    await r.send({ type: 'step.back' });
    await askForQuotes(r);
    await finish(r, 0);
    expect(screen.getByRole('heading', { level: 2, name: fill(q.noQuotes.heading, { name: 'Rosa' }) })).toBeVisible();
    expect(await seriousViolations(r.container)).toEqual([]);
  });
});

describe('the quote stage on a Spanish page', () => {
  it('[quote-2.35] the chat label is "Chatea Con Nosotros" and the links go to the Spanish pages; English pages say "Chat With Us"', async () => {
    expect(quoteText.en.quotes.chat).toBe('Chat With Us');
    expect(quoteText.es.quotes.chat).toBe('Chatea Con Nosotros');
    const r = await atPolling('es', { config: { chatUrl: '/chat/', nearestOfficeUrl: 'https://agency.example/oficinas/', agentPhone: '(214) 555-0100' } });
    await finish(r);
    const first = screen.getByRole('heading', { level: 3, name: 'Red River Indemnity' }).closest('li');
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: 'Chatea Con Nosotros' })).toHaveAttribute('href', '/es/chat/');
    expect(within(first).getByRole('link', { name: 'Llame al (214) 555-0100' })).toHaveAttribute('href', 'tel:+12145550100');
    expect(screen.getByRole('link', { name: quoteText.es.quotes.nearestOffice })).toHaveAttribute('href', 'https://agency.example/oficinas/');
  });
});

describe("the page's result settings", () => {
  it('[quote-4.21 quote-4.16] reach the chart: data-config carriers, sorting option and card limit become its results input', () => {
    const page = {
      lang: 'en' as const,
      url: new URL('https://bluebonnet.example/quote/'),
      config: { excludedCarriers: ['PSH'], overrideCarriers: ['PCX'], pseudoCarriers: ['BAP'], topRated: ['GCA'], topRatedMax: 3, sortOption: 4, largeCardLimit: true },
    };
    const input = quoteWidget.input(page, createStorage(window.localStorage)) as QuoteInput;
    expect(input.results).toEqual({
      excludedCarriers: ['PSH'],
      overrideCarriers: ['PCX'],
      pseudoCarriers: ['BAP'],
      topRated: ['GCA'],
      topRatedMax: 3,
      sortOption: 4,
      largeCardLimit: true,
    });
  });

  it("the site config's allowed origins for buy now, frames and logos reach the cards' settings, with the page's address", () => {
    const site = siteConfigSchema.parse({ allowedOrigins: { buyNow: ['https://buy.carrier.example'], frame: ['https://frame.carrier.example'], logo: ['https://logos.carrier.example'] } });
    const page = { lang: 'en' as const, url: new URL('https://bluebonnet.example/quote/'), config: {}, site };
    const input = quoteWidget.input(page, createStorage(window.localStorage)) as QuoteInput;
    expect(input.cards?.targets).toEqual({ pageOrigin: 'https://bluebonnet.example', buyNow: ['https://buy.carrier.example'], frame: ['https://frame.carrier.example'] });
    expect(input.cards?.logoOrigins).toEqual(['https://logos.carrier.example']);
  });

  it('[quote-4.21 quote-4.16] excluded carriers never show; with the large card limit every card shows without Show more; the configured sorting option opens', async () => {
    const r = await atPolling('en', {
      input: { results: { excludedCarriers: ['RRI'], overrideCarriers: ['GCA'], pseudoCarriers: [], topRated: [], topRatedMax: 6, sortOption: 5, largeCardLimit: true } },
    });
    await finish(r);
    const names = within(screen.getByRole('list', { name: quoteText.en.quotes.list }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.querySelector('img')?.getAttribute('alt') ?? h.textContent);
    // Override first, then by down payment (option 5).
    expect(names).toEqual(['Gulf Coast Auto', 'Lone Star Mutual', 'Pioneer Casualty', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Prairie Shield']);
    expect(screen.getByRole('combobox', { name: quoteText.en.quotes.sortBy })).toHaveValue('5');
    expect(screen.queryByRole('button', { name: quoteText.en.quotes.showMore })).toBeNull();
  });
});
