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
 * - **Age bands**: below 18 (a 16- or 17-year-old driver) is counted in the youngest band, 18-24;
 *   "otherwise >65" is read as 65 and over.
 */

/** The pay-plan fields of a rate quote (quote §3 "Rate quote") that its card shows. */
export interface RateQuotePlan {
  companyID: string;
  companyName: string;
  rateQuoteId: string;
  /** Months. */
  term: number;
  totalPremium: number;
  payPlanDownPayment: number;
  payPlanPaymentAmount: number;
  payPlanNumOfPayments: number;
  payPlanDescription: string;
  showBuyButton: boolean;
}

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

/** quote-4.23 to quote-4.29: the sorting options. */
export const SORT_OPTIONS = [0, 1, 2, 3, 4, 5, 6] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** quote-4.21: at most this many top-rated carriers are put first (option 3) unless configured. */
export const DEFAULT_TOP_RATED_MAX = 6;

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
export function sortQuotes(quotes: readonly RateQuotePlan[], option: SortOption, ctx: SortContext = {}): RateQuotePlan[] {
  const byPrice = by(headlinePrice);
  let sorted: RateQuotePlan[];
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

/** quote-9.8: the age bands analytics get. */
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '>65'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** quote-9.8: a driver's age band (see the readings above for below 18 and 65). */
export function ageBand(age: number): AgeBand {
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  if (age < 65) return '55-64';
  return '>65';
}
