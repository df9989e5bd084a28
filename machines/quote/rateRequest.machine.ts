/**
 * The rate request (quote 001 §4 "Quote request and polling"), a chart of its own that the quote
 * form invokes at its quote stage: the transaction is prepared (a generated UUID, the quote
 * submission), the quote request posted, then the results polled every 3 s until a stop rule
 * holds, and fetched once more. Its output is every rate quote received and why it stopped; the
 * form then shows the quotes or the no-quotes view.
 *
 * The two readings of the stop rules (quote-4.13, quote-4.14). This chart takes the first:
 * polling (the kit's poll loop, machines/kit/poll.machine.ts) stops when the answer says it is
 * done, when a poll fails (an answer with isSuccess false is a failed call, services/http.ts), when
 * the result window (55 s, quote-9.1) has passed, or when quotes exist and the minimum wait has
 * passed; then one final fetch. The other reading (stop as soon as one carrier has answered, or
 * at 55 s with nothing) would show a shopper one carrier of seven: a comparison site that compares
 * nothing.
 *
 * The minimum wait is not given a value by the specification; it is the intermediate wait (15 s)
 * plus the 20 s the specification adds to the spinner's timer: 35 s by default. Carriers that
 * answer later are not waited for once quotes are on the screen; with none on the screen the
 * window still runs to 55 s.
 *
 * Beyond the specification, each poll's quotes are kept as they come (merged by rateQuoteId, so a
 * card on the screen never disappears because a later answer left it out), and the view shows them
 * at once with "n of m carriers answered". The extra waiting message (after 12 s) is the `late`
 * state of the polling's `patience` region (tag `late`), beside the polls.
 *
 * A Try again on the same answers posts on the same transaction, at top level (quote-7.24); new
 * answers get a new transaction.
 */
import { assign, setup } from 'xstate';
import { pollLoop } from '../kit/poll.machine';
import { fromVisitorCall } from '../kit/token';
import type { Region } from '../../services/http';
import type { QuoteAnswers, ResultsAnswer } from '../../services/quotes';
import type { TokenStore } from '../../services/tokens';
import { flattenResults, type RateQuote } from '../../services/rateQuotes';
import type { RateTiming } from './quoteSettings';

export type { QuoteAnswers, RateQuote } from '../../services/quotes';


export interface RateRequestInput {
  answers: QuoteAnswers;
  region: Region;
  /** The visitor's token store: the calls renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
  /** The transaction of an earlier request on the same answers (Try again), or null for a new one. */
  transactionId: string | null;
  timing: RateTiming;
  /** The chart's clock (epoch ms). */
  now: () => number;
  /** A new transaction id (a UUID). */
  newId: () => string;
}

/** Why the polling stopped. */
export type RateStop = 'done' | 'window' | 'minimumWait' | 'failed';

export interface RateRequestOutput {
  transactionId: string | null;
  quotes: RateQuote[];
  stop: RateStop;
}

export interface RateRequestContext {
  answers: QuoteAnswers;
  region: Region;
  tokens: TokenStore;
  timing: RateTiming;
  now: () => number;
  newId: () => string;
  transactionId: string | null;
  /** The request is the transaction's first (sent as `transaction{...}`). */
  first: boolean;
  /** When the request started (epoch ms): the panel's countdown and the 12 s message count from it. */
  requestedAt: number;
  /** When the polling started (epoch ms). */
  startedAt: number;
  /** Polls answered. */
  polls: number;
  /** Every rate quote received so far. */
  quotes: RateQuote[];
  /** Carriers that have answered, and carriers asked (null: not said). */
  completed: number;
  total: number | null;
  stop: RateStop;
}

const answered = ({ event }: { event: { output: ResultsAnswer } }) => ({ answer: event.output });

/** The quotes so far with those of an answer: new ones added, known ones updated, none dropped. */
export function mergeQuotes(known: readonly RateQuote[], answer: ResultsAnswer): RateQuote[] {
  const incoming = flattenResults(answer.results);
  const byId = new Map(known.map((q) => [q.rateQuoteId, q] as const));
  for (const q of incoming) byId.set(q.rateQuoteId, q);
  return [...byId.values()];
}

