/**
 * How the quote chart (machines/quote/quote.machine.ts) reads what its stage charts end with: each
 * output as its ladder's guards and actions take it (their params), where the form goes as each
 * stage ends (its answer ladder, `<stage>Ends`; the step that opens again on its own Start over),
 * as the opening ends and as the previous quotes end, and what the quote stage tells while it runs. Pure.
 */
import type { AddressStageOutput } from './address.machine';
import type { ContactStageOutput } from './contact.machine';
import type { CoverageStageOutput } from './coverage.machine';
import type { Driver1StageOutput } from './driver1.machine';
import type { DriverListOutput } from './driverList.machine';
import type { OpeningOutput } from './opening.machine';
import type { PreviousQuotesOutput } from './previousQuotes.machine';
import type { QuoteStageOutput } from './quoteStage.machine';
import type { VehicleListOutput } from './vehicleList.machine';
import { ladder } from '../kit/ladder';
import { saveParams } from './quoteContext';
import { OPENING_STAGES } from './quoteHash';
import { AFFILIATE_LANDINGS } from './visitorParams';
import type { Driver1Kept, QuoteEvent } from './types';

type Ended<O> = { event: { output: O } };

/** The opening's output, as the guards and actions of its end read it. */
export const openingOutput = ({ event }: Ended<OpeningOutput>) => ({ output: event.output });

/**
 * Where the form opens as the opening ends: an affiliate's lead at its landing (quote-6.3,
 * quote-4.11: the first step with missing data, else the vehicles; its problems tracked, quote-8.7),
 * the first step when the lead did not come, else the previous quotes, the quotes the visit keeps
 * (the quote stage started on them), the hash's stage or where the visit stopped.
 */
export function openingEnds() {
  return [
    ...AFFILIATE_LANDINGS.map((stage) => ({
      guard: { type: 'affiliateLandsAt' as const, params: ({ event }: Ended<OpeningOutput>) => ({ output: event.output, stage }) },
      target: stage,
      actions: [
        { type: 'applyAffiliate' as const, params: openingOutput },
        { type: 'trackEach' as const, params: ({ event }: Ended<OpeningOutput>) => ({ events: event.output.kind === 'affiliate' ? event.output.opening.prefill.events : [] }) },
        { type: 'save' as const, params: saveParams(stage) },
      ],
    })),
    // No lead (the call failed): a new visitor's first step; nothing was prefilled.
    { guard: { type: 'leadMissing' as const, params: openingOutput }, target: 'driver1' as const, actions: 'forgetAffiliate' as const },
    // No lead to load: the previous quotes, the quotes the visit keeps, the hash's stage or where the visit stopped.
    { guard: 'opensPrevious' as const, target: 'previousQuotes' as const, actions: 'markReady' as const },
    // The quote stage on the quotes the visit keeps: asked for again while fresh, else said to be too old (keptStage).
    { guard: { type: 'opensAt' as const, params: { stage: 'quotes' as const } }, target: 'quotes' as const, actions: ['markReady' as const, 'startOnSaved' as const] },
    ...OPENING_STAGES.map((stage) => ({ guard: { type: 'opensAt' as const, params: { stage } }, target: stage, actions: 'markReady' as const })),
  ];
}

/** The previous quotes' output, as the guard that reads how they ended takes it. */
const previousEnded = (kind: PreviousQuotesOutput['kind']) => ({ event }: Ended<PreviousQuotesOutput>) => ({ output: event.output, kind });

/** Where the form goes as the previous quotes end. */
export function previousQuotesEnds() {
  return [
    // quote-4.32: the requote's quotes, on the quote stage's cards (its title, Back to the previous quotes).
    // The first cards: with no more than those, they are all there and Show more is not offered.
    {
      guard: { type: 'ended' as const, params: previousEnded('requoted') },
      target: '#quote.quotes' as const,
      actions: { type: 'keepRequote' as const, params: ({ event }: Ended<PreviousQuotesOutput>) => ({ output: event.output }) },
    },
    // quote-4.31, quote-8.6: "Quote not found!" or the third wrong date of birth: the start.
    { guard: { type: 'ended' as const, params: previousEnded('restart') }, target: '#quote.driver1' as const },
    // Closed: back to the stage the visitor came from (the quote stage's answers: the coverage).
    ...OPENING_STAGES.map((stage) => ({ guard: { type: 'wasAt' as const, params: { stage } }, target: `#quote.${stage}` as const })),
    { target: '#quote.coverage' as const },
  ];
}

