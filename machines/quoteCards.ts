/**
 * A quote card's buttons as the quote chart reads them (quote 001 §4 "Quote cards", "Buy now"):
 * which call to action a card shows now (machines/buyNow.rules.ts `cardAction`, `ctaVisible`),
 * which presses that allows (the `card.act` event's guard), and how buy now opens for that card at
 * this moment (`buyNowPresentation` with the day-of-week configuration). The view draws exactly
 * what `cardButtons` says; the chart refuses any other press.
 *
 * The day, hour and today are the agency's (America/Chicago), read from the chart's clock.
 */
import type { AnalyticsEvent } from '../src/analytics';
import { agencyDate, agencyWeekdayHour, toIsoDate } from '../src/rules/dates';
import {
  buyNowPresentation,
  buyOnlineForDay,
  cardAction,
  ctaVisible,
  type BuyNowPresentation,
  type CardAction,
} from './buyNow.rules';
import type { CardActionKind } from './cardAction.machine';
import type { RateQuote } from '../services/quotes';
import type { CardSettings, ResultSettings } from './quoteSettings';
import { dobToIso, joinDob } from './quote.rules';
import { ctaPressEvents, quoteImpressionEvent, trackingContextOf, type QuoteTrackingContext } from './quoteTracking';
import type { QuoteCta } from '../src/analytics';


/** What the chart holds that the buttons read. */
export interface CardState {
  cards: CardSettings;
  results: Pick<ResultSettings, 'pseudoCarriers'>;
  idleAgents: number | null;
  driver1: { dob: { month: string; day: string; year: string } };
  now: () => number;
}

export interface CardButtons {
  /** The button the card shows (quote-4.18, quote-4.19). */
  action: CardAction;
  /** Whether the calls to action show at all (quote-4.20). */
  ctas: boolean;
  /** The presses the card allows now. */
  kinds: readonly CardActionKind[];
}

const KINDS: Record<CardAction, readonly CardActionKind[]> = {
  buyNow: ['buyNow'],
  agentContact: ['call', 'text'],
  buyFromAgent: ['contact'],
  // Chat is a link to the chat page: nothing for the chart to do.
  chat: [],
};

function today(now: number): string {
  return toIsoDate(agencyDate(new Date(now)));
}

/** quote-4.18 to quote-4.20, quote-5.14, quote-5.18: the buttons of a card now. */
export function cardButtons(state: CardState, quote: RateQuote): CardButtons {
  const now = state.now();
  const action = cardAction(quote, {
    pseudoCarriers: state.results.pseudoCarriers,
    conditions: state.cards.conditions,
    idleAgents: state.idleAgents,
    driverDob: dobToIso(joinDob(state.driver1.dob) ?? ''),
    today: today(now),
  });
  const ctas = ctaVisible(quote.effectiveDate, state.cards.ctaDays, today(now));
  return { action, ctas, kinds: ctas ? KINDS[action] : [] };
}

/** §4 "Buy now": how buy now opens for the card at `position` (from 1) now. */
export function presentationFor(state: CardState, quote: RateQuote, position: number): BuyNowPresentation {
  const { weekday, hour } = agencyWeekdayHour(state.now());
  return buyNowPresentation({
    openNewWindow: quote.openNewWindow,
    pageOpensNewWindow: state.cards.openNewWindow,
    userAgent: state.cards.userAgent,
    companyID: quote.companyID,
    pseudoCarriers: state.results.pseudoCarriers,
    day: buyOnlineForDay(state.cards.buyOnline, weekday, hour),
    position,
  });
}

/** The tracking CTA of a press. */
export function ctaOfKind(kind: CardActionKind): QuoteCta {
  switch (kind) {
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

/** quote-3.11: quote_click and bol_cta / nonbol_cta for a press on the card at `position`. */
export function pressEvents(state: TrackingState, quote: RateQuote, position: number, kind: CardActionKind): AnalyticsEvent[] {
  return ctaPressEvents({ quote, position }, ctaOfKind(kind), null, trackingContextOf(state));
}

/** quote-3.11: quote_impression for each card shown, with its button. */
export function impressionEvents(state: TrackingState & CardState, shown: readonly RateQuote[]): AnalyticsEvent[] {
  const ctx: QuoteTrackingContext = trackingContextOf(state);
  return shown.map((quote, i) => quoteImpressionEvent({ quote, position: i + 1 }, cardButtons(state, quote).action, ctx));
}
