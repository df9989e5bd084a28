/**
 * The quote form's contact form (quote-2.7, quote-2.12, quote-2.31) as its own charts: the e-mail,
 * the phone and the consent, with the policies the consent is given to (the `disclosures` child,
 * each policy in its modal). Two charts of one setup: the contact step, the quote chart's child
 * `driver2`, whose Back is its own; and the affiliate consent section after the coverage (the same
 * form, for an affiliate whose lead gave no consent), the child `consent`, whose Back is the quote
 * chart's as on the coverage. Start over is theirs: its confirmation lies over the form, No gives
 * the form back. Each ends with what the parent needs: the values given, Back, or Start over
 * confirmed. The parent keeps, saves, records and writes the lead.
 */
import { assign, setup } from 'xstate';
import { disclosuresMachine } from './disclosures.machine';
import { isDriver2Complete } from './quoteValues';
import type { Driver2Values } from './types';
import { startOver, type StartOverEvent, type StartOverOutput, type StartOverTag } from './startOver';

export type ContactStageEvent =
  | { type: 'driver2.submit'; values: Driver2Values }
  | { type: 'consent.submit'; values: Driver2Values }
  | { type: 'step.back' }
  | StartOverEvent;

export interface ContactStageContext {
  /** The values given with a complete Continue (none before). */
  values: Driver2Values | null;
}

/** How the form ended: complete values given, Back (the contact step's), or Start over confirmed. */
export type ContactStageOutput = { kind: 'submitted'; values: Driver2Values } | { kind: 'back' } | StartOverOutput;
/** How the consent section ended: complete values given, or Start over confirmed (its Back is the quote chart's). */
export type ConsentStageOutput = Exclude<ContactStageOutput, { kind: 'back' }>;

/** A Continue's values. */
const given = ({ event }: { event: ContactStageEvent }) => ({ values: event.type === 'driver2.submit' || event.type === 'consent.submit' ? event.values : null });

/** What the two charts share: their context, events, the policies' chart, the Continue's guard and action. */
const contactForm = setup({
  types: {
    context: {} as ContactStageContext,
    events: {} as ContactStageEvent,
    output: {} as ContactStageOutput,
    tags: {} as StartOverTag,
  },
  actors: { disclosures: disclosuresMachine },
  guards: {
    /** The e-mail, a phone and the consent. */
    contactComplete: (_, p: { values: Driver2Values | null }) => p.values !== null && isDriver2Complete(p.values),
  },
  actions: {
    keepValues: assign((_, p: { values: Driver2Values | null }) => (p.values ? { values: p.values } : {})),
  },
});

const EDITING_DESCRIPTION = 'The visitor gives the e-mail, the phone and the consent';
const SUBMITTED_DESCRIPTION = 'The e-mail, the phone and the consent given: the parent keeps them and goes on';

/** The policies the consent is given to, each in its modal (quote-2.31); closed while Start over is asked. */
const policies = { id: 'disclosures', src: 'disclosures' } as const;

/** Start over on each form (its only resting screen). */
const restartContact = startOver('contactStage', ['editing']);
const restartConsent = startOver('consentStage', ['editing']);

/** The contact step (driver2), the quote chart's child `driver2`: its Continue, its Back and its Start over. */
export const contactStageMachine = contactForm.createMachine({
  id: 'contactStage',
  description: 'Contact: email, phone, consent',
  context: { values: null },
  initial: 'editing',
  on: restartContact.ask,
  states: {
    editing: {
      description: EDITING_DESCRIPTION,
      invoke: policies,
      on: {
        // Back waits while the lead is written (the quote chart's, after this chart ends); a typed hash does not.
        'step.back': { target: 'back' },
        'driver2.submit': { guard: { type: 'contactComplete', params: given }, target: 'submitted', actions: { type: 'keepValues', params: given } },
      },
    },
    ...restartContact.states,
    submitted: { type: 'final', description: SUBMITTED_DESCRIPTION, output: ({ context }) => submittedOutput(context) },
    back: { type: 'final', description: 'Back on the contact step: the parent goes to driver1', output: { kind: 'back' } },
  },
  // The final state's output is the form's.
  output: ({ event }) => event.output as ContactStageOutput,
});

/** The affiliate consent section, the quote chart's child `consent`: its Continue and its Start over (Back is the quote chart's). */
export const consentStageMachine = contactForm.createMachine({
  id: 'consentStage',
  description: 'The affiliate consent section: email, phone and consent, for an affiliate whose lead gave no consent',
  context: { values: null },
  initial: 'editing',
  on: restartConsent.ask,
  states: {
    editing: {
      description: EDITING_DESCRIPTION,
      invoke: policies,
      on: {
        'consent.submit': { guard: { type: 'contactComplete', params: given }, target: 'submitted', actions: { type: 'keepValues', params: given } },
      },
    },
    ...restartConsent.states,
    submitted: { type: 'final', description: SUBMITTED_DESCRIPTION, output: ({ context }) => submittedOutput(context) },
  },
  output: ({ event }) => event.output as ConsentStageOutput,
});

/** The values kept at the Continue (its guard saw them complete). */
function submittedOutput(context: ContactStageContext): ConsentStageOutput {
  if (!context.values) throw new Error('contactStage: submitted without values');
  return { kind: 'submitted', values: context.values };
}

export type ContactStageMachine = typeof contactStageMachine;
export type ConsentStageMachine = typeof consentStageMachine;
