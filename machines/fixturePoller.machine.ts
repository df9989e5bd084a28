/**
 * Engine fixture: a polling loop with a give-up. `checkStatus` is called, then called again every
 * 3 s (`pollInterval`) until it answers ready, fails, or the window of four polls passes with no
 * result. It proves that the path engine tells states apart by a counter (polls made) and walks
 * delayed steps: first poll ready, ready after k polls, never ready (gave up), failure mid-way.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { fixtureCall } from './fixtureCall';

export const MAX_POLLS = 4;
export const POLL_INTERVAL_MS = 3000;

export interface PollAnswer {
  ready: boolean;
}

export interface FixturePollerContext {
  /** Polls answered so far. */
  polls: number;
}

export type FixturePollerEvent = { type: 'poll.start' } | { type: 'poll.restart' };

const answer = ({ event }: { event: { output: PollAnswer } }) => ({ answer: event.output });

export const fixturePollerMachine = setup({
  types: {
    context: {} as FixturePollerContext,
    events: {} as FixturePollerEvent,
    tags: {} as 'loading',
  },
  actors: {
    checkStatus: fromCall<PollAnswer, { poll: number }>(({ input, signal }) =>
      fixtureCall<PollAnswer>('/fixture-api/fixturePoller/status', input, signal),
    ),
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    isReady: (_, p: { answer: PollAnswer }) => p.answer.ready,
    windowPassed: ({ context }) => context.polls + 1 >= MAX_POLLS,
  },
  actions: {
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    resetPolls: assign({ polls: 0 }),
  },
}).createMachine({
  id: 'fixturePoller',
  description: 'Engine fixture: a status polled every 3 s, up to 4 polls',
  context: { polls: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet: a start button',
      on: { 'poll.start': { target: 'polling' } },
    },
    polling: {
      description: 'Asking for the status until it is ready',
      initial: 'fetching',
      states: {
        fetching: {
          description: 'A status call is on its way',
          tags: ['loading'],
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            input: ({ context }) => ({ poll: context.polls + 1 }),
            onDone: [
              { guard: { type: 'isReady', params: answer }, target: '#fixturePoller.ready', actions: 'countPoll' },
              { guard: 'windowPassed', target: '#fixturePoller.gaveUp', actions: 'countPoll' },
              { target: 'waiting', actions: 'countPoll' },
            ],
            onError: { target: '#fixturePoller.failed', actions: 'countPoll' },
          },
        },
        waiting: {
          description: 'Not ready yet: the next call in 3 s',
          after: { pollInterval: { target: 'fetching' } },
        },
      },
    },
    ready: {
      description: 'The status is ready',
      on: { 'poll.restart': { target: 'idle', actions: 'resetPolls' } },
    },
    gaveUp: {
      description: 'The window passed with no result: a message and a way to start again',
      on: { 'poll.restart': { target: 'idle', actions: 'resetPolls' } },
    },
    failed: {
      description: 'A call failed: a message and a way to start again',
      on: { 'poll.restart': { target: 'idle', actions: 'resetPolls' } },
    },
  },
});
