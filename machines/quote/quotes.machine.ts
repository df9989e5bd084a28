/**
 * The quote cards (quote-1.4, quote-4.16, quote-4.21) as their own chart, invoked by the quote
 * stage's chart (machines/quote/quoteStage.machine.ts) as `quotes` while its `showing` state is shown: the cards of the term chosen, in
 * the order of the sorting option, the first ones or all (`cards`); the idle agents counted, then
 * the lead record written (`agents`); a card's button pressed and done by its own chart
 * (`action`, `cardAction`). It is later code (machines/quote/quote.later.ts): the quote
 * chart shows the cards only once that code came. It opens on the first cards or on all, as the parent's
 * `first` says (a requote, or more quotes than the first cards), and never ends: the parent leaves
 * it with the stage. Its effects are the parent's: it tells them with typed events (`sendParent`
 * from named actions): the events to track, the sorting option, the agents counted,
 * a Buy now gone, the lead written.
 */
import { and, assign, not, or, sendParent, setup, stateIn } from 'xstate';
import { fromVisitorCall, type VisitorTokenPort } from '../kit/token';
import type { AnalyticsEvent } from '../../src/analytics';
import { cardActionMachine, type CardActionKind, type CardActionOutput } from './cardAction.machine';
import { cardButtons, impressionEvents, offeredSortOptions, type CardPressKind } from './quoteCards';
import { cardLimit, isSortOption } from './quoteResults.rules';
import { quotedLead, type LeadRecord } from './quoteLead';
import { saveLeadLogic } from './leadWrite';
import { cardActionInput, firstShown, pressTracking, shownQuotes, type QuotesState } from './quotesStage.rules';
import type { QuotesParentEvent } from './types';

/** The idle agents (quote-4.19, quote-6.5), with the visitor's token; the call and its schema load on first use, not with the first step. */
export const idleAgentsLogic = fromVisitorCall<number, VisitorTokenPort>(async ({ input, signal }) =>
  (await import('../../services/buyNow')).getIdleAgentCount({ signal, region: input.region }),
);

export interface QuotesStageInput extends Omit<QuotesState, 'action'> {
  /** Open on the first cards (a requote, or more quotes than the first cards), else on every card. */
  first: boolean;
  /** The quotes were asked for again (a reload): the lead store already had them. */
  restored: boolean;
  /** The lead record as the answers make it now (null without contact data), and whether the store holds it (the write updates it). */
  lead: LeadRecord | null;
  leadStored: boolean;
}

export type QuotesStageContext = QuotesStageInput & Pick<QuotesState, 'action'>;

export type QuotesStageEvent =
  | { type: 'sort.change'; option: number }
  | { type: 'cards.more' }
  | { type: 'cards.less' }
  | { type: 'card.act'; rateQuoteId: string; kind: CardActionKind }
  | { type: 'card.chat'; rateQuoteId: string; url: string }
  /** The card action's analytics and new tab, passed up by its chart. */
  | { type: 'cardAction.tracked'; event: AnalyticsEvent }
  | { type: 'cardAction.openTab'; url: string };

type CardPress = Extract<QuotesStageEvent, { type: 'card.act' }>;
type CardChat = Extract<QuotesStageEvent, { type: 'card.chat' }>;

const BUSY = '#quotesStage.shown.action.busy';
const press = ({ event }: { event: CardPress }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind });
const pressEvents = ({ context, event }: { context: QuotesStageContext; event: CardPress }) => ({ events: pressTracking(context, event.rateQuoteId, event.kind) });
const chatEvents = ({ context, event }: { context: QuotesStageContext; event: CardChat }) => ({ events: pressTracking(context, event.rateQuoteId, 'chat', event.url) });
const impressions = ({ context }: { context: QuotesStageContext }) => ({ events: impressionEvents(context, firstShown(context)) });
const allQuotes = ({ context }: { context: QuotesStageContext }) => ({ quotes: context.quotes });
const pressOn = (firstOnly: boolean, agentsPending = false) => ({ event }: { event: CardPress }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind, firstOnly, agentsPending });
const chatOn = (firstOnly: boolean) => ({ event }: { event: CardChat }) => ({ rateQuoteId: event.rateQuoteId, kind: 'chat' as const, firstOnly });

/** quote-4.19: while the idle agents are counted, a press waits where a type 2 carrier's button does (where the card is on screen is the other guards'). */
const agentsDecide = or([not(stateIn('#quotesStage.shown.agents.counting')), { type: 'canAct' as const, params: pressOn(false, true) }]);

/** A press on a card on screen: the first ones before Show more, or all. */
const cardPress = (cards: 'firstCards' | 'allCards') => ({
  guard: and([stateIn(`#quotesStage.shown.cards.${cards}`), { type: 'canAct' as const, params: pressOn(cards === 'firstCards') }, agentsDecide]),
  target: 'busy',
  actions: [{ type: 'keepCardPress' as const, params: press }, { type: 'tellTracked' as const, params: pressEvents }],
});

