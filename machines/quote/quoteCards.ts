/**
 * A quote card's buttons as the quote chart reads them (quote 001 §4 "Quote cards", "Buy now"):
 * which call to action a card shows now (machines/quote/buyNow.rules.ts `cardAction`, `ctaVisible`),
 * which presses that allows (the `card.act` event's guard), how buy now opens for that card at
 * this moment (`buyNowPresentation` with the day-of-week configuration), and the cards shown in
 * the order of the sorting option (`shownQuotes`: option 2 keeps the quotes that can be bought
 * now, by these buttons). The view draws exactly what `cardButtons` says; the chart refuses any
 * other press.
 *
 * Readings (docs/architecture.md, "The quote results"):
 * - **At most `maxCards` cards offer Buy now** (quote-4.21's maximum buy-online cards, the day's
 *   configuration, 5 by default): the first of the cards that would offer it, in the price order
 *   (the override carriers first), whatever the sorting: sorting never changes which quotes can be
 *   bought online. The others offer what a card without a buy button does (buy from an agent for
 *   a pseudo-carrier, otherwise chat).
 * - **A buy-now address that could not be opened** (none, or not https) takes that quote's Buy now
 *   away for the rest of the visit (`buyUnavailable`): the card offers chat, and "Buy online"
 *   (option 2) no longer lists it.
 * - **A type 2 carrier waits for the idle agents** (quote-4.19): while they are being counted its
 *   card says so and offers no Buy now (`pending`); once known, agent contact when one is free,
 *   Buy now otherwise (a count that failed counts as none).
 *
 * The day, hour and today are the agency's (America/Chicago), read from the chart's clock.
 */
import type { AnalyticsEvent } from '../../src/analytics';
import { agencyDate, agencyWeekdayHour, toIsoDate } from '../../src/rules/dates';
import {
  buyNowPresentation,
  buyOnlineForDay,
  cardAction,
  ctaVisible,
  isPseudoCarrier,
  type BuyNowPresentation,
  type CardAction,
} from './buyNow.rules';
import type { CardActionKind } from './cardAction.machine';
import type { RateQuote } from '../../services/quotes';
import type { QuoteFields, VisitAnswers } from './types';
import type { SortOption } from './quoteSettings';
import { dobToIso, joinDob } from './driverDates.rules';
import { ctaPressEvents, quoteImpressionEvent, trackingContextOf, type QuoteTrackingContext } from './quoteTracking';
import type { QuoteCta } from './events';
import { orderedQuotes, sortOptionsFor, visibleQuotes } from './quoteResults.rules';

/** What the chart holds that the cards read. */
export type CardState = Pick<QuoteFields, 'cards' | 'results' | 'idleAgents' | 'now' | 'coverage' | 'terms' | 'buyUnavailable'> & {
  /** Every rate quote the rate request received (quote-3.9); the cards show those of the term chosen. */
  quotes: RateQuote[];
  /** quote-5.14: the main driver's date of birth (a phone-plan condition reads it). */
  driver1: Pick<VisitAnswers['driver1'], 'dob'>;
  /** quote-4.19: the idle agents are being counted now (the cards' chart's `shown.agents.counting`). */
  agentsPending?: boolean;
};

/** What the cards' order reads besides: the sorting option chosen. */
export type ShownState = CardState & Pick<QuoteFields, 'sortOption'>;

export interface CardButtons {
  /** The button the card shows (quote-4.18, quote-4.19, quote-4.21). */
  action: CardAction;
  /** Whether the calls to action show at all (quote-4.20). */
  ctas: boolean;
  /** A type 2 carrier's button waits for the idle agents' count (no press meanwhile). */
  pending: boolean;
  /** The presses the card allows now (a chat is a link: `chat` when it shows). */
  kinds: readonly CardPressKind[];
}

/** A press on a card: the card action machine's kinds, and the chat link (tracked only). */
export type CardPressKind = CardActionKind | 'chat';

const KINDS: Record<CardAction, readonly CardPressKind[]> = {
  buyNow: ['buyNow'],
  agentContact: ['call', 'text'],
  buyFromAgent: ['contact'],
  // Chat is a link to the chat page (or the page's chat widget): the chart only tracks the press.
  chat: ['chat'],
};

function today(now: number): string {
  return toIsoDate(agencyDate(new Date(now)));
}

/** The term the cards show (the coverage's, else the first offered). */
export function cardTerm(state: Pick<QuoteFields, 'coverage' | 'terms'>): number {
  return state.coverage?.term ?? state.terms[0] ?? 6;
}

