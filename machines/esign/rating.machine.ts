/**
 * The re-rating of the payment and e-sign page (portal-4.25, portal-7.25, portal-7.26, portal-8.7),
 * a child chart for the step between the underwriting questions and the policy details: the
 * rating is prepared with the page's data (customer, drivers, vehicles, quote, requestStep 2, the
 * agency fee as `afee`, the question answers), then its results are polled with the kit's loop
 * (machines/kit/poll.machine.ts `pollLoop`) until they say done (isSuccess with a completed
 * carrier), the attempts run out, or a call fails. Done: `rated` with the new transactionId (the
 * policy details read its carrier result); anything else `failed` (the page's unexpected-error
 * message: "API failures at results").
 *
 * The driver step (./details.machine.ts) invokes it after the questions, with the request it
 * builds from the quote's data and the customer's sections (./details.rules.ts `prepareRequestOf`);
 * it is tested alone too (./rating.model.test.ts).
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { pollLoop } from '../kit/poll.machine';
import { getRatingResults, prepareRating, type PrepareRequest, type RatingResults } from '../../services/esign';
import type { Region } from '../../services/http';
import { resultsDone } from './policy.rules';

export interface RatingInput {
  /** What the prepare sends besides `requestStep: 2` (portal-7.25). */
  request: Omit<PrepareRequest, 'requestStep'>;
  region: Region;
  /** Between one results poll and the next (ms). */
  intervalMs: number;
  /** How many results polls are made at most. */
  maxPolls: number;
}

export interface RatingContext extends RatingInput {
  transactionId: string | null;
  polls: number;
}

export type RatingOutput = { kind: 'rated'; transactionId: string } | { kind: 'failed' };

const answer = ({ event }: { event: { output: RatingResults } }) => ({ answer: event.output });

export const ratingMachine = setup({
  types: {
    context: {} as RatingContext,
    input: {} as RatingInput,
    output: {} as RatingOutput,
    tags: {} as 'loading',
  },
  actors: {
    prepare: fromCall(({ input, signal }: { input: { request: Omit<PrepareRequest, 'requestStep'>; region: Region }; signal: AbortSignal }) => prepareRating(input.request, { signal, region: input.region })),
    results: fromCall(({ input, signal }: { input: { transactionId: string; region: Region }; signal: AbortSignal }) => getRatingResults(input.transactionId, { signal, region: input.region })),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    resultsDone: (_, p: { answer: RatingResults }) => resultsDone(p.answer),
    lastPoll: ({ context }) => context.polls + 1 >= context.maxPolls,
  },
  actions: {
    assignTransaction: assign((_, p: { transactionId: string }) => ({ transactionId: p.transactionId })),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
  },
}).createMachine({
  id: 'rating',
  description: 'The rating prepared with the page\'s data (requestStep 2), then its results polled',
  context: ({ input }) => ({ ...input, transactionId: null, polls: 0 }),
  initial: 'preparing',
  states: {
    preparing: {
      description: 'Preparing the rating: customer, drivers, vehicles, quote, requestStep 2, afee, question answers',
      tags: ['loading'],
      meta: { spec: ['portal-7.25'] },
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ request: context.request, region: context.region }),
        onDone: { target: 'polling', actions: { type: 'assignTransaction', params: ({ event }) => ({ transactionId: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    polling: {
      description: 'Polling the rating results until a carrier completes',
      tags: ['loading'],
      meta: { spec: ['portal-7.26', 'portal-4.25'] },
      ...pollLoop({
        call: { id: 'results', src: 'results', input: ({ context }: { context: RatingContext }) => ({ transactionId: context.transactionId ?? '', region: context.region }) },
        stops: [
          ['resultsDone', '#rating.rated'],
          ['lastPoll', '#rating.failed'],
        ],
        answer: { params: answer, actions: 'countPoll' },
        onError: { target: '#rating.failed' },
        fetching: 'A results poll is on its way',
        waiting: 'Not done yet: the next poll after the interval',
      }),
    },
    rated: {
      type: 'final',
      description: 'Rated: the policy details read the carrier result (output rated)',
      output: ({ context }) => ({ kind: 'rated' as const, transactionId: context.transactionId ?? '' }),
    },
    failed: {
      type: 'final',
      description: "The rating failed, was refused (isSuccess false) or never completed: the page's unexpected-error message (output failed)",
      meta: { spec: ['portal-8.7'] },
      output: { kind: 'failed' as const },
    },
  },
  output: ({ event }) => event.output as RatingOutput,
});

export type RatingMachine = typeof ratingMachine;
