/**
 * What the quote form's views read of its charts: the charts' types (for `SnapshotFrom` and actor
 * refs), each child chart's ref, and one selector per screen over the chart that draws it: here
 * those of the form's first screen and root (they load with it), the later steps' in
 * machines/quote/stepSelectors.ts (they load with those steps' views). Every state the views read
 * is read in these two: top-level state names with `matches`, a kind of state across nested states
 * with the chart's tags (`confirmingRestart`, `savingLead`, `late`, the owner check's). Views import
 * these and the types (machines/quote/types.ts), never the chart's module for them, and call no
 * `matches` of their own (eslint.config.js holds it).
 */
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { AddressStageMachine } from './address.machine';
import type { ConsentStageMachine, ContactStageMachine } from './contact.machine';
import type { CoverageStageMachine } from './coverage.machine';
import type { OpeningMachine } from './opening.machine';
import type { DriverListMachine } from './driverList.machine';
import type { VehicleListMachine } from './vehicleList.machine';
import type { Driver1StageMachine } from './driver1.machine';
import type { LicenceImageMachine } from './licenceImage.machine';
import type { QuoteMachine } from './quote.machine';
import type { SavedQuotesMachine } from './savedQuotes.machine';
import type { QuotesStageMachine } from './quotes.machine';
import type { QuoteStageMachine } from './quoteStage.machine';
import type { RateRequestMachine } from './rateRequest.machine';
import type { CardActionMachine } from './cardAction.machine';
import type { DisclosuresMachine } from './disclosures.machine';
import type { VehicleDialogMachine } from './vehicleDialog.machine';
import type { StartOverEvent, StartOverTag } from './startOver';
import { previousQuotesReturn } from './quoteContext';

export type { QuoteMachine } from './quote.machine';
export type QuoteSnapshot = SnapshotFrom<QuoteMachine>;
export type QuoteActorRef = ActorRefFrom<QuoteMachine>;
export type CoverageStageRef = ActorRefFrom<CoverageStageMachine>;
export type CoverageStageSnapshot = SnapshotFrom<CoverageStageMachine>;
export type OpeningRef = ActorRefFrom<OpeningMachine>;
export type OpeningSnapshot = SnapshotFrom<OpeningMachine>;
export type DriverListRef = ActorRefFrom<DriverListMachine>;
export type DriverListSnapshot = SnapshotFrom<DriverListMachine>;
export type VehicleListRef = ActorRefFrom<VehicleListMachine>;
export type VehicleListSnapshot = SnapshotFrom<VehicleListMachine>;
export type SavedQuotesRef = ActorRefFrom<SavedQuotesMachine>;
export type SavedQuotesSnapshot = SnapshotFrom<SavedQuotesMachine>;
export type QuoteStageRef = ActorRefFrom<QuoteStageMachine>;
export type QuoteStageSnapshot = SnapshotFrom<QuoteStageMachine>;
export type RateRequestRef = ActorRefFrom<RateRequestMachine>;
export type QuotesStageRef = ActorRefFrom<QuotesStageMachine>;
export type QuotesStageSnapshot = SnapshotFrom<QuotesStageMachine>;
export type CardActionRef = ActorRefFrom<CardActionMachine>;
export type CardActionSnapshot = SnapshotFrom<CardActionMachine>;
export type RateRequestSnapshot = SnapshotFrom<RateRequestMachine>;
export type DisclosuresSnapshot = SnapshotFrom<DisclosuresMachine>;
export type VehicleDialogSnapshot = SnapshotFrom<VehicleDialogMachine>;
export type { PreviousQuotesSnapshot } from './previousQuotes.machine';
export type AddressStageRef = ActorRefFrom<AddressStageMachine>;
export type AddressStageSnapshot = SnapshotFrom<AddressStageMachine>;
/** The contact form's chart: driver2's or the consent section's (the same events). */
export type ContactStageRef = ActorRefFrom<ContactStageMachine> | ActorRefFrom<ConsentStageMachine>;
export type ContactStageSnapshot = SnapshotFrom<ContactStageMachine> | SnapshotFrom<ConsentStageMachine>;
export type Driver1StageRef = ActorRefFrom<Driver1StageMachine>;
export type Driver1StageSnapshot = SnapshotFrom<Driver1StageMachine>;
export type LicenceImageRef = ActorRefFrom<LicenceImageMachine>;

