/**
 * Create customer (portal-2.7, portal-4.17, portal-4.18, portal-5.2, portal-7.14, portal-7.15,
 * portal-8.2, quote-3.13, quote-7.2): a visitor fills in the form; leaving the ZIP field looks the
 * ZIP up and fills in the city and state; the submit fetches a token with the email, phone and
 * date of birth, then creates the customer; success goes to the configured page, or, where the page
 * configures none, shows the confirmation in place of the form (what happened and what to do next);
 * a failure shows the server's message or the configured default, with the form enabled and every
 * field kept.
 *
 * While editing, two things run side by side (a parallel state): what the form says about its
 * last submit (`submit`), and the ZIP lookup (`zip`), so a lookup never hides a failure message
 * and a failure never stops a lookup.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { fromToken, type TokenPort } from './kit/token';
import { lookupZip, type ZipLookup } from '../services/address';
import { createCustomer, obtainSignUpToken, type CreateCustomerAnswer, type CreateCustomerRequest, type SignUpIdentity } from '../services/createCustomer';
import type { Region } from '../services/http';
import { regionOfState, type TokenStore } from '../services/tokens';
import type { Attribution } from '../src/rules/attribution';
import { isValidZip } from '../src/rules/zip';
import {
  isNewZip,
  serverMessageOf,
  signUpIdentity,
  toCreateCustomerRequest,
  zipFill,
  type CreateCustomerFormValues,
  type ZipFill,
} from './createCustomer.rules';

export interface CreateCustomerInput {
  brand: string;
  /** portal-2.7: where a created customer goes (the page's config); null: the confirmation is shown in place. */
  successUrl: string | null;
  /** The confirmation's next step: the page that emails a link to set the account's password. */
  setPasswordUrl: string;
  /** quote-3.13: where the visit came from (the source cookie and the page's query). */
  attribution: Attribution;
  /** Where the sign-up token is kept: the widget makes it on the page's storage (machines/kit/token.ts). */
  tokens: TokenStore;
}

export interface CreateCustomerContext extends CreateCustomerInput {
  /** The values of the last submit (the form starts from them again if it is drawn anew). */
  values: CreateCustomerFormValues | null;
  /** The token fetched for this submit, sent as the creation's bearer. */
  token: string | null;
  /** The ZIP the form last worked with (looked up or submitted): leaving the field with it again does nothing. */
  lastZip: string;
  /** portal-4.18: the city and state the last lookup filled in; the view puts them in the form. */
  fill: ZipFill | null;
  /** portal-8.2: the server's message of the last failure (null: the configured default). */
  serverMessage: string | null;
}

export type CreateCustomerEvent = { type: 'zip.leave'; zip: string } | { type: 'form.submit'; values: CreateCustomerFormValues };

/** The calls' answers as params (written once each). */
const lookupAnswer = ({ context, event }: { context: CreateCustomerContext; event: { output: ZipLookup } }) => ({
  zip: context.lastZip,
  lookup: event.output,
});
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const leftZip = ({ event }: { event: { zip: string } }) => ({ zip: event.zip });

