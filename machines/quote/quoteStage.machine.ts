/**
 * The quote stage (quote-2.5, quote-2.13, quote-2.14, quote-4.12, quote 001 §2) as its own chart,
 * invoked by the quote chart as `quoteStage` while its `quotes` state is shown. It starts as its
 * input says: a new rate request (from the coverage, the consent section, a hash), the quotes the
 * visit keeps (a page opened on them: `saved`, their own chart), or a requote's quotes (the
 * previous quotes: the cards at once). The rate request runs (`requesting`, its own chart), then the
 * cards show (`showing`, their own chart) or the no-quotes view (`noQuotes`, Try again, its lead
 * record written). The chart is in the quote form's later code (machines/quote/quote.later.ts): the
 * quote chart waits for that before it starts this one.
 *
 * Its effects are the parent's: it tells them with typed events (`sendParent` from named actions):
 * a request started, the quotes it gave (shown, or none with the event to track), the saved quotes
 * asked for again, the coverages renewed; and it passes up what its children
 * tell (the transaction prepared, the cards' analytics, sorting, agents, lead written, a new tab).
 * It ends only to go to the coverage step: the saved quotes' package is no longer offered, or the
 * coverages for new quotes did not load.
 */
import { assign, sendParent, setup } from 'xstate';
import { ladder } from '../kit/ladder';
import type { CoverageSet } from '../../services/rating';
import type { AnalyticsEvent } from '../../src/analytics';
import { isCoverageComplete } from './coverages';
import { saveLeadLogic } from './leadWrite';
import { leadNow, leadWrite } from './quoteContext';
import { cardStateOf, noQuotesEvent } from './quotes.rules';
import { rateRequestMachine, type RateRequestOutput, type RateStop } from './rateRequest.machine';
import { shownQuotes as cardsShown, type ShownState } from './quoteCards';
import { quoteAnswers } from './quoteRequest';
import { cardLimit } from './quoteResults.rules';
import { quotesStageMachine } from './quotes.machine';
import { savedQuotesMachine, type SavedQuotesOutput } from './savedQuotes.machine';
import type { QuoteFields, QuoteStageParentEvent, QuoteStageStart, QuotesParentEvent, RateQuote } from './types';

/** What the stage reads of the quote chart's context when it starts (the answers, the visit's quotes and lead, the page's settings). */
export type QuoteStageVisit = Pick<
  QuoteFields,
  | 'driver1'
  | 'driver2'
  | 'driver3'
  | 'drivers'
  | 'vehicles'
  | 'coverage'
  | 'coverageSet'
  | 'found'
  | 'affiliate'
  | 'brand'
  | 'lang'
  | 'visitor'
  | 'region'
  | 'tokens'
  | 'terms'
  | 'now'
  | 'newId'
  | 'rateTiming'
  | 'results'
  | 'cards'
  | 'sortOption'
  | 'idleAgents'
  | 'buyUnavailable'
  | 'transactionId'
  | 'savedQuotes'
  | 'lead'
  | 'leadStored'
>;

export interface QuoteStageInput extends QuoteStageVisit {
  /** How the stage starts: a new rate request, the saved quotes, or a requote's quotes. */
  start: QuoteStageStart;
}

export interface QuoteStageContext extends QuoteStageInput {
  /** Every rate quote the rate request (or the restore, or the requote) gave (quote-3.9); the cards show those of the term chosen. */
  quotes: RateQuote[];
  /** Why the last rate request stopped. */
  rateStop: RateStop | null;
  /** The cards are a requote's (they open on the first ones). */
  requoted: boolean;
  /** The cards are the saved transaction's, asked for again (not a new rate request): the lead store is not written again. */
  restored: boolean;
  /** The coverages of new quotes, once the saved quotes' chart loaded them (null: none, or they did not load). */
  renewedSet: CoverageSet | null;
}

/** The stage's events from the view: Try again on the no-quotes view. */
export type QuoteStageEvent =
  | { type: 'quotes.retry' }
  /** What the children tell, passed up to the quote chart. */
  | QuotesParentEvent
  | { type: 'cardAction.tracked'; event: AnalyticsEvent }
  | { type: 'cardAction.openTab'; url: string }
  | { type: 'rateRequest.prepared'; transactionId: string };

