/**
 * The out-of-state page (site-2.26, site-4.17): the state comes from the query parameter `state`,
 * else the stored customer state. A state link found: the redirect message, a countdown of the
 * configured seconds (site-9.8) with a link to go now, then the redirect. Otherwise the email
 * form (site-5.4), which posts email, state and redirect to its own action (site-7.8).
 *
 * The visitor may stop the countdown and stay (WCAG 2.2.1, timing adjustable): a timed redirect
 * must let the visitor turn it off; the link then stays.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { postOutOfStateForm, type OutOfStateAnswer, type OutOfStateFields } from '../services/outOfState';
import { findStateLink, isEmail, resolveState, stateParam, type StateLink, type UsState, type VisitorState } from './outOfState.rules';

export interface OutOfStateInput {
  /** The query parameter `state`, as the address has it. */
  queryState: string | null;
  /** The stored customer state (`{brand}-customerState`, 168 hours). */
  storedState: string | null;
  /** site-3.10: the states (id, name) and the state links (stateName, stateLink), from the page configuration. */
  states: readonly UsState[];
  stateLinks: readonly StateLink[];
  /** site-9.8: the redirect delay, in seconds. */
  redirectSeconds: number;
  /** site-7.8: the form's own action, and its redirect field. */
  formAction: string;
  redirect: string;
}

export interface OutOfStateContext {
  /** The state the page is for (null: none, or not a state). */
  state: VisitorState | null;
  /** Its state link, or null (the form). */
  link: string | null;
  secondsLeft: number;
  formAction: string;
  redirect: string;
  /** The last email submitted (kept after a failure). */
  email: string;
}

export type OutOfStateEvent =
  | { type: 'redirect.now' }
  | { type: 'redirect.stay' }
  | { type: 'form.submit'; email: string };

const submittedEmail = ({ event }: { event: { email: string } }) => ({ email: event.email.trim() });

/** site-7.8: the three fields the form posts. */
export function formFieldsOf(context: OutOfStateContext): OutOfStateFields {
  return { email: context.email, state: context.state?.code ?? '', redirect: context.redirect };
}

/** A submit with a valid email (site-5.4), from the form or after a failure. */
const submit = {
  guard: { type: 'isEmail', params: submittedEmail },
  target: '#outOfState.form.submitting',
  actions: { type: 'assignEmail', params: submittedEmail },
} as const;

export const outOfStateMachine = setup({
  types: {
    context: {} as OutOfStateContext,
    events: {} as OutOfStateEvent,
    input: {} as OutOfStateInput,
    tags: {} as 'loading' | 'leaving',
  },
  actors: {
    subscribe: fromCall<OutOfStateAnswer, { action: string; fields: OutOfStateFields }>(({ input, signal }) =>
      postOutOfStateForm(input.action, input.fields, { signal }),
    ),
  },
  guards: {
    hasStateLink: ({ context }) => context.link !== null,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    isEmail: (_, p: { email: string }) => isEmail(p.email),
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    assignEmail: assign((_, p: { email: string }) => ({ email: p.email })),
    /** Browser effect, provided where the actor is created (src/widgets/outOfState.tsx). */
    navigate: (_, _p: { url: string }) => {},
  },
  delays: {
    /** The countdown moves every second (site-9.8: the delay is configured in seconds). */
    second: 1000,
  },
}).createMachine({
  id: 'outOfState',
  description: 'The out-of-state page: a timed redirect to the state link, or the email form',
  context: ({ input }) => {
    const state = resolveState(stateParam(input.queryState, input.storedState), input.states);
    return {
      state,
      link: findStateLink(state, input.stateLinks),
      secondsLeft: input.redirectSeconds,
      formAction: input.formAction,
      redirect: input.redirect,
      email: '',
    };
  },
  initial: 'opening',
  states: {
    opening: {
      description: 'The state (query, else stored) has a state link: the redirect; otherwise the email form',
      meta: { spec: ['site-2.26', 'site-3.10', 'site-4.17'] },
      always: [{ guard: 'hasStateLink', target: 'redirect' }, { target: 'form' }],
    },
    redirect: {
      description: 'A state link: the redirect message, a countdown and a link to go now',
      meta: { spec: ['site-2.26', 'site-4.17'] },
      initial: 'counting',
      states: {
        counting: {
          description: 'Counting down the configured seconds; the link goes now, a button stays',
          meta: { spec: ['site-9.8'] },
          after: {
            second: [
              { guard: 'lastSecond', target: 'leaving' },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
          on: {
            'redirect.now': { target: 'leaving' },
            'redirect.stay': { target: 'stopped' },
          },
        },
        stopped: {
          description: 'The visitor stays: the message and the link, no countdown',
          on: { 'redirect.now': { target: 'leaving' } },
        },
        leaving: {
          description: 'Going to the state link',
          // Not final: Back may bring the page again from the browser's cache (createWidget, LEAVING_TAG).
          tags: ['leaving'],
          meta: { spec: ['site-2.26', 'site-9.8'] },
          entry: { type: 'navigate', params: ({ context }) => ({ url: context.link ?? '' }) },
        },
      },
    },
    form: {
      description: 'No state link: the email form',
      meta: { spec: ['site-2.26', 'site-4.17'] },
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing an email; the button is unavailable until it is valid',
          meta: { spec: ['site-5.4'] },
          on: { 'form.submit': submit },
        },
        submitting: {
          description: 'Posting email, state and redirect to the form action',
          tags: ['loading'],
          meta: { spec: ['site-7.8'] },
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => ({ action: context.formAction, fields: formFieldsOf(context) }),
            onDone: { target: '#outOfState.subscribed' },
            onError: { target: 'failed' },
          },
        },
        failed: {
          description: 'The post failed: a message to try again; the email is kept',
          on: { 'form.submit': submit },
        },
      },
    },
    subscribed: {
      description: 'The email is saved: the thank-you message and a link on',
      meta: { spec: ['site-7.8'] },
    },
  },
});

export type OutOfStateMachine = typeof outOfStateMachine;
