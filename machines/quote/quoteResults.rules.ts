/**
 * Rules of the quote results (quote 001 §4 "Quote cards", "Sorting options", §9): how a rate quote
 * is paid (quote-4.17), the order of the cards for each sorting option (quote-4.22 to quote-4.29)
 * and which options a page offers. Pure: the results chart and its cards read them; nothing here
 * calls or renders.
 *
 * Readings where the specification is short (docs/architecture.md, "The quote results"):
 * - **Paid in full** (payPlanNumOfPayments 0, or a payment amount of 0) shows one amount: the
 *   total premium (the down payment when the carrier gave no total: it is the one payment).
 *   Otherwise a down payment, the installments, and the total of the term.
 * - **"Price"** (options 0 and 1) is the total of the policy's term (the total premium): the one
 *   amount every quote has in the same unit. An installment is not a price (a plan paid every two
 *   months, or in full, would be compared with monthly ones), and the card and the page say which
 *   amount is meant. Option 6 sorts by the same amount, lowest first, as the specification lists it.
 * - **Option 4, "monthly payment"**: the installment per month (a payment every two months counts
 *   as half); a quote paid in full has none and comes after the others.
 * - **Option 5, "down payment"**: what is paid first (the whole amount for a quote paid in full).
 * - **Option 2** keeps the quotes that can be bought now: a working Buy now, or a carrier sold
 *   through an agent (buy from an agent, or a type 2 carrier's agent contact). Which card that is
 *   is the cards' rule (machines/quote/quoteCards.ts `sellsNow`, given here as `sellsNow`); by price.
 * - **Option 3** puts the top-rated carriers first in the order the page lists them (best first),
 *   at most `topRatedMax` of them (6 by default, quote-4.21), then the others by price. It is
 *   offered only when a top-rated carrier is among the quotes (otherwise it would be the price
 *   order under another name).
 * - **An amount the carrier did not give** (null) never counts as 0: those quotes come last,
 *   in every direction.
 * - **Override carriers** (quote-4.22) come first whatever the option, in the order configured.
 *   Every sort is stable: ties keep the order the results came in.
 *
 * The settings these rules read and their defaults are in machines/quote/quoteSettings.ts: the chart
 * holds them from its first step, and these rules load with the quote stage
 * (machines/quote/quote.later.ts).
 */
import type { RateQuote } from '../../services/rateQuotes';
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

/** How a card shows a quote's payment; an amount the carrier did not give is null. */
export type CardPayment =
  | { kind: 'payInFull'; amount: number | null; termMonths: number }
  | {
      kind: 'installments';
      downPayment: number | null;
      installment: number | null;
      installments: number;
      frequency: PaymentFrequency;
      termMonths: number;
      /** The total premium of the term. */
      total: number | null;
    };

/** quote-4.17: pay plans whose description is OD or OH are paid every two months. */
const BI_MONTHLY_PLANS = ['OD', 'OH'];

/** quote-4.17: a single pay-in-full quote: no installments, or installments of 0. */
export function isPaidInFull(q: Pick<RateQuotePlan, 'payPlanNumOfPayments' | 'payPlanPaymentAmount'>): boolean {
  return q.payPlanNumOfPayments === 0 || q.payPlanPaymentAmount === 0;
}

/** quote-4.17: how a card shows a quote's payment. */
export function cardPayment(q: RateQuotePlan): CardPayment {
  if (isPaidInFull(q)) return { kind: 'payInFull', amount: q.totalPremium ?? q.payPlanDownPayment, termMonths: q.term };
  const frequency: PaymentFrequency = BI_MONTHLY_PLANS.includes(q.payPlanDescription.trim().toUpperCase()) ? 'biMonthly' : 'monthly';
  return {
    kind: 'installments',
    downPayment: q.payPlanDownPayment,
    installment: q.payPlanPaymentAmount,
    installments: q.payPlanNumOfPayments,
    frequency,
    termMonths: q.term,
    total: q.totalPremium,
  };
}

/** Options 0, 1 and 6: the total of the term (the one amount of a quote paid in full); null when not given. */
export function totalPrice(q: RateQuotePlan): number | null {
  const p = cardPayment(q);
  return p.kind === 'payInFull' ? p.amount : p.total;
}

/** Option 4: the installment per month (every two months counts as half); null when paid in full or not given. */
export function monthlyPayment(q: RateQuotePlan): number | null {
  const p = cardPayment(q);
  if (p.kind === 'payInFull' || p.installment === null) return null;
  return p.frequency === 'biMonthly' ? p.installment / 2 : p.installment;
}

/** Option 5: what is paid first (the whole amount when paid in full); null when not given. */
export function downPayment(q: RateQuotePlan): number | null {
  const p = cardPayment(q);
  return p.kind === 'payInFull' ? p.amount : p.downPayment;
}

