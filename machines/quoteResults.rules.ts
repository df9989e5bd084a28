/**
 * Rules of the quote results (quote 001 §4 "Quote cards", "Sorting options", §9): how a rate quote
 * is paid (quote-4.17), the order of the cards for each sorting option (quote-4.22 to quote-4.29)
 * and the age bands analytics get (quote-9.8). Pure: the results chart and its cards (issue 10)
 * read them; nothing here calls or renders.
 *
 * Readings where the specification is short:
 * - **Paid in full** (payPlanNumOfPayments 0, or a payment amount of 0) shows one amount: the
 *   total premium.
 * - **"Price"** (options 0 and 1) is the amount a card shows first: the installment for a quote
 *   paid in installments, the total for one paid in full. Options 4 to 6 sort by one field each
 *   (the installment, the down payment, the total premium). Every sort is stable and ascending
 *   except option 1; a quote paid in full has no installment and comes after the others in
 *   option 4.
 * - **Option 2** keeps the quotes with a buy button or of an agent-sold (pseudo-) carrier, by price.
 * - **Option 3** puts the quotes of the top-rated carriers first, at most `topRatedMax` of them (6
 *   by default, quote-4.21), each group by price.
 * - **Override carriers** (quote-4.22) come first whatever the option, in the order configured.
 * - **Age bands**: machines/quoteSettings.ts (the lead record reads them from the first steps on).
 *
 * The settings these rules read (the sorting options, what the page configures) and their
 * defaults are in machines/quoteSettings.ts: the chart holds them from its first step, and these
 * rules load with the quote stage (machines/quote.later.ts).
 */
import type { RateQuote } from '../services/rateQuotes';
import { DEFAULT_TOP_RATED_MAX, SORT_OPTIONS, type ResultSettings, type SortOption } from './quoteSettings';

/** The pay-plan fields of a rate quote (quote §3 "Rate quote") that its card shows: those of the one rate quote shape (services/rateQuotes.ts). */
export type RateQuotePlan = Pick<
  RateQuote,
  | 'companyID'
  | 'companyName'
  | 'rateQuoteId'
  | 'term'
  | 'totalPremium'
  | 'payPlanDownPayment'
  | 'payPlanPaymentAmount'
  | 'payPlanNumOfPayments'
  | 'payPlanDescription'
  | 'showBuyButton'
>;

export type PaymentFrequency = 'monthly' | 'biMonthly';

export type CardPayment =
  | { kind: 'payInFull'; amount: number; termMonths: number }
  | { kind: 'installments'; downPayment: number; installment: number; installments: number; frequency: PaymentFrequency; termMonths: number };

/** quote-4.17: pay plans whose description is OD or OH are paid every two months. */
const BI_MONTHLY_PLANS = ['OD', 'OH'];

/** quote-4.17: how a card shows a quote's payment. */
export function cardPayment(q: RateQuotePlan): CardPayment {
  if (q.payPlanNumOfPayments === 0 || q.payPlanPaymentAmount === 0) return { kind: 'payInFull', amount: q.totalPremium, termMonths: q.term };
  const frequency: PaymentFrequency = BI_MONTHLY_PLANS.includes(q.payPlanDescription.trim().toUpperCase()) ? 'biMonthly' : 'monthly';
  return {
    kind: 'installments',
    downPayment: q.payPlanDownPayment,
    installment: q.payPlanPaymentAmount,
    installments: q.payPlanNumOfPayments,
    frequency,
    termMonths: q.term,
  };
}


export interface SortContext {
  /** Carriers (by companyID) sold through an agent: kept by option 2 (quote-4.18). */
  pseudoCarriers?: readonly string[];
  /** Top-rated carriers (by companyID), best first, for option 3. */
  topRated?: readonly string[];
  topRatedMax?: number;
  /** quote-4.22: carriers (by companyID) always first, in this order. */
  overrideCarriers?: readonly string[];
}

/** The amount a card shows first: the installment, or the total when paid in full. */
export function headlinePrice(q: RateQuotePlan): number {
  const p = cardPayment(q);
  return p.kind === 'payInFull' ? p.amount : p.installment;
}

