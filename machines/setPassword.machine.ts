/**
 * Set a new password from the reset email's link (site-1.5, site-2.29, site-4.15, site-5.5,
 * site-7.9, site-8.9): the page reads `?token=` and `?state=`, the token leaves the address bar at
 * once, the new password and its repeat are sent with the token to the main endpoint or to the
 * California one (state=ca, site-6.2), and a success replaces the form with the changed-password
 * view. A page opened without a token says so and offers the forgot-password page instead.
 *
 * The password is never kept: it travels in the submit event to the call's input, and nowhere
 * else (not in the context, not in storage, not in analytics).
 */
import { setup } from 'xstate';
import { fromCall } from './kit/call';
import type { Region } from '../services/http';
import { setPassword, type SetPasswordAnswer, type SetPasswordRequest } from '../services/password';
import type { SetPasswordFormValues } from '../src/rules/passwordForm';

export interface SetPasswordInput {
  /** The link's `?token=` (null when the page was opened without one, or with a blank one). */
  token: string | null;
  /** The endpoint of the link's `?state=`: California's for `ca` (site-6.2), the main one otherwise. */
  region: Region;
  /** Where the changed-password view's sign-in link goes (the page language's /sign-in/ by default). */
  signInPage: string;
  /** Where "ask for a new link" goes (the page language's /forgot-password/ by default). */
  forgotPasswordPage: string;
}

export type SetPasswordContext = SetPasswordInput;

export type SetPasswordEvent = { type: 'form.submit'; values: SetPasswordFormValues };

export type SetPasswordCall = SetPasswordRequest & { region: Region };

export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
    tags: {} as 'loading',
  },
  actors: {
    setPassword: fromCall<SetPasswordAnswer, SetPasswordCall>(({ input, signal }) =>
      setPassword({ token: input.token, password: input.password, passwordVerify: input.passwordVerify }, { region: input.region, signal }),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  actions: {
    /** Browser effect, provided where the actor is created (src/widgets/setPassword.tsx): the token leaves the address bar. */
    clearResetToken: () => {},
  },
}).createMachine({
  id: 'setPassword',
  description: 'Set a new password from the link of the reset email',
  context: ({ input }) => ({ ...input }),
  initial: 'readingLink',
  states: {
    readingLink: {
      description: 'Reading the token and the state of the link',
      meta: { spec: ['site-2.29'] },
      always: [{ guard: 'hasToken', target: 'form', actions: 'clearResetToken' }, { target: 'noLink' }],
    },
    noLink: {
      description: 'Opened without a reset link: a message and a link to ask for a new email',
      meta: { spec: ['site-2.29'] },
    },
    form: {
      description: 'The new password and its repeat, with show/hide toggles and the live requirements checklist',
      meta: { spec: ['site-2.29', 'site-5.5', 'site-9.6'] },
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing the new password twice',
          on: { 'form.submit': { target: 'submitting' } },
        },
        submitting: {
          description: 'Setting the new password (on the California endpoint for state=ca)',
          tags: ['loading'],
          meta: { spec: ['site-7.9', 'site-3.12', 'site-6.2'] },
          invoke: {
            id: 'setPassword',
            src: 'setPassword',
            // The password comes with the submit event, straight into the call: the chart keeps none.
            input: ({ context, event }) => ({
              token: context.token ?? '',
              password: event.values.password,
              passwordVerify: event.values.passwordVerify,
              region: context.region,
            }),
            onDone: { target: '#setPassword.changed' },
            onError: { target: 'failed' },
          },
        },
        failed: {
          description: 'The call failed: the configured failure message; the passwords are kept to try again',
          meta: { spec: ['site-5.5', 'site-8.9'] },
          on: { 'form.submit': { target: 'submitting' } },
        },
      },
    },
    changed: {
      description: 'Password changed: the form and its error hidden, the changed-password header and a link to sign in',
      meta: { spec: ['site-4.15', 'site-2.29'] },
    },
  },
});

export type SetPasswordMachine = typeof setPasswordMachine;