/** The first driver step's output, as its ladder's guards and actions read it. */
export const driver1Output = ({ event }: Ended<Driver1StageOutput>) => ({ output: event.output });

/** What the step ended with that the quote keeps (none unless submitted). */
export function driver1Kept({ event }: Ended<Driver1StageOutput>): { kept: Driver1Kept | null } {
  if (event.output.kind !== 'submitted') return { kept: null };
  const { kind: _submitted, ...kept } = event.output;
  return { kept };
}

/** The contact form's output (driver2's, the consent section's), as its ladders' guards and actions read it. */
export const contactOutput = ({ event }: Ended<ContactStageOutput>) => ({ output: event.output });

/** The address step's output, as its ladder's guards and actions read it. */
export const addressOutput = ({ event }: Ended<AddressStageOutput>) => ({ output: event.output });

/** The driver list's output, as its ladder's guards and actions read it. */
export const driverListOutput = ({ event }: Ended<DriverListOutput>) => ({ output: event.output });
export const submittedDrivers = ({ event }: Ended<DriverListOutput>) => ({ drivers: event.output.kind === 'submitted' ? event.output.drivers : [] });

/** The vehicle list's output, as its ladder's guards and actions read it. */
export const vehicleListOutput = ({ event }: Ended<VehicleListOutput>) => ({ output: event.output });
export const submittedVehicles = ({ event }: Ended<VehicleListOutput>) => ({ vehicles: event.output.kind === 'submitted' ? event.output.vehicles : [] });

/** The coverage stage's output, as its ladder's guards and actions read it. */
export const coverageOutput = ({ event }: Ended<CoverageStageOutput>) => ({ output: event.output });

/** The quote stage's output, as its ladder's guard reads it, and the coverages it ended with, as the coverage step keeps them. */
export const quoteStageOutput = ({ event }: Ended<QuoteStageOutput>) => ({ output: event.output });
export const quoteStageSet = ({ event }: Ended<QuoteStageOutput>) => ({ set: event.output.set });

/** An event the quote stage's chart sends the quote chart, as the params of the actions that take it read it. */
type Told<T extends QuoteEvent['type']> = { event: Extract<QuoteEvent, { type: T }> };

/**
 * What the quote stage's chart (machines/quote/quoteStage.machine.ts) tells while it runs, and its
 * children through it, as the quote chart does it: what the visit keeps (the transaction, the saved
 * quotes, the coverages renewed, the sorting, the agents, a Buy now gone, the lead), and the effects
 * (the visit saved, the records, the analytics, a new tab).
 */