const by = (key: (q: RateQuotePlan) => number) => (a: RateQuotePlan, b: RateQuotePlan) => key(a) - key(b);

/** quote-4.22 to quote-4.29: the quotes in the order (and, for option 2, the selection) of a sorting option. */
export function sortQuotes<Q extends RateQuotePlan>(quotes: readonly Q[], option: SortOption, ctx: SortContext = {}): Q[] {
  const byPrice = by(headlinePrice);
  let sorted: Q[];
  switch (option) {
    case 0:
      sorted = [...quotes].sort(byPrice);
      break;
    case 1:
      sorted = [...quotes].sort((a, b) => byPrice(b, a));
      break;
    case 2: {
      const pseudo = new Set(ctx.pseudoCarriers ?? []);
      sorted = quotes.filter((q) => q.showBuyButton || pseudo.has(q.companyID)).sort(byPrice);
      break;
    }
    case 3: {
      const top = new Set((ctx.topRated ?? []).slice(0, ctx.topRatedMax ?? DEFAULT_TOP_RATED_MAX));
      const first = quotes.filter((q) => top.has(q.companyID)).sort(byPrice);
      const rest = quotes.filter((q) => !top.has(q.companyID)).sort(byPrice);
      sorted = [...first, ...rest];
      break;
    }
    case 4: {
      const installment = (q: RateQuotePlan) => {
        const p = cardPayment(q);
        return p.kind === 'installments' ? p.installment : Number.POSITIVE_INFINITY;
      };
      sorted = [...quotes].sort((a, b) => {
        const [x, y] = [installment(a), installment(b)];
        return x === y ? 0 : x < y ? -1 : 1;
      });
      break;
    }
    case 5:
      sorted = [...quotes].sort(by((q) => q.payPlanDownPayment));
      break;
    case 6:
      sorted = [...quotes].sort(by((q) => q.totalPremium));
      break;
  }
  const overrides = ctx.overrideCarriers ?? [];
  if (overrides.length === 0) return sorted;
  const rank = (q: RateQuotePlan) => {
    const i = overrides.indexOf(q.companyID);
    return i === -1 ? overrides.length : i;
  };
  return [...sorted].sort((a, b) => rank(a) - rank(b));
}


/** quote-4.21: the most cards shown before "Show more" (maximum quote cards 5). */
export const MAX_QUOTE_CARDS = 5;
/** quote-4.21: the card limit when the configured flag is on. */
export const FLAG_CARD_LIMIT = 100;


/** quote-4.21: the cards shown before "Show more". */
export function cardLimit(settings: Pick<ResultSettings, 'largeCardLimit'>): number {
  return settings.largeCardLimit ? FLAG_CARD_LIMIT : MAX_QUOTE_CARDS;
}

/**
 * quote-4.16: the quotes a visitor may see: of the term chosen (the rates of other terms are the
 * same carriers' other terms), not of an excluded carrier. Option 2 of the sorting keeps only
 * those with a buy button or of an agent-sold carrier (sortQuotes).
 */
export function visibleQuotes<Q extends RateQuotePlan>(quotes: readonly Q[], term: number, settings: Pick<ResultSettings, 'excludedCarriers'>): Q[] {
  const excluded = new Set(settings.excludedCarriers.map((c) => c.trim().toUpperCase()));
  return quotes.filter((q) => q.term === term && !excluded.has(q.companyID.trim().toUpperCase()));
}

/** The cards in the order of the sorting option, the override carriers first (quote-4.22 to quote-4.29). */
export function orderedQuotes<Q extends RateQuotePlan>(quotes: readonly Q[], term: number, option: SortOption, settings: ResultSettings): Q[] {
  const visible = visibleQuotes(quotes, term, settings);
  return sortQuotes(visible, option, {
    pseudoCarriers: settings.pseudoCarriers,
    topRated: settings.topRated,
    topRatedMax: settings.topRatedMax,
    overrideCarriers: settings.overrideCarriers,
  });
}

export function isSortOption(n: number): n is SortOption {
  return (SORT_OPTIONS as readonly number[]).includes(n);
}
