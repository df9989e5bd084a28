/**
 * The quote stage's rules, without the chart (machines/quote/quote.machine.ts reads them in its
 * guards, actions and inputs): the cards a visitor sees and in which order, the first cards, a
 * press's tracking, what a card's button is given, the no-quotes event. The cards' own rules are
 * the later code's (machines/quote/quoteCards.ts, through `later()`): these run once it came.
 */
import type { AnalyticsEvent } from '../../src/analytics';
import type { CardActionInput } from './cardAction.machine';
import { later } from './laterCode';
import type { CardPressKind, ShownState } from './quoteCards';
import type { RateRequestOutput } from './rateRequest.machine';
import type { QuoteContext, QuoteEvent, RateQuote } from './types';

/** What the cards' order reads of the chart (machines/quote/quoteCards.ts), without the quotes. */
export function cardStateOf(context: QuoteContext): Omit<ShownState, 'quotes'> {
  const { cards, results, idleAgents, now, coverage, terms, buyUnavailable, driver1, sortOption } = context;
  return { cards, results, idleAgents, now, coverage, terms, buyUnavailable, driver1: { dob: driver1.dob }, sortOption };
}

/** The cards a visitor may see (quote-4.16) in the order chosen (quote-4.22 to quote-4.29): machines/quote/quoteCards.ts. */
export function shownQuotes(context: Omit<ShownState, 'quotes'>, quotes: readonly RateQuote[]): RateQuote[] {
  return later().shownQuotes({ ...context, quotes: [...quotes] });
}

/** What the cards' chart (machines/quote/quotes.machine.ts) holds of the quote chart's context: the cards, the tracking, the press. */
export type QuotesState = Omit<ShownState, 'driver1'> &
  Pick<QuoteContext, 'visitor' | 'driver3' | 'transactionId' | 'region' | 'action'> & { driver1: Pick<QuoteContext['driver1'], 'dob'> };

export type CardPress = Extract<QuoteEvent, { type: 'card.act' }>;
export type CardChat = Extract<QuoteEvent, { type: 'card.chat' }>;

/** The cards shown before "Show more" (all of them when there are no more). */
export function firstShown(context: QuotesState): RateQuote[] {
  return shownQuotes(context, context.quotes).slice(0, later().cardLimit(context.results));
}

/** quote-3.11: the press's events, with the card's place in the list. */
export function pressTracking(context: QuotesState, rateQuoteId: string, kind: CardPressKind, url: string | null = null): AnalyticsEvent[] {
  const shown = shownQuotes(context, context.quotes);
  const index = shown.findIndex((q) => q.rateQuoteId === rateQuoteId);
  const quote = shown[index];
  return quote ? later().pressEvents(context, quote, index + 1, kind, url) : [];
}

/** What the card action machine is given: the press, the quote, and how buy now opens for that card now. */
export function cardActionInput(context: QuotesState): CardActionInput {
  const quote = context.quotes.find((q) => q.rateQuoteId === context.action?.rateQuoteId);
  return {
    kind: context.action?.kind ?? 'buyNow',
    quote: { rateQuoteId: quote?.rateQuoteId ?? '', companyID: quote?.companyID ?? '', companyName: quote?.companyName ?? '' },
    presentation: quote ? later().presentationFor(context, quote) : 'confirm',
    region: context.region,
  };
}

/** quote-8.3: no quotes, a failure or the window passed: the event logged (never a name, email or phone). */
export function noQuotesEvent(context: QuoteContext, output: RateRequestOutput): AnalyticsEvent {
  return {
    event: 'no_quotes',
    reason: output.stop,
    transactionId: output.transactionId,
    usertype: context.visitor,
    customerState: context.driver3.state || null,
  };
}