export { shownQuotes } from './quote.machine';
export { previousQuotesReturn };
export { quoteLaterCode } from './laterCode';

// The stages' screens, as their views read them (one object each, compared with shallowEqual).

/** A chart's child `id` while it runs (the invoke id is the child's id), as its ref. */
export const childOf = <Ref extends AnyActorRef>(s: { children: object } | undefined, id: string): Ref | undefined => {
  const child = (s?.children as Partial<Record<string, AnyActorRef>> | undefined)?.[id];
  return child !== undefined && child.id === id ? (child as Ref) : undefined;
};

/** The coverage stage's own chart (machines/quote/coverage.machine.ts), the chart's child `coverage` while the stage is shown. */
export const coverageChild = (s: QuoteSnapshot) => childOf<CoverageStageRef>(s, 'coverage');

/**
 * The contact form's own chart (machines/quote/contact.machine.ts): the chart's child `driver2` while
 * the contact step's form is shown (not while the lead is written after it), `consent` on the
 * affiliate consent section.
 */
export const contactChild = (s: QuoteSnapshot) => childOf<ContactStageRef>(s, 'driver2') ?? childOf<ContactStageRef>(s, 'consent');

/** The address step's own chart (machines/quote/address.machine.ts), the chart's child `driver3` while the step is shown. */
export const addressChild = (s: QuoteSnapshot) => childOf<AddressStageRef>(s, 'driver3');

/** The quote stage's own chart (machines/quote/quoteStage.machine.ts), the chart's child `quoteStage` while the stage is shown. */
export const quoteStageChild = (s: QuoteSnapshot) => childOf<QuoteStageRef>(s, 'quoteStage');

/** The quotes the visit keeps (machines/quote/savedQuotes.machine.ts), the stage chart's child `savedQuotes` while the page opened on them. */
export const savedQuotesChild = (s: QuoteStageSnapshot | undefined) => childOf<SavedQuotesRef>(s, 'savedQuotes');

/** The vehicle list's own chart (machines/quote/vehicleList.machine.ts), the chart's child `vehiclesummary` while the stage is shown. */
export const vehicleListChild = (s: QuoteSnapshot) => childOf<VehicleListRef>(s, 'vehiclesummary');

/** The first driver step's own chart (machines/quote/driver1.machine.ts), the chart's child `driver1` while the stage is shown. */
export const driver1Child = (s: QuoteSnapshot) => childOf<Driver1StageRef>(s, 'driver1');

/** How the step's lookup stands (quote-5.8, quote-7.5, quote-2.26). */
export type Driver1Lookup = 'idle' | 'lookingUp' | 'confirming' | 'found' | 'kept' | 'notFound' | 'failed';

const LOOKUP_STATES = [
  ['lookingUp', 'lookingUp'],
  ['confirmingOverride', 'confirming'],
  ['found', 'found'],
  ['kept', 'kept'],
  ['notFound', 'notFound'],
  ['lookupFailed', 'failed'],
] as const;

/**
 * The first driver step (quote-2.6, quote-4.9), read on its chart (none before the stage is
 * entered, or once it has ended): the lookup, the driver found or named, the photo and what it read.
 */
export const driver1Stage = (s: Driver1StageSnapshot | undefined) => {
  const at = (state: string) => s?.status === 'active' && s.matches(state as never);
  return {
    lookup: LOOKUP_STATES.find(([state]) => at(state))?.[1] ?? ('idle' as Driver1Lookup),
    /** quote-7.5: the first driver the licence lookup found, while the chart shows it found. */
    found: at('found') ? (s?.context.found[0] ?? null) : null,
    /** quote-2.26: the driver the licence names, while the chart asks whether to use that name. */
    candidate: at('confirmingOverride') ? (s?.context.found[0] ?? null) : null,
    /** What the licence photo read (quote-3.16), once read. */
    ocrRead: s?.context.ocrRead ?? null,
    /** The licence photo's ZIP being looked up (quote-8.5). */
    checkingImage: at('checkingImageZip'),
    /** The photo's own chart, while a photo is chosen. */
    image: childOf<LicenceImageRef>(s, 'licenceImage') ?? null,
    /** The photo panel's code on its way, or not come (`quoteLaterCode`). */
    imageCode: at('loadingImage') ? ('loading' as const) : at('imageFailed') ? ('failed' as const) : null,
    /** The next steps' code on its way after Continue, or not come (`quoteLaterCode`). */
    nextCode: at('loadingNext') ? ('loading' as const) : at('nextFailed') ? ('failed' as const) : null,
    imageFilled: at('imageFilled'),
    /** The way the licence is entered, as the chart holds it. */
    licenseMode: s?.context.driver1.licenseMode ?? null,
    editing: at('editing'),
  };
};

