/**
 * The quotes a visit keeps (quote 001 §2, quote-3.17, quote-6.2, quote-7.14) as their own chart,
 * invoked by the quote stage's chart as `savedQuotes` when a page opens on the quote stage (a reload, Back
 * from another page, a visit later): under a day old, their transaction's results are asked for
 * again (`restoring`, no new rate request); older, the stage says when they were given (`stale`).
 * When the API no longer has them (`unavailable`) or does not answer (`restoreFailed`, Try again),
 * Get new quotes loads the state's coverages (`renewing`) with the answers kept. It ends with what
 * the parent needs: the quotes to show, the coverages for new quotes, or that they did not load.
 * The parent keeps the quotes and decides where the form goes next (the cards, the rate request
 * or the coverage step).
 */
import { assign, setup } from 'xstate';
import { fromVisitorCall } from '../kit/token';
import type { CoverageSet } from '../../services/rating';
import type { Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import type { Lang } from '../../src/config/lang';
import { loadCoveragesInvoke, loadCoveragesLogic } from './coverages';
import { shownQuotes, type ShownState } from './quoteCards';
import { areSavedQuotesFresh, isGoneAnswer } from './quoteRestore.rules';
import type { QuotingVisit, RateQuote } from './types';

/** quote 001 §2, quote-7.14: the saved transaction's results asked for again. */
export const restoreQuotesLogic = fromVisitorCall<{ quotes: RateQuote[] }, { transactionId: string; region: Region; tokens: TokenStore }>(async ({ input, signal }) => {
  const m = await import('../../services/quotes');
  return { quotes: m.flattenResults((await m.getResults(input.transactionId, { signal, region: input.region })).results) };
});

export interface SavedQuotesInput {
  /** The quotes the visit keeps: their transaction and when their cards showed (epoch ms). */
  saved: NonNullable<QuotingVisit['savedQuotes']>;
  region: Region;
  /** The visitor's token store: the calls renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
  /** The clock (the age of the saved quotes). */
  now: () => number;
  /** What the cards' order reads (machines/quote/quoteCards.ts): whether any quote of the term chosen is shown. */
  cards: Omit<ShownState, 'quotes'>;
  /** For new quotes: the driver's state and the page's language (its coverages). */
  stateCode: string;
  language: Lang;
}

export interface SavedQuotesContext extends SavedQuotesInput {
  /** The saved transaction's quotes, once they came. */
  quotes: RateQuote[];
  /** The state's coverages for new quotes, once they came. */
  set: CoverageSet | null;
}

export type SavedQuotesEvent = { type: 'quotes.restore' } | { type: 'quotes.renew' };

/**
 * How the saved quotes ended: the quotes to show (at least one of the term chosen), the state's
 * coverages for new quotes, or the coverages did not load (the coverage step asks for them again).
 */
export type SavedQuotesOutput = { kind: 'restored'; quotes: RateQuote[] } | { kind: 'renewed'; set: CoverageSet } | { kind: 'renewFailed' };

/** The saved quotes' answer, as its guards' and actions' params. */
const restoredAnswer = ({ event }: { event: { output: { quotes: RateQuote[] } } }) => ({ quotes: event.output.quotes });

export const savedQuotesMachine = setup({
  types: {
    context: {} as SavedQuotesContext,
    events: {} as SavedQuotesEvent,
    input: {} as SavedQuotesInput,
    output: {} as SavedQuotesOutput,
    tags: {} as 'loading',
  },
  actors: { restoreQuotes: restoreQuotesLogic, loadCoverages: loadCoveragesLogic },
  guards: {
    savedQuotesFresh: ({ context }) => areSavedQuotesFresh(context.saved, context.now()),
    someQuoteShown: ({ context }, p: { quotes: readonly RateQuote[] }) => shownQuotes({ ...context.cards, quotes: [...p.quotes] }).length > 0,
    answeredGone: (_, p: { error: unknown }) => isGoneAnswer(p.error),
  },
  actions: {
    keepQuotes: assign((_, p: { quotes: RateQuote[] }) => ({ quotes: p.quotes })),
    keepCoverageSet: assign((_, p: { set: CoverageSet }) => ({ set: p.set })),
  },
}).createMachine({
  id: 'savedQuotes',
  description: 'The quotes the visit keeps: asked for again while fresh, else said to be too old; Get new quotes',
  context: ({ input }) => ({ ...input, quotes: [], set: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Under a day old: asked for again; older: said to be too old',
      always: [{ guard: 'savedQuotesFresh', target: 'restoring' }, { target: 'stale' }],
    },
    restoring: {
      description: 'The saved quotes (under a day old) asked for again: their transaction\'s results, no new rate request',
      tags: ['loading'],
      meta: { spec: ['quote-3.17', 'quote-6.2', 'quote-7.14'] },
      invoke: {
        id: 'restoreQuotes',
        src: 'restoreQuotes',
        input: ({ context }) => ({ transactionId: context.saved.transactionId, region: context.region, tokens: context.tokens }),
        onDone: [
          { guard: { type: 'someQuoteShown', params: restoredAnswer }, target: 'restored', actions: { type: 'keepQuotes', params: restoredAnswer } },
          // No quote of the term chosen any more (the API answered none): said as no longer available.
          { target: 'unavailable' },
        ],
        onError: [{ guard: { type: 'answeredGone', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'restoreFailed' }],
      },
    },
    stale: {
      description: 'Saved quotes a day old or more: says when they were given; Get new quotes (answers kept)',
      meta: { spec: ['quote-3.17', 'quote-6.2'] },
      on: { 'quotes.renew': { target: 'renewing' } },
    },
    unavailable: {
      description: 'The API no longer has the saved quotes: says so; Get new quotes (answers kept)',
      meta: { spec: ['quote-3.17'] },
      on: { 'quotes.renew': { target: 'renewing' } },
    },
    restoreFailed: {
      description: 'No answer for the saved quotes: Try again, or Get new quotes',
      on: { 'quotes.restore': { target: 'restoring' }, 'quotes.renew': { target: 'renewing' } },
    },
    renewing: {
      description: "New quotes, answers kept: the state's coverages, then the rate request (a package no longer offered: the coverage step)",
      tags: ['loading'],
      meta: { spec: ['quote-7.12'] },
      // When they do not come, the coverage step asks for them again and says so.
      invoke: loadCoveragesInvoke({ done: 'renewed', failed: 'renewFailed' }),
    },
    restored: {
      type: 'final',
      description: 'The saved quotes came, at least one of the term chosen: the parent shows their cards',
      output: ({ context }) => restoredOutput(context),
    },
    renewed: {
      type: 'final',
      description: "The state's coverages for new quotes: the parent asks for quotes, or shows the coverage step",
      output: ({ context }) => renewedOutput(context),
    },
    renewFailed: {
      type: 'final',
      description: 'The coverages for new quotes did not load: the parent shows the coverage step',
      output: { kind: 'renewFailed' },
    },
  },
  // The final state's output is the chart's.
  output: ({ event }) => event.output as SavedQuotesOutput,
});

/** The quotes kept when they came (the guard saw at least one of the term chosen). */
function restoredOutput(context: SavedQuotesContext): SavedQuotesOutput {
  return { kind: 'restored', quotes: context.quotes };
}

/** The coverages kept when they came. */
function renewedOutput(context: SavedQuotesContext): SavedQuotesOutput {
  if (!context.set) throw new Error('savedQuotes: renewed without the coverages');
  return { kind: 'renewed', set: context.set };
}

export type SavedQuotesMachine = typeof savedQuotesMachine;
