/**
 * What the quote form's later steps' views read of their charts (machines/quote/selectors.ts has the
 * charts' types, the children's refs and the first screen's): one selector per screen, over the
 * chart that draws it. In a module of their own so that they load with those views, not with the
 * form's first step.
 */
import { sameSiteUrl } from '../../src/rules/url';
import type { DisclosurePolicy } from './disclosures.machine';
import type { PreviousQuotesSnapshot } from './previousQuotes.machine';
import {
  childOf,
  type AddressStageSnapshot,
  type CardActionRef,
  type CardActionSnapshot,
  type CoverageStageSnapshot,
  type DisclosuresSnapshot,
  type DriverListSnapshot,
  type QuoteSnapshot,
  type QuoteStageSnapshot,
  type QuotesStageRef,
  type QuotesStageSnapshot,
  type RateRequestRef,
  type RateRequestSnapshot,
  type VehicleDialogSnapshot,
  type VehicleListSnapshot,
} from './selectors';

/** The coverage stage (quote-2.11), read on its chart: loading or failed, the coverages of the driver's state, the terms, the saved choice. */
export const coverageStage = (s: CoverageStageSnapshot) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  set: s.context.set,
  terms: s.context.terms,
  saved: s.context.saved,
});

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

/** The vehicle list (quote-2.10), read on its chart: the vehicles, the household's, and which of its screens is shown. */
export const vehicleStage = (s: VehicleListSnapshot) => ({
  vehicles: s.context.vehicles,
  householdCars: s.context.householdCars,
  /** quote-7.27: the household's vehicles are being looked up. */
  finding: s.matches('findingCars'),
  /** The list's buttons work (not while a dialog is open or the lookup runs). */
  listing: s.matches('list'),
  removing: s.matches('confirmingRemoval') ? s.context.vehicleIndex : null,
  canContinue: s.can({ type: 'vehicles.submit' }),
});

/** The driver summary (quote-2.9), read on its chart: the drivers, and which of its screens is shown. */
export const driverListStage = (s: DriverListSnapshot) => ({
  drivers: s.context.drivers,
  /** The list's buttons work (not while a dialog is open). */
  listing: s.matches('list'),
  removing: s.matches('confirmingRemoval') ? s.context.driverIndex : null,
  askingAnother: s.matches('confirmingAnother'),
});

/** quote-7.31: the lead record being written after the contact step's Continue (the tag `savingLead`; the address step follows either way). */
export const contactSavingLead = (s: QuoteSnapshot) => s.hasTag('savingLead');

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
  /** The address is on the page's own origin (the agency's online binding, `/bind/`): the customer does not leave the site. */
  ownSite: s.context.url !== null && sameSiteUrl(s.context.url, s.context.targets.pageOrigin) !== null,
  loading: s.matches({ framed: 'loading' }),
});

/** A card's button doing its calls (its chart's `loading` tag): the pressed card says "One moment…". */
export const cardActionBusy = (s: CardActionSnapshot) => s.hasTag('loading');

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