export interface SortContext<Q extends RateQuotePlan = RateQuotePlan> {
  /** Option 2: the quote can be bought now (machines/quote/quoteCards.ts); without it, a buy button or a pseudo-carrier. */
  sellsNow?: (q: Q) => boolean;
  /** Carriers (by companyID) sold through an agent: kept by option 2 when `sellsNow` is not given (quote-4.18). */
  pseudoCarriers?: readonly string[];
  /** Top-rated carriers (by companyID), best first, for option 3. */
  topRated?: readonly string[];
  topRatedMax?: number;
  /** quote-4.22: carriers (by companyID) always first, in this order. */
  overrideCarriers?: readonly string[];
}

const sameCarrier = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** By an amount, lowest first (`descending`: highest first); a quote without it comes last either way. */
function byAmount(key: (q: RateQuotePlan) => number | null, descending = false) {
  return (a: RateQuotePlan, b: RateQuotePlan): number => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? y - x : x - y;
  };
}

const byPrice = byAmount(totalPrice);

/** Option 3: the place of a carrier among the first `topRatedMax` of the top-rated list; -1 when it is not one of them. */
function topRank(ctx: Pick<SortContext, 'topRated' | 'topRatedMax'>): (q: Pick<RateQuotePlan, 'companyID'>) => number {
  const top = (ctx.topRated ?? []).slice(0, Math.max(0, ctx.topRatedMax ?? DEFAULT_TOP_RATED_MAX));
  return (q) => top.findIndex((id) => sameCarrier(id, q.companyID));
}

/** quote-4.22 to quote-4.29: the quotes in the order (and, for option 2, the selection) of a sorting option. */
export function sortQuotes<Q extends RateQuotePlan>(quotes: readonly Q[], option: SortOption, ctx: SortContext<Q> = {}): Q[] {
  let sorted: Q[];
  switch (option) {
    case 0:
    case 6:
      sorted = [...quotes].sort(byPrice);
      break;
    case 1:
      sorted = [...quotes].sort(byAmount(totalPrice, true));
      break;
    case 2: {
      const pseudo = ctx.pseudoCarriers ?? [];
      const sells = ctx.sellsNow ?? ((q: Q) => q.showBuyButton || pseudo.some((p) => sameCarrier(p, q.companyID)));
      sorted = quotes.filter(sells).sort(byPrice);
      break;
    }
    case 3: {
      const rank = topRank(ctx);
      const first = quotes.filter((q) => rank(q) >= 0).sort((a, b) => rank(a) - rank(b) || byPrice(a, b));
      const rest = quotes.filter((q) => rank(q) < 0).sort(byPrice);
      sorted = [...first, ...rest];
      break;
    }
    case 4:
      sorted = [...quotes].sort(byAmount(monthlyPayment));
      break;
    case 5:
      sorted = [...quotes].sort(byAmount(downPayment));
      break;
  }
  const overrides = ctx.overrideCarriers ?? [];
  if (overrides.length === 0) return sorted;
  const rank = (q: RateQuotePlan) => {
    const i = overrides.findIndex((id) => sameCarrier(id, q.companyID));
    return i === -1 ? overrides.length : i;
  };
  return [...sorted].sort((a, b) => rank(a) - rank(b));
}

/** Option 3 is offered only when one of the quotes is of a top-rated carrier (within `topRatedMax`). */
export function sortOptionsFor(quotes: readonly RateQuotePlan[], settings: Pick<ResultSettings, 'topRated' | 'topRatedMax'>): SortOption[] {
  const rank = topRank(settings);
  const topRatedShown = quotes.some((q) => rank(q) >= 0);
  return SORT_OPTIONS.filter((option) => option !== 3 || topRatedShown);
}

/** The card's carrier is one of the first `topRatedMax` top-rated carriers (the card says so). */
export function isTopRated(q: Pick<RateQuotePlan, 'companyID'>, settings: Pick<ResultSettings, 'topRated' | 'topRatedMax'>): boolean {
  return topRank(settings)(q) >= 0;
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
export function orderedQuotes<Q extends RateQuotePlan>(
  quotes: readonly Q[],
  term: number,
  option: SortOption,
  settings: ResultSettings,
  sellsNow?: (q: Q) => boolean,
): Q[] {
  const visible = visibleQuotes(quotes, term, settings);
  return sortQuotes(visible, option, {
    ...(sellsNow ? { sellsNow } : {}),
    pseudoCarriers: settings.pseudoCarriers,
    topRated: settings.topRated,
    topRatedMax: settings.topRatedMax,
    overrideCarriers: settings.overrideCarriers,
  });
}

export function isSortOption(n: number): n is SortOption {
  return (SORT_OPTIONS as readonly number[]).includes(n);
}
