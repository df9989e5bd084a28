/**
 * The policy disclosure modals of the quote form (quote-2.31): informationDisclosure,
 * privacyPolicy and smsPolicy. A small child machine the quote chart invokes (invoke id
 * `disclosures`) in the steps that ask for consent (driver2, and the affiliate consent section,
 * quote-2.12): `closed` until a policy link is followed (`disclosure.open { policy }`), `open` with
 * that policy until it is closed (`disclosure.close`: the Close button, the dialog's close button,
 * Escape). It never ends: leaving the step stops it. The view is views/quote/Disclosures.tsx.
 */
import { assign, setup } from 'xstate';

/** quote-2.31: the three policies, in the order their links are shown. */
export const DISCLOSURE_POLICIES = ['informationDisclosure', 'privacyPolicy', 'smsPolicy'] as const;
export type DisclosurePolicy = (typeof DISCLOSURE_POLICIES)[number];

export interface DisclosuresContext {
  /** The policy open, or the last one opened (informationDisclosure before any). */
  policy: DisclosurePolicy;
}

export type DisclosuresEvent = { type: 'disclosure.open'; policy: DisclosurePolicy } | { type: 'disclosure.close' };

export function isDisclosurePolicy(value: unknown): value is DisclosurePolicy {
  return typeof value === 'string' && (DISCLOSURE_POLICIES as readonly string[]).includes(value);
}

const askedPolicy = ({ event }: { event: { policy: DisclosurePolicy } }) => ({ policy: event.policy });

export const disclosuresMachine = setup({
  types: {
    context: {} as DisclosuresContext,
    events: {} as DisclosuresEvent,
  },
  guards: {
    /** A policy the form has a text for (an event from outside the typed view may carry anything). */
    knownPolicy: (_, p: { policy: unknown }) => isDisclosurePolicy(p.policy),
  },
  actions: {
    showPolicy: assign((_, p: { policy: DisclosurePolicy }) => ({ policy: p.policy })),
  },
}).createMachine({
  id: 'disclosures',
  description: 'The policy disclosure links and their modal (information disclosure, privacy, SMS)',
  context: { policy: 'informationDisclosure' },
  initial: 'closed',
  states: {
    closed: {
      description: 'The three policy links; no modal',
      meta: { spec: ['quote-2.31'] },
      on: {
        'disclosure.open': {
          guard: { type: 'knownPolicy', params: askedPolicy },
          target: 'open',
          actions: { type: 'showPolicy', params: askedPolicy },
        },
      },
    },
    open: {
      description: 'The modal shows the chosen policy: its title, its text and Close',
      meta: { spec: ['quote-2.31'] },
      on: {
        'disclosure.close': { target: 'closed' },
      },
    },
  },
});

export type DisclosuresMachine = typeof disclosuresMachine;