/** The stage ends only for the coverage step: with the coverages of new quotes when they loaded (the saved package no longer offered), else null. */
export interface QuoteStageOutput {
  set: CoverageSet | null;
}

/** The cards a visitor may see of these quotes (quote-4.16), in the order chosen (machines/quote/quoteCards.ts). */
const shownQuotes = (context: Omit<ShownState, 'quotes'>, quotes: readonly RateQuote[]) => cardsShown({ ...context, quotes: [...quotes] });

/** The rate request's input: the answers as the form sends them for quotes, on the stage's transaction. */
function rateRequestInput({ context }: { context: QuoteStageContext }) {
  return {
    answers: quoteAnswers({
      driver1: context.driver1,
      driver2: context.driver2,
      driver3: context.driver3,
      drivers: context.drivers,
      vehicles: context.vehicles,
      coverage: context.coverage ?? { term: context.terms[0] ?? 6, product: '', custom: {} },
      coverageSet: context.coverageSet,
      foundByLookup: context.found.length > 0,
      leadId: context.affiliate?.leadId ?? null,
      now: context.now(),
    }),
    region: context.region,
    tokens: context.tokens,
    transactionId: context.transactionId,
    timing: context.rateTiming,
    now: context.now,
    newId: context.newId,
  };
}

/** The cards' chart's input: the quotes and what their order and buttons read, the lead as the answers make it now. */
function cardsInput({ context }: { context: QuoteStageContext }) {
  return {
    ...cardStateOf(context),
    quotes: context.quotes,
    driver3: context.driver3,
    visitor: context.visitor,
    transactionId: context.transactionId,
    region: context.region,
    tokens: context.tokens,
    // A requote's cards open on the first ones (with no more than those, Show more is not offered); others on the first when there are more.
    first: context.requoted || shownQuotes(context, context.quotes).length > cardLimit(context.results),
    restored: context.restored,
    lead: leadNow(context),
    leadStored: context.leadStored,
  };
}

/** The saved quotes' chart's input: the quotes the visit keeps, and what their cards and new quotes read. */
function savedQuotesInput({ context }: { context: QuoteStageContext }) {
  return {
    saved: context.savedQuotes ?? { transactionId: '', quotedAt: 0 },
    region: context.region,
    tokens: context.tokens,
    now: context.now,
    cards: cardStateOf(context),
    stateCode: context.driver3.state,
    language: context.lang,
  };
}

/** The rate request's output, as its ladder's guards and actions read it. */
const rateOutput = ({ event }: { event: { output: RateRequestOutput } }) => ({ output: event.output });
/** The saved quotes' chart's output, as its ladder's guards and actions read it. */
const savedQuotesOutput = ({ event }: { event: { output: SavedQuotesOutput } }) => ({ output: event.output });

