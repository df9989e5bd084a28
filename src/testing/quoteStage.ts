/**
 * The quote stage's test answers and steps, shared by the view tests that reach the cards
 * (views/quote/quotes.test.tsx, views/quote/quoteLayouts.test.tsx): seven carriers whose 6-month
 * rates cover every payment shape (monthly, every two months, paid in full, installments of 0.00),
 * and 12-month rates the cards of a 6-month quote never show; the rate request asked for from the
 * coverage and answered. The start and the coverages come from the caller (fixtures/models, which
 * src/ may not import). Test-only.
 */
import type { QuoteInput } from '../../machines/quote/types';
import { DEFAULT_RATE_TIMING, type RateTiming } from '../../machines/quote/quoteSettings';
import { resultsAnswerSchema } from '../../services/quotes';
import type { Lang } from '../i18n';
import { renderQuote } from './quoteView';

export const TRANSACTION = 'TX-QUOTES-1';

/** Polls far apart: nothing moves by itself while a test with real timers runs. */
export const STILL: RateTiming = { ...DEFAULT_RATE_TIMING, pollIntervalMs: 600_000, extraWaitMs: 600_000 };

const logo = (initials: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><text x="8" y="30">${initials}</text></svg>`)}`;

export interface Plan {
  plan: string;
  down: number;
  payments: number;
  amount: number;
  buy: boolean;
}
const cents = (n: number) => Math.round(n * 100) / 100;
export const rate = (id: string, term: 6 | 12, p: Plan) => ({
  rateQuoteId: `${id}-${term}`,
  term,
  totalPremium: cents(p.down + p.payments * p.amount),
  payPlanDownPayment: p.down,
  payPlanPaymentAmount: p.amount,
  payPlanNumOfPayments: p.payments,
  payPlanDescription: p.plan,
  showBuyButton: p.buy,
  effectiveDate: '2026-12-01',
});
const inFull = (total: number, buy: boolean): Plan => ({ plan: 'Paid in Full', down: total, payments: 0, amount: 0, buy });
const doubled = (p: Plan): Plan => ({ ...p, down: cents(p.down * 2), amount: cents(p.amount * 2) });
const carrier = (companyID: string, companyName: string, withLogo: boolean, six: Plan) => ({
  companyID,
  companyName,
  logoUrl: withLogo ? logo(companyID) : null,
  carrierType: 1,
  rates: [rate(companyID, 6, six), rate(companyID, 12, doubled(six))],
});

/** The seven carriers, in the order they answer. */
export const CARRIERS = [
  carrier('LSM', 'Lone Star Mutual', true, { plan: 'Monthly EFT', down: 162.4, payments: 5, amount: 130, buy: true }),
  carrier('GCA', 'Gulf Coast Auto', true, inFull(1184.5, true)),
  carrier('PCX', 'Pioneer Casualty', true, { plan: 'OD', down: 189.75, payments: 2, amount: 189.7, buy: false }),
  carrier('SRI', 'Sierra Ridge Insurance', true, { plan: 'OH', down: 311.25, payments: 2, amount: 298.1, buy: true }),
  carrier('BAP', 'Bluebonnet Agency Plan', false, { plan: '4 Pay', down: 258.8, payments: 4, amount: 161.75, buy: false }),
  carrier('PSH', 'Prairie Shield', true, { plan: 'Monthly EFT', down: 1342.75, payments: 5, amount: 0, buy: true }),
  carrier('RRI', 'Red River Indemnity', true, { plan: 'Monthly Direct Bill', down: 98.4, payments: 5, amount: 92, buy: false }),
];

/** A results answer with the first `n` carriers (parsed as the service parses it). */
export const answer = (n: number, isDone: boolean, totalCount: number | null = CARRIERS.length) =>
  resultsAnswerSchema.parse({ isSuccess: true, isDone, completedCount: n, totalCount, results: CARRIERS.slice(0, n) });

/** By price (the total of the term), low to high: option 0. */
export const BY_PRICE = ['Red River Indemnity', 'Pioneer Casualty', 'Lone Star Mutual', 'Bluebonnet Agency Plan', 'Sierra Ridge Insurance', 'Gulf Coast Auto', 'Prairie Shield'];

export type Rendered = Awaited<ReturnType<typeof renderQuote>>;

/** The last poll says done, and the final fetch answers the same. */
export async function finish(r: Rendered, n = CARRIERS.length) {
  await r.settle('pollResults', { done: answer(n, true) });
  await r.settle('finalResults', { done: answer(n, true) });
}

/** What the steps below start from: a saved visit at the coverage, and the coverages its state offers (fixtures/models/quote.model). */
export interface QuoteStageStart {
  revisit: QuoteInput;
  coverages: unknown;
}

/** The steps to the quote stage from a start the caller gives. */
export function quoteStage(start: QuoteStageStart) {
  /** At the coverage, its coverages loaded: the first package chosen, the transaction prepared and the request posted. */
  async function askForQuotes(r: Rendered) {
    await r.settle('loadCoverages', { done: start.coverages });
    await r.send({ type: 'coverage.submit', choice: { term: 6, product: 'SML', custom: {} } });
    await r.settle('prepareTransaction', { done: { transactionId: TRANSACTION } });
    await r.settle('postQuoteRequest', { done: undefined });
  }

  /** Rendered at the coverage of the saved visit (a revisit), the coverage chosen: the rate request posted and polling. */
  async function atPolling(lang: Lang, options: { input?: Partial<QuoteInput>; config?: unknown } = {}): Promise<Rendered> {
    const r = await renderQuote({ ...start.revisit, lang, rateTiming: STILL, newId: () => TRANSACTION, ...options.input }, { lang, config: options.config });
    await askForQuotes(r);
    return r;
  }

  return { askForQuotes, atPolling };
}
