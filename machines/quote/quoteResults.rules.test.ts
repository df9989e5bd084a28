/** The quote results' rules: how a quote is paid, the sorting options (one case per option, in an order that tells them apart), the analytics age bands. */
import { describe, expect, it } from 'vitest';
import { cardPayment, downPayment, isTopRated, monthlyPayment, sortOptionsFor, sortQuotes, totalPrice, type RateQuotePlan, type SortContext } from './quoteResults.rules';
import { ageBand, DEFAULT_TOP_RATED_MAX, type SortOption } from './quoteSettings';

/** A 6-month quote paid in installments unless changed. */
function quote(id: string, plan: Partial<RateQuotePlan> = {}): RateQuotePlan {
  return {
    companyID: id,
    companyName: `Carrier ${id}`,
    rateQuoteId: `RQ-${id}`,
    term: 6,
    totalPremium: 900,
    payPlanDownPayment: 150,
    payPlanPaymentAmount: 125,
    payPlanNumOfPayments: 6,
    payPlanDescription: 'MO',
    showBuyButton: true,
    ...plan,
  };
}

const ids = (list: readonly RateQuotePlan[]) => list.map((q) => q.companyID);

describe('[quote-4.17] how a card shows a payment', () => {
  it('[quote-4.17] no installments, or an installment of 0: paid in full, the total premium, the term in months', () => {
    expect(cardPayment(quote('A', { payPlanNumOfPayments: 0, totalPremium: 812.4, term: 12 }))).toEqual({ kind: 'payInFull', amount: 812.4, termMonths: 12 });
    expect(cardPayment(quote('B', { payPlanPaymentAmount: 0, totalPremium: 640 }))).toEqual({ kind: 'payInFull', amount: 640, termMonths: 6 });
  });

  it('[quote-4.17] otherwise a down payment plus the installments, monthly', () => {
    expect(cardPayment(quote('A'))).toEqual({ kind: 'installments', downPayment: 150, installment: 125, installments: 6, frequency: 'monthly', termMonths: 6, total: 900 });
  });

  it('[quote-4.17] an amount the carrier did not give is null, never 0; paid in full without a total shows its one payment', () => {
    expect(cardPayment(quote('A', { totalPremium: null, payPlanPaymentAmount: null }))).toMatchObject({ kind: 'installments', installment: null, total: null, downPayment: 150 });
    expect(cardPayment(quote('B', { payPlanNumOfPayments: 0, totalPremium: null, payPlanDownPayment: 640 }))).toEqual({ kind: 'payInFull', amount: 640, termMonths: 6 });
    expect(cardPayment(quote('C', { payPlanNumOfPayments: 0, totalPremium: null, payPlanDownPayment: null }))).toEqual({ kind: 'payInFull', amount: null, termMonths: 6 });
  });

  it.each(['OD', 'OH', ' od ', 'oh'])('[quote-4.17] pay plan %j is every two months', (payPlanDescription) => {
    expect(cardPayment(quote('A', { payPlanDescription }))).toMatchObject({ kind: 'installments', frequency: 'biMonthly' });
  });

  it.each(['MO', 'ODD', 'O', ''])('[quote-4.17] pay plan %j is monthly', (payPlanDescription) => {
    expect(cardPayment(quote('A', { payPlanDescription }))).toMatchObject({ frequency: 'monthly' });
  });
});

