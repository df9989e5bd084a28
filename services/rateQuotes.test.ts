/**
 * The rate quotes the cards read (quote-3.9): each rate of each carrier's result as a rate quote
 * with a safe logo (services/rateQuotes.ts, from results answered by the in-process sandbox), and
 * the sandbox carriers themselves (fixtures/data/rateQuotes.ts): their terms, amounts, pay plans
 * and card flags.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  OVERRIDE_CARRIERS,
  PAST_EFFECTIVE_DATE,
  PSEUDO_CARRIERS,
  RATE_CARRIERS,
  SANDBOX_RATE_EMAILS,
  TOP_RATED_CARRIERS,
  TOTAL_CARRIERS,
} from '../fixtures/data/rateQuotes';
import { startQuote } from '../fixtures/sandbox/quotesTesting';
import { RATES_HEADER } from '../fixtures/sandbox/routes/quotes.magic';
import { connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../fixtures/sandbox/testing';
import { flattenResults, getResults, safeLogoUrl, type ResultsAnswer } from './quotes';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

describe('rate quotes: flattenResults and safeLogoUrl', () => {
  async function allResults(): Promise<ResultsAnswer> {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    sandbox.headers = { [RATES_HEADER]: 'done' };
    return getResults(id);
  }

  it("[quote-3.9] one rate quote per rate, with its carrier's id, name and a safe logo", async () => {
    const quotes = flattenResults((await allResults()).results);
    expect(quotes).toHaveLength(TOTAL_CARRIERS * 2);
    expect(new Set(quotes.map((q) => q.rateQuoteId)).size).toBe(quotes.length);
    for (const carrier of RATE_CARRIERS) {
      const own = quotes.filter((q) => q.companyID === carrier.companyID);
      expect(own.map((q) => q.term)).toEqual([6, 12]);
      for (const q of own) {
        expect(q.companyName).toBe(carrier.companyName);
        expect(q.logoUrl).toBe(carrier.logoUrl);
        expect(q.logoUrl).toMatch(/^data:image\/svg\+xml,/);
      }
    }
    expect(quotes.find((q) => q.rateQuoteId === 'RQ-LSM-6')).toEqual({
      rateQuoteId: 'RQ-LSM-6',
      companyID: 'LSM',
      companyName: 'Lone Star Mutual',
      logoUrl: RATE_CARRIERS[0]?.logoUrl,
      carrierType: 1,
      term: 6,
      totalPremium: 812.4,
      payPlanDownPayment: 162.4,
      payPlanPaymentAmount: 130,
      payPlanNumOfPayments: 5,
      payPlanDescription: 'Monthly EFT',
      payPlanPercentDown: 19.99,
      quoteNumber: 'QN-LSM-6',
      showBuyButton: true,
      openNewWindow: false,
      effectiveDate: '2026-12-01',
      bolType: 1,
    });
    expect(quotes.find((q) => q.rateQuoteId === 'RQ-PCX-12')).toMatchObject({ quoteNumber: null, showBuyButton: false, bolType: null });
  });

  it('[quote-3.9] a logo that is not https, a data image or localhost is dropped (the card shows the name)', async () => {
    const id = await startQuote(SANDBOX_RATE_EMAILS.quick);
    const answer = await getResults(id);
    const [first] = answer.results;
    if (!first) throw new Error('poll 1 has carriers');
    const logos = ['http://cdn.example.com/lsm.png', 'javascript:alert(1)', 'https://cdn.example.com/lsm.png', 'data:image/png;base64,iVBORw0KGgo=', 'http://localhost:5173/logo.svg', 'not a url', ''];
    const quotes = flattenResults(logos.map((logoUrl) => ({ ...first, logoUrl })));
    expect(quotes.filter((q) => q.term === 6).map((q) => q.logoUrl)).toEqual([
      null,
      null,
      'https://cdn.example.com/lsm.png',
      'data:image/png;base64,iVBORw0KGgo=',
      // http on localhost only for a page served from localhost (the sandbox): here there is no page.
      null,
      null,
      null,
    ]);
    expect(safeLogoUrl('http://127.0.0.1:4173/logo.svg', '127.0.0.1')).toBe('http://127.0.0.1:4173/logo.svg');
    expect(safeLogoUrl('http://localhost:5173/logo.svg', 'www.bluebonnet.example')).toBeNull();
    expect(safeLogoUrl('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeLogoUrl(null)).toBeNull();
  });
});

describe('the sandbox carriers (fixtures/data/rateQuotes.ts)', () => {
  const rates = RATE_CARRIERS.flatMap((c) => c.rates.map((r) => ({ carrier: c, rate: r })));

  it('[quote-3.9] seven carriers, each with a 6-month and a 12-month rate, rateQuoteIds unique and readable', () => {
    expect(RATE_CARRIERS).toHaveLength(7);
    for (const c of RATE_CARRIERS) expect(c.rates.map((r) => r.term)).toEqual([6, 12]);
    expect(new Set(rates.map(({ rate }) => rate.rateQuoteId)).size).toBe(14);
    for (const { carrier, rate } of rates) expect(rate.rateQuoteId).toBe(`RQ-${String(carrier.companyID)}-${rate.term}`);
  });

  it('[quote-3.9] totals are realistic amounts in cents, an installment total is the down payment plus the payments', () => {
    for (const { rate: given } of rates) {
      // Every sandbox rate gives its three amounts.
      const rate = { ...given, totalPremium: given.totalPremium ?? NaN, payPlanDownPayment: given.payPlanDownPayment ?? NaN, payPlanPaymentAmount: given.payPlanPaymentAmount ?? NaN };
      const [low, high] = rate.term === 6 ? [540, 1400] : [1000, 2800];
      expect(rate.totalPremium).toBeGreaterThanOrEqual(low);
      expect(rate.totalPremium).toBeLessThanOrEqual(high);
      for (const amount of [rate.totalPremium, rate.payPlanDownPayment, rate.payPlanPaymentAmount]) expect(Math.round(amount * 100) / 100).toBe(amount);
      const sum = rate.payPlanDownPayment + rate.payPlanNumOfPayments * rate.payPlanPaymentAmount;
      expect(Math.abs(sum - rate.totalPremium)).toBeLessThan(0.005);
    }
  });

  it('[quote-3.9] every pay-plan shape and card flag is there', () => {
    const some = (test: (r: (typeof rates)[number]['rate']) => boolean) => rates.some(({ rate }) => test(rate));
    expect(some((r) => r.payPlanNumOfPayments === 0)).toBe(true);
    expect(some((r) => r.payPlanDescription === 'Monthly EFT' && r.payPlanNumOfPayments === 5 && (r.payPlanPaymentAmount ?? 0) > 0)).toBe(true);
    expect(some((r) => r.payPlanDescription === 'OD')).toBe(true);
    expect(some((r) => r.payPlanDescription === 'OH')).toBe(true);
    expect(some((r) => r.payPlanDescription === '4 Pay' && r.payPlanNumOfPayments === 4)).toBe(true);
    expect(some((r) => r.payPlanNumOfPayments > 0 && r.payPlanPaymentAmount === 0)).toBe(true);
    expect(some((r) => r.showBuyButton === true)).toBe(true);
    expect(some((r) => r.showBuyButton === false)).toBe(true);
    expect(some((r) => r.openNewWindow === true)).toBe(true);
    expect(rates.filter(({ rate }) => rate.effectiveDate === PAST_EFFECTIVE_DATE).map(({ carrier }) => carrier.companyID)).toEqual(['PSH', 'PSH']);
    expect(RATE_CARRIERS.filter((c) => c.carrierType === 2).map((c) => c.companyID)).toEqual(['SRI']);
    const ids = RATE_CARRIERS.map((c) => String(c.companyID));
    for (const id of [...PSEUDO_CARRIERS, ...OVERRIDE_CARRIERS, ...TOP_RATED_CARRIERS]) expect(ids).toContain(id);
    expect(PSEUDO_CARRIERS).toHaveLength(1);
    expect(OVERRIDE_CARRIERS).toHaveLength(1);
  });
});
