/**
 * The quote form's analytics events (quote 001 §3, §8), declared for `AnalyticsEvent` beside the flow's
 * descriptor (src/flows/quote.ts): steps, logged errors, contact feedback, no quotes, and the cards'
 * events. Field names, codes and amounts only, never anything the visitor typed. Types only.
 */
export type QuoteAnalyticsEvent =
  /** A quote form step shown (quote 001 §3 tracking event): the step, the visitor type and the state, nothing the visitor typed. */
  | { event: 'bol_step'; step: string; usertype: 'new' | 'revisit' | 'repeat' | 'affiliate'; customerState: string | null }
  /**
   * A quote form error the specification logs (quote 001 §8): its type ("Affiliate Error", "OCR
   * Error"), the code it is logged with and a fixed message ("firstName is empty",
   * "fileSizeExceeding"): field names and error codes only, never a value the visitor gave. A
   * buy-now error ("API Error", quote-8.8) names the carrier and, for an empty address, the quote.
   */
  | { event: 'quote_error'; type: 'Affiliate Error' | 'OCR Error' | 'API Error'; code: number; message: string; rateQuoteId?: string }
  /** quote-2.34: the answer to the contact success modal's question (was this helpful?). */
  | { event: 'contact_feedback'; helpful: boolean }
  /**
   * quote-8.3: the rate request ended with no quote to show: why it stopped ('done' with none,
   * 'failed', 'window' passed), its transaction, the visitor type and the state.
   */
  | {
      event: 'no_quotes';
      reason: 'done' | 'window' | 'minimumWait' | 'failed';
      transactionId: string | null;
      usertype: 'new' | 'revisit' | 'repeat' | 'affiliate';
      customerState: string | null;
    }
  | QuoteCardEvent;

/**
 * quote-3.11: what a quote card's tracking events say. `cta` is the call to action: buy now (the
 * buy-online one: `bol_cta`), agent contact, buy from an agent, chat, call, text (`nonbol_cta`).
 */
export type QuoteCta = 'buyNow' | 'agentContact' | 'buyFromAgent' | 'chat' | 'call' | 'text';

/** quote-3.11: the quote card events (machines/quote/quoteTracking.ts builds them; it says where each field comes from). */
export type QuoteCardEventName = 'quote_impression' | 'quote_click' | 'bol_cta' | 'nonbol_cta';

/**
 * quote-3.11: a quote card shown, clicked, or one of its calls to action pressed. The carrier, the
 * quote's amounts and numbers, the card's place, and where the visit comes from: never anything
 * the visitor typed (no name, date of birth, e-mail, phone or address).
 */
export interface QuoteCardEvent {
  event: QuoteCardEventName;
  cta: QuoteCta;
  carrierName: string;
  customerState: string | null;
  term: number;
  quoteNumber: string | null;
  /** null when the carrier gave no such amount. */
  dollarAmount: number | null;
  ctaAmountText: string;
  ctaUrl: string | null;
  transactionId: string | null;
  quotePosition: number;
  banner: string | null;
  usertype: 'new' | 'revisit' | 'repeat' | 'affiliate';
  flowtype: 'quote' | 'requote';
  activityname: string | null;
  expname: string | null;
}