describe('the sorting options (quote §4 "Sorting options")', () => {
  // Six 6-month quotes in an order that tells every option apart:
  // M: cheapest per month ($80) but dearest in total ($800); T: cheapest total of the monthly plans ($625);
  // B: every two months ($170, $85 a month), cheapest total ($540), no buy button;
  // F: paid in full ($700); D: lowest down payment ($50), no buy button;
  // G: its total not given by the carrier (never counted as $0).
  const M = quote('M', { payPlanDownPayment: 400, payPlanPaymentAmount: 80, payPlanNumOfPayments: 5, totalPremium: 800 });
  const T = quote('T', { payPlanDownPayment: 150, payPlanPaymentAmount: 95, payPlanNumOfPayments: 5, totalPremium: 625 });
  const B = quote('B', { payPlanDownPayment: 200, payPlanPaymentAmount: 170, payPlanNumOfPayments: 2, payPlanDescription: 'OD', totalPremium: 540, showBuyButton: false });
  const F = quote('F', { payPlanDownPayment: 700, payPlanPaymentAmount: 0, payPlanNumOfPayments: 0, payPlanDescription: 'Paid in Full', totalPremium: 700 });
  const D = quote('D', { payPlanDownPayment: 50, payPlanPaymentAmount: 125, payPlanNumOfPayments: 5, totalPremium: 675, showBuyButton: false });
  const G = quote('G', { payPlanDownPayment: 120, payPlanPaymentAmount: 100, payPlanNumOfPayments: 5, totalPremium: null });
  const all = [M, T, B, F, D, G];

  it.each<[string, SortOption, SortContext, string[]]>([
    // quote-4.23: "price" is the total of the term, not the installment (M is cheapest per month, dearest in total).
    ['[quote-4.23] 0, price low to high: the total of the term; a total not given last', 0, {}, ['B', 'T', 'D', 'F', 'M', 'G']],
    ['[quote-4.24] 1, price high to low: the total of the term; a total not given still last', 1, {}, ['M', 'F', 'D', 'T', 'B', 'G']],
    // quote-4.25: a buy button, or a carrier sold through an agent; by price.
    ['[quote-4.25] 2, buy online: the quotes with a buy button, by price', 2, {}, ['T', 'F', 'M', 'G']],
    ['[quote-4.25] 2, buy online: an agent-sold carrier is kept', 2, { pseudoCarriers: ['B'] }, ['B', 'T', 'F', 'M', 'G']],
    // The cards' rule decides what sells now (machines/quote/quoteCards.ts): T's buy-now address did not work.
    ['[quote-4.25] 2, buy online: only what the cards can sell now (T without a working buy-now address)', 2, { sellsNow: (q) => q.showBuyButton && q.companyID !== 'T' }, ['F', 'M', 'G']],
    // quote-4.26: the top-rated carriers first in the order listed (not by price), then the others by price.
    ['[quote-4.26] 3, top rated: F and M first as listed, then by price', 3, { topRated: ['F', 'M'] }, ['F', 'M', 'B', 'T', 'D', 'G']],
    ['[quote-4.26] 3, top rated: the list order, not the price order', 3, { topRated: ['M', 'F'] }, ['M', 'F', 'B', 'T', 'D', 'G']],
    ['[quote-4.26] 3, top rated: only the first topRatedMax of the list count', 3, { topRated: ['F', 'M'], topRatedMax: 1 }, ['F', 'B', 'T', 'D', 'M', 'G']],
    // quote-4.27: per month, every two months counting as half (B: $85); paid in full has none and comes last.
    ['[quote-4.27] 4, monthly payment: per month, paid in full last', 4, {}, ['M', 'B', 'T', 'G', 'D', 'F']],
    // quote-4.28: what is paid first; paid in full pays it all first.
    ['[quote-4.28] 5, down payment: lowest first, paid in full its whole amount', 5, {}, ['D', 'G', 'T', 'B', 'M', 'F']],
    ['[quote-4.29] 6, total premium: lowest first, a total not given last', 6, {}, ['B', 'T', 'D', 'F', 'M', 'G']],
  ])('%s', (_title, option, ctx, expected) => {
    expect(ids(sortQuotes(all, option, ctx))).toEqual(expected);
  });

  it('[quote-4.23 quote-4.29] "price" (0) and "total premium" (6) are the same amount: the same order, and 1 its reverse (but a total not given last)', () => {
    expect(ids(sortQuotes(all, 0))).toEqual(ids(sortQuotes(all, 6)));
    expect(ids(sortQuotes(all, 1)).slice(0, -1)).toEqual(ids(sortQuotes(all, 0)).slice(0, -1).reverse());
  });

  it('[quote-4.21 quote-4.26] top rated: at most 6 carriers by default, in the order listed', () => {
    expect(DEFAULT_TOP_RATED_MAX).toBe(6);
    const many = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'].map((id, i) => quote(id, { totalPremium: 900 - i }));
    expect(ids(sortQuotes(many, 3, { topRated: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'] }))).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7']);
    // Q7 is the cheapest: past the sixth, it is one of the others.
    expect(ids(sortQuotes([...many].reverse(), 3, { topRated: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'] }))).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7']);
    expect(ids(sortQuotes(many, 3, { topRated: ['Q7', 'Q6', 'Q5', 'Q4', 'Q3', 'Q2', 'Q1'] }))).toEqual(['Q7', 'Q6', 'Q5', 'Q4', 'Q3', 'Q2', 'Q1']);
    expect(ids(sortQuotes(many, 3, { topRated: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'], topRatedMax: 6 })).at(-1)).toBe('Q7');
  });

  it('[quote-4.26] Top rated is offered only with a top-rated carrier among the quotes', () => {
    expect(sortOptionsFor(all, { topRated: [], topRatedMax: 6 })).toEqual([0, 1, 2, 4, 5, 6]);
    expect(sortOptionsFor(all, { topRated: ['ZZZ'], topRatedMax: 6 })).toEqual([0, 1, 2, 4, 5, 6]);
    expect(sortOptionsFor(all, { topRated: ['f'], topRatedMax: 6 })).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sortOptionsFor(all, { topRated: ['F'], topRatedMax: 0 })).toEqual([0, 1, 2, 4, 5, 6]);
    expect(isTopRated(F, { topRated: ['F', 'M'], topRatedMax: 1 })).toBe(true);
    expect(isTopRated(M, { topRated: ['F', 'M'], topRatedMax: 1 })).toBe(false);
  });

  it('[quote-4.22] override carriers come first whatever the option, in the order configured', () => {
    expect(ids(sortQuotes(all, 0, { overrideCarriers: ['F', 'D'] }))).toEqual(['F', 'D', 'B', 'T', 'M', 'G']);
    expect(ids(sortQuotes(all, 5, { overrideCarriers: ['M'] }))).toEqual(['M', 'D', 'G', 'T', 'B', 'F']);
  });

  it('ties keep the order the results came in, and the list given is not changed', () => {
    const same = [quote('X'), quote('Y'), quote('Z')];
    for (const option of [0, 1, 4, 5, 6] as const) expect(ids(sortQuotes(same, option))).toEqual(['X', 'Y', 'Z']);
    expect(ids(all)).toEqual(['M', 'T', 'B', 'F', 'D', 'G']);
  });

  it('[quote-4.17] the amounts each option reads', () => {
    expect([totalPrice(B), monthlyPayment(B), downPayment(B)]).toEqual([540, 85, 200]);
    expect([totalPrice(F), monthlyPayment(F), downPayment(F)]).toEqual([700, null, 700]);
    expect([totalPrice(G), monthlyPayment(G), downPayment(G)]).toEqual([null, 100, 120]);
  });
});

describe('[quote-9.8] the age bands analytics get', () => {
  it.each([
    [16, '18-24'],
    [18, '18-24'],
    [24, '18-24'],
    [25, '25-34'],
    [34, '25-34'],
    [35, '35-44'],
    [44, '35-44'],
    [45, '45-54'],
    [54, '45-54'],
    [55, '55-64'],
    [64, '55-64'],
    [65, '>65'],
    [80, '>65'],
  ] as const)('[quote-9.8] %i years old: %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });
});
