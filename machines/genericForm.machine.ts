/**
 * The generic form (site-2.19, site-5.7 to site-5.9, site-7.14, site-8.8). Every field is judged
 * on submit (required, then its constraint; an optional field only when filled); the failing
 * fields show their messages and the first one takes focus (the view). A filled spam trap sends
 * the visitor to the error page instead (site-5.8). A present captcha needs a response
 * (site-5.9). A form that passes is submitted natively (site-7.14): the chart enters `sending`
 * and the view lets the browser's own submit go to the form's action, whose handler sends the
 * visitor back with ?sent=1 (the `sent` state).
 */
import { assign, setup } from 'xstate';
import type { FormField } from '../src/config/genericForm';
import { captchaMissing, formProblems, isSpam, type DefaultMessages, type FormValues } from './genericForm.rules';

export interface GenericFormInput {
  fields: readonly FormField[];
  captcha: boolean;
  /** site-3.3: where a filled spam trap goes. */
  errorpage: string;
  /** The page was opened by the action's handler after a submit (?sent=1). */
  sent: boolean;
  /** The catalog's default messages, in the page's language (a field's own attributes win). */
  defaults: DefaultMessages;
  /** The `redirect` field the form submits: where the action's handler sends the visitor (this page with ?sent=1). */
  redirect: string;
  /** This page's path, for "ask another question" from the thank-you. */
  page: string;
}

export interface GenericFormContext extends GenericFormInput {
  /** The failing fields of the last submit, by name, with their messages. */
  problems: Record<string, string>;
  /** site-5.9: the last submit had no captcha response. */
  captchaError: boolean;
}

export interface SubmitPayload {
  values: FormValues;
  /** The spam trap's content. */
  trap: string;
  /** The captcha's response (null: none given). */
  captcha: string | null;
}

export type GenericFormEvent = { type: 'form.submit' } & SubmitPayload;

const submitted = ({ event }: { event: SubmitPayload }) => event;

/** One submit, judged the same from the form and after a failed one. */
const submit = [
  { guard: { type: 'isSpam', params: submitted }, target: '#genericForm.spam' },
  { guard: { type: 'passes', params: submitted }, target: '#genericForm.sending', actions: 'clearProblems' },
  { target: '#genericForm.invalid', actions: { type: 'assignProblems', params: submitted } },
] as const;

export const genericFormMachine = setup({
  types: {
    context: {} as GenericFormContext,
    events: {} as GenericFormEvent,
    input: {} as GenericFormInput,
    tags: {} as 'leaving',
  },
  guards: {
    wasSent: ({ context }) => context.sent,
    isSpam: (_, p: SubmitPayload) => isSpam(p.trap),
    passes: ({ context }, p: SubmitPayload) =>
      !captchaMissing(context.captcha, p.captcha) && Object.keys(formProblems(context.fields, p.values, context.defaults)).length === 0,
  },
  actions: {
    assignProblems: assign(({ context }, p: SubmitPayload) => ({
      problems: formProblems(context.fields, p.values, context.defaults),
      captchaError: captchaMissing(context.captcha, p.captcha),
    })),
    clearProblems: assign({ problems: {}, captchaError: false }),
    /** Browser effect, provided where the actor is created (src/widgets/genericForm.tsx). */
    navigate: (_, _p: { url: string }) => {},
  },
}).createMachine({
  id: 'genericForm',
  description: 'The generic form: judged on submit, a spam trap, a captcha, then the native submit',
  context: ({ input }) => ({ ...input, problems: {}, captchaError: false }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Back from the action’s handler (?sent=1): the thank-you; otherwise the form',
      always: [{ guard: 'wasSent', target: 'sent' }, { target: 'editing' }],
    },
    editing: {
      description: 'The form, nothing judged yet',
      meta: { spec: ['site-2.19', 'site-5.7'] },
      on: { 'form.submit': submit },
    },
    invalid: {
      description: 'The failing fields with their messages (and the captcha’s); the first failing field has focus',
      meta: { spec: ['site-5.7', 'site-5.9', 'site-8.8'] },
      on: { 'form.submit': submit },
    },
    spam: {
      description: 'The spam trap was filled: to the error page instead of submitting',
      tags: ['leaving'],
      meta: { spec: ['site-5.8', 'site-3.3'] },
      entry: { type: 'navigate', params: ({ context }) => ({ url: context.errorpage }) },
    },
    sending: {
      description: 'Every field passes: the browser submits the form natively to its action',
      tags: ['leaving'],
      meta: { spec: ['site-7.14', 'site-5.7'] },
    },
    sent: {
      description: 'The action’s handler sent the visitor back: the thank-you',
      meta: { spec: ['site-7.14', 'site-1.7'] },
    },
  },
});

export type GenericFormMachine = typeof genericFormMachine;
