/**
 * The rate quote a card shows (quote-3.9) and how the results' carriers become rate quotes: plain
 * functions without schemas or calls, so the quote chart can read an answer without loading the
 * rate request's calls (services/quotes.ts) before it needs them.
 */
import type { CarrierResult } from './rateResults';

/** quote-3.9: a rate quote as a card shows it: one carrier's rate for one term. */
export interface RateQuote {
  rateQuoteId: string;
  companyID: string;
  companyName: string;
  /** Only an https address or a data image (safeLogoUrl), else null: the card shows the name instead. */
  logoUrl: string | null;
  carrierType: number | null;
  term: number;
  /** quote-3.9: the amounts; null where the carrier gave none (a card never shows it as $0). */
  totalPremium: number | null;
  payPlanDownPayment: number | null;
  payPlanPaymentAmount: number | null;
  payPlanNumOfPayments: number;
  payPlanDescription: string;
  payPlanPercentDown: number | null;
  quoteNumber: string | null;
  showBuyButton: boolean;
  openNewWindow: boolean;
  effectiveDate: string | null;
  bolType: number | null;
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * A logo the page may load: https, or a data image; http only on localhost while the page itself
 * is served from localhost (the sandbox), so an answer cannot make a visitor's browser ask their
 * own machine for anything.
 */
export function safeLogoUrl(url: string | null | undefined, pageHost: string | null = typeof location === 'undefined' ? null : location.hostname): string | null {
  if (!url) return null;
  if (url.startsWith('data:image/')) return url;
  try {
    const u = new URL(url);
    if (u.protocol === 'https:') return u.href;
    if (u.protocol === 'http:' && LOCAL_HOSTS.includes(u.hostname) && pageHost !== null && LOCAL_HOSTS.includes(pageHost)) return u.href;
  } catch {
    return null;
  }
  return null;
}

/** Each rate of each carrier as a rate quote (quote-3.9). */
export function flattenResults(results: readonly CarrierResult[]): RateQuote[] {
  return results.flatMap((r) =>
    r.rates.map((rate) => ({
      rateQuoteId: rate.rateQuoteId,
      companyID: r.companyID,
      companyName: r.companyName,
      logoUrl: safeLogoUrl(r.logoUrl),
      carrierType: r.carrierType ?? null,
      term: rate.term,
      totalPremium: rate.totalPremium,
      payPlanDownPayment: rate.payPlanDownPayment,
      payPlanPaymentAmount: rate.payPlanPaymentAmount,
      payPlanNumOfPayments: rate.payPlanNumOfPayments,
      payPlanDescription: rate.payPlanDescription,
      payPlanPercentDown: rate.payPlanPercentDown ?? null,
      quoteNumber: rate.quoteNumber ?? null,
      showBuyButton: rate.showBuyButton,
      openNewWindow: rate.openNewWindow,
      effectiveDate: rate.effectiveDate ? rate.effectiveDate.slice(0, 10) : null,
      bolType: rate.bolType ?? null,
    })),
  );
}