/** The driver list's own chart (machines/quote/driverList.machine.ts), the chart's child `driversummary` while the stage is shown. */
export const driverListChild = (s: QuoteSnapshot) => childOf<DriverListRef>(s, 'driversummary');

/** The opening's own chart (machines/quote/opening.machine.ts), the chart's child `opening` until the form opens. */
export const openingChild = (s: QuoteSnapshot) => childOf<OpeningRef>(s, 'opening');

/** The opening (quote-4.4, quote-6.3), read on its chart: the token or an affiliate's lead on its way, or no token (Try again). */
export const openingScreen = (s: OpeningSnapshot) => ({
  loading: s.hasTag('loading'),
  lead: s.hasTag('lead'),
  failed: s.matches('tokenFailed'),
  /** The later code did not come (a visit that opens past driver1 waits for it): Try again. */
  codeFailed: s.matches('codeFailed'),
});

// The quote chart's own screens.

/**
 * The quote chart's root (views/quote/QuoteView.tsx): the stage, whether the previous quotes are
 * open and their code on its way or not come (`quoteLaterCode`: the `loading` and `codeFailed`
 * tags of `previousQuotes.loadingCode` and `.codeFailed`), the step they go back to, the visit.
 */
export const quoteRoot = (s: QuoteSnapshot) => {
  const previous = s.matches('previousQuotes');
  return {
    stage: s.context.navigation.stage,
    opensPrevious: s.context.navigation.opensPrevious,
    previous,
    previousCode: !previous ? null : s.hasTag('loading') ? ('loading' as const) : s.hasTag('codeFailed') ? ('failed' as const) : null,
    /** The step the previous quotes go back to. */
    previousFrom: previousQuotesReturn(s.context.navigation),
    /** Each Start over is a new visit: the steps start empty (their forms are made again). */
    visit: s.context.visit,
  };
};

/** The stage charts that own a Start over (machines/quote/startOver.ts). */
export type { StartOverEvent } from './startOver';
export type StartOverRef = Driver1StageRef | ContactStageRef | AddressStageRef | DriverListRef | VehicleListRef | CoverageStageRef;
export type StartOverSnapshot = Driver1StageSnapshot | ContactStageSnapshot | AddressStageSnapshot | DriverListSnapshot | VehicleListSnapshot | CoverageStageSnapshot;

/**
 * Start over (quote-3.17) on the stage chart that owns it, none while no stage chart runs:
 * whether it can be asked now, and whether its confirmation is open (the tag `confirmingRestart`).
 */
export const startOverScreen = (s: StartOverSnapshot | undefined) => {
  // What every owner's snapshot has of the overlay (its events and its tag), read alike.
  const owner: { can(event: StartOverEvent): boolean; hasTag(tag: StartOverTag): boolean } | undefined = s;
  return { can: owner?.can({ type: 'restart.ask' }) ?? false, asking: owner?.hasTag('confirmingRestart') ?? false };
};

// The quote stage's screens.

/** The screens of the quotes the visit keeps, before their cards: states of their chart (machines/quote/savedQuotes.machine.ts). */
export const SAVED_QUOTES_SCREENS = ['restoring', 'stale', 'unavailable', 'restoreFailed', 'renewing'] as const;
export type SavedQuotesScreen = (typeof SAVED_QUOTES_SCREENS)[number];

/** The screen of those the saved quotes' chart is on, or null (it ended, or the chart is not running). */
export const savedQuotesScreen = (s: SavedQuotesSnapshot | undefined): SavedQuotesScreen | null =>
  !s || s.status !== 'active' ? null : (SAVED_QUOTES_SCREENS.find((screen) => s.matches(screen)) ?? null);
