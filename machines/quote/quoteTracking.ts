/**
 * The quote cards' tracking events (quote 001 §3 "Tracking event", "Quote card (display and
 * tracking)"; quote-3.11, quote-9.5): `quote_impression`, `quote_click`, `bol_cta` and
 * `nonbol_cta`, as the dataLayer events of src/analytics (`QuoteCardEvent`). Pure: the quote chart
 * sends what these build through its `track` action, as it does `bol_step` (`stepEvent`) and
 * `no_quotes` (`noQuotesEvent`).
 *
 * Readings where the specification is short:
 * - **quote_impression**: a card shown; `cta` is the card's own call to action
 *   (machines/quote/buyNow.rules.ts `cardAction`: buy now, agent contact, buy from an agent, chat) and
 *   `ctaUrl` is null (nothing was pressed).
 * - **A call to action pressed** is two events (`ctaPressEvents`): `quote_click` (any press on a
 *   card), then `bol_cta` for buy now (the buy-online call to action) or `nonbol_cta` for any other
 *   (call, text, chat, buy from an agent, agent contact), with the same fields.
 * - **Nothing the visitor typed** is in an event: no name, date of birth, e-mail, phone, address or
 *   ZIP. `customerState` is the state of the address step, as `bol_step` has it.
 *
 * Where each field comes from:
 *
 * | field | source |
 * | --- | --- |
 * | cta | the call to action (`QuoteCta`): the card's `cardAction` for an impression, the one pressed otherwise |
 * | carrierName | the rate quote's `companyName` |
 * | customerState | the address step's state (driver3), null before it |
 * | term | the rate quote's `term`, in months |
 * | quoteNumber | the rate quote's `quoteNumber` (null when the carrier gave none) |
 * | dollarAmount | the amount the card shows first (quote-4.17, machines/quote/quoteResults.rules.ts `cardPayment`): the down payment, or the total premium when paid in full; to the cent (quote-9.5); null when the carrier gave none |
 * | ctaAmountText | the card's payment in words, in English whatever the page's language (reports do not split by language): "$120.00 down + 5 monthly payments of $95.50", "every 2 months" for OD/OH plans, "$600.00 paid in full" |
 * | ctaUrl | where the call to action goes (the buy-now address, the chat page, the agency's `tel:`), without query or fragment (a carrier's address may carry a session); null for an impression or when it goes nowhere |
 * | transactionId | the rate request's transaction |
 * | quotePosition | the card's place in the list shown, from 1 |
 * | banner | the card's banner (a label such as top rated), null without one: given by the caller |
 * | usertype | the visitor type (quote-6.3) |
 * | flowtype | 'quote' for the quote form, 'requote' for a previous quote asked again |
 * | activityname, expname | the page's A/B test activity and experience names; null without one |
 */
import type { QuoteCardEvent, QuoteCardEventName, QuoteCta } from './events';
import type { RateQuote } from '../../services/quotes';
import type { CardAction } from './buyNow.rules';
import type { QuoteFields } from './types';
import { cardPayment } from './quoteResults.rules';

export type { QuoteCardEvent, QuoteCardEventName, QuoteCta } from './events';

/** Where the events of a visit come from: the same for every card. */
export interface QuoteTrackingContext {
  customerState: string | null;
  transactionId: string | null;
  usertype: QuoteCardEvent['usertype'];
  flowtype: QuoteCardEvent['flowtype'];
  activityname: string | null;
  expname: string | null;
}

/** What the page says of the visit's tracking (its A/B test, the flow). */
export interface QuoteTrackingPage {
  flowtype?: QuoteCardEvent['flowtype'];
  activityname?: string | null;
  expname?: string | null;
}

/** A card as tracked: its rate quote, its place in the list shown (from 1) and its banner. */
export interface TrackedCard {
  quote: RateQuote;
  position: number;
  banner?: string | null;
}

/** The card's button (machines/quote/buyNow.rules.ts) is a call to action of the events (compile-time check). */
export function ctaOfCardAction(action: CardAction): QuoteCta {
  return action;
}

/** quote-3.11: buy now is the buy-online call to action (`bol_cta`); every other is `nonbol_cta`. */
export function isBuyOnlineCta(cta: QuoteCta): boolean {
  return cta === 'buyNow';
}

