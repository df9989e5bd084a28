/**
 * What the quote form's views read of its charts: the charts' types (for `SnapshotFrom` and actor
 * refs), each child chart's ref, and one selector per screen over the chart that draws it. Every
 * state the views read is read here: top-level state names with `matches`, a kind of state across
 * nested states with the chart's tags (`confirmingRestart`, `savingLead`, `late`, the owner
 * check's). Views import these and the types (machines/quote/types.ts), never the chart's module
 * for them, and call no `matches` of their own (eslint.config.js holds it).
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
import type { DisclosurePolicy, DisclosuresMachine } from './disclosures.machine';
import type { PreviousQuotesSnapshot } from './previousQuotes.machine';
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
const childOf = <Ref extends AnyActorRef>(s: { children: object } | undefined, id: string): Ref | undefined => {
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

/** The coverage stage (quote-2.11), read on its chart: loading or failed, the coverages of the driver's state, the terms, the saved choice. */
export const coverageStage = (s: CoverageStageSnapshot) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  set: s.context.set,
  terms: s.context.terms,
  saved: s.context.saved,
});

/** The quote stage's own chart (machines/quote/quoteStage.machine.ts), the chart's child `quoteStage` while the stage is shown. */
export const quoteStageChild = (s: QuoteSnapshot) => childOf<QuoteStageRef>(s, 'quoteStage');

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
export const savedQuotesChild = (s: QuoteStageSnapshot | undefined) => childOf<SavedQuotesRef>(s, 'savedQuotes');

/** The rate request's own chart (machines/quote/rateRequest.machine.ts), the stage chart's child `rateRequest` while it runs. */
export const rateRequestChild = (s: QuoteStageSnapshot | undefined) => childOf<RateRequestRef>(s, 'rateRequest');

/** The quote cards' own chart (machines/quote/quotes.machine.ts), the stage chart's child `quotes` while the cards are shown. */
export const quotesChild = (s: QuoteStageSnapshot | undefined) => childOf<QuotesStageRef>(s, 'quotes');

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
export const cardActionChild = (s: QuotesStageSnapshot) => childOf<CardActionRef>(s, 'cardAction');

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
export const driverListChild = (s: QuoteSnapshot) => childOf<DriverListRef>(s, 'driversummary');

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
export const openingChild = (s: QuoteSnapshot) => childOf<OpeningRef>(s, 'opening');

/** The opening (quote-4.4, quote-6.3), read on its chart: the token or an affiliate's lead on its way, or no token (Try again). */
export const openingScreen = (s: OpeningSnapshot) => ({
  loading: s.hasTag('loading'),
  lead: s.hasTag('lead'),
  failed: s.matches('tokenFailed'),
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
    stage: s.context.stage,
    opensPrevious: s.context.opensPrevious,
    previous,
    previousCode: !previous ? null : s.hasTag('loading') ? ('loading' as const) : s.hasTag('codeFailed') ? ('failed' as const) : null,
    /** The step the previous quotes go back to. */
    previousFrom: previousQuotesReturn(s.context),
    /** Each Start over is a new visit: the steps start empty (their forms are made again). */
    visit: s.context.visit,
  };
};

/** quote-7.31: the lead record being written after the contact step's Continue (the tag `savingLead`; the address step follows either way). */
export const contactSavingLead = (s: QuoteSnapshot) => s.hasTag('savingLead');

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

// The steps' screens.

/** The ZIP's lookup on the address step, as its chart has it. */
export type AddressZipStatus = 'idle' | 'checking' | 'switching' | 'notAvailable' | 'failed' | 'endpointFailed';

const addressZip = (s: AddressStageSnapshot): AddressZipStatus => {
  if (s.matches('checkingZip')) return 'checking';
  // quote-4.5: a state in or out of California moves the form to that endpoint, with its own token.
  if (s.matches('switchingEndpoint')) return 'switching';
  if (s.matches('endpointFailed')) return 'endpointFailed';
  if (s.matches('zipNotAvailable')) return 'notAvailable';
  if (s.matches('zipFailed')) return 'failed';
  return 'idle';
};

/** The address step (quote-2.8, quote-5.3), read on its chart: the answers kept, the ZIP's city and state, its lookup. */
export const addressStage = (s: AddressStageSnapshot) => ({
  saved: s.context.values,
  city: s.context.values.city,
  state: s.context.values.state,
  zipChecked: s.context.zipChecked,
  licenseIdRequired: s.context.licenseIdRequired,
  zip: addressZip(s),
});

/** The policy open in its modal (quote-2.31), on the disclosures' chart, or null. */
export const openPolicy = (s: DisclosuresSnapshot): DisclosurePolicy | null => (s.matches('open') ? s.context.policy : null);

/** The vehicle dialog's VIN panel screens (the chart's `vin` states) and its year, make and model ones (`dropdowns`). */
export type VinScreen = 'typing' | 'invalid' | 'decoding' | 'decoded' | 'unknown' | 'failed';
export type ListScreen = 'loadingYears' | 'pickingYear' | 'loadingMakes' | 'pickingMake' | 'loadingModels' | 'pickingModel' | 'loadingDetails' | 'chosen' | 'listFailed';

const VIN_SCREENS: readonly VinScreen[] = ['typing', 'invalid', 'decoding', 'decoded', 'unknown', 'failed'];
const LIST_SCREENS: readonly ListScreen[] = ['loadingYears', 'pickingYear', 'loadingMakes', 'pickingMake', 'loadingModels', 'pickingModel', 'loadingDetails', 'chosen', 'listFailed'];