/** quote-3.11: the chat link of a card on screen, tracked as the other presses are (the link leads on by itself). */
const cardChat = (cards: 'firstCards' | 'allCards') => ({
  guard: and([stateIn(`#quotesStage.shown.cards.${cards}`), { type: 'canAct' as const, params: chatOn(cards === 'firstCards') }]),
  actions: { type: 'tellTracked' as const, params: chatEvents },
});

/** The card action's chart as this chart runs it: its analytics and new tab go up here, and on to the quote chart's effects. */
const cardActionChild = cardActionMachine.provide({
  actions: {
    track: sendParent((_, event: AnalyticsEvent) => ({ type: 'cardAction.tracked' as const, event })),
    openTab: sendParent((_, p: { url: string }) => ({ type: 'cardAction.openTab' as const, url: p.url })),
  },
});

export const quotesStageMachine = setup({
  types: {
    context: {} as QuotesStageContext,
    events: {} as QuotesStageEvent,
    input: {} as QuotesStageInput,
  },
  actors: {
    idleAgents: idleAgentsLogic,
    saveLead: saveLeadLogic,
    cardAction: cardActionChild,
  },
  guards: {
    opensOnFirst: ({ context }) => context.first,
    moreThanLimit: ({ context }, p: { quotes: QuotesState['quotes'] }) => shownQuotes(context, p.quotes).length > cardLimit(context.results),
    // Top rated (3) only with a top-rated carrier among the cards (machines/quote/quoteResults.rules.ts).
    isOfferedSort: ({ context }, p: { option: number }) => isSortOption(p.option) && offeredSortOptions(context).includes(p.option),
    quotesRestored: ({ context }) => context.restored,
    buyNowGone: ({ context }, p: { output: CardActionOutput }) => p.output.unavailable && context.action !== null,
    // Only a press the card shows now (a type 2 carrier's agents may have become free since);
    // `agentsPending`: while the idle agents are counted, when a type 2 carrier's Buy now waits.
    canAct: ({ context }, p: { rateQuoteId: string; kind: CardPressKind; firstOnly: boolean; agentsPending?: boolean }) => {
      const shown = shownQuotes(context, context.quotes);
      const quote = (p.firstOnly ? shown.slice(0, cardLimit(context.results)) : shown).find((q) => q.rateQuoteId === p.rateQuoteId);
      return quote !== undefined && cardButtons({ ...context, agentsPending: p.agentsPending === true }, quote).kinds.includes(p.kind);
    },
  },
  actions: {
    keepSortOption: assign((_, p: { option: number }) => ({ sortOption: isSortOption(p.option) ? p.option : 0 })),
    tellSorted: sendParent(({ context }): QuotesParentEvent => ({ type: 'quotes.sorted', option: context.sortOption })),
    keepIdleAgents: assign((_, p: { count: number | null }) => ({ idleAgents: p.count })),
    tellAgents: sendParent(({ context }): QuotesParentEvent => ({ type: 'quotes.agents', count: context.idleAgents })),
    tellTracked: sendParent((_, p: { events: readonly AnalyticsEvent[] }): QuotesParentEvent => ({ type: 'quotes.tracked', events: p.events })),
    // The card action's analytics and buy-now tab, passed up as its chart sent them.
    passTracked: sendParent((_, p: { event: AnalyticsEvent }) => ({ type: 'cardAction.tracked' as const, event: p.event })),
    passOpenTab: sendParent((_, p: { url: string }) => ({ type: 'cardAction.openTab' as const, url: p.url })),
    keepCardPress: assign((_, p: { rateQuoteId: string; kind: CardActionKind }) => ({ action: { rateQuoteId: p.rateQuoteId, kind: p.kind } })),
    // A buy-now address that could not be opened: that quote's Buy now is gone (the parent keeps it too).
    tellBuyUnavailable: sendParent(({ context }): QuotesParentEvent => ({ type: 'quotes.buyUnavailable', rateQuoteId: context.action?.rateQuoteId ?? '' })),
    endCardAction: assign(({ context }, p: { output: CardActionOutput }) => ({
      action: null,
      buyUnavailable: p.output.unavailable && context.action ? [...context.buyUnavailable, context.action.rateQuoteId] : context.buyUnavailable,
    })),
    tellLeadWritten: sendParent((_, p: { key: string | null }): QuotesParentEvent => ({ type: 'quotes.leadWritten', key: p.key })),
  },
}).createMachine({
  id: 'quotesStage',
  description: 'The quote cards of the term chosen, in the order of the sorting option, the override carriers first',
  // The agents as last counted (none yet: null) until this chart counts them.
  context: ({ input }) => ({ ...input, action: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Opens on the first cards (a requote, more quotes than the first cards) or on every card (left at once)',
      always: [{ guard: 'opensOnFirst', target: 'shown.cards.firstCards' }, { target: 'shown.cards.allCards' }],
    },
    shown: {
      description: 'The cards, the idle agents and the lead record, a card\'s button',
      type: 'parallel',
      on: {
        // Not behind a card's modal (buy now, the contact request): the cards stay as they were.
        'sort.change': {
          guard: and([not(stateIn(BUSY)), { type: 'isOfferedSort' as const, params: ({ event }: { event: { option: number } }) => ({ option: event.option }) }]),
          actions: [{ type: 'keepSortOption', params: ({ event }) => ({ option: event.option }) }, 'tellSorted'],
        },
      },
      states: {
        cards: {
          description: 'The cards: the first ones, or all',
          initial: 'allCards',
          states: {
            firstCards: {
              description: 'The first cards, and Show more',
              // Not when another sorting option leaves no more than the first cards (option 2 keeps only some).
              on: { 'cards.more': { guard: and([not(stateIn(BUSY)), { type: 'moreThanLimit' as const, params: allQuotes }]), target: 'allCards' } },
            },
            allCards: {
              description: 'Every card (Show less when there are more than the first)',
              on: { 'cards.less': { guard: and([not(stateIn(BUSY)), { type: 'moreThanLimit' as const, params: allQuotes }]), target: 'firstCards' } },
            },
          },
        },
        // quote-4.19, quote-6.5: whether agents are free decides a type 2 carrier's button; unknown counts as none.
        // Then quote-4.15, quote-7.31: the lead store is told of the quotes (a failure changes nothing on the screen).
        // One after the other: the cards do not wait for either.
        agents: {
          description: 'The idle agents read, then the lead record written, once the cards show',
          initial: 'counting',
          states: {
            counting: {
              description: 'Asking how many agents are free',
              invoke: {
                id: 'idleAgents',
                src: 'idleAgents',
                input: ({ context }) => ({ region: context.region, tokens: context.tokens }),
                // quote-3.11: each card first shown, with its button, once the agents decided the type 2 carriers'.
                // Quotes asked for again (a reload): the lead store already had them.
                onDone: [
                  {
                    guard: 'quotesRestored',
                    target: 'known',
                    actions: [{ type: 'keepIdleAgents', params: ({ event }) => ({ count: event.output }) }, 'tellAgents', { type: 'tellTracked', params: impressions }],
                  },
                  { target: 'savingLead', actions: [{ type: 'keepIdleAgents', params: ({ event }) => ({ count: event.output }) }, 'tellAgents', { type: 'tellTracked', params: impressions }] },
                ],
                onError: [
                  { guard: 'quotesRestored', target: 'known', actions: [{ type: 'keepIdleAgents', params: { count: null } }, 'tellAgents', { type: 'tellTracked', params: impressions }] },
                  { target: 'savingLead', actions: [{ type: 'keepIdleAgents', params: { count: null } }, 'tellAgents', { type: 'tellTracked', params: impressions }] },
                ],
              },
            },
            savingLead: {
              description: 'Writing the lead record, Quoted with the carriers shown',
              meta: { spec: ['quote-4.15', 'quote-7.31'] },
              invoke: {
                id: 'saveLead',
                src: 'saveLead',
                input: ({ context }) => ({
                  lead: context.lead && quotedLead(context.lead, shownQuotes(context, context.quotes)),
                  create: !context.leadStored,
                  region: context.region,
                  tokens: context.tokens,
                }),
                onDone: { target: 'known', actions: { type: 'tellLeadWritten', params: ({ event }) => ({ key: event.output }) } },
                onError: { target: 'known' },
              },
            },
            known: { description: 'The count read (or not known: none counted), the lead written (or not)' },
          },
        },
        action: {
          description: "A card's button: none pressed, or one being done",
          initial: 'idle',
          states: {
            idle: {
              description: "Each card's button as its carrier, the agents and the effective date say",
              meta: { spec: ['quote-4.18', 'quote-4.19', 'quote-4.20'] },
              on: { 'card.act': [cardPress('firstCards'), cardPress('allCards')], 'card.chat': [cardChat('firstCards'), cardChat('allCards')] },
            },
            busy: {
              description: 'Buy now, or a call or text asked of an agent (its own chart)',
              invoke: {
                id: 'cardAction',
                src: 'cardAction',
                input: ({ context }) => cardActionInput(context),
                // A buy-now address that could not be opened: that quote's Buy now is gone (machines/quote/quoteCards.ts).
                onDone: [
                  {
                    guard: { type: 'buyNowGone', params: ({ event }) => ({ output: event.output }) },
                    target: 'idle',
                    actions: ['tellBuyUnavailable', { type: 'endCardAction', params: ({ event }) => ({ output: event.output }) }],
                  },
                  { target: 'idle', actions: { type: 'endCardAction', params: ({ event }) => ({ output: event.output }) } },
                ],
              },
              on: {
                'cardAction.tracked': { actions: { type: 'passTracked', params: ({ event }) => ({ event: event.event }) } },
                'cardAction.openTab': { actions: { type: 'passOpenTab', params: ({ event }) => ({ url: event.url }) } },
              },
            },
          },
        },
      },
    },
  },
});

export type QuotesStageMachine = typeof quotesStageMachine;