export function quoteStageTold() {
  return {
    'quoteStage.requested': { actions: 'startRateRequest' as const },
    // The cards shown: the visit keeps their transaction, so a reload or Back from another page shows them again.
    'quoteStage.quoted': {
      actions: [
        { type: 'keepTransaction' as const, params: ({ event }: Told<'quoteStage.quoted'>) => ({ transactionId: event.transactionId }) },
        'keepSavedQuotes' as const,
        { type: 'save' as const, params: saveParams('quotes') },
      ],
    },
    'quoteStage.noQuotes': {
      actions: [
        { type: 'keepTransaction' as const, params: ({ event }: Told<'quoteStage.noQuotes'>) => ({ transactionId: event.transactionId }) },
        { type: 'track' as const, params: ({ event }: Told<'quoteStage.noQuotes'>) => event.event },
      ],
    },
    'quoteStage.restored': { actions: 'keepRestored' as const },
    // New answers' rules: a new transaction (quote-7.24).
    'quoteStage.renewed': { actions: [{ type: 'keepRenewedSet' as const, params: ({ event }: Told<'quoteStage.renewed'>) => ({ set: event.set }) }, 'forgetTransaction' as const] },
    // quote-7.30: the transaction exists: the licence photo's file is attached to it.
    'rateRequest.prepared': { actions: 'recordTransaction' as const },
    // The cards' chart (machines/quote/quotes.machine.ts) tells what it did, through the stage's.
    'quotes.tracked': { actions: { type: 'trackEach' as const, params: ({ event }: Told<'quotes.tracked'>) => ({ events: event.events }) } },
    'quotes.sorted': { actions: { type: 'keepSortOption' as const, params: ({ event }: Told<'quotes.sorted'>) => ({ option: event.option }) } },
    'quotes.agents': { actions: { type: 'keepIdleAgents' as const, params: ({ event }: Told<'quotes.agents'>) => ({ count: event.count }) } },
    'quotes.buyUnavailable': { actions: { type: 'keepBuyUnavailable' as const, params: ({ event }: Told<'quotes.buyUnavailable'>) => ({ rateQuoteId: event.rateQuoteId }) } },
    'quotes.leadWritten': { actions: { type: 'keepLead' as const, params: ({ event }: Told<'quotes.leadWritten'>) => ({ key: event.key }) } },
    'cardAction.tracked': { actions: { type: 'track' as const, params: ({ event }: Told<'cardAction.tracked'>) => event.event } },
    'cardAction.openTab': { actions: { type: 'openTab' as const, params: ({ event }: Told<'cardAction.openTab'>) => ({ url: event.url }) } },
  };
}

/**
 * The step's transitions at its end, the last one (Start over: the step itself) opening the step
 * again: its entry runs and its chart starts empty, as when the stage is entered.
 */
export function restartsStage<const T extends readonly unknown[], const L extends object>(transitions: readonly [...T, L]): [...T, L & { reenter: true }] {
  const last = transitions[transitions.length - 1] as L;
  return [...transitions.slice(0, -1), { ...last, reenter: true }] as unknown as [...T, L & { reenter: true }];
}

/** Where the form goes as driver1's chart ends: driver2 with the step kept, the page for a licence's ZIP with no quote, or driver1 again after Start over (the step opened again). */
export function driver1Ends() {
  return restartsStage(
    ladder(
      [
        [
          'driver1Submitted',
          '#quote.driver2',
          [{ type: 'keepDriver1Stage', params: driver1Kept }, { type: 'reach', params: { stage: 'driver2' } }, { type: 'save', params: saveParams('driver2') }],
        ],
        // quote-8.5: the licence's ZIP has no quote.
        ['driver1NotAvailable', '#quote.leavingNotAvailable'],
      ],
      // Start over confirmed on the step (quote-3.17): the visit forgotten, the form empty at driver1 (the step opened again).
      ['#quote.driver1', ['forgetVisit', 'startOver']],
      { params: driver1Output },
    ),
  );
}

/** Where the form goes as the contact chart (driver2) ends: the lead write with the contact kept, driver1 on Back, driver1 after Start over. */
export function contactEnds() {
  return ladder(
    [
      [
        'contactGiven',
        'savingLead',
        [
          { type: 'keepDriver2', params: contactOutput },
          { type: 'reach', params: { stage: 'driver3' } },
          'makeLead',
          { type: 'save', params: saveParams('driver3') },
          'recordContact',
        ],
      ],
      ['contactBack', '#quote.driver1'],
    ],
    // Start over confirmed on the step (quote-3.17): the visit forgotten, the form empty at driver1.
    ['#quote.driver1', ['forgetVisit', 'startOver']],
    { params: contactOutput },
  );
}