// The carriers answered never go back, nor past the carriers asked (an answer without a total keeps the last one).
const withAnswer = ({ context }: { context: RateRequestContext }, p: { answer: ResultsAnswer }) => {
  const total = p.answer.totalCount ?? context.total;
  return {
    quotes: mergeQuotes(context.quotes, p.answer),
    completed: Math.min(Math.max(context.completed, p.answer.completedCount), total ?? Number.POSITIVE_INFINITY),
    total,
    polls: context.polls + 1,
  };
};

/** The rate request's calls (services/quotes.ts), loaded on first use. */
const quoteCalls = () => import('../../services/quotes');

export const rateRequestMachine = setup({
  types: {
    context: {} as RateRequestContext,
    input: {} as RateRequestInput,
    output: {} as RateRequestOutput,
    tags: {} as 'loading' | 'late',
  },
  // The calls and their schemas load with the first of them (a chunk of their own, not the first step's); each
  // carries the visitor's token, renewed once when refused.
  actors: {
    prepareTransaction: fromVisitorCall<{ transactionId: string }, { answers: QuoteAnswers; transactionId: string; date: string; region: Region; tokens: TokenStore }>(
      async ({ input, signal }) => (await quoteCalls()).prepareTransaction(input.answers, input.transactionId, input.date, { signal, region: input.region }),
    ),
    postQuoteRequest: fromVisitorCall<void, { answers: QuoteAnswers; transactionId: string; first: boolean; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await quoteCalls()).postQuoteRequest(input.answers, input.transactionId, input.first, { signal, region: input.region }),
    ),
    pollResults: fromVisitorCall<ResultsAnswer, { transactionId: string; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await quoteCalls()).getResults(input.transactionId, { signal, region: input.region }),
    ),
    finalResults: fromVisitorCall<ResultsAnswer, { transactionId: string; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await quoteCalls()).getResults(input.transactionId, { signal, region: input.region }),
    ),
  },
  delays: {
    pollInterval: ({ context }) => context.timing.pollIntervalMs,
    /**
     * quote-4.12: the extra message 12 s into the wait the visitor sees, which counts from the
     * request's start (the panel's countdown), not from the polling's, which starts once the
     * transaction is prepared and posted.
     */
    extraWait: ({ context }) => Math.max(0, context.timing.extraWaitMs - (context.now() - context.requestedAt)),
  },
  guards: {
    hasTransaction: ({ context }) => context.transactionId !== null,
    isDone: (_, p: { answer: ResultsAnswer }) => p.answer.isDone,
    windowPassed: ({ context }) => context.now() - context.startedAt >= context.timing.windowMs,
    minimumWaitWithQuotes: ({ context }) => context.quotes.length > 0 && context.now() - context.startedAt >= context.timing.minimumWaitMs,
  },
  actions: {
    startClock: assign(({ context }) => ({ startedAt: context.now(), polls: 0 })),
    keepAnswer: assign(withAnswer),
    stopBecause: assign((_, p: { stop: RateStop }) => ({ stop: p.stop })),
    newTransactionId: assign(({ context }) => ({ transactionId: context.newId() })),
    keepTransaction: assign((_, p: { transactionId: string }) => ({ transactionId: p.transactionId, first: true })),
    keepFinalResults: assign(({ context }, p: { answer: ResultsAnswer }) => ({ quotes: mergeQuotes(context.quotes, p.answer) })),
    /** quote-7.30: the transaction exists (the quote chart attaches the licence photo's file to it: machines/quote/quote.later.ts). */
    transactionPrepared: (_, _p: { transactionId: string }) => {},
  },
}).createMachine({
  id: 'rateRequest',
  description: 'The rate request: prepare the transaction, post the quote request, poll the results every 3 s, fetch them once more',
  context: ({ input }) => ({
    answers: input.answers,
    region: input.region,
    tokens: input.tokens,
    timing: input.timing,
    now: input.now,
    newId: input.newId,
    transactionId: input.transactionId,
    first: input.transactionId === null,
    requestedAt: input.now(),
    startedAt: input.now(),
    polls: 0,
    quotes: [],
    completed: 0,
    total: null,
    stop: 'done',
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A new transaction is prepared; a Try again posts on the one it had',
      always: [{ guard: 'hasTransaction', target: 'posting' }, { target: 'preparing' }],
    },
    preparing: {
      description: 'Preparing the transaction: the quote submission with a new UUID',
      tags: ['loading'],
      meta: { spec: ['quote-3.8', 'quote-7.13'] },
      entry: 'newTransactionId',
      invoke: {
        id: 'prepareTransaction',
        src: 'prepareTransaction',
        input: ({ context }) => ({
          answers: context.answers,
          transactionId: context.transactionId ?? '',
          date: new Date(context.now()).toISOString(),
          region: context.region,
          tokens: context.tokens,
        }),
        onDone: {
          target: 'posting',
          actions: [
            { type: 'keepTransaction', params: ({ event }) => ({ transactionId: event.output.transactionId }) },
            { type: 'transactionPrepared', params: ({ event }) => ({ transactionId: event.output.transactionId }) },
          ],
        },
        onError: { target: 'finished', actions: { type: 'stopBecause', params: { stop: 'failed' } } },
      },
    },
    posting: {
      description: 'Posting the quote request (the first as transaction{...}, a later one at top level)',
      tags: ['loading'],
      meta: { spec: ['quote-3.7', 'quote-7.24'] },
      invoke: {
        id: 'postQuoteRequest',
        src: 'postQuoteRequest',
        input: ({ context }) => ({ answers: context.answers, transactionId: context.transactionId ?? '', first: context.first, region: context.region, tokens: context.tokens }),
        onDone: { target: 'polling', actions: 'startClock' },
        onError: { target: 'finished', actions: { type: 'stopBecause', params: { stop: 'failed' } } },
      },
    },
    polling: {
      description: 'Polling the results every 3 s; the cards appear as carriers answer',
      tags: ['loading'],
      meta: { spec: ['quote-4.12', 'quote-4.13', 'quote-7.14', 'quote-9.1'] },
      type: 'parallel',
      states: {
        poll: {
          description: 'The polls',
          ...pollLoop({
            call: {
              id: 'pollResults',
              src: 'pollResults',
              input: ({ context }: { context: RateRequestContext }) => ({ transactionId: context.transactionId ?? '', region: context.region, tokens: context.tokens }),
            },
            stops: [
              ['isDone', '#rateRequest.finishing', { type: 'stopBecause', params: { stop: 'done' } }],
              ['windowPassed', '#rateRequest.finishing', { type: 'stopBecause', params: { stop: 'window' } }],
              ['minimumWaitWithQuotes', '#rateRequest.finishing', { type: 'stopBecause', params: { stop: 'minimumWait' } }],
            ],
            answer: { params: answered, actions: { type: 'keepAnswer', params: answered } },
            onError: { target: '#rateRequest.finishing', actions: { type: 'stopBecause', params: { stop: 'failed' } } },
            fetching: 'A poll is on its way',
            waiting: 'The next poll in 3 s',
          }),
        },
        patience: {
          description: 'How long the visitor has waited',
          initial: 'early',
          states: {
            early: {
              description: 'The first 12 seconds',
              after: { extraWait: 'late' },
            },
            late: {
              description: 'Past 12 seconds: the extra waiting message shows',
              tags: ['late'],
              meta: { spec: ['quote-4.12'] },
            },
          },
        },
      },
    },
    finishing: {
      description: 'Polling has stopped: the results are fetched once more',
      tags: ['loading'],
      meta: { spec: ['quote-4.13'] },
      invoke: {
        id: 'finalResults',
        src: 'finalResults',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '', region: context.region, tokens: context.tokens }),
        onDone: { target: 'finished', actions: { type: 'keepFinalResults', params: ({ event }) => ({ answer: event.output }) } },
        // A failed final fetch keeps what the polls received: the cards on the screen stay.
        onError: { target: 'finished' },
      },
    },
    finished: {
      description: 'The rate request is over: the form shows the quotes received, or none',
      type: 'final',
    },
  },
  output: ({ context }) => ({ transactionId: context.transactionId, quotes: context.quotes, stop: context.stop }),
});

export type RateRequestMachine = typeof rateRequestMachine;
