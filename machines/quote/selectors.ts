/**
 * What the quote form's views read of its chart: the chart's type (for `SnapshotFrom` and actor
 * refs) and the selectors over its context that more than one screen needs. Views import these
 * and the types (machines/quote/types.ts), never the chart's module for them.
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
export type AddressStageRef = ActorRefFrom<AddressStageMachine>;
export type AddressStageSnapshot = SnapshotFrom<AddressStageMachine>;
/** The contact form's chart: driver2's or the consent section's (the same events). */
export type ContactStageRef = ActorRefFrom<ContactStageMachine> | ActorRefFrom<ConsentStageMachine>;
export type Driver1StageRef = ActorRefFrom<Driver1StageMachine>;
export type Driver1StageSnapshot = SnapshotFrom<Driver1StageMachine>;
export type LicenceImageRef = ActorRefFrom<LicenceImageMachine>;

export { shownQuotes } from './quote.machine';
export { previousQuotesReturn } from './quoteContext';
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

/** The quote stage's own chart (machines/quote/quoteStage.machine.ts), the chart's child `quoteStage` while the stage is shown. */
export const quoteStageChild = (s: QuoteSnapshot): QuoteStageRef | undefined => {
  const child: AnyActorRef | undefined = s.children.quoteStage;
  return child !== undefined && child.id === 'quoteStage' ? (child as QuoteStageRef) : undefined;
};

/** The quote stage's screen, read on its chart: the request, the cards, no quotes, the saved quotes. */
export const quoteStageScreen = (s: QuoteStageSnapshot | undefined) =>
  s === undefined || s.status !== 'active'
    ? null
    : s.matches('showing')
      ? ('showing' as const)
      : s.matches('noQuotes')
        ? ('noQuotes' as const)
        : s.matches('saved')
          ? ('saved' as const)
          : ('requesting' as const);

/** The quote stage's quotes (the rate request's, the restored or the requote's) and whether the cards are a requote's. */
export const quoteStageQuotes = (s: QuoteStageSnapshot | undefined) => ({ quotes: s?.context.quotes ?? [], requoted: s?.context.requoted ?? false });

/** The quotes the visit keeps (machines/quote/savedQuotes.machine.ts), the stage chart's child `savedQuotes` while the page opened on them. */
export const savedQuotesChild = (s: QuoteStageSnapshot | undefined): SavedQuotesRef | undefined => {
  const child: AnyActorRef | undefined = s?.children.savedQuotes;
  return child !== undefined && child.id === 'savedQuotes' ? (child as SavedQuotesRef) : undefined;
};

/** The rate request's own chart (machines/quote/rateRequest.machine.ts), the stage chart's child `rateRequest` while it runs. */
export const rateRequestChild = (s: QuoteStageSnapshot | undefined): RateRequestRef | undefined => {
  const child: AnyActorRef | undefined = s?.children.rateRequest;
  return child !== undefined && child.id === 'rateRequest' ? (child as RateRequestRef) : undefined;
};

/** The quote cards' own chart (machines/quote/quotes.machine.ts), the stage chart's child `quotes` while the cards are shown. */
export const quotesChild = (s: QuoteStageSnapshot | undefined): QuotesStageRef | undefined => {
  const child: AnyActorRef | undefined = s?.children.quotes;
  return child !== undefined && child.id === 'quotes' ? (child as QuotesStageRef) : undefined;
};

/**
 * The quote cards (quote-4.16, quote-4.19, quote-4.21), read on their chart: the first cards or
 * all, what the cards' order and buttons read, the press being done, and whether Show more or
 * Show fewer is taken now.
 */
export const quotesStage = (s: QuotesStageSnapshot) => ({
  list: s.matches({ shown: { cards: 'firstCards' } }) ? ('firstCards' as const) : s.matches({ shown: { cards: 'allCards' } }) ? ('allCards' as const) : null,
  quotes: s.context.quotes,
  sortOption: s.context.sortOption,
  idleAgents: s.context.idleAgents,
  buyUnavailable: s.context.buyUnavailable,
  press: s.context.action,
  // quote-4.19: a type 2 carrier's button waits while the idle agents are counted.
  agentsPending: s.matches({ shown: { agents: 'counting' } }),
  canMore: s.can({ type: 'cards.more' }),
  canLess: s.can({ type: 'cards.less' }),
});

