/**
 * Engine fixture: a code checked by `verifyCode`, three attempts allowed. The third wrong code
 * locks the form. It proves that an attempt counter in context makes "second wrong attempt" and
 * "locked out" states with paths of their own.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { fixtureCall } from './fixtureCall';

export const MAX_ATTEMPTS = 3;

export interface VerifyAnswer {
  matched: boolean;
}

export interface FixtureVerifierContext {
  /** Wrong codes so far. */
  wrong: number;
  code: string;
}

export type FixtureVerifierEvent = { type: 'code.submit'; code: string };

const answer = ({ event }: { event: { output: VerifyAnswer } }) => ({ answer: event.output });

export const fixtureVerifierMachine = setup({
  types: {
    context: {} as FixtureVerifierContext,
    events: {} as FixtureVerifierEvent,
    tags: {} as 'loading',
  },
  actors: {
    verifyCode: fromCall<VerifyAnswer, { code: string }>(({ input, signal }) =>
      fixtureCall<VerifyAnswer>('/fixture-api/fixtureVerifier/verify', input, signal),
    ),
  },
  guards: {
    matched: (_, p: { answer: VerifyAnswer }) => p.answer.matched,
    lastAttempt: ({ context }) => context.wrong + 1 >= MAX_ATTEMPTS,
  },
  actions: {
    assignCode: assign((_, p: { code: string }) => ({ code: p.code })),
    countWrong: assign(({ context }) => ({ wrong: context.wrong + 1 })),
  },
}).createMachine({
  id: 'fixtureVerifier',
  description: 'Engine fixture: a code with three attempts',
  context: { wrong: 0, code: '' },
  initial: 'asking',
  states: {
    asking: {
      description: 'The code field',
      initial: 'first',
      on: {
        'code.submit': {
          target: 'checking',
          actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) },
        },
      },
      states: {
        first: { description: 'No attempt yet' },
        wrong: { description: 'The code was wrong: the attempts left' },
        callFailed: { description: 'The check failed: try again (no attempt counted)' },
      },
    },
    checking: {
      description: 'Checking the code',
      tags: ['loading'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          { guard: { type: 'matched', params: answer }, target: 'verified' },
          { guard: 'lastAttempt', target: 'lockedOut', actions: 'countWrong' },
          { target: 'asking.wrong', actions: 'countWrong' },
        ],
        onError: { target: 'asking.callFailed' },
      },
    },
    verified: { description: 'The code matched', type: 'final' },
    lockedOut: { description: 'Three wrong codes: the form is locked', type: 'final' },
  },
});
