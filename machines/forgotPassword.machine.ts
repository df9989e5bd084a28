/**
 * Forgot password (site-1.5, site-2.23, site-4.18, site-5.4, site-7.3, site-7.4): an email, the
 * customer existence check on the main endpoint and then on the California one when absent (the
 * kit's probe, a child chart, machines/kit/probe.machine.ts), the
 * reset email sent on the endpoint that has the customer, then the "message sent" view.
 *
 * No account enumeration: an address with no account reaches the very same `sent` state (the same
 * words) without a reset call; only a failed call (500, timeout, a broken answer) is told apart,
 * as a try-again error in the form that keeps the email.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { ladder } from './kit/ladder';
import { customerProbe, probeRegion, type ProbeOutput } from './kit/probe.machine';
import type { Region } from '../services/http';
import { sendResetPassword, type SendResetPasswordAnswer } from '../services/password';

export interface ForgotPasswordInput {
  /** Where the "message sent" view's link back to sign in goes (the page language's /sign-in/ by default). */
  signInPage: string;
}

export interface ForgotPasswordContext extends ForgotPasswordInput {
  /** The address submitted last (kept for the form after a failure, and for the sent view). */
  email: string;
  /** The endpoint that has the customer, once a check found one. */
  region: Region | null;
}

export type ForgotPasswordEvent = { type: 'form.submit'; email: string };

const submittedEmail = ({ event }: { event: { email: string } }) => ({ email: event.email });
const probed = ({ event }: { event: { output: ProbeOutput } }) => ({ probe: event.output });
const foundRegion = ({ event }: { event: { output: ProbeOutput } }) => ({ region: probeRegion(event.output) });

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
  guards: {
    customerFound: (_, p: { probe: ProbeOutput }) => p.probe.outcome === 'found',
    probeFailed: (_, p: { probe: ProbeOutput }) => p.probe.outcome === 'failed',
  },
  actions: {
    assignEmail: assign((_, p: { email: string }) => ({ email: p.email.trim(), region: null })),
    assignRegion: assign((_, p: { region: Region }) => ({ region: p.region })),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Ask for an email with a link to set a new password',
  context: ({ input }) => ({ signInPage: input.signInPage, email: '', region: null }),
  initial: 'form',
  states: {
    form: {
      description: 'The home view: the email field and the button, unavailable until the email is valid',
      meta: { spec: ['site-2.23', 'site-4.18', 'site-5.4'] },
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing the email address',
          on: { 'form.submit': { target: 'probing', actions: { type: 'assignEmail', params: submittedEmail } } },
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
            onError: { target: 'failed' },
          },
        },
        failed: {
          description: 'A call failed: a try-again error in the form; the email is kept',
          on: { 'form.submit': { target: 'probing', actions: { type: 'assignEmail', params: submittedEmail } } },
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