/** A card's button being done (machines/quote/cardAction.machine.ts), the cards' chart's child `cardAction`. */
export const cardActionChild = (s: QuotesStageSnapshot): CardActionRef | undefined => {
  const child: AnyActorRef | undefined = s.children.cardAction;
  return child !== undefined && child.id === 'cardAction' ? (child as CardActionRef) : undefined;
};

/** The vehicle list's own chart (machines/quote/vehicleList.machine.ts), the chart's child `vehiclesummary` while the stage is shown. */
export const vehicleListChild = (s: QuoteSnapshot): VehicleListRef | undefined => {
  const child: AnyActorRef | undefined = s.children.vehiclesummary;
  return child !== undefined && child.id === 'vehiclesummary' ? (child as VehicleListRef) : undefined;
};

/** The first driver step's own chart (machines/quote/driver1.machine.ts), the chart's child `driver1` while the stage is shown. */
export const driver1Child = (s: QuoteSnapshot): Driver1StageRef | undefined => {
  const child: AnyActorRef | undefined = s.children.driver1;
  return child !== undefined && child.id === 'driver1' ? (child as Driver1StageRef) : undefined;
};

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
  const child: AnyActorRef | undefined = s?.children.licenceImage;
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
    image: child !== undefined && child.id === 'licenceImage' ? (child as LicenceImageRef) : null,
    /** The photo panel's code on its way, or not come (`quoteLaterCode`). */
    imageCode: at('loadingImage') ? ('loading' as const) : at('imageFailed') ? ('failed' as const) : null,
    imageFilled: at('imageFilled'),
    /** The way the licence is entered, as the chart holds it. */
    licenseMode: s?.context.driver1.licenseMode ?? null,
    editing: at('editing'),
  };
};

/** The vehicle list (quote-2.10), read on its chart: the vehicles, the household's, and which of its screens is shown. */
export const vehicleStage = (s: VehicleListSnapshot) => ({
  vehicles: s.context.vehicles,
  householdCars: s.context.householdCars,
  /** quote-7.27: the household's vehicles are being looked up. */
  finding: s.matches('findingCars'),
  /** The list's buttons work (not while a dialog is open or the lookup runs). */
  listing: s.matches('list'),
  /** The dialog's code on its way, or not come (`quoteLaterCode`). */
  dialogCode: s.matches('loadingDialog') ? ('loading' as const) : s.matches('dialogFailed') ? ('failed' as const) : null,
  removing: s.matches('confirmingRemoval') ? s.context.vehicleIndex : null,
  canContinue: s.can({ type: 'vehicles.submit' }),
});

/** The driver list's own chart (machines/quote/driverList.machine.ts), the chart's child `driversummary` while the stage is shown. */
export const driverListChild = (s: QuoteSnapshot): DriverListRef | undefined => {
  const child: AnyActorRef | undefined = s.children.driversummary;
  return child !== undefined && child.id === 'driversummary' ? (child as DriverListRef) : undefined;
};

/** The driver summary (quote-2.9), read on its chart: the drivers, and which of its screens is shown. */
export const driverListStage = (s: DriverListSnapshot) => ({
  drivers: s.context.drivers,
  /** The list's buttons work (not while a dialog is open). */
  listing: s.matches('list'),
  removing: s.matches('confirmingRemoval') ? s.context.driverIndex : null,
  askingAnother: s.matches('confirmingAnother'),
  /** The dialog's code on its way, or not come (`quoteLaterCode`). */
  dialogCode: s.matches('loadingDialog') ? ('loading' as const) : s.matches('dialogFailed') ? ('failed' as const) : null,
});

/** The opening's own chart (machines/quote/opening.machine.ts), the chart's child `opening` until the form opens. */
export const openingChild = (s: QuoteSnapshot): OpeningRef | undefined => {
  const child: AnyActorRef | undefined = s.children.opening;
  return child !== undefined && child.id === 'opening' ? (child as OpeningRef) : undefined;
};

/** The opening (quote-4.4, quote-6.3), read on its chart: the token or an affiliate's lead on its way, or no token (Try again). */
export const openingScreen = (s: OpeningSnapshot) => ({
  loading: s.hasTag('loading'),
  lead: s.hasTag('lead'),
  failed: s.matches('tokenFailed'),
});
