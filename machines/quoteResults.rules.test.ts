/** The quote results' rules: how a quote is paid, the sorting options, the analytics age bands. */
import { describe, expect, it } from 'vitest';
import { cardPayment, sortQuotes, type RateQuotePlan } from './quoteResults.rules';
import { ageBand, DEFAULT_TOP_RATED_MAX } from './quoteSettings';

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
    expect(cardPayment(quote('A'))).toEqual({ kind: 'installments', downPayment: 150, installment: 125, installments: 6, frequency: 'monthly', termMonths: 6 });
  });

  it.each(['OD', 'OH', ' od ', 'oh'])('[quote-4.17] pay plan %j is every two months', (payPlanDescription) => {
    expect(cardPayment(quote('A', { payPlanDescription }))).toMatchObject({ kind: 'installments', frequency: 'biMonthly' });
  });

  it.each(['MO', 'ODD', 'O', ''])('[quote-4.17] pay plan %j is monthly', (payPlanDescription) => {
    expect(cardPayment(quote('A', { payPlanDescription }))).toMatchObject({ frequency: 'monthly' });
  });
});

describe('the sorting options (quote §4)', () => {
  // A: 125 a month (900 total, 150 down); B: 98 a month (1100, 300 down); C: paid in full 700; D: 140 a month (840, 100 down), no buy button.
  const A = quote('A');
  const B = quote('B', { payPlanPaymentAmount: 98, totalPremium: 1100, payPlanDownPayment: 300 });
  const C = quote('C', { payPlanNumOfPayments: 0, totalPremium: 700, payPlanDownPayment: 700 });
  const D = quote('D', { payPlanPaymentAmount: 140, totalPremium: 840, payPlanDownPayment: 100, showBuyButton: false });
  const all = [A, B, C, D];

  it('[quote-4.23] 0: by price, lowest first (the installment, or the total when paid in full)', () => {
    expect(ids(sortQuotes(all, 0))).toEqual(['B', 'A', 'D', 'C']);
  });

  it('[quote-4.24] 1: by price, highest first', () => {
    expect(ids(sortQuotes(all, 1))).toEqual(['C', 'D', 'A', 'B']);
  });

  it('[quote-4.25] 2: only quotes with a buy button, or of a carrier sold through an agent', () => {
    expect(ids(sortQuotes(all, 2))).toEqual(['B', 'A', 'C']);
    expect(ids(sortQuotes(all, 2, { pseudoCarriers: ['D'] }))).toEqual(['B', 'A', 'D', 'C']);
  });

  it('[quote-4.26] 3: the top-rated carriers first, at most 6 of them by default', () => {
    expect(DEFAULT_TOP_RATED_MAX).toBe(6);
    expect(ids(sortQuotes(all, 3, { topRated: ['D', 'C'] }))).toEqual(['D', 'C', 'B', 'A']);
    // Only the first `topRatedMax` of the list count as top rated.
    expect(ids(sortQuotes(all, 3, { topRated: ['D', 'C'], topRatedMax: 1 }))).toEqual(['D', 'B', 'A', 'C']);
    const many = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'].map((id, i) => quote(id, { payPlanPaymentAmount: 200 - i }));
    expect(ids(sortQuotes(many, 3, { topRated: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'] })).slice(0, 6)).toEqual(['Q6', 'Q5', 'Q4', 'Q3', 'Q2', 'Q1']);
  });

  it('[quote-4.27] 4: by the monthly payment; a quote paid in full has none and comes last', () => {
    expect(ids(sortQuotes(all, 4))).toEqual(['B', 'A', 'D', 'C']);
  });

  it('[quote-4.28] 5: by the down payment', () => {
    expect(ids(sortQuotes(all, 5))).toEqual(['D', 'A', 'B', 'C']);
  });

  it('[quote-4.29] 6: by the total premium', () => {
    expect(ids(sortQuotes(all, 6))).toEqual(['C', 'D', 'A', 'B']);
  });

  it('[quote-4.22] override carriers come first whatever the option, in the order configured', () => {
    expect(ids(sortQuotes(all, 0, { overrideCarriers: ['C', 'D'] }))).toEqual(['C', 'D', 'B', 'A']);
    expect(ids(sortQuotes(all, 6, { overrideCarriers: ['A'] }))).toEqual(['A', 'C', 'D', 'B']);
  });

  it('ties keep the order the results came in, and the list given is not changed', () => {
    const same = [quote('X'), quote('Y'), quote('Z')];
    expect(ids(sortQuotes(same, 0))).toEqual(['X', 'Y', 'Z']);
    expect(ids(sortQuotes(same, 1))).toEqual(['X', 'Y', 'Z']);
    expect(ids(all)).toEqual(['A', 'B', 'C', 'D']);
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