/** quote-4.18, quote-4.19, quote-4.20, quote-4.21: the buttons of every card the visitor may see now, by rateQuoteId. */
export function allCardButtons(state: CardState): Map<string, CardButtons> {
  const now = state.now();
  const day = today(now);
  const { weekday, hour } = agencyWeekdayHour(now);
  const maxCards = buyOnlineForDay(state.cards.buyOnline, weekday, hour).maxCards;
  const visible = visibleQuotes(state.quotes, cardTerm(state), state.results);
  const driverDob = dobToIso(joinDob(state.driver1.dob) ?? '');
  const unavailable = new Set(state.buyUnavailable);
  const pseudo = state.results.pseudoCarriers;
  const first = new Map<string, { action: CardAction; ctas: boolean; pending: boolean }>();
  for (const quote of visible) {
    const action = cardAction(unavailable.has(quote.rateQuoteId) ? { ...quote, showBuyButton: false } : quote, {
      pseudoCarriers: pseudo,
      conditions: state.cards.conditions,
      idleAgents: state.idleAgents,
      driverDob,
      today: day,
    });
    // While the agents are counted, a type 2 carrier that would sell online may turn to agent contact.
    const pending = state.agentsPending === true && quote.carrierType === 2 && (action === 'buyNow' || action === 'agentContact');
    first.set(quote.rateQuoteId, { action: pending ? 'buyNow' : action, ctas: ctaVisible(quote.effectiveDate, state.cards.ctaDays, day), pending });
  }
  // quote-4.21: Buy now on the first `maxCards` of the cards that would offer it, in the price order.
  const byPrice = orderedQuotes(visible, cardTerm(state), 0, state.results);
  const buyOnline = byPrice.filter((q) => {
    const b = first.get(q.rateQuoteId);
    return b !== undefined && b.action === 'buyNow' && b.ctas;
  });
  const allowed = new Set(buyOnline.slice(0, Math.max(0, maxCards)).map((q) => q.rateQuoteId));
  const buttons = new Map<string, CardButtons>();
  for (const quote of visible) {
    const b = first.get(quote.rateQuoteId);
    if (!b) continue;
    const capped = b.action === 'buyNow' && b.ctas && !allowed.has(quote.rateQuoteId);
    const action: CardAction = capped ? (isPseudoCarrier(quote.companyID, pseudo) ? 'buyFromAgent' : 'chat') : b.action;
    const pending = b.pending && !capped;
    buttons.set(quote.rateQuoteId, { action, ctas: b.ctas, pending, kinds: b.ctas && !pending ? KINDS[action] : [] });
  }
  return buttons;
}

/** The buttons of a card that is not (or no longer) among the cards shown: none to press. */
const NO_BUTTONS: CardButtons = { action: 'chat', ctas: false, pending: false, kinds: [] };

/** quote-4.18 to quote-4.21, quote-5.14, quote-5.18: the buttons of a card now. */
export function cardButtons(state: CardState, quote: Pick<RateQuote, 'rateQuoteId'>): CardButtons {
  return allCardButtons(state).get(quote.rateQuoteId) ?? NO_BUTTONS;
}

/** Option 2 (quote-4.25): the card sells now: a working Buy now, buy from an agent, or a type 2 carrier's agent contact. */
export function sellsNow(buttons: CardButtons | undefined): boolean {
  return buttons !== undefined && buttons.ctas && buttons.action !== 'chat';
}

/** The cards a visitor may see (quote-4.16) in the order chosen (quote-4.22 to quote-4.29). */
export function shownQuotes(state: ShownState): RateQuote[] {
  const buttons = state.sortOption === 2 ? allCardButtons(state) : null;
  return orderedQuotes(state.quotes, cardTerm(state), state.sortOption, state.results, buttons ? (q) => sellsNow(buttons.get(q.rateQuoteId)) : undefined);
}

/** The sorting options offered for these cards (Top rated only with a top-rated carrier among them). */
export function offeredSortOptions(state: Pick<CardState, 'quotes' | 'coverage' | 'terms' | 'results'>): SortOption[] {
  return sortOptionsFor(visibleQuotes(state.quotes, cardTerm(state), state.results), state.results);
}

/** §4 "Buy now": how buy now opens for the card now. */
export function presentationFor(state: Pick<CardState, 'now' | 'cards' | 'results'>, quote: RateQuote): BuyNowPresentation {
  const { weekday, hour } = agencyWeekdayHour(state.now());
  return buyNowPresentation({
    openNewWindow: quote.openNewWindow,
    pageOpensNewWindow: state.cards.openNewWindow,
    userAgent: state.cards.userAgent,
    companyID: quote.companyID,
    pseudoCarriers: state.results.pseudoCarriers,
    day: buyOnlineForDay(state.cards.buyOnline, weekday, hour),
  });
}

/** The tracking CTA of a press. */
export function ctaOfKind(kind: CardPressKind): QuoteCta {
  switch (kind) {
    case 'chat':
      return 'chat';
    case 'buyNow':
      return 'buyNow';
    case 'call':
      return 'call';
    case 'text':
      return 'text';
    case 'contact':
      return 'buyFromAgent';
  }
}

type TrackingState = Parameters<typeof trackingContextOf>[0];

/** quote-3.11: quote_click and bol_cta / nonbol_cta for a press on the card at `position` (`url`: where a link goes, the chat's). */
export function pressEvents(state: TrackingState, quote: RateQuote, position: number, kind: CardPressKind, url: string | null = null): AnalyticsEvent[] {
  return ctaPressEvents({ quote, position }, ctaOfKind(kind), url, trackingContextOf(state));
}

/** quote-3.11: quote_impression for each card shown, with its button. */
export function impressionEvents(state: TrackingState & CardState, shown: readonly RateQuote[]): AnalyticsEvent[] {
  const ctx: QuoteTrackingContext = trackingContextOf(state);
  const buttons = allCardButtons(state);
  return shown.map((quote, i) => quoteImpressionEvent({ quote, position: i + 1 }, (buttons.get(quote.rateQuoteId) ?? NO_BUTTONS).action, ctx));
}
