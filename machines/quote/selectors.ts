/**
 * What the quote form's views read of its chart: the chart's type (for `SnapshotFrom` and actor
 * refs) and the selectors over its context that more than one screen needs. Views import these
 * and the types (machines/quote/types.ts), never the chart's module for them.
 */
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { AddressStageMachine } from './address.machine';
import type { ConsentStageMachine, ContactStageMachine } from './contact.machine';
import type { CoverageStageMachine } from './coverage.machine';
import type { QuoteMachine } from './quote.machine';

export type { QuoteMachine } from './quote.machine';
export type QuoteSnapshot = SnapshotFrom<QuoteMachine>;
export type QuoteActorRef = ActorRefFrom<QuoteMachine>;
export type CoverageStageRef = ActorRefFrom<CoverageStageMachine>;
export type CoverageStageSnapshot = SnapshotFrom<CoverageStageMachine>;
export type AddressStageRef = ActorRefFrom<AddressStageMachine>;
export type AddressStageSnapshot = SnapshotFrom<AddressStageMachine>;
/** The contact form's chart: driver2's or the consent section's (the same events). */
export type ContactStageRef = ActorRefFrom<ContactStageMachine> | ActorRefFrom<ConsentStageMachine>;

export { previousQuotesReturn, shownQuotes } from './quote.machine';
export { quoteLaterCode } from './laterCode';

// The stages' screens, as their views read them (one object each, compared with shallowEqual).

/** The coverage stage's own chart (machines/quote/coverage.machine.ts), the chart's child `coverage` while the stage is shown. */
export const coverageChild = (s: QuoteSnapshot): CoverageStageRef | undefined => {
  const child: AnyActorRef | undefined = s.children.coverage;
  return child !== undefined && child.id === 'coverage' ? (child as CoverageStageRef) : undefined;
};

/**
 * The contact form's own chart (machines/quote/contact.machine.ts): the chart's child `driver2` while
 * the contact step's form is shown (not while the lead is written after it), `consent` on the
 * affiliate consent section.
 */
export const contactChild = (s: QuoteSnapshot): ContactStageRef | undefined => {
  const child: AnyActorRef | undefined = s.children.driver2 ?? s.children.consent;
  return child !== undefined && (child.id === 'driver2' || child.id === 'consent') ? (child as ContactStageRef) : undefined;
};

/** The address step's own chart (machines/quote/address.machine.ts), the chart's child `driver3` while the step is shown. */
export const addressChild = (s: QuoteSnapshot): AddressStageRef | undefined => {
  const child: AnyActorRef | undefined = s.children.driver3;
  return child !== undefined && child.id === 'driver3' ? (child as AddressStageRef) : undefined;
};

/** The coverage stage (quote-2.11), read on its chart: loading or failed, the coverages of the driver's state, the terms, the saved choice. */
export const coverageStage = (s: CoverageStageSnapshot) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  set: s.context.set,
  terms: s.context.terms,
  saved: s.context.saved,
});

/** The vehicle list (quote-2.10): the vehicles, the household's, and which of its screens is shown. */
export const vehicleStage = (s: QuoteSnapshot) => ({
  vehicles: s.context.vehicles,
  householdCars: s.context.householdCars,
  /** quote-7.27: the household's vehicles are being looked up. */
  finding: s.matches({ vehiclesummary: 'findingCars' }),
  /** The list's buttons work (not while a dialog is open or the lookup runs). */
  listing: s.matches({ vehiclesummary: 'list' }),
  /** The dialog's code on its way, or not come (`quoteLaterCode`). */
  dialogCode: s.matches({ vehiclesummary: 'loadingDialog' }) ? ('loading' as const) : s.matches({ vehiclesummary: 'dialogFailed' }) ? ('failed' as const) : null,
  removing: s.matches({ vehiclesummary: 'confirmingRemoval' }) ? s.context.vehicleIndex : null,
  canContinue: s.can({ type: 'vehicles.submit' }),
});

/** The driver summary (quote-2.9): the drivers, and which of its screens is shown. */
export const driverListStage = (s: QuoteSnapshot) => ({
  driver1: s.context.driver1,
  driver3: s.context.driver3,
  drivers: s.context.drivers,
  /** The list's buttons work (not while a dialog is open). */
  listing: s.matches({ driversummary: 'list' }),
  removing: s.matches({ driversummary: 'confirmingRemoval' }) ? s.context.driverIndex : null,
  askingAnother: s.matches({ driversummary: 'confirmingAnother' }),
  /** The dialog's code on its way, or not come (`quoteLaterCode`). */
  dialogCode: s.matches({ driversummary: 'loadingDialog' }) ? ('loading' as const) : s.matches({ driversummary: 'dialogFailed' }) ? ('failed' as const) : null,
});
