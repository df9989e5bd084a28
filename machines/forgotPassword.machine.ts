/**
 * Forgot password (site-1.5, site-2.23, site-4.18, site-5.4, site-7.3, site-7.4): an email, the
 * customer existence check on the main endpoint and then on the California one when absent (the
 * kit's probe, a child chart, machines/kit/probe.machine.ts), the
 * reset email sent on the endpoint that has the customer, then the "message sent" view.
 *
 * No account enumeration: an address with no account reaches the very same `sent` state (the same
 * words) without a reset call; only a failed call (500, timeout, a broken answer) is told apart,
 * as a try-again error in the form that keeps the email.
 *
 * Requests in a row make the page wait before the next one (src/rules/backoff.ts: none for the
 * first 3, then 2, 4, 8... seconds, at most 60), counted down on screen and kept in the page's
 * storage for 15 minutes, so a reload keeps what is left of the wait. The API's own limit on the
 * reset emails of an address (HTTP 423) has its message, worded for any address.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { ladder } from './kit/ladder';
import { customerProbe, probeRegion, type ProbeOutput } from './kit/probe.machine';
import type { Region } from '../services/http';
import { isResetLimited, sendResetPassword, type SendResetPasswordAnswer } from '../services/password';
import { backoffSeconds, secondsLeft, type WaitRecord } from '../src/rules/backoff';

export interface ForgotPasswordInput {
  /** Where the "message sent" view's link back to sign in goes (the page language's /sign-in/ by default). */
  signInPage: string;
  /** The site's brand (the storage key of the wait). */
  brand: string;
  /** The wait left by earlier requests (the page's storage; none: NO_WAIT). */
  wait: WaitRecord;
  /** The page's clock (epoch ms), read once at the start for what is left of `wait`. */
  now: () => number;
}

export interface ForgotPasswordContext {
  signInPage: string;
  brand: string;
  /** Requests in a row (kept in storage across loads). */
  requests: number;
  /** The seconds left of the wait before the next request (0: none), counted down each second. */
  secondsLeft: number;
  /** The address submitted last (kept for the form after a failure, and for the sent view). */
  email: string;
  /** The endpoint that has the customer, once a check found one. */
  region: Region | null;
}

export type ForgotPasswordEvent = { type: 'form.submit'; email: string };

const submittedEmail = ({ event }: { event: { email: string } }) => ({ email: event.email });
const probed = ({ event }: { event: { output: ProbeOutput } }) => ({ probe: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const foundRegion = ({ event }: { event: { output: ProbeOutput } }) => ({ region: probeRegion(event.output) });

/** A request: the email, one more request in a row, and that count kept for the next load. */
const submitActions = [
  { type: 'assignEmail', params: submittedEmail },
  'countRequest',
  { type: 'storeWait', params: ({ context }: { context: ForgotPasswordContext }) => ({ brand: context.brand, requests: context.requests, seconds: context.secondsLeft }) },
] as const;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    tags: {} as 'loading',
  },
  actors: {
    probe: customerProbe,
    sendReset: fromCall<SendResetPasswordAnswer, { email: string; region: Region }>(({ input, signal }) =>
      sendResetPassword(input.email, { region: input.region, signal }),
    ),
  },
  delays: {
    oneSecond: 1000,
  },
  guards: {
    waitLeft: ({ context }) => context.secondsLeft > 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    resetLimited: (_, p: { error: unknown }) => isResetLimited(p.error),
    customerFound: (_, p: { probe: ProbeOutput }) => p.probe.outcome === 'found',
    probeFailed: (_, p: { probe: ProbeOutput }) => p.probe.outcome === 'failed',
  },
  actions: {
    assignEmail: assign((_, p: { email: string }) => ({ email: p.email.trim(), region: null })),
    assignRegion: assign((_, p: { region: Region }) => ({ region: p.region })),
    /** One more request in a row, and the wait it brings before the next one. */
    countRequest: assign(({ context }) => ({ requests: context.requests + 1, secondsLeft: backoffSeconds(context.requests + 1) })),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    /** Browser effect, provided where the actor is created (src/widgets/forgotPassword.tsx): the requests in a row and the wait, for the next load. */
    storeWait: (_, _p: { brand: string; requests: number; seconds: number }) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Ask for an email with a link to set a new password',
  context: ({ input }) => ({
    signInPage: input.signInPage,
    brand: input.brand,
    email: '',
    region: null,
    requests: input.wait.failures,
    secondsLeft: secondsLeft(input.wait, input.now()),
  }),
  initial: 'form',
  states: {
    form: {
      description: 'The home view: the email field and the button, unavailable until the email is valid',
      meta: { spec: ['site-2.23', 'site-4.18', 'site-5.4'] },
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing the email address',
          // A wait an earlier visit left (a reload after requests in a row) holds the form at once.
          always: { guard: 'waitLeft', target: 'waiting' },
          on: { 'form.submit': { target: 'probing', actions: submitActions } },
        },
        waiting: {
          description: 'Requests in a row: the wait before the next one, its seconds counted down; the email stays',
          after: {
            oneSecond: [
              { guard: 'lastSecond', target: 'waited', actions: 'countDown' },
              { target: 'waiting', reenter: true, actions: 'countDown' },
            ],
          },
        },
        waited: {
          description: 'The wait is over: the email can be sent again (announced)',
          on: { 'form.submit': { target: 'probing', actions: submitActions } },
        },
        limited: {
          description: "The API's limit on reset emails for the address (HTTP 423): its message, worded for any address; the email stays",
          on: { 'form.submit': [{ guard: 'waitLeft', target: 'waiting' }, { target: 'probing', actions: submitActions }] },
        },
        probing: {
          description: 'Does the address have an account? The main (brand) endpoint, then California (the probe)',
          tags: ['loading'],
          meta: { spec: ['site-7.3', 'site-3.8', 'site-6.2'] },
          invoke: {
            id: 'probe',
            src: 'probe',
            input: ({ context }) => ({ query: { email: context.email } }),
            // No account anywhere: the same view as a sent email (no account enumeration).
            onDone: ladder(
              [
                ['customerFound', 'sending', { type: 'assignRegion', params: foundRegion }],
                ['probeFailed', 'failed'],
              ],
              '#forgotPassword.sent',
              { params: probed },
            ),
            // A child chart does not fail: a failed check is its output `failed` (the ladder's second rung).
          },
        },
        sending: {
          description: 'Sending the reset email on the endpoint that has the customer',
          tags: ['loading'],
          meta: { spec: ['site-7.4', 'site-6.2'] },
          invoke: {
            id: 'sendReset',
            src: 'sendReset',
            input: ({ context }) => ({ email: context.email, region: context.region ?? 'main' }),
            onDone: { target: '#forgotPassword.sent' },
            onError: [{ guard: { type: 'resetLimited', params: failure }, target: 'limited' }, { target: 'failed' }],
          },
        },
        failed: {
          description: 'A call failed: a try-again error in the form; the email is kept',
          on: { 'form.submit': [{ guard: 'waitLeft', target: 'waiting' }, { target: 'probing', actions: submitActions }] },
        },
      },
    },
    sent: {
      description: 'The "message sent" view, the same whether or not the address has an account',
      meta: { spec: ['site-2.23', 'site-4.18', 'site-1.5'] },
    },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
