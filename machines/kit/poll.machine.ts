/**
 * The poll: a call made again every interval until its answer says done, the time window or the
 * attempt limit has passed, or a call fails. Two shapes of one loop:
 *
 * - `pollLoop(...)`: the loop as two states, `fetching` (the call, its answer read by an ordered
 *   ladder of stop rules, machines/kit/ladder.ts) and `waiting` (the named delay `pollInterval`,
 *   then `fetching` again), for a chart whose polling is one of its own stages under names its
 *   screens already use (the rate request's `polling.poll`, the requote's results). Leaving the
 *   loop's parent state cancels the call on its way and the timer.
 * - `pollMachine`: the loop as a child chart of its own, for a flow that only needs "poll this
 *   until done": the parent provides the call as the `fetch` actor and the done rule as the
 *   `isDone` guard (`definePoll`), gives the interval, window and attempt limit as input, and reads
 *   the typed output `{ outcome: 'done' | 'timedOut' | 'failed', answer, polls }`. The view's
 *   countdown is `pollRemainingMs(context)`: what is left of the window on the chart's clock.
 */
import { assign, setup, type AnyActorLogic } from 'xstate';
import { ladder, type Rung } from './ladder';

/**
 * The polling loop's two states. `call` is the invoke of each poll (`id`, `src`, `input`), `stops`
 * the ordered rules that end the polling (`[guard, target, actions?]`, each guard given the answer
 * by `answer.params`), `answer.actions` what every answer does (keep it, count it); an answer that
 * stops nothing waits `pollInterval` and polls again. The chart names the `pollInterval` delay.
 */
export function pollLoop<
  const TCall extends { id: string; src: string; input: unknown },
  const TStops extends readonly Rung[],
  const TAnswer extends { params?: unknown; actions?: unknown },
  const TError,
>(o: { call: TCall; stops: TStops; answer: TAnswer; onError: TError; fetching: string; waiting: string }) {
  return {
    initial: 'fetching' as const,
    states: {
      fetching: {
        description: o.fetching,
        invoke: { ...o.call, onDone: ladder(o.stops, 'waiting', o.answer), onError: o.onError },
      },
      waiting: {
        description: o.waiting,
        after: { pollInterval: 'fetching' as const },
      },
    },
  };
}

export interface PollInput {
  /** Between the end of a poll and the next (ms). */
  intervalMs: number;
  /** How long the polling may go on, from its start (ms); no limit when absent. */
  windowMs?: number;
  /** How many polls may be made; no limit when absent. */
  maxPolls?: number;
  /** The chart's clock (epoch ms). */
  now: () => number;
}

export type PollOutcome = 'done' | 'timedOut' | 'failed';

export interface PollOutput<TAnswer = unknown> {
  outcome: PollOutcome;
  /** The last answer received (null: none came). */
  answer: TAnswer | null;
  polls: number;
}

export interface PollContext {
  intervalMs: number;
  windowMs: number | null;
  maxPolls: number | null;
  now: () => number;
  /** When the polling started (epoch ms): the countdown counts from it. */
  startedAt: number;
  /** Polls answered. */
  polls: number;
  answer: unknown;
  outcome: PollOutcome;
}

/** What is left of the time window (ms) on the chart's clock: the countdown a view shows (null: no window). */
export function pollRemainingMs(context: Pick<PollContext, 'windowMs' | 'startedAt' | 'now'>): number | null {
  return context.windowMs === null ? null : Math.max(0, context.windowMs - (context.now() - context.startedAt));
}

const answered = ({ event }: { event: { output: unknown } }) => ({ answer: event.output });

export const pollMachine = setup({
  types: {
    context: {} as PollContext,
    input: {} as PollInput,
    output: {} as PollOutput,
    tags: {} as 'loading',
  },
  actors: {
    /** The call of each poll: provided by the flow (`definePoll`). */
    fetch: {} as AnyActorLogic,
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    /** Whether an answer says the work is done: provided by the flow (`definePoll`). */
    isDone: (_, _p: { answer: unknown }) => false,
    windowPassed: ({ context }) => context.windowMs !== null && context.now() - context.startedAt >= context.windowMs,
    lastPoll: ({ context }) => context.maxPolls !== null && context.polls + 1 >= context.maxPolls,
  },
  actions: {
    keepAnswer: assign(({ context }, p: { answer: unknown }) => ({ answer: p.answer, polls: context.polls + 1 })),
    endAs: assign((_, p: { outcome: PollOutcome }) => ({ outcome: p.outcome })),
  },
}).createMachine({
  id: 'poll',
  description: 'A call made again every interval until its answer is done, the window or the attempts pass, or a call fails',
  context: ({ input }) => ({
    intervalMs: input.intervalMs,
    windowMs: input.windowMs ?? null,
    maxPolls: input.maxPolls ?? null,
    now: input.now,
    startedAt: input.now(),
    polls: 0,
    answer: null,
    outcome: 'failed',
  }),
  initial: 'polling',
  states: {
    polling: {
      description: 'Polling: a call, then the next one after the interval',
      tags: ['loading'],
      ...pollLoop({
        call: { id: 'fetch', src: 'fetch', input: ({ context }: { context: PollContext }) => ({ poll: context.polls + 1 }) },
        stops: [
          ['isDone', '#poll.done', { type: 'endAs', params: { outcome: 'done' } }],
          ['windowPassed', '#poll.timedOut', { type: 'endAs', params: { outcome: 'timedOut' } }],
          ['lastPoll', '#poll.timedOut', { type: 'endAs', params: { outcome: 'timedOut' } }],
        ],
        answer: { params: answered, actions: { type: 'keepAnswer', params: answered } },
        onError: { target: '#poll.failed', actions: { type: 'endAs', params: { outcome: 'failed' } } },
        fetching: 'A poll is on its way',
        waiting: 'Not done yet: the next poll after the interval',
      }),
    },
    done: { description: 'The answer says done (output done, with the answer)', type: 'final' },
    timedOut: { description: 'The window or the attempts passed with no done answer (output timedOut)', type: 'final' },
    failed: { description: 'A poll failed (output failed, with the last answer received)', type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome, answer: context.answer, polls: context.polls }),
});

export type PollMachine = typeof pollMachine;

/**
 * The poll of one call: `fetch` makes the call (a `fromCall` actor; its input is `{ poll }`, the
 * number of the poll about to be made), `isDone` reads its answer.
 */
export function definePoll<TAnswer>(o: { fetch: AnyActorLogic; isDone: (answer: TAnswer) => boolean }): PollMachine {
  return pollMachine.provide({
    actors: { fetch: o.fetch },
    guards: { isDone: (_, p) => o.isDone(p.answer as TAnswer) },
  });
}
