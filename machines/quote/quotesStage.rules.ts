/**
 * The quote cards' chart's rules (machines/quote/quotes.machine.ts reads them in its guards,
 * actions and inputs): what it holds of the quote chart's context, the cards shown and the first
 * of them, a press's tracking, what a card's button is given. Later code, like the chart: they
 * read the cards' rules (machines/quote/quoteCards.ts) directly.
 */
import type { AnalyticsEvent } from '../../src/analytics';
import type { CardActionInput, CardActionKind } from './cardAction.machine';
import { pressEvents, presentationFor, shownQuotes as cardsShown, type CardPressKind, type ShownState } from './quoteCards';
import { cardLimit } from './quoteResults.rules';
import type { QuoteFields, RateQuote, VisitAnswers } from './types';

/** What the cards' chart holds: the quote chart's cards and tracking, and the card press its card action's chart is doing. */
export type QuotesState = Omit<ShownState, 'driver1'> &
  Pick<QuoteFields, 'visitor' | 'driver3' | 'transactionId' | 'region' | 'tokens'> & {
    driver1: Pick<VisitAnswers['driver1'], 'dob'>;
    action: { rateQuoteId: string; kind: CardActionKind } | null;
  };

/** The cards a visitor may see (quote-4.16) in the order chosen (quote-4.22 to quote-4.29). */
export function shownQuotes(context: Omit<ShownState, 'quotes'>, quotes: readonly RateQuote[]): RateQuote[] {
  return cardsShown({ ...context, quotes: [...quotes] });
}

/** The cards shown before "Show more" (all of them when there are no more). */
export function firstShown(context: QuotesState): RateQuote[] {
  return shownQuotes(context, context.quotes).slice(0, cardLimit(context.results));
}

/** quote-3.11: the press's events, with the card's place in the list. */
export function pressTracking(context: QuotesState, rateQuoteId: string, kind: CardPressKind, url: string | null = null): AnalyticsEvent[] {
  const shown = shownQuotes(context, context.quotes);
  const index = shown.findIndex((q) => q.rateQuoteId === rateQuoteId);
  const quote = shown[index];
  return quote ? pressEvents(context, quote, index + 1, kind, url) : [];
}

/** What the card action machine is given: the press, the quote, and how buy now opens for that card now. */
export function cardActionInput(context: QuotesState): CardActionInput {
  const quote = context.quotes.find((q) => q.rateQuoteId === context.action?.rateQuoteId);
  return {
    kind: context.action?.kind ?? 'buyNow',
    quote: { rateQuoteId: quote?.rateQuoteId ?? '', companyID: quote?.companyID ?? '', companyName: quote?.companyName ?? '' },
    presentation: quote ? presentationFor(context, quote) : 'confirm',
    targets: context.cards.targets,
    region: context.region,
    tokens: context.tokens,
  };
}