export const quoteStageMachine = setup({
  types: {
    context: {} as QuoteStageContext,
    events: {} as QuoteStageEvent,
    input: {} as QuoteStageInput,
    output: {} as QuoteStageOutput,
    tags: {} as 'loading',
  },
  actors: {
    // quote-7.30: the prepared transaction goes up to the quote chart, which attaches the licence photo's file to it.
    rateRequest: rateRequestMachine.provide({
      actions: { transactionPrepared: sendParent((_, p: { transactionId: string }) => ({ type: 'rateRequest.prepared' as const, transactionId: p.transactionId })) },
    }),
    // quote 001 §2, quote-3.17: a page opened on the quotes the visit keeps (machines/quote/savedQuotes.machine.ts).
    savedQuotes: savedQuotesMachine,
    // The quote cards (machines/quote/quotes.machine.ts).
    quotesStage: quotesStageMachine,
    // quote-7.31: the no-quotes view's lead write (the cards' chart writes the quoted record).
    saveLead: saveLeadLogic,
  },
  guards: {
    startsOnSaved: ({ context }) => context.start.kind === 'saved',
    startsOnRequote: ({ context }) => context.start.kind === 'requote',
    quotesToShow: ({ context }, p: { output: RateRequestOutput }) => shownQuotes(context, p.output.quotes).length > 0,
    moreThanLimit: ({ context }, p: { quotes: readonly RateQuote[] }) => shownQuotes(context, p.quotes).length > cardLimit(context.results),
    // The saved quotes' chart's output: the quotes came (more than the first cards), or the coverages for new quotes (the package still offered).
    restoredQuotes: (_, p: { output: SavedQuotesOutput }) => p.output.kind === 'restored',
    renewedCoverageOffered: ({ context }, p: { output: SavedQuotesOutput }) =>
      p.output.kind === 'renewed' && context.coverage !== null && isCoverageComplete(context.coverage, context.terms, p.output.set),
    renewedCoverage: (_, p: { output: SavedQuotesOutput }) => p.output.kind === 'renewed',
  },
  actions: {
    // A new request: what an earlier one gave is not this one's (its cards are the child's until it ends).
    startRateRequest: assign({ quotes: [], rateStop: null, requoted: false, buyUnavailable: [], restored: false }),
    tellRequested: sendParent((): QuoteStageParentEvent => ({ type: 'quoteStage.requested' })),
    startRestoring: assign({ quotes: [], rateStop: null, requoted: false }),
    keepQuotes: assign((_, p: { output: RateRequestOutput }) => ({ quotes: p.output.quotes, transactionId: p.output.transactionId, rateStop: p.output.stop })),
    // The cards shown: the visit keeps their transaction (the quote chart saves it), so a reload or Back from another page shows them again.
    tellQuoted: sendParent(({ context }): QuoteStageParentEvent => ({ type: 'quoteStage.quoted', transactionId: context.transactionId })),
    // quote-8.3: no quotes, a failure or the window passed: the quote chart tracks it.
    tellNoQuotes: sendParent(({ context }, p: { output: RateRequestOutput }): QuoteStageParentEvent => ({
      type: 'quoteStage.noQuotes',
      transactionId: context.transactionId,
      event: noQuotesEvent(context, p.output),
    })),
    keepRestored: assign(({ context }, p: { output: SavedQuotesOutput }) => ({
      quotes: p.output.kind === 'restored' ? p.output.quotes : [],
      transactionId: context.savedQuotes?.transactionId ?? null,
      rateStop: null,
      restored: true,
    })),
    tellRestored: sendParent((): QuoteStageParentEvent => ({ type: 'quoteStage.restored' })),
    // New answers' rules: a new transaction (quote-7.24), on the coverages just loaded.
    keepRenewedSet: assign((_, p: { output: SavedQuotesOutput }) => (p.output.kind === 'renewed' ? { coverageSet: p.output.set, renewedSet: p.output.set } : {})),
    forgetTransaction: assign({ transactionId: null }),
    tellRenewed: sendParent(({ context }): QuoteStageParentEvent => ({ type: 'quoteStage.renewed', set: context.renewedSet })),
    // The record as written, and that the store holds it: the cards' write after Try again updates it.
    keepLead: assign(({ context }, p: { key: string | null }) => ({ lead: leadNow(context), leadStored: context.leadStored || p.key !== null })),
    tellLeadWritten: sendParent((_, p: { key: string | null }): QuotesParentEvent => ({ type: 'quotes.leadWritten', key: p.key })),
    // What the children tell (the transaction prepared, the cards' analytics, sorting, agents, Buy now gone, lead written, a new tab), passed up as sent.
    passUp: sendParent(({ event }) => event),
  },
}).createMachine({
  id: 'quoteStage',
  description: 'The quote stage: the rate request, then the quote cards or the no-quotes view; or the quotes the visit keeps, or a requote\'s',
  context: ({ input }) => ({
    ...input,
    quotes: input.start.kind === 'requote' ? input.start.quotes : [],
    rateStop: null,
    requoted: input.start.kind === 'requote',
    restored: false,
    renewedSet: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Starts on the saved quotes (a page opened on them), a requote\'s cards, or a new rate request (left at once)',
      always: [{ guard: 'startsOnSaved', target: 'saved' }, { guard: 'startsOnRequote', target: 'showing' }, { target: 'requesting' }],
    },
    requesting: {
      description: 'The rate request runs (its own chart); the cards appear as carriers answer',
      tags: ['loading'],
      meta: { spec: ['quote-2.13', 'quote-4.12'] },
      // quote-7.30: the transaction exists: the licence photo's file is attached to it (the quote chart's records).
      on: { 'rateRequest.prepared': { actions: 'passUp' } },
      // A new request: what an earlier one gave is not this one's (its cards are the child's until it ends).
      entry: ['startRateRequest', 'tellRequested'],
      invoke: {
        id: 'rateRequest',
        src: 'rateRequest',
        input: rateRequestInput,
        // The cards shown: the visit keeps their transaction, so a reload or Back from another page shows them again.
        onDone: [
          {
            guard: { type: 'moreThanLimit', params: ({ event }) => ({ quotes: event.output.quotes }) },
            target: 'showing',
            actions: [{ type: 'keepQuotes', params: rateOutput }, 'tellQuoted'],
          },
          { guard: { type: 'quotesToShow', params: rateOutput }, target: 'showing', actions: [{ type: 'keepQuotes', params: rateOutput }, 'tellQuoted'] },
          { target: 'noQuotes', actions: [{ type: 'keepQuotes', params: rateOutput }, { type: 'tellNoQuotes', params: rateOutput }] },
        ],
      },
    },
    // quote 001 §2, quote-3.17: a page opened on the quotes (a reload, Back from another page) shows the saved transaction's.
    saved: {
      description: 'The quotes the visit keeps (their own chart): asked for again, or why they are not shown; Get new quotes (answers kept)',
      meta: { spec: ['quote-3.17'] },
      entry: 'startRestoring',
      invoke: {
        id: 'savedQuotes',
        src: 'savedQuotes',
        input: savedQuotesInput,
        onDone: ladder(
          [
            ['restoredQuotes', 'showing', [{ type: 'keepRestored', params: savedQuotesOutput }, 'tellRestored']],
            // New answers' rules: a new transaction (quote-7.24).
            ['renewedCoverageOffered', 'requesting', [{ type: 'keepRenewedSet', params: savedQuotesOutput }, 'forgetTransaction', 'tellRenewed']],
            ['renewedCoverage', 'toCoverage', { type: 'keepRenewedSet', params: savedQuotesOutput }],
          ],
          // The coverages did not load: the coverage step asks for them again, and says so when they do not come.
          'toCoverage',
          { params: savedQuotesOutput },
        ),
      },
    },
    showing: {
      description: 'The quote cards of the term chosen, in the order of the sorting option, the override carriers first (their own chart)',
      // The lead record is written in the agents region of the cards' chart (quote-4.15, quote-8.3); the old and new layouts (quote-2.32) are the view's.
      meta: { spec: ['quote-1.4', 'quote-4.16', 'quote-4.21'] },
      // The cards' chart (machines/quote/quotes.machine.ts) tells what it did; the effects and what the visit keeps are the quote chart's.
      on: {
        'quotes.tracked': { actions: 'passUp' },
        'quotes.sorted': { actions: 'passUp' },
        'quotes.agents': { actions: 'passUp' },
        'quotes.buyUnavailable': { actions: 'passUp' },
        'quotes.leadWritten': { actions: 'passUp' },
        'cardAction.tracked': { actions: 'passUp' },
        'cardAction.openTab': { actions: 'passUp' },
      },
      invoke: { id: 'quotes', src: 'quotesStage', input: cardsInput },
    },
    noQuotes: {
      description: 'No rates found: a greeting, Try again, chat with an agent, the nearest office',
      meta: { spec: ['quote-2.35', 'quote-8.10'] },
      on: { 'quotes.retry': 'requesting' },
      // quote-4.15, quote-8.3: the lead record is saved, still a Lead.
      initial: 'savingLead',
      states: {
        savingLead: {
          description: 'Writing the lead record (a Lead: no quote)',
          meta: { spec: ['quote-4.15', 'quote-8.3', 'quote-7.31'] },
          invoke: {
            id: 'saveLead',
            src: 'saveLead',
            input: ({ context }) => leadWrite(context),
            onDone: {
              target: 'leadSaved',
              actions: [{ type: 'keepLead', params: ({ event }) => ({ key: event.output }) }, { type: 'tellLeadWritten', params: ({ event }) => ({ key: event.output }) }],
            },
            onError: { target: 'leadUnsaved' },
          },
        },
        leadSaved: { description: 'The lead store holds the record' },
        leadUnsaved: { description: 'The lead store did not take it (the visitor sees nothing of it)' },
      },
    },
    toCoverage: {
      description: 'To the coverage step: the saved package is no longer offered, or the coverages of new quotes did not load',
      type: 'final',
    },
  },
  output: ({ context }) => ({ set: context.renewedSet }),
});

export type QuoteStageMachine = typeof quoteStageMachine;
