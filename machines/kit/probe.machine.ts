/**
 * The main-then-California probe (site-6.2): a question asked of the main endpoint, then, when the
 * answer there is "not found", of the California endpoint; the flow then works on the endpoint that
 * answered "found". Sign-in and forgot password ask it of the customer existence check
 * (`customerProbe`); the portal, binding and payment flows ask it of theirs (`defineProbe`).
 *
 * A child chart: the flow makes it with `defineProbe` (the two calls, as `fromCall` actors, and
 * the rule that reads an answer as found), invokes it with `{ query }` (each call's input), and
 * reads its typed output: `{ outcome: 'found', region, answer }`, `{ outcome: 'notFound' }` or
 * `{ outcome: 'failed', error }` (a call failed: the flow's could-not-do-it-now). Its calls keep
 * the invoke ids `checkMain` and `checkCa` in every flow, so paths and tests name them alike.
 */
import { assign, setup, type AnyActorLogic } from 'xstate';
import { checkCustomer, type CustomerCheck } from '../../services/customer';
import type { Region } from '../../services/http';
import { fromCall } from './call';

export interface ProbeInput {
  /** The input of each call (an email to check). */
  query: unknown;
}

export type ProbeOutput<TAnswer = unknown> =
  | { outcome: 'found'; region: Region; answer: TAnswer }
  | { outcome: 'notFound' }
  | { outcome: 'failed'; error: unknown };

export interface ProbeContext {
  query: unknown;
  result: ProbeOutput;
}

const answered = ({ event }: { event: { output: unknown } }) => ({ answer: event.output });

export const probeMachine = setup({
  types: {
    context: {} as ProbeContext,
    input: {} as ProbeInput,
    output: {} as ProbeOutput,
  },
  actors: {
    /** The question on the main endpoint, then on California's: provided by the flow (`defineProbe`). */
    checkMain: {} as AnyActorLogic,
    checkCa: {} as AnyActorLogic,
  },
  guards: {
    /** Whether an answer says found: provided by the flow (`defineProbe`). */
    isFound: (_, _p: { answer: unknown }) => false,
  },
  actions: {
    found: assign((_, p: { region: Region; answer: unknown }) => ({ result: { outcome: 'found' as const, region: p.region, answer: p.answer } })),
    failed: assign((_, p: { error: unknown }) => ({ result: { outcome: 'failed' as const, error: p.error } })),
  },
}).createMachine({
  id: 'probe',
  description: 'The main endpoint asked first, then the California one when the main has nothing',
  context: ({ input }) => ({ query: input.query, result: { outcome: 'notFound' } }),
  initial: 'checkingMain',
  states: {
    checkingMain: {
      description: 'Asking the main endpoint',
      invoke: {
        id: 'checkMain',
        src: 'checkMain',
        input: ({ context }: { context: ProbeContext }) => context.query,
        onDone: [
          {
            guard: { type: 'isFound', params: answered },
            target: 'found',
            actions: { type: 'found', params: ({ event }) => ({ region: 'main', answer: event.output }) },
          },
          { target: 'checkingCa' },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkingCa: {
      description: 'Nothing on the main endpoint: asking the California endpoint',
      invoke: {
        id: 'checkCa',
        src: 'checkCa',
        input: ({ context }: { context: ProbeContext }) => context.query,
        onDone: [
          {
            guard: { type: 'isFound', params: answered },
            target: 'found',
            actions: { type: 'found', params: ({ event }) => ({ region: 'ca', answer: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    found: { description: 'Found on one endpoint (output found, with the region and the answer)', type: 'final' },
    notFound: { description: 'Found on neither endpoint (output notFound)', type: 'final' },
    failed: { description: 'A call failed (output failed, with the error)', type: 'final' },
  },
  output: ({ context }) => context.result,
});

export type ProbeMachine = typeof probeMachine;

/** The probe of one question: its call on each endpoint and the rule that reads an answer as found. */
export function defineProbe<TAnswer>(o: { checkMain: AnyActorLogic; checkCa: AnyActorLogic; isFound: (answer: TAnswer) => boolean }): ProbeMachine {
  return probeMachine.provide({
    actors: { checkMain: o.checkMain, checkCa: o.checkCa },
    guards: { isFound: (_, p) => o.isFound(p.answer as TAnswer) },
  });
}

/** The region the probe found (the main one when it found none). */
export const probeRegion = (output: ProbeOutput): Region => (output.outcome === 'found' ? output.region : 'main');

/** Is there a customer with this email (sign-in, forgot password): the existence check on the main endpoint, then on California's. */
export const customerProbe = defineProbe<CustomerCheck>({
  checkMain: fromCall<CustomerCheck, { email: string }>(({ input, signal }) => checkCustomer(input.email, { region: 'main', signal })),
  checkCa: fromCall<CustomerCheck, { email: string }>(({ input, signal }) => checkCustomer(input.email, { region: 'ca', signal })),
  isFound: (check) => check.isCustomerExist,
});