export const createCustomerMachine = setup({
  types: {
    context: {} as CreateCustomerContext,
    events: {} as CreateCustomerEvent,
    input: {} as CreateCustomerInput,
    tags: {} as 'loading' | 'leaving',
  },
  actors: {
    lookupZip: fromCall<ZipLookup, { zip: string; brand: string }>(({ input, signal }) => lookupZip(input.zip, input.brand, { signal })),
    // portal-7.14: a new token for each creation, kept as the anonymous token of the customer's endpoint.
    getToken: fromToken<TokenPort & { identity: SignUpIdentity }>({
      kind: 'anonymous',
      obtain: (tokens, input, signal) => obtainSignUpToken(tokens, input.identity, { signal }),
    }),
    createCustomer: fromCall<CreateCustomerAnswer, { request: CreateCustomerRequest; region: Region; token: string }>(({ input, signal }) =>
      createCustomer(input.request, { signal, region: input.region, token: input.token }),
    ),
  },
  guards: {
    isNewZip: ({ context }, p: { zip: string }) => isNewZip(p.zip, context.lastZip),
    isZip: (_, p: { zip: string }) => isValidZip(p.zip),
    isNotZip: (_, p: { zip: string }) => !isValidZip(p.zip),
    canFill: (_, p: { zip: string; lookup: ZipLookup }) => zipFill(p.zip, p.lookup) !== null,
    hasServerMessage: (_, p: { error: unknown }) => serverMessageOf(p.error) !== null,
    hasSuccessUrl: ({ context }) => context.successUrl !== null,
  },
  actions: {
    assignZip: assign((_, p: { zip: string }) => ({ lastZip: p.zip })),
    clearZip: assign({ lastZip: '' }),
    assignFill: assign((_, p: { zip: string; lookup: ZipLookup }) => ({ fill: zipFill(p.zip, p.lookup) })),
    assignValues: assign((_, p: { values: CreateCustomerFormValues }) => ({ values: p.values, lastZip: p.values.zip, serverMessage: null })),
    assignServerMessage: assign((_, p: { error: unknown }) => ({ serverMessage: serverMessageOf(p.error) })),
    assignToken: assign((_, p: { token: string }) => ({ token: p.token })),
    /** Browser effects, provided where the actor is created (src/widgets/createCustomer.tsx). */
    navigate: (_, _p: { url: string }) => {},
  },
}).createMachine({
  id: 'createCustomer',
  description: 'Create a customer: the form, the ZIP lookup, the token fetch and the creation',
  context: ({ input }) => ({
    brand: input.brand,
    successUrl: input.successUrl,
    setPasswordUrl: input.setPasswordUrl,
    attribution: input.attribution,
    tokens: input.tokens,
    values: null,
    token: null,
    lastZip: '',
    fill: null,
    serverMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The create-customer form: names, email, phone, date of birth, ZIP, city and state',
      meta: { spec: ['portal-2.7', 'portal-5.2', 'portal-6.1'] },
      type: 'parallel',
      on: {
        'form.submit': {
          target: 'submitting',
          actions: { type: 'assignValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
      states: {
        submit: {
          description: 'What the form says about its last submit',
          initial: 'ready',
          states: {
            ready: {
              description: 'The form; its submit button is unavailable until every field is valid',
              meta: { spec: ['portal-4.17', 'portal-5.2'] },
            },
            failedWithMessage: {
              description: "Not created: the server's message as text; the form enabled, every field kept",
              meta: { spec: ['portal-4.17', 'portal-8.2'] },
            },
            failed: {
              description: 'Not created: the configured default message; the form enabled, every field kept',
              meta: { spec: ['portal-4.17', 'portal-8.2'] },
            },
          },
        },
        zip: {
          description: 'The ZIP lookup of the city and state',
          initial: 'idle',
          on: {
            'zip.leave': [
              { guard: { type: 'isNewZip', params: leftZip }, target: '.lookingUp', actions: { type: 'assignZip', params: leftZip } },
              // Left with a ZIP that is not five digits: the note about the last one goes. (Left
              // with the ZIP it last worked with: nothing happens, what was filled or typed stays.)
              { guard: { type: 'isNotZip', params: leftZip }, target: '.idle', actions: 'clearZip' },
            ],
          },
          states: {
            idle: { description: 'No ZIP looked up' },
            lookingUp: {
              description: 'Looking the ZIP up',
              tags: ['loading'],
              meta: { spec: ['portal-4.18', 'portal-7.15'] },
              invoke: {
                id: 'lookupZip',
                src: 'lookupZip',
                input: ({ context }) => ({ zip: context.lastZip, brand: context.brand }),
                onDone: [
                  { guard: { type: 'canFill', params: lookupAnswer }, target: 'filled', actions: { type: 'assignFill', params: lookupAnswer } },
                  { target: 'notFilled' },
                ],
                onError: { target: 'lookupFailed' },
              },
            },
            filled: {
              description: 'City and state filled in, upper case, from the ZIP',
              meta: { spec: ['portal-4.18'] },
            },
            notFilled: {
              description: 'No address or no quote for the ZIP: the city and state stay as typed, with a note',
              meta: { spec: ['portal-4.18'] },
            },
            lookupFailed: {
              description: 'The lookup failed: the city and state stay as typed, with a note',
              on: {
                'zip.leave': { guard: { type: 'isZip', params: leftZip }, target: 'lookingUp', actions: { type: 'assignZip', params: leftZip } },
              },
            },
          },
        },
      },
    },
    submitting: {
      description: 'Creating the customer: the submit button busy with its spinner, every field kept',
      tags: ['loading'],
      meta: { spec: ['portal-4.17', 'portal-7.14'] },
      initial: 'gettingToken',
      states: {
        gettingToken: {
          description: 'Fetching a token with the email, phone and date of birth',
          meta: { spec: ['portal-7.14'] },
          invoke: {
            id: 'getToken',
            src: 'getToken',
            input: ({ context }) => ({ tokens: context.tokens, identity: signUpIdentity(context.values!) }),
            onDone: { target: 'creating', actions: { type: 'assignToken', params: ({ event }) => ({ token: event.output.token }) } },
            // The token call's own messages speak of tokens and sign-in, not of this customer:
            // a failed token fetch shows the configured default message.
            onError: { target: '#createCustomer.editing.submit.failed' },
          },
        },
        creating: {
          description: 'Posting the customer with loyalty enrollment and the visit attribution',
          meta: { spec: ['portal-7.14', 'quote-7.2', 'quote-3.13'] },
          invoke: {
            id: 'createCustomer',
            src: 'createCustomer',
            input: ({ context }) => ({
              request: toCreateCustomerRequest(context.values!, context.attribution),
              region: regionOfState(context.values!.state),
              token: context.token ?? '',
            }),
            onDone: [{ guard: 'hasSuccessUrl', target: '#createCustomer.created' }, { target: '#createCustomer.confirmed' }],
            onError: [
              {
                guard: { type: 'hasServerMessage', params: failure },
                target: '#createCustomer.editing.submit.failedWithMessage',
                actions: { type: 'assignServerMessage', params: failure },
              },
              { target: '#createCustomer.editing.submit.failed' },
            ],
          },
        },
      },
    },
    created: {
      description: 'Created: going to the configured page',
      // Not final: Back may bring the page again from the browser's cache, and the widget root
      // then starts the flow again (src/widgets/createWidget.tsx, LEAVING_TAG).
      tags: ['leaving'],
      meta: { spec: ['portal-2.7', 'portal-4.17'] },
      entry: { type: 'navigate', params: ({ context }) => ({ url: context.successUrl ?? '' }) },
    },
    confirmed: {
      description: 'Created, and the page names no page to go to: the confirmation (to whom, where the details went) and what to do next',
      meta: { spec: ['portal-2.7', 'portal-4.17'] },
      type: 'final',
    },
  },
});

export type CreateCustomerMachine = typeof createCustomerMachine;