/** Where the form goes as the address chart (driver3) ends: the driver summary with the address kept and the personal data recorded, driver1 after Start over. */
export function addressEnds() {
  return ladder(
    [
      [
        'addressGiven',
        '#quote.driversummary',
        [
          { type: 'keepDriver3', params: addressOutput },
          { type: 'reach', params: { stage: 'driversummary' } },
          { type: 'save', params: saveParams('driversummary') },
          'recordPersonalData',
        ],
      ],
    ],
    // Start over confirmed on the step (quote-3.17): the visit forgotten, the form empty at driver1.
    ['#quote.driver1', ['forgetVisit', 'startOver']],
    { params: addressOutput },
  );
}

/** Where the form goes as the driver list ends: the vehicles with the drivers kept, driver3 on Back, driver1 after Start over. */
export function driverListEnds() {
  return ladder(
    [
      [
        'driversSubmitted',
        '#quote.vehiclesummary',
        [{ type: 'keepDrivers', params: submittedDrivers }, { type: 'reach', params: { stage: 'vehiclesummary' } }, { type: 'save', params: saveParams('vehiclesummary') }],
      ],
      ['driversBack', '#quote.driver3'],
    ],
    // Start over confirmed on the stage (quote-3.17): the visit forgotten, the form empty at driver1.
    ['#quote.driver1', ['forgetVisit', 'startOver']],
    { params: driverListOutput },
  );
}

/** Where the form goes as the vehicle list ends: the coverage with the vehicles kept, the driver summary on Back, driver1 after Start over. */
export function vehicleListEnds() {
  return ladder(
    [
      [
        'vehiclesSubmitted',
        '#quote.coverage',
        [{ type: 'keepVehicles', params: submittedVehicles }, { type: 'reach', params: { stage: 'coverage' } }, { type: 'save', params: saveParams('coverage') }],
      ],
      ['vehiclesBack', '#quote.driversummary'],
    ],
    // Start over confirmed on the stage (quote-3.17): the visit forgotten, the form empty at driver1.
    ['#quote.driver1', ['forgetVisit', 'startOver']],
    { params: vehicleListOutput },
  );
}

/** Where the form goes as the coverage chart ends: with the choice kept, the consent section for an affiliate that asks it, else the quote stage (a new transaction); driver1 after Start over. */
export function coverageEnds() {
  return ladder(
    [
      // quote-4.1, quote-2.12: an affiliate whose lead gave no consent is asked for it before the rate request.
      ['coverageCompleteAsksConsent', '#quote.consent', [{ type: 'keepCoverage', params: coverageOutput }, { type: 'reach', params: { stage: 'consent' } }, { type: 'save', params: saveParams('consent') }]],
      // New answers: a new transaction (quote-7.24).
      [
        'coverageComplete',
        '#quote.quotes',
        [{ type: 'keepCoverage', params: coverageOutput }, { type: 'reach', params: { stage: 'quotes' } }, 'forgetTransaction', { type: 'save', params: saveParams('coverage') }],
      ],
    ],
    // Start over confirmed on the stage (quote-3.17): the visit forgotten, the form empty at driver1.
    ['#quote.driver1', ['forgetVisit', 'startOver']],
    { params: coverageOutput },
  );
}

/** Where the form goes as the affiliate consent section ends: the quote stage with the contact kept and the lead made (a new transaction), driver1 after Start over. */
export function consentEnds() {
  return ladder(
    [
      [
        'contactGiven',
        '#quote.quotes',
        [
          { type: 'keepDriver2', params: contactOutput },
          { type: 'reach', params: { stage: 'quotes' } },
          'forgetTransaction',
          'makeLead',
          { type: 'save', params: saveParams('consent') },
          'recordContact',
        ],
      ],
    ],
    // Start over confirmed on the section (quote-3.17): the visit forgotten, the form empty at driver1.
    ['#quote.driver1', ['forgetVisit', 'startOver']],
    { params: contactOutput },
  );
}

/** The quote stage ends only for the coverage step: with the coverages of new quotes when they loaded (the saved package no longer offered). */
export function quoteStageEnds() {
  return ladder([['renewedCoverage', '#quote.coverage', { type: 'keepRenewedSet', params: quoteStageSet }]], '#quote.coverage', { params: quoteStageOutput });
}