/** The vehicle dialog (quote-2.25, quote-4.7, quote-4.8), read on its chart: the panel, its screen, the lists and what was picked, the picks it takes now. */
export const vehicleDialogScreen = (s: VehicleDialogSnapshot) => ({
  mode: s.context.mode,
  editing: s.context.editing,
  mileageRequired: s.context.mileageRequired,
  vin: s.context.vin,
  vinScreen: VIN_SCREENS.find((v) => s.matches({ vin: v })) ?? null,
  listScreen: LIST_SCREENS.find((l) => s.matches({ dropdowns: l })) ?? null,
  year: s.context.year,
  maker: s.context.maker,
  model: s.context.model,
  years: s.context.years,
  makes: s.context.makes,
  models: s.context.models,
  detail: s.context.detail,
  canYear: s.can({ type: 'year.pick', year: 0 }),
  canMake: s.can({ type: 'make.pick', maker: '' }),
  canModel: s.can({ type: 'model.pick', model: '' }),
  canSwitch: s.can({ type: 'mode.dropdowns' }) || s.can({ type: 'mode.vin' }),
});

// The quote stage's screens.

/** The screens of the quotes the visit keeps, before their cards: states of their chart (machines/quote/savedQuotes.machine.ts). */
export const SAVED_QUOTES_SCREENS = ['restoring', 'stale', 'unavailable', 'restoreFailed', 'renewing'] as const;
export type SavedQuotesScreen = (typeof SAVED_QUOTES_SCREENS)[number];

/** The screen of those the saved quotes' chart is on, or null (it ended, or the chart is not running). */
export const savedQuotesScreen = (s: SavedQuotesSnapshot | undefined): SavedQuotesScreen | null =>
  !s || s.status !== 'active' ? null : (SAVED_QUOTES_SCREENS.find((screen) => s.matches(screen)) ?? null);

/** The rate request's progress (quote-4.12, quote-4.15), read on its chart: the quotes so far, the carriers answered, the clock, and past the extra wait (the tag `late`). */
export const rateRequestProgress = (s: RateRequestSnapshot) => ({
  quotes: s.context.quotes,
  completed: s.context.completed,
  total: s.context.total,
  requestedAt: s.context.requestedAt,
  now: s.context.now,
  late: s.hasTag('late'),
});

const CARD_ACTION_SCREENS = ['confirming', 'framed', 'unavailable', 'urlFailed', 'contactFailed', 'contacted'] as const;

/** A card's button (quote-2.28 to quote-2.30, quote-2.34), read on its chart: its modal (none while its calls run), the carrier, the page in the frame loading, the feedback answered. */
export const cardActionScreen = (s: CardActionSnapshot) => ({
  screen: CARD_ACTION_SCREENS.find((name) => s.matches(name)) ?? null,
  thanked: s.matches({ contacted: 'thanked' }),
  carrier: s.context.quote.companyName,
  kind: s.context.kind,
  url: s.context.url,
  loading: s.matches({ framed: 'loading' }),
});

/** A card's button doing its calls (its chart's `loading` tag): the pressed card says "One moment…". */
export const cardActionBusy = (s: CardActionSnapshot) => s.hasTag('loading');

// The previous quotes' screens (machines/quote/previousQuotes.machine.ts).

export type PreviousQuotesScreen = 'lookup' | 'lookupFailed' | 'none' | 'list' | 'detail' | 'done';

const previousScreen = (s: PreviousQuotesSnapshot): PreviousQuotesScreen => {
  if (s.status !== 'active') return 'done';
  if (s.matches('lookup') || s.matches('searching')) return 'lookup';
  if (s.matches('lookupFailed')) return 'lookupFailed';
  if (s.matches('none')) return 'none';
  if (s.matches('detail') || s.matches('requoting') || s.matches('requoteFailed') || s.matches('timedOut')) return 'detail';
  return 'list';
};

/** The previous quotes (quote 001 §2 "#previousQuotes", §4, §8), read on their chart: the screen, the calls running or failed, the owner's dialog open, and what they list. */
export const previousQuotesScreen = (s: PreviousQuotesSnapshot) => ({
  screen: previousScreen(s),
  searching: s.matches('searching'),
  opening: s.matches('openingGroup'),
  groupFailed: s.matches('groupFailed'),
  dialog: s.hasTag('dialog'),
  requoting: s.matches('requoting'),
  requoteFailed: s.matches('requoteFailed'),
  timedOut: s.matches('timedOut'),
  lookBackDays: s.context.config.lookBackDays,
  ageLimits: s.context.ageLimits,
  search: s.context.search,
  groups: s.context.groups,
  group: s.context.group,
  quotes: s.context.quotes,
});

/** The owner's dialog (quote-2.27, quote-4.31, quote-8.6): the check running, a mismatch, a failure (the owner check's tags), the server's message and the date of birth typed. */
export const previousQuotesOwner = (s: PreviousQuotesSnapshot) => ({
  checking: s.hasTag('checkingOwner'),
  mismatch: s.hasTag('ownerMismatch'),
  failed: s.hasTag('ownerCheckFailed'),
  serverMessage: s.context.ownerMessage,
  dob: s.context.ownerDob,
});