/** The visit's tracking context from the chart's context and the page. */
export function trackingContextOf(context: Pick<QuoteFields, 'visitor' | 'driver3' | 'transactionId'>, page: QuoteTrackingPage = {}): QuoteTrackingContext {
  const state = context.driver3.state.trim().toUpperCase();
  return {
    customerState: state || null,
    transactionId: context.transactionId,
    usertype: context.visitor,
    flowtype: page.flowtype ?? 'quote',
    activityname: page.activityname?.trim() || null,
    expname: page.expname?.trim() || null,
  };
}

/** quote-9.5: money to 2 decimals. */
const cents = (n: number) => Math.round(n * 100) / 100;

let usd: Intl.NumberFormat | null = null;
/** Money as reports read it; an amount the carrier did not give is "not given", never $0.00. */
const money = (n: number | null) => {
  if (n === null) return 'not given';
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return usd.format(n);
};

/** quote-3.11, quote-4.17: the amount a card shows first: the down payment, or the total when paid in full; to the cent; null when the carrier gave none. */
export function dollarAmount(quote: RateQuote): number | null {
  const p = cardPayment(quote);
  const amount = p.kind === 'payInFull' ? p.amount : p.downPayment;
  return amount === null ? null : cents(amount);
}

/** quote-3.11, quote-4.17: the card's payment in English words, money with $ and 2 decimals (quote-9.5). */
export function ctaAmountText(quote: RateQuote): string {
  const p = cardPayment(quote);
  if (p.kind === 'payInFull') return `${money(p.amount)} paid in full`;
  const every = p.frequency === 'biMonthly' ? 'payments every 2 months' : 'monthly payments';
  return `${money(p.downPayment)} down + ${p.installments} ${every} of ${money(p.installment)}`;
}

/**
 * Where a call to action goes, as an event may say it: an http(s) address without its query and
 * fragment (a path of the page's own for a relative one), a `tel:` number; null for anything else.
 */
export function trackedUrl(url: string | null | undefined): string | null {
  const text = url?.trim() ?? '';
  if (text === '') return null;
  if (/^tel:/i.test(text)) {
    const number = text.slice(4).replace(/[^\d+]/g, '');
    return number ? `tel:${number}` : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(text, 'https://page.invalid');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === 'https://page.invalid') return parsed.pathname;
  return `${parsed.origin}${parsed.pathname}`;
}

/** quote-3.11: one quote card event. */
export function quoteCardEvent(
  event: QuoteCardEventName,
  card: TrackedCard,
  cta: QuoteCta,
  ctaUrl: string | null,
  ctx: QuoteTrackingContext,
): QuoteCardEvent {
  const { quote } = card;
  return {
    event,
    cta,
    carrierName: quote.companyName,
    customerState: ctx.customerState,
    term: quote.term,
    quoteNumber: quote.quoteNumber,
    dollarAmount: dollarAmount(quote),
    ctaAmountText: ctaAmountText(quote),
    ctaUrl: trackedUrl(ctaUrl),
    transactionId: ctx.transactionId,
    quotePosition: card.position,
    banner: card.banner?.trim() || null,
    usertype: ctx.usertype,
    flowtype: ctx.flowtype,
    activityname: ctx.activityname,
    expname: ctx.expname,
  };
}

/** quote-3.11: a card shown, with the call to action it shows. */
export function quoteImpressionEvent(card: TrackedCard, action: CardAction, ctx: QuoteTrackingContext): QuoteCardEvent {
  return quoteCardEvent('quote_impression', card, ctaOfCardAction(action), null, ctx);
}

/** quote-3.11: a call to action pressed: `bol_cta` for buy now, `nonbol_cta` for any other. */
export function ctaEvent(card: TrackedCard, cta: QuoteCta, ctaUrl: string | null, ctx: QuoteTrackingContext): QuoteCardEvent {
  return quoteCardEvent(isBuyOnlineCta(cta) ? 'bol_cta' : 'nonbol_cta', card, cta, ctaUrl, ctx);
}

/** quote-3.11: what a press on a card's call to action sends: `quote_click`, then `bol_cta` or `nonbol_cta`. */
export function ctaPressEvents(card: TrackedCard, cta: QuoteCta, ctaUrl: string | null, ctx: QuoteTrackingContext): [QuoteCardEvent, QuoteCardEvent] {
  return [quoteCardEvent('quote_click', card, cta, ctaUrl, ctx), ctaEvent(card, cta, ctaUrl, ctx)];
}
