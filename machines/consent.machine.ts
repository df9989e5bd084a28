/**
 * The consent form (portal-2.6, portal-4.16, portal-8.1): the page reads the query parameter id,
 * waits for the brand token (every 300 ms, portal-9.7) and asks for the consent customer
 * (portal-7.1). Already consented: the alreadyConsented message. Otherwise one checkbox per
 * consent, each with its policy modal, and the submit unavailable until every box is ticked
 * (portal-5.3); the update (portal-7.2) ends in consentSuccess (the boxes and the button then
 * disabled) or the consentError message. A page without an id, an unknown id or a failed call
 * shows consentError.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import {
  consentUpdateOf,
  loadConsentCustomer,
  updateConsent,
  type ConsentCustomer,
  type ConsentUpdateAnswer,
  type ConsentUpdateRequest,
} from '../services/consent';
import { allConsentsGiven, isUnknownConsent } from './consent.rules';

export interface ConsentInput {
  /** The query parameter id (null: none). */
  id: string | null;
  /** The page's consents, in page order (the configured checkboxoptions' ids). */
  consentIds: readonly string[];
}

export interface ConsentContext {
  id: string | null;
  consentIds: readonly string[];
  /** portal-3.6: the consent customer, once read. */
  customer: ConsentCustomer | null;
}

export type ConsentEvent =
  /** The form submitted, with the ids of the ticked boxes. */
  | { type: 'form.submit'; consents: string[] }
  /** The update failed: send it again. */
  | { type: 'form.retry' }
  /** The customer call failed: ask again. */
  | { type: 'load.retry' };

const customerAnswer = ({ event }: { event: { output: ConsentCustomer } }) => ({ customer: event.output });
const tickedConsents = ({ event }: { event: { consents: string[] } }) => ({ consents: event.consents });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** portal-7.2: the update of the customer the page read (the form shows only once it was read). */
function updateInput(context: ConsentContext): { id: string; update: ConsentUpdateRequest } {
  if (!context.customer) throw new Error('The consent update needs the consent customer.');
  return { id: context.id ?? '', update: consentUpdateOf(context.customer) };
}

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
    tags: {} as 'loading',
  },
  actors: {
    loadConsent: fromCall<ConsentCustomer, { id: string }>(({ input, signal }) => loadConsentCustomer(input.id, { signal })),
    saveConsent: fromCall<ConsentUpdateAnswer, { id: string; update: ConsentUpdateRequest }>(({ input, signal }) =>
      updateConsent(input.id, input.update, { signal }),
    ),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    alreadyConsented: (_, p: { customer: ConsentCustomer }) => p.customer.cf_customer_consent_form_completed,
    allTicked: ({ context }, p: { consents: string[] }) => allConsentsGiven(context.consentIds, p.consents),
    isUnknown: (_, p: { error: unknown }) => isUnknownConsent(p.error),
  },
  actions: {
    assignCustomer: assign((_, p: { customer: ConsentCustomer }) => ({ customer: p.customer })),
  },
}).createMachine({
  id: 'consent',
  description: 'The consent form of a customer, by the id of the address',
  context: ({ input }) => ({ id: input.id, consentIds: input.consentIds, customer: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'With an id the customer is asked for; without one, the consent error',
      meta: { spec: ['portal-2.6'] },
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'consentError.invalidLink' }],
    },
    loading: {
      description: 'Waiting for the brand token (every 300 ms), then asking for the consent customer by id',
      tags: ['loading'],
      meta: { spec: ['portal-7.1', 'portal-9.7', 'portal-3.6'] },
      invoke: {
        id: 'loadConsent',
        src: 'loadConsent',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: [
          {
            guard: { type: 'alreadyConsented', params: customerAnswer },
            target: 'alreadyConsented',
            actions: { type: 'assignCustomer', params: customerAnswer },
          },
          { target: 'form', actions: { type: 'assignCustomer', params: customerAnswer } },
        ],
        onError: [{ guard: { type: 'isUnknown', params: failure }, target: 'consentError.invalidLink' }, { target: 'consentError.failed' }],
      },
    },
    form: {
      description: 'One checkbox per consent, each with its policy; the submit unavailable until all are ticked',
      meta: { spec: ['portal-2.6', 'portal-4.16', 'portal-5.3'] },
      initial: 'editing',
      states: {
        editing: {
          description: 'Ticking the boxes and reading the policies',
          on: { 'form.submit': { guard: { type: 'allTicked', params: tickedConsents }, target: 'submitting' } },
        },
        submitting: {
          description: 'Sending the consent (isMarketingConsentGiven true)',
          tags: ['loading'],
          meta: { spec: ['portal-7.2'] },
          invoke: {
            id: 'saveConsent',
            src: 'saveConsent',
            input: ({ context }) => updateInput(context),
            onDone: { target: '#consent.consentSuccess' },
            onError: { target: 'submitError' },
          },
        },
        submitError: {
          description: 'The update failed: the consentError message above the form; the boxes stay ticked',
          meta: { spec: ['portal-8.1', 'portal-4.16'] },
          on: { 'form.retry': { target: 'submitting' } },
        },
      },
    },
    consentSuccess: {
      description: 'Consent given: the consentSuccess message; the boxes and the button disabled',
      meta: { spec: ['portal-4.16', 'portal-8.1'] },
    },
    alreadyConsented: {
      description: 'The customer has given consent already: the alreadyConsented message',
      meta: { spec: ['portal-4.16', 'portal-8.1'] },
    },
    consentError: {
      description: 'The consent error: the consentError message',
      meta: { spec: ['portal-4.16', 'portal-8.1'] },
      initial: 'failed',
      states: {
        failed: {
          description: 'The customer call failed: the message and a button to try again',
          on: { 'load.retry': { target: '#consent.loading' } },
        },
        invalidLink: {
          description: 'No id, or an id no customer has: the message only',
        },
      },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
