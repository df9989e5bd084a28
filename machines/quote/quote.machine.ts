/**
 * The quote form's stages (quote 001 §2, §4): one chart for the stages, the hash in the address
 * both ways, the progress, going back, the stored prefill. It opens on the quote page the visit
 * belongs to, with the visitor's token, and an affiliate's lead when the address names one; then
 * driver1 (names, date of birth, the licence or the names looked up), driver2 (contact and
 * consent), driver3 (address with its ZIP lookup, gender, marital status, insurance, licence
 * type), the driver summary, the vehicles, the coverage and, for an affiliate whose lead gave no
 * consent, the consent section. The rate request that follows is the next part (issue 10).
 *
 * The hash is the chart's state, both ways: entering a stage writes its hash (`showStage`, a
 * browser effect: a new history entry, so Back moves between stages), and the page sends
 * `hash.changed` when the visitor types a hash or goes back; the chart moves there when that
 * stage has been reached, and otherwise writes the hash of the stage it is on.
 */
import { and, assign, fromCallback, not, or, sendTo, setup, stateIn } from 'xstate';
import { fromCall } from '../kit/call';
import { fromToken, type TokenPort } from '../kit/token';
import { ladder } from '../kit/ladder';
import { listEditor } from '../kit/listEditor';
import { lookupZip, type ZipLookup } from '../../services/address';
import type { CoverageSet } from '../../services/rating';
import type { VehicleDetail } from '../../services/vehicle';
import type { VehicleDialogOutput } from './vehicleDialog.machine';
import { disclosuresMachine } from './disclosures.machine';
import { coverageStageMachine, isCoverageComplete, loadCoveragesLogic, type CoverageStageOutput } from './coverage.machine';
import { emptyDriver1, emptyDriver2, emptyDriver3, isDriver2Complete, isDriver3Complete } from './quoteValues';
import type { DriverDialogOutput } from './driverDialog.machine';
import type { HouseholdAnswer } from '../../services/search';
import { DEFAULT_LOOKUP_STRATEGY } from './driverLookup';
import { driver1StageMachine, type Driver1StageOutput } from './driver1.machine';
import { ensureAnonymousToken, regionOfState } from '../../services/tokens';
import type { Region } from '../../services/http';
import type { AnalyticsEvent } from '../../src/analytics';
import { DEFAULT_AGE_LIMITS, DEFAULT_MILEAGE } from './quote.rules';
import { AFFILIATE_LANDINGS, NO_VISITOR_PARAMS, type AffiliateLanding } from './visitorParams';
import type { AffiliateOpening, LoadAffiliateInput } from './quoteVisitor';
import type { RateRequestOutput } from './rateRequest.machine';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RATE_TIMING, DEFAULT_RESULT_SETTINGS } from './quoteSettings';
import type { CardActionInput, CardActionKind, CardActionOutput } from './cardAction.machine';
import type { CardPressKind, ShownState } from './quoteCards';
import { leadInputOf, leadWithAnswers, newLead, quotedLead, unquotedLead, type LeadRecord } from './quoteLead';
import type { PreviousQuotesOutput } from './previousQuotes.machine';
import { lazyChart } from '../kit/lazyPart';
import { later, loadLaterCodeLogic, quoteLaterCode, waitForLaterCode } from './laterCode';
import { contactRecordOf, personalDataRecordOf, quoteRecordsLogic, type QuoteRecordEvent } from './quoteRecords';
import { areSavedQuotesFresh, isGoneAnswer } from './quoteRestore.rules';
import { ENTRY_STAGES, isPreviousQuotesHash, stageOfHash, stageOrder } from './stages';
import type {
  DraftEvent,
  Driver1Kept,
  Driver2Values,
  Driver3Values,
  EntryStage,
  QuoteContext,
  QuoteDriver,
  QuoteEvent,
  QuoteInput,
  QuoteSaved,
  QuoteVehicle,
  RateQuote,
} from './types';

/**
 * How long Continue on driver2 waits for the lead store (quote-7.31) before the address step
 * shows anyway: the visitor never waits on the agency's record keeping for more than this.
 */
export const LEAD_WRITE_TIMEOUT_MS = 5_000;

const order = stageOrder;

/**
 * The stages a visit opens at as they are: all but the quote stage, which opens on the saved
 * transaction's quotes (`quotes.restoring`, or `quotes.stale` when they are too old).
 */
const OPENING_STAGES = ENTRY_STAGES.filter((stage) => stage !== 'quotes');

/** Where the chart opens: the hash's stage when the saved visit reached it, else where the visit stopped, else driver1. */
export function openingStage(input: Pick<QuoteInput, 'hash' | 'saved'>): EntryStage {
  const saved = input.saved;
  // The consent section is a stage of an affiliate's visit only (quote-2.12): anyone else's opens at the coverage.
  // The quote stage opens only on the quotes the visit keeps (its transaction); without, the rate request starts from the coverage step.
  const own = (stage: EntryStage): EntryStage =>
    stage === 'quotes' && !saved?.quotes
      ? own(saved?.affiliate?.consentSection === true ? 'consent' : 'coverage')
      : stage === 'consent' && saved?.affiliate?.consentSection !== true
        ? 'coverage'
        : stage;
  const reached = own(saved ? (stageOfHash(saved.reached) ?? 'driver1') : 'driver1');
  const asked = stageOfHash(input.hash);
  if (asked && order(asked) <= order(reached)) return asked;
  return own(saved ? (stageOfHash(saved.stage) ?? 'driver1') : 'driver1');
}

/** The vehicle dialog's answer, as its guards' and actions' params. */
const vehicleDialogAnswer = ({ event }: { event: { output: VehicleDialogOutput } }) => ({ output: event.output });
/** The driver dialog's answer, as its guards' and actions' params. */
const driverDialogAnswer = ({ event }: { event: { output: DriverDialogOutput } }) => ({ output: event.output });
/** The household vehicles ticked. */
const foundVins = ({ event }: { event: { vins: readonly string[] } }) => ({ vins: event.vins });
const zipAnswer = ({ event }: { event: { output: ZipLookup } }) => ({ lookup: event.output });
const stageParams = (stage: EntryStage) => ({ context }: { context: QuoteContext }) => ({ stage, reached: context.reached });

/** quote-4.19: while the idle agents are counted, a press waits where a type 2 carrier's button does. */
const agentsDecide = or([
  not(stateIn('#quote.quotes.showing.agents.counting')),
  {
    type: 'canAct' as const,
    // Where the card is on screen is the other guards' (firstCards or allCards).
    params: ({ event }: { event: CardPress }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind, firstOnly: false, agentsPending: true }),
  },
]);

/**
 * Start over, on a form step's resting screens (not while a call or another dialog is open): a
 * confirmation over the step, which stays as it was under it, so a stray press loses nothing. Yes
 * forgets the saved visit and the step's draft (a shared device) and opens the form empty at
 * driver1; No goes back to the screen the visitor was on (the stage's history).
 */
function askRestart(stage: string, resting: readonly string[]) {
  return { 'restart.ask': { guard: or(resting.map((leaf) => stateIn(`#quote.${stage}.${leaf}`))), target: '.confirmingRestart' } } as const;
}

const restartStates = {
  confirmingRestart: {
    description: 'Start over? Yes forgets the answers on this device, the form empty at driver1; No: the step as it was',
    meta: { spec: ['quote-3.17'] },
    on: {
      'restart.cancel': { target: 'resumed' },
      'restart.confirm': { target: '#quote.driver1', reenter: true, actions: ['forgetVisit', 'startOver'] },
    },
  },
  resumed: { type: 'history', description: "The step's screen before Start over was asked" },
} as const;

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    tags: {} as 'loading' | 'stage' | 'leaving',
  },
  actors: {
    /** The visitor's token (quote-4.4, quote-6.1): the stored one while valid, else a new anonymous token, kept in the page's storage. */
    visitorToken: fromToken<TokenPort & { region: Region }>({
      kind: 'anonymous',
      // A stored token of the same endpoint is reused (services/tokens.ts), else a new one is kept.
      obtain: (tokens, input, signal) => ensureAnonymousToken(tokens, { signal, region: input.region }),
    }),
    // Loaded only for an affiliate's link (the lead's reading is its own chunk).
    loadAffiliate: fromCall<AffiliateOpening, LoadAffiliateInput>(async ({ input, signal }) => (await import('./quoteVisitor')).openAffiliate(input, signal)),
    driver1Stage: driver1StageMachine,
    lookupZip: fromCall<ZipLookup, { zip: string; brand: string }>(({ input, signal }) => lookupZip(input.zip, input.brand, { signal })),
    vehicleDialog: lazyChart(quoteLaterCode, (code) => code.vehicleDialog),
    driverDialog: lazyChart(quoteLaterCode, (code) => code.driverDialog),
    disclosures: disclosuresMachine,
    // The search and rating calls (and their schemas) load on first use, not with the first step.
    searchHousehold: fromCall<HouseholdAnswer, { state: string; commonId: string; region: Region }>(async ({ input, signal }) =>
      (await import('../../services/search')).searchHousehold({ state: input.state, commonId: input.commonId }, { signal, region: input.region }),
    ),
    loadCoverages: loadCoveragesLogic,
    coverageStage: coverageStageMachine,
    rateRequest: lazyChart(quoteLaterCode, (code) => code.rateRequest),
    cardAction: lazyChart(quoteLaterCode, (code) => code.cardAction),
    previousQuotes: lazyChart(quoteLaterCode, (code) => code.previousQuotes),
    loadLaterCode: loadLaterCodeLogic,
    // quote 001 §2, quote-7.14: a page opened on the quotes asks for the saved transaction's results again (the quote stage's code with them).
    restoreQuotes: fromCall<{ quotes: RateQuote[] }, { transactionId: string; region: Region }>(async ({ input, signal }) => {
      const [quotes] = await Promise.all([
        import('../../services/quotes').then(async (m) => m.flattenResults((await m.getResults(input.transactionId, { signal, region: input.region })).results)),
        quoteLaterCode.load(),
      ]);
      return { quotes };
    }),
    // What the steps type, kept for a reload (a browser effect: the widget root provides the keeper; by default nothing is kept).
    drafts: fromCallback<DraftEvent>(() => undefined),
    // quote-7.30: the records and the error log, in the background (machines/quote/quoteRecords.ts).
    records: quoteRecordsLogic,
    // The quote stage's calls (and their schemas) load on first use, not with the first step.
    idleAgents: fromCall<number, { region: Region }>(async ({ input, signal }) => (await import('../../services/buyNow')).getIdleAgentCount({ signal, region: input.region })),
    // quote-7.31: the first write creates the lead, the later ones update it by its key; no record (no contact data): nothing.
    saveLead: fromCall<string | null, { lead: LeadRecord | null; create: boolean; region: Region; timeoutMs?: number }>(async ({ input, signal }) => {
      if (!input.lead) return null;
      const options = { signal, region: input.region, timeoutMs: input.timeoutMs };
      const store = await import('../../services/leadStore');
      return input.create ? store.createLead(input.lead, options) : store.updateLead(input.lead, options);
    }),
  },
  guards: {
    opensAt: ({ context }, p: { stage: EntryStage }) => p.stage === context.opening,
    hasAffiliateLead: ({ context }) => context.affiliateParams?.affiliate != null,
    belongsElsewhere: ({ context }) => context.otherPage !== null,
    visitDiscarded: ({ context }) => context.discardedVisit,
    affiliateLandsAt: (_, p: { opening: AffiliateOpening; stage: AffiliateLanding }) => p.opening.visitor === 'affiliate' && p.opening.landing === p.stage,
    asksConsent: ({ context }) => context.affiliate?.consentSection === true,
    coverageCompleteAsksConsent: ({ context }, p: { output: CoverageStageOutput }) =>
      context.affiliate?.consentSection === true && p.output.kind === 'submitted' && isCoverageComplete(p.output.choice, context.terms, p.output.set),
    canGoTo: ({ context }, p: { stage: EntryStage | null }) => p.stage !== context.stage && canReach(context, p.stage),
    // From the previous quotes: the stage they were opened from is a way back too.
    canReturnTo: ({ context }, p: { stage: EntryStage | null }) => canReach(context, p.stage),
    isManualDriver: ({ context }, p: { index: number }) => Number.isInteger(p.index) && context.drivers[p.index]?.isManualDriver === true,
    driverSaved: (_, p: { output: DriverDialogOutput }) => p.output.driver !== null,
    driverAdded: ({ context }, p: { output: DriverDialogOutput }) => context.driverIndex === null && p.output.driver !== null,
    driver1Submitted: (_, p: { output: Driver1StageOutput }) => p.output.kind === 'submitted',
    driver1NotAvailable: (_, p: { output: Driver1StageOutput }) => p.output.kind === 'notAvailable',
    driver2Complete: (_, p: { values: Driver2Values }) => isDriver2Complete(p.values),
    driver3Complete: ({ context }, p: { values: Driver3Values }) => isDriver3Complete(p.values, context.licenseIdRequired, context.zipChecked),
    isFiveDigits: (_, p: { zip: string }) => /^\d{5}$/.test(p.zip),
    zipUnchecked: ({ context }) => /^\d{5}$/.test(context.driver3.zip) && context.zipChecked?.zip !== context.driver3.zip,
    zipKnownUnavailable: ({ context }) => context.zipChecked?.zip === context.driver3.zip && !context.zipChecked.available,
    hasVehicle: ({ context }) => context.vehicles.length > 0,
    hasHousehold: ({ context }) => context.commonId !== null && context.driver3.state !== '',
    addsFound: ({ context }, p: { vins: readonly string[] }) => withFound(context.vehicles, context.householdCars, p.vins).length > context.vehicles.length,
    dialogSaved: (_, p: { output: VehicleDialogOutput }) => p.output.vehicle !== null,
    isVehicle: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.vehicles.length,
    coverageComplete: ({ context }, p: { output: CoverageStageOutput }) => p.output.kind === 'submitted' && isCoverageComplete(p.output.choice, context.terms, p.output.set),
    regionKept: ({ context }) => regionOfState(context.driver3.state) === context.region,
    quoteAvailable: (_, p: { lookup: ZipLookup }) => p.lookup.isQuoteAvaliable && p.lookup.addresses.length > 0,
    quotesToShow: ({ context }, p: { output: RateRequestOutput }) => shownQuotes(context, p.output.quotes).length > 0,
    someQuoteShown: ({ context }, p: { quotes: readonly RateQuote[] }) => shownQuotes(context, p.quotes).length > 0,
    moreThanLimit: ({ context }, p: { quotes: readonly RateQuote[] }) => shownQuotes(context, p.quotes).length > later().cardLimit(context.results),
    // Top rated (3) only with a top-rated carrier among the cards (machines/quote/quoteResults.rules.ts).
    isOfferedSort: ({ context }, p: { option: number }) => later().isSortOption(p.option) && later().offeredSortOptions(context).includes(p.option),
    opensPrevious: ({ context }) => context.opensPrevious,
    savedQuotesFresh: ({ context }) => areSavedQuotesFresh(context.savedQuotes, context.now()),
    answeredGone: (_, p: { error: unknown }) => isGoneAnswer(p.error),
    quotesRestored: ({ context }) => context.restored,
    coverageStillOffered: ({ context }, p: { set: CoverageSet }) => context.coverage !== null && isCoverageComplete(context.coverage, context.terms, p.set),
    isPreviousHash: ({ context }, p: { hash: string }) => context.ready && isPreviousQuotesHash(p.hash),
    ended: (_, p: { output: PreviousQuotesOutput; kind: PreviousQuotesOutput['kind'] }) => p.output.kind === p.kind,
    wasAt: ({ context }, p: { stage: EntryStage }) => context.previousFrom === p.stage,
    isRequote: ({ context }) => context.requoted,
    // Only a press the card shows now (a type 2 carrier's agents may have become free since);
    // `agentsPending`: while the idle agents are counted, when a type 2 carrier's Buy now waits.
    canAct: ({ context }, p: { rateQuoteId: string; kind: CardPressKind; firstOnly: boolean; agentsPending?: boolean }) => {
      const shown = shownQuotes(context, context.quotes);
      const quote = (p.firstOnly ? shown.slice(0, later().cardLimit(context.results)) : shown).find((q) => q.rateQuoteId === p.rateQuoteId);
      return quote !== undefined && later().cardButtons({ ...context, agentsPending: p.agentsPending === true }, quote).kinds.includes(p.kind);
    },
  },
  actions: {
    /** Browser effects, provided where the actor is created. */
    showStage: (_, _p: { stage: EntryStage; reached: EntryStage }) => {},
    navigate: (_, _p: { url: string }) => {},
    redirect: (_, _p: { url: string }) => {},
    save: (_, _p: { saved: QuoteSaved }) => {},
    /** The saved visit and the step's draft removed from storage (a discarded visit, Start over). */
    forgetVisit: () => {},
    track: (_, _event: AnalyticsEvent) => {},
    /** quote 001 §2: the address shows `#previousQuotes`. */
    showPrevious: () => {},
    /** A carrier's buy-now page in a new tab (an https address the card action checked). */
    openTab: (_, _p: { url: string }) => {},
    /** Several events at once (an affiliate lead's problems, quote-8.7), each as `track` sends it. */
    trackEach: (_, _p: { events: readonly AnalyticsEvent[] }) => {},
    markReady: assign({ ready: true }),
    // Start over: a new visit on this page, nothing of the last one kept (the token, the page's settings and the endpoint stay).
    startOver: assign(({ context }) => freshVisit(context)),
    // The stage shown; the draft the page opened with stays only while its own step is shown.
    enterStage: assign(({ context }, p: { stage: EntryStage }) => ({ stage: p.stage, draft: context.draft?.stage === p.stage ? context.draft : null })),
    // quote-7.30: the records for the recorder (invoked at the root as `records`); nothing waits for them.
    recordContact: sendTo('records', ({ context }): QuoteRecordEvent => ({
      type: 'record.contact',
      record: contactRecordOf(context.driver1, context.driver2),
      region: context.region,
    })),
    recordPersonalData: sendTo('records', ({ context }): QuoteRecordEvent => ({
      type: 'record.personalData',
      record: personalDataRecordOf(context.driver1, context.driver3),
      region: context.region,
    })),
    // The form's calls moved to another endpoint (quote-4.5): the error log follows them.
    recordRegion: sendTo('records', ({ context }): QuoteRecordEvent => ({ type: 'record.region', region: context.region })),
    // A quote transaction prepared: the recorder attaches the licence photo's file to it when the main driver is entered from a photo.
    recordTransaction: sendTo('records', ({ context, event }): QuoteRecordEvent => ({
      type: 'record.transaction',
      transactionId: event.type === 'rateRequest.prepared' ? event.transactionId : '',
      fileId: context.driver1.licenseMode === 'uploadimage' || context.driver1.licenseMode === 'scanimage' ? context.licenceFileId : null,
      region: context.region,
    })),
    keepCode: assign({ codeLoaded: true }),
    // The chart's own context changes, each named (the chart config holds no inline assign).
    openAtHash: assign(({ context }, p: { hash: string }) => {
      // #previousQuotes: as a page opened at that address, whatever stage was asked before.
      if (isPreviousQuotesHash(p.hash)) return { opensPrevious: true, opening: context.restingStage, stage: context.restingStage };
      const asked = stageOfHash(p.hash);
      return asked && order(asked) <= order(context.reached) ? { opening: asked, stage: asked, opensPrevious: false } : {};
    }),
    /** The furthest stage reached moves on to `stage` (never back). */
    reach: assign(({ context }, p: { stage: EntryStage }) => ({ reached: furthest(context.reached, p.stage) })),
    // What the first driver step changed, or ended with: its answers, what the lookup found, what the photo read.
    keepDriver1Stage: assign((_, p: { kept: Driver1Kept | null }) => p.kept ?? {}),
    keepDriver2: assign((_, p: { values: Driver2Values }) => ({ driver2: p.values })),
    keepDriver3: assign((_, p: { values: Driver3Values }) => ({ driver3: p.values })),
    keepZip: assign(({ context }, p: { zip: string }) => ({ driver3: { ...context.driver3, zip: p.zip } })),
    forgetCityAndState: assign(({ context }) => ({ driver3: { ...context.driver3, city: '', state: '' } })),
    keepZipFound: assign(({ context }, p: { lookup: ZipLookup }) => ({
      zipChecked: { zip: context.driver3.zip, available: true },
      driver3: { ...context.driver3, city: p.lookup.addresses[0]?.city ?? '', state: p.lookup.addresses[0]?.state ?? '' },
    })),
    keepZipUnavailable: assign(({ context }) => ({ zipChecked: { zip: context.driver3.zip, available: false }, driver3: { ...context.driver3, city: '', state: '' } })),
    followRegion: assign(({ context }) => ({ region: regionOfState(context.driver3.state) })),
    pickDriver: assign((_, p: { index: number }) => ({ driverIndex: p.index })),
    forgetDriverIndex: assign({ driverIndex: null }),
    /** The dialog's driver put in place (edit) or added. */
    putDriver: assign(({ context }, p: { output: DriverDialogOutput }) => ({ drivers: withDriver(context.drivers, context.driverIndex, p.output.driver), driverIndex: null })),
    removeDriver: assign(({ context }) => ({ drivers: context.drivers.filter((_, i) => i !== context.driverIndex), driverIndex: null })),
    keepHouseholdCars: assign((_, p: { output: HouseholdAnswer }) => ({ householdCars: p.output.cars })),
    pickVehicle: assign((_, p: { index: number }) => ({ vehicleIndex: p.index })),
    forgetVehicleIndex: assign({ vehicleIndex: null }),
    addFoundVehicles: assign(({ context }, p: { vins: readonly string[] }) => ({ vehicles: withFound(context.vehicles, context.householdCars, p.vins) })),
    /** The dialog's vehicle put in place (edit) or added. */
    putVehicle: assign(({ context }, p: { output: VehicleDialogOutput }) => ({ vehicles: withVehicle(context.vehicles, context.vehicleIndex, p.output.vehicle), vehicleIndex: null })),
    removeVehicle: assign(({ context }) => {
      const vehicles = context.vehicles.filter((_, i) => i !== context.vehicleIndex);
      // No vehicle left: the later stages are not reached any more (the hash cannot skip to them).
      const reached = vehicles.length === 0 && order(context.reached) > order('vehiclesummary') ? 'vehiclesummary' : context.reached;
      return { vehicles, vehicleIndex: null, reached };
    }),
    keepCoverageSet: assign((_, p: { set: CoverageSet }) => ({ coverageSet: p.set })),
    // The coverage stage's choice, and the coverages it was judged against (the rate request sends them).
    keepCoverage: assign((_, p: { output: CoverageStageOutput }) => (p.output.kind === 'submitted' ? { coverage: p.output.choice, coverageSet: p.output.set } : {})),
    // New answers: a new transaction (quote-7.24).
    forgetTransaction: assign({ transactionId: null }),
    // A new request: what an earlier one gave is not this one's (its cards are the child's until it ends).
    startRateRequest: assign({ quotes: [], rateStop: null, requoted: false, buyUnavailable: [], restored: false }),
    startRestoring: assign({ quotes: [], rateStop: null, requoted: false }),
    keepSortOption: assign((_, p: { option: number }) => ({ sortOption: later().isSortOption(p.option) ? p.option : 0 })),
    keepIdleAgents: assign((_, p: { count: number }) => ({ idleAgents: p.count })),
    forgetIdleAgents: assign({ idleAgents: null }),
    keepCardPress: assign((_, p: { rateQuoteId: string; kind: CardActionKind }) => ({ action: { rateQuoteId: p.rateQuoteId, kind: p.kind } })),
    // A buy-now address that could not be opened: that quote's Buy now is gone.
    endCardAction: assign(({ context }, p: { output: CardActionOutput }) => ({
      action: null,
      buyUnavailable: p.output.unavailable && context.action ? [...context.buyUnavailable, context.action.rateQuoteId] : context.buyUnavailable,
    })),
    openPrevious: assign(({ context }) => ({ opensPrevious: false, previousFrom: context.requoted ? context.previousFrom : context.stage })),
    endRequote: assign({ requoted: false }),
    applyAffiliate: assign(({ context }, p: { opening: AffiliateOpening }) => withAffiliate(context, p.opening)),
    forgetAffiliate: assign({ ready: true, affiliateParams: null, opening: 'driver1' as const }),
    keepQuotes: assign((_, p: { output: RateRequestOutput }) => ({ quotes: p.output.quotes, transactionId: p.output.transactionId, rateStop: p.output.stop })),
    // The cards shown: the visit keeps their transaction (a reload asks for its quotes again while fresh).
    keepSavedQuotes: assign(({ context }) => ({ savedQuotes: context.transactionId ? { transactionId: context.transactionId, quotedAt: context.now() } : null })),
    keepRestored: assign(({ context }, p: { quotes: RateQuote[] }) => ({
      quotes: p.quotes,
      transactionId: context.savedQuotes?.transactionId ?? null,
      rateStop: null,
      restored: true,
    })),
    // quote-3.12: the lead record once the contact data is given; later answers refresh it (its key stays).
    makeLead: assign(({ context }) => ({ lead: leadNow(context) })),
    // The record as written, and that the store holds it: the next write updates it.
    keepLead: assign(({ context }, p: { key: string | null }) => ({ lead: leadNow(context), leadStored: context.leadStored || p.key !== null })),
    keepRequote: assign((_, p: { output: PreviousQuotesOutput }) =>
      p.output.kind === 'requoted'
        ? { quotes: p.output.quotes, transactionId: p.output.transactionId, rateStop: null, requoted: true, restored: false }
        : {},
    ),
  },
}).createMachine({
  id: 'quote',
  description: 'The quote form: drivers (this part), then vehicles, coverage and the rate request',
  context: ({ input }) => ({
    brand: input.brand,
    tokens: input.tokens,
    lang: input.lang,
    terms: input.terms,
    primaryAge: input.primaryAge,
    additionalAge: input.additionalAge ?? DEFAULT_AGE_LIMITS.additional,
    licenseIdRequired: input.licenseIdRequired,
    now: input.now,
    hash: input.hash,
    driver1: input.saved?.driver1 ?? emptyDriver1,
    driver2: input.saved?.driver2 ?? emptyDriver2,
    driver3: input.saved?.driver3 ?? { ...emptyDriver3, ...(input.storedAddress ?? {}) },
    ready: false,
    stage: openingStage(input),
    opening: openingStage(input),
    reached: input.saved ? savedReach(input.saved) : 'driver1',
    found: [],
    drivers: input.saved?.drivers ?? [],
    driverIndex: null,
    // A saved visit's ZIP was checked when it was saved; the home page stored its ZIP after a lookup with a quote available.
    region: startRegion(input),
    notAvailableUrl: input.notAvailableUrl ?? '/coming-soon/',
    ocrRead: null,
    licenceFileId: null,
    zipChecked: input.saved
      ? { zip: input.saved.driver3.zip, available: /^\d{5}$/.test(input.saved.driver3.zip) }
      : input.storedAddress
        ? { zip: input.storedAddress.zip, available: true }
        : null,
    visitor: input.saved ? 'revisit' : 'new',
    affiliateParams: input.saved ? null : (input.affiliateParams ?? null),
    otherPage: input.otherPage ?? null,
    discardedVisit: input.discardedVisit ?? false,
    lookupStrategy: input.lookupStrategy ?? DEFAULT_LOOKUP_STRATEGY,
    affiliate: input.saved?.affiliate ?? null,
    affiliateMissing: [],
    vehicles: input.saved?.vehicles ?? [],
    commonId: null,
    householdCars: [],
    vehicleIndex: null,
    coverageSet: null,
    coverage: input.saved?.coverage ?? null,
    transactionId: null,
    quotes: [],
    rateStop: null,
    results: input.results ?? DEFAULT_RESULT_SETTINGS,
    sortOption: (input.results ?? DEFAULT_RESULT_SETTINGS).sortOption,
    rateTiming: input.rateTiming ?? DEFAULT_RATE_TIMING,
    newId: input.newId ?? (() => crypto.randomUUID()),
    cards: input.cards ?? DEFAULT_CARD_SETTINGS,
    idleAgents: null,
    buyUnavailable: [],
    action: null,
    lead: null,
    leadStored: false,
    codeLoaded: false,
    previousQuotes: input.previousQuotes ?? {},
    opensPrevious: isPreviousQuotesHash(input.hash),
    requoted: false,
    previousFrom: 'driver1',
    restingStage: openingStage({ ...input, hash: '' }),
    savedQuotes: input.saved?.quotes ?? null,
    restored: false,
    draft: input.draft ?? null,
    visit: 0,
  }),
  initial: 'checkingPage',
  // quote-7.30: the records (contact, personal data, file attach) and the error log, for as long as the form runs.
  // The drafts keeper: the steps send it what the visitor types (machines/quote/quoteRestore.rules.ts); nothing comes back.
  invoke: [
    { id: 'records', src: 'records', input: ({ context }) => ({ region: context.region }) },
    { id: 'drafts', src: 'drafts' },
  ],
  on: {
    // Not while the page is being left for another (quote-8.5): the address is that page's then.
    'hash.changed': [
      // quote 001 §2: `#previousQuotes` (any case) opens the previous quotes, from any stage.
      {
        guard: and([
          not(stateIn('#quote.leavingNotAvailable')),
          not(stateIn('#quote.loadingAffiliate')),
          not(stateIn('#quote.leavingForPage')),
          not(stateIn('#quote.previousQuotes')),
          { type: 'isPreviousHash' as const, params: ({ event }: { event: { hash: string } }) => ({ hash: event.hash }) },
        ]),
        target: '.previousQuotes',
      },
      ...ENTRY_STAGES.map((stage) => ({
        guard: and([
          not(stateIn('#quote.leavingNotAvailable')),
          not(stateIn('#quote.loadingAffiliate')),
          not(stateIn('#quote.leavingForPage')),
          { type: 'canGoTo' as const, params: ({ event }: { event: { hash: string } }) => ({ stage: stageOfHash(event.hash) === stage ? stage : null }) },
        ]),
        target: `.${stage}`,
      })),
      // The stage the visitor is on, one not reached yet, or no stage: the address shows the stage the visitor is on.
      {
        guard: and([not(stateIn('#quote.leavingNotAvailable')), not(stateIn('#quote.loadingAffiliate')), not(stateIn('#quote.leavingForPage'))]),
        actions: { type: 'showStage', params: ({ context }) => ({ stage: context.stage, reached: context.reached }) },
      },
    ],
  },
  states: {
    checkingPage: {
      description:
        "Discards a saved visit of the other page's state; a first visit of the other page's state goes there; any other opens here",
      meta: { spec: ['quote-3.17', 'quote-4.5'] },
      always: [
        { guard: and(['visitDiscarded', 'belongsElsewhere']), target: 'leavingForPage', actions: 'forgetVisit' },
        { guard: 'belongsElsewhere', target: 'leavingForPage' },
        { guard: 'visitDiscarded', target: 'opening', actions: 'forgetVisit' },
        { target: 'opening' },
      ],
    },
    leavingForPage: {
      // In this page's place in the history (not tagged leaving: Back never comes back to it).
      description: "Going to the quote page of the state the home page stored, in this page's place",
      meta: { spec: ['quote-4.5'] },
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.otherPage ?? '' }) },
    },
    opening: {
      description: 'Waits for the visitor\'s token, then opens at the hash\'s stage when it was reached, else where the visit stopped, else driver1',
      tags: ['loading'],
      meta: { spec: ['quote-2.1', 'quote-3.17', 'quote-4.4'] },
      on: {
        // The visitor moves in the address before the form is ready (Back, a typed hash, the page
        // still loading): the form will open there when that stage was reached; the address is left as typed.
        'hash.changed': {
          actions: { type: 'openAtHash', params: ({ event }) => ({ hash: event.hash }) },
        },
      },
      invoke: {
        id: 'visitorToken',
        src: 'visitorToken',
        input: ({ context }) => ({ tokens: context.tokens, region: context.region }),
        onDone: [
          { guard: 'hasAffiliateLead', target: 'loadingAffiliate' },
          { guard: 'opensPrevious', target: 'previousQuotes', actions: 'markReady' },
          // The quote stage on the quotes the visit keeps: asked for again while fresh, else said to be too old (keptStage).
          { guard: and([{ type: 'opensAt' as const, params: { stage: 'quotes' as const } }, 'savedQuotesFresh']), target: 'quotes.restoring', actions: 'markReady' },
          { guard: { type: 'opensAt' as const, params: { stage: 'quotes' as const } }, target: 'quotes.stale', actions: 'markReady' },
          ...OPENING_STAGES.map((stage) => ({ guard: { type: 'opensAt' as const, params: { stage } }, target: stage, actions: 'markReady' as const })),
        ],
        onError: { target: 'tokenFailed' },
      },
    },
    loadingAffiliate: {
      description: 'An affiliate\'s link: loading the lead and its ZIP, then landing on the first step with missing data, else the vehicles',
      tags: ['loading'],
      meta: { spec: ['quote-6.3', 'quote-4.11', 'quote-7.21', 'quote-8.7'] },
      invoke: {
        id: 'loadAffiliate',
        src: 'loadAffiliate',
        input: ({ context }) => ({
          params: context.affiliateParams ?? NO_VISITOR_PARAMS,
          brand: context.brand,
          region: context.region,
        }),
        onDone: [
          ...AFFILIATE_LANDINGS.map((stage) => ({
            guard: { type: 'affiliateLandsAt' as const, params: ({ event }: { event: { output: AffiliateOpening } }) => ({ opening: event.output, stage }) },
            target: stage,
            actions: [
              { type: 'applyAffiliate' as const, params: ({ event }: { event: { output: AffiliateOpening } }) => ({ opening: event.output }) },
              { type: 'trackEach' as const, params: ({ event }: { event: { output: AffiliateOpening } }) => ({ events: event.output.visitor === 'affiliate' ? event.output.prefill.events : [] }) },
              { type: 'save' as const, params: saveParams(stage) },
            ],
          })),
          // No lead (the call failed): a new visitor's first step; nothing was prefilled.
          { target: 'driver1', actions: 'forgetAffiliate' },
        ],
      },
    },
    tokenFailed: {
      description: 'No token: the form cannot start; a message and a button to try again',
      on: { 'token.retry': 'opening' },
    },
    driver1: {
      description: 'First driver: names, date of birth, or a licence entry',
      tags: ['stage'],
      meta: { spec: ['quote-2.1', 'quote-2.6', 'quote-2.15', 'quote-4.9'] },
      entry: [{ type: 'enterStage', params: { stage: 'driver1' } }, { type: 'showStage', params: stageParams('driver1') }, { type: 'track', params: stepEvent('driver1') }],
      on: {
        // What the step's chart says while it is shown: the photo's OCR errors, and a photo chosen (the step opens afresh).
        'licenceImage.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
        'driver1.imageMode': { actions: [{ type: 'showStage', params: stageParams('driver1') }, { type: 'track', params: stepEvent('driver1') }] },
        // What the step changed, kept as it changes (a stage the address goes to, and the records, read it).
        'driver1.changed': { actions: { type: 'keepDriver1Stage', params: ({ event }) => ({ kept: event.kept }) } },
      },
      // The step's screens and its Start over are its own chart (machines/quote/driver1.machine.ts); its output says where the form goes.
      invoke: {
        id: 'driver1',
        src: 'driver1Stage',
        input: ({ context }) => ({
          driver1: context.driver1,
          driver3: context.driver3,
          drivers: context.drivers,
          found: context.found,
          commonId: context.commonId,
          zipChecked: context.zipChecked,
          ocrRead: context.ocrRead,
          licenceFileId: context.licenceFileId,
          codeLoaded: context.codeLoaded,
          brand: context.brand,
          region: context.region,
          lookupStrategy: context.lookupStrategy,
          primaryAge: context.primaryAge,
          now: context.now,
        }),
        onDone: restartsStage(
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
        ),
      },
    },
    leavingNotAvailable: {
      description: 'No quote where the licence says the driver lives: the page configured for it (quote-8.5)',
      tags: ['leaving'],
      meta: { spec: ['quote-8.5'] },
      entry: { type: 'navigate', params: ({ context }) => ({ url: context.notAvailableUrl }) },
    },
    driver2: {
      description: 'Contact: email, phone, consent',
      tags: ['stage'],
      meta: { spec: ['quote-2.7', 'quote-2.16', 'quote-2.31'] },
      entry: [{ type: 'enterStage', params: { stage: 'driver2' } }, { type: 'showStage', params: stageParams('driver2') }, { type: 'track', params: stepEvent('driver2') }],
      initial: 'editing',
      on: askRestart('driver2', ['editing']),
      states: {
        ...restartStates,
        editing: {
          description: 'The visitor gives the e-mail, the phone and the consent',
          // The policies the consent is given to, each in its modal (quote-2.31); closed while Start over is asked.
          invoke: { id: 'disclosures', src: 'disclosures' },
          on: {
            // Back waits while the lead is written (at most 5 s), as Continue does; a typed hash does not.
            'step.back': '#quote.driver1',
            'driver2.submit': {
              guard: { type: 'driver2Complete', params: ({ event }) => ({ values: event.values }) },
              target: 'savingLead',
              actions: [
                { type: 'keepDriver2', params: ({ event }) => ({ values: event.values }) },
                { type: 'reach', params: { stage: 'driver3' } },
                'makeLead',
                { type: 'save', params: saveParams('driver3') },
                'recordContact',
              ],
            },
          },
        },
        // quote-3.12, quote-7.31: the lead is created (a Lead) once its contact data exists, and
        // updated when the rate request ends. Continue is busy meanwhile, at most LEAD_WRITE_TIMEOUT_MS:
        // the address step follows whatever the store answers, and a lead not stored here is
        // created when the rate request ends.
        savingLead: {
          description: 'Writing the lead record (a Lead) now that the contact details are given; the address step follows either way',
          tags: ['loading'],
          meta: { spec: ['quote-3.12', 'quote-7.31'] },
          invoke: [
            {
              id: 'saveLead',
              src: 'saveLead',
              input: ({ context }) => ({ ...leadWrite(context, false), timeoutMs: LEAD_WRITE_TIMEOUT_MS }),
              onDone: { target: '#quote.driver3', actions: { type: 'keepLead', params: ({ event }) => ({ key: event.output }) } },
              onError: { target: '#quote.driver3' },
            },
            // The policy links stay under the busy Continue.
            { id: 'disclosures', src: 'disclosures' },
          ],
        },
      },
    },
    driver3: {
      description: 'Address (ZIP looked up), gender, marital status, insurance, licence type',
      tags: ['stage'],
      meta: { spec: ['quote-2.8', 'quote-2.17'] },
      entry: [{ type: 'enterStage', params: { stage: 'driver3' } }, { type: 'showStage', params: stageParams('driver3') }, { type: 'track', params: stepEvent('driver3') }],
      initial: 'entering',
      on: {
        ...askRestart('driver3', ['editing', 'zipNotAvailable', 'zipFailed']),
        'step.back': 'driver2',
        'zip.lookup': { guard: { type: 'isFiveDigits', params: ({ event }) => ({ zip: event.zip }) }, target: '.checkingZip', actions: { type: 'keepZip', params: ({ event }) => ({ zip: event.zip }) } },
        'driver3.submit': {
          guard: { type: 'driver3Complete', params: ({ event }) => ({ values: event.values }) },
          target: 'driversummary',
          actions: [
            { type: 'keepDriver3', params: ({ event }) => ({ values: event.values }) },
            { type: 'reach', params: { stage: 'driversummary' } },
            { type: 'save', params: saveParams('driversummary') },
            'recordPersonalData',
          ],
        },
      },
      states: {
        ...restartStates,
        entering: {
          description: 'A ZIP filled in for the visitor (a licence lookup, a photo, a partner) and not looked up yet is looked up; one known to have no quote says so',
          always: [
            { guard: 'zipUnchecked', target: 'checkingZip' },
            { guard: 'zipKnownUnavailable', target: 'zipNotAvailable', actions: 'forgetCityAndState' },
            { target: 'editing' },
          ],
        },
        editing: { description: 'Typing the address and answers' },
        checkingZip: {
          description: 'Looking the ZIP up',
          tags: ['loading'],
          meta: { spec: ['quote-5.3', 'quote-7.8'] },
          invoke: {
            id: 'lookupZip',
            src: 'lookupZip',
            input: ({ context }) => ({ zip: context.driver3.zip, brand: context.brand }),
            onDone: [
              {
                guard: { type: 'quoteAvailable', params: zipAnswer },
                target: 'checkingEndpoint',
                actions: { type: 'keepZipFound', params: zipAnswer },
              },
              {
                target: 'zipNotAvailable',
                actions: 'keepZipUnavailable',
              },
            ],
            onError: { target: 'zipFailed' },
          },
        },
        checkingEndpoint: {
          description: 'The ZIP\'s state keeps the endpoint, or moves in or out of California',
          always: [{ guard: 'regionKept', target: 'editing' }, { target: 'switchingEndpoint' }],
        },
        switchingEndpoint: {
          description: 'A state in or out of California: the calls go to that endpoint, with a new token from it',
          meta: { spec: ['quote-4.5'] },
          tags: ['loading'],
          invoke: {
            id: 'visitorToken',
            src: 'visitorToken',
            input: ({ context }) => ({ tokens: context.tokens, region: regionOfState(context.driver3.state) }),
            onDone: { target: 'editing', actions: ['followRegion', 'recordRegion'] },
            onError: { target: 'endpointFailed' },
          },
        },
        endpointFailed: {
          description: 'No token from the state\'s endpoint: a message and a retry; everything is kept',
          meta: { spec: ['quote-4.5'] },
          on: { 'token.retry': { target: 'switchingEndpoint' } },
        },
        zipNotAvailable: {
          description: 'No quote in that ZIP: the ZIP marked invalid, the not-available message; city and state cleared',
          meta: { spec: ['quote-5.3'] },
        },
        zipFailed: { description: 'The ZIP lookup failed: a message to try again; everything is kept' },
      },
    },
    driversummary: {
      description: 'The drivers: cards with edit and remove, and add-driver',
      tags: ['stage'],
      meta: { spec: ['quote-2.2', 'quote-2.9', 'quote-2.18'] },
      entry: [{ type: 'enterStage', params: { stage: 'driversummary' } }, { type: 'showStage', params: stageParams('driversummary') }, { type: 'track', params: stepEvent('driversummary') }],
      initial: 'list',
      on: askRestart('driversummary', ['list']),
      states: {
        ...restartStates,
        // The cards, the dialog over them and the removal confirmation: the kit's list editor (machines/kit/listEditor.ts).
        ...listEditor({
          events: { add: 'driver.add', edit: 'driver.edit', remove: 'driver.remove' },
          // quote-4.7: only the visitor's own drivers (isManualDriver) may be edited or removed.
          editable: 'isManualDriver',
          // The dialog's code loads first (the later code).
          open: 'loadingDialog',
          list: {
            description: 'The drivers\' cards and their buttons',
            on: {
              // Back and Continue from the list only: a dialog open over it has its own Cancel.
              'step.back': '#quote.driver3',
              'drivers.submit': {
                target: '#quote.vehiclesummary',
                actions: [{ type: 'reach', params: { stage: 'vehiclesummary' } }, { type: 'save', params: saveParams('vehiclesummary') }],
              },
            },
          },
          dialog: {
            description: 'The add/edit driver dialog (its own machine)',
            meta: { spec: ['quote-2.23', 'quote-4.7'] },
            id: 'driverDialog',
            src: 'driverDialog',
            input: ({ context }: { context: QuoteContext }) => ({
              driver: context.driverIndex === null ? null : (context.drivers[context.driverIndex] ?? null),
              primaryAddress: { address: context.driver3.address, address2: context.driver3.address2, city: context.driver3.city, state: context.driver3.state, zip: context.driver3.zip },
              primaryAge: context.primaryAge,
              additionalAge: context.additionalAge,
              now: context.now,
            }),
            answer: driverDialogAnswer,
            saved: 'driverSaved',
            // A driver added: ask whether there is another (quote-2.26).
            added: { guard: 'driverAdded', target: 'confirmingAnother' },
          },
          removal: { description: 'Remove {first} {last} ? Yes or No', meta: { spec: ['quote-2.24'] } },
          actions: { pick: 'pickDriver', forget: 'forgetDriverIndex', put: 'putDriver', remove: 'removeDriver', changed: [{ type: 'save', params: saveParams('driversummary') }] },
        }),
        loadingDialog: waitForLaterCode("The dialog's code on its way (the later code: once, then at once)", { next: 'editing', failed: 'dialogFailed' }),
        dialogFailed: {
          description: 'The dialog could not load: Try again, or Cancel back to the list (nothing typed is lost)',
          on: { 'code.retry': { target: 'loadingDialog' }, 'code.cancel': { target: 'list', actions: 'forgetDriverIndex' } },
        },
        confirmingAnother: {
          description: 'The additional-driver confirmation: add another driver? Yes opens the dialog again, No goes back to the list',
          meta: { spec: ['quote-2.26'] },
          on: {
            'another.confirm': { target: 'editing', actions: 'forgetDriverIndex' },
            'another.cancel': { target: 'list' },
          },
        },
      },
    },
    vehiclesummary: {
      description: 'The vehicles: the list, add by VIN or by year, make and model, edit, delete, and the household\'s vehicles to tick',
      tags: ['stage'],
      meta: { spec: ['quote-2.3', 'quote-2.10', 'quote-2.19'] },
      entry: [{ type: 'enterStage', params: { stage: 'vehiclesummary' } }, { type: 'showStage', params: stageParams('vehiclesummary') }, { type: 'track', params: stepEvent('vehiclesummary') }],
      initial: 'opening',
      on: askRestart('vehiclesummary', ['list']),
      states: {
        ...restartStates,
        opening: {
          description: 'The household of a driver found by licence is looked up for its vehicles',
          always: [{ guard: 'hasHousehold', target: 'findingCars' }, { target: 'list' }],
        },
        findingCars: {
          description: 'Looking up the household\'s vehicles (by state and commonId)',
          tags: ['loading'],
          meta: { spec: ['quote-7.7', 'quote-7.27'] },
          invoke: {
            id: 'searchHousehold',
            src: 'searchHousehold',
            input: ({ context }) => ({ state: context.driver3.state, commonId: context.commonId ?? '', region: context.region }),
            onDone: { target: 'list', actions: { type: 'keepHouseholdCars', params: ({ event }) => ({ output: event.output }) } },
            // Without them the visitor adds vehicles by hand: nothing is lost.
            onError: { target: 'list' },
          },
        },
        // The list, the dialog over it and the removal confirmation: the kit's list editor (machines/kit/listEditor.ts).
        ...listEditor({
          events: { add: 'vehicle.add', edit: 'vehicle.edit', remove: 'vehicle.remove' },
          editable: 'isVehicle',
          // The dialog's code loads first (the later code).
          open: 'loadingDialog',
          list: {
            description: 'The vehicles and their buttons',
            on: {
              // Back from the list only: a dialog open over it has its own Cancel.
              'step.back': '#quote.driversummary',
              'vehicles.addFound': {
                guard: { type: 'addsFound', params: foundVins },
                actions: [
                  { type: 'addFoundVehicles', params: foundVins },
                  { type: 'save', params: saveParams('vehiclesummary') },
                ],
              },
              'vehicles.submit': {
                guard: 'hasVehicle',
                target: '#quote.coverage',
                actions: [{ type: 'reach', params: { stage: 'coverage' } }, { type: 'save', params: saveParams('coverage') }],
              },
            },
          },
          dialog: {
            description: 'The add/edit vehicle dialog (its own machine)',
            meta: { spec: ['quote-2.25', 'quote-4.7'] },
            id: 'vehicleDialog',
            src: 'vehicleDialog',
            input: ({ context }: { context: QuoteContext }) => ({
              vehicle: context.vehicleIndex === null ? null : (context.vehicles[context.vehicleIndex] ?? null),
              // quote-4.5: California asks each vehicle's mileage, and its calls go to the California endpoint.
              mileageRequired: context.region === 'ca',
              region: context.region,
            }),
            answer: vehicleDialogAnswer,
            saved: 'dialogSaved',
          },
          removal: { description: 'Remove this vehicle? Yes or No', meta: { spec: ['quote-2.25'] } },
          actions: { pick: 'pickVehicle', forget: 'forgetVehicleIndex', put: 'putVehicle', remove: 'removeVehicle', changed: [{ type: 'save', params: saveParams('vehiclesummary') }] },
        }),
        loadingDialog: waitForLaterCode("The dialog's code on its way (the later code: once, then at once)", { next: 'editing', failed: 'dialogFailed' }),
        dialogFailed: {
          description: 'The dialog could not load: Try again, or Cancel back to the list',
          on: { 'code.retry': { target: 'loadingDialog' }, 'code.cancel': { target: 'list', actions: 'forgetVehicleIndex' } },
        },
      },
    },
    coverage: {
      description: 'The policy: term and a coverage package or custom coverage',
      tags: ['stage'],
      meta: { spec: ['quote-2.4', 'quote-2.11', 'quote-2.20'] },
      entry: [{ type: 'enterStage', params: { stage: 'coverage' } }, { type: 'showStage', params: stageParams('coverage') }, { type: 'track', params: stepEvent('coverage') }],
      on: { 'step.back': 'vehiclesummary' },
      // The stage's screens and its Start over are its own chart (machines/quote/coverage.machine.ts); its output says where the form goes.
      invoke: {
        id: 'coverage',
        src: 'coverageStage',
        input: ({ context }) => ({ stateCode: context.driver3.state, language: context.lang, region: context.region, terms: context.terms, saved: context.coverage }),
        onDone: ladder(
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
        ),
      },
    },
    consent: {
      description: 'The affiliate consent section: email, phone and consent, for an affiliate whose lead gave no consent',
      tags: ['stage'],
      meta: { spec: ['quote-2.12', 'quote-2.21', 'quote-4.1'] },
      entry: [{ type: 'enterStage', params: { stage: 'consent' } }, { type: 'showStage', params: stageParams('consent') }, { type: 'track', params: stepEvent('consent') }],
      initial: 'editing',
      states: {
        ...restartStates,
        editing: {
          description: 'The visitor gives the e-mail, the phone and the consent',
          // The policies the consent is given to, each in its modal (quote-2.31), as on driver2; closed while Start over is asked.
          invoke: { id: 'disclosures', src: 'disclosures' },
        },
      },
      on: {
        ...askRestart('consent', ['editing']),
        'step.back': 'coverage',
        'consent.submit': {
          guard: { type: 'driver2Complete', params: ({ event }) => ({ values: event.values }) },
          target: 'quotes',
          actions: [
            { type: 'keepDriver2', params: ({ event }) => ({ values: event.values }) },
            { type: 'reach', params: { stage: 'quotes' } },
            'forgetTransaction',
            'makeLead',
            { type: 'save', params: saveParams('consent') },
            'recordContact',
          ],
        },
      },
    },
    quotes: {
      description: 'The quote stage: the rate request, then the quote cards or the no-quotes view',
      tags: ['stage'],
      meta: { spec: ['quote-2.5', 'quote-2.14', 'quote-2.22', 'quote-4.1'] },
      entry: [{ type: 'enterStage', params: { stage: 'quotes' } }, { type: 'showStage', params: stageParams('quotes') }, { type: 'track', params: stepEvent('quotes') }],
      on: { 'step.back': [{ guard: 'isRequote', target: 'previousQuotes' }, { guard: 'asksConsent', target: 'consent' }, { target: 'coverage' }] },
      initial: 'loadingCode',
      states: {
        loadingCode: waitForLaterCode("The quote stage's code on its way (the later code: once, then at once)", { next: 'requesting', failed: 'codeFailed' }),
        codeFailed: {
          description: 'The quote stage could not load: Try again (Back goes to the coverage, nothing is lost)',
          on: { 'code.retry': { target: 'loadingCode' } },
        },
        requesting: {
          description: 'The rate request runs (its own chart); the cards appear as carriers answer',
          tags: ['loading'],
          meta: { spec: ['quote-2.13', 'quote-4.12'] },
          // quote-7.30: the transaction exists: the licence photo's file is attached to it.
          on: { 'rateRequest.prepared': { actions: 'recordTransaction' } },
          // A new request: what an earlier one gave is not this one's (its cards are the child's until it ends).
          entry: 'startRateRequest',
          invoke: {
            id: 'rateRequest',
            src: 'rateRequest',
            input: ({ context }) => ({
              answers: later().quoteAnswers({
                driver1: context.driver1,
                driver2: context.driver2,
                driver3: context.driver3,
                drivers: context.drivers,
                vehicles: context.vehicles,
                coverage: context.coverage ?? { term: context.terms[0] ?? 6, product: '', custom: {} },
                coverageSet: context.coverageSet,
                foundByLookup: context.found.length > 0,
                leadId: context.affiliate?.leadId ?? null,
                now: context.now(),
              }),
              region: context.region,
              transactionId: context.transactionId,
              timing: context.rateTiming,
              now: context.now,
              newId: context.newId,
            }),
            // The cards shown: the visit keeps their transaction, so a reload or Back from another page shows them again.
            onDone: [
              {
                guard: { type: 'moreThanLimit', params: ({ event }) => ({ quotes: event.output.quotes }) },
                target: 'showing.cards.firstCards',
                actions: [{ type: 'keepQuotes', params: ({ event }) => ({ output: event.output }) }, 'keepSavedQuotes', { type: 'save', params: saveParams('quotes') }],
              },
              {
                guard: { type: 'quotesToShow', params: ({ event }) => ({ output: event.output }) },
                target: 'showing.cards.allCards',
                actions: [{ type: 'keepQuotes', params: ({ event }) => ({ output: event.output }) }, 'keepSavedQuotes', { type: 'save', params: saveParams('quotes') }],
              },
              {
                target: 'noQuotes',
                actions: [
                  { type: 'keepQuotes', params: ({ event }) => ({ output: event.output }) },
                  { type: 'track', params: ({ context, event }) => noQuotesEvent(context, event.output) },
                ],
              },
            ],
          },
        },
        // quote 001 §2, quote-3.17: a page opened on the quotes (a reload, Back from another page) shows the saved transaction's.
        restoring: {
          description: 'The saved quotes (under a day old) asked for again: their transaction\'s results, no new rate request',
          tags: ['loading'],
          meta: { spec: ['quote-3.17', 'quote-6.2', 'quote-7.14'] },
          entry: 'startRestoring',
          invoke: {
            id: 'restoreQuotes',
            src: 'restoreQuotes',
            input: ({ context }) => ({ transactionId: context.savedQuotes?.transactionId ?? '', region: context.region }),
            onDone: [
              {
                guard: { type: 'moreThanLimit', params: ({ event }) => ({ quotes: event.output.quotes }) },
                target: 'showing.cards.firstCards',
                actions: { type: 'keepRestored', params: ({ event }) => ({ quotes: event.output.quotes }) },
              },
              {
                guard: { type: 'someQuoteShown', params: ({ event }) => ({ quotes: event.output.quotes }) },
                target: 'showing.cards.allCards',
                actions: { type: 'keepRestored', params: ({ event }) => ({ quotes: event.output.quotes }) },
              },
              // No quote of the term chosen any more (the API answered none): said as no longer available.
              { target: 'unavailable' },
            ],
            onError: [{ guard: { type: 'answeredGone', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable' }, { target: 'restoreFailed' }],
          },
        },
        stale: {
          description: 'Saved quotes a day old or more: says when they were given; Get new quotes (answers kept)',
          meta: { spec: ['quote-3.17', 'quote-6.2'] },
          on: { 'quotes.renew': { target: 'renewing' } },
        },
        unavailable: {
          description: 'The API no longer has the saved quotes: says so; Get new quotes (answers kept)',
          meta: { spec: ['quote-3.17'] },
          on: { 'quotes.renew': { target: 'renewing' } },
        },
        restoreFailed: {
          description: 'No answer for the saved quotes: Try again, or Get new quotes',
          on: { 'quotes.restore': { target: 'restoring' }, 'quotes.renew': { target: 'renewing' } },
        },
        renewing: {
          description: "New quotes, answers kept: the state's coverages, then the rate request (a package no longer offered: the coverage step)",
          tags: ['loading'],
          meta: { spec: ['quote-7.12'] },
          invoke: {
            id: 'loadCoverages',
            src: 'loadCoverages',
            input: ({ context }) => ({ stateCode: context.driver3.state, language: context.lang, region: context.region }),
            onDone: [
              {
                // New answers' rules: a new transaction (quote-7.24).
                guard: { type: 'coverageStillOffered', params: ({ event }) => ({ set: event.output }) },
                target: 'loadingCode',
                actions: [{ type: 'keepCoverageSet', params: ({ event }) => ({ set: event.output }) }, 'forgetTransaction'],
              },
              { target: '#quote.coverage', actions: { type: 'keepCoverageSet', params: ({ event }) => ({ set: event.output }) } },
            ],
            // The coverage step asks for them again, and says so when they do not come.
            onError: { target: '#quote.coverage' },
          },
        },
        showing: {
          description: 'The quote cards of the term chosen, in the order of the sorting option, the override carriers first',
          // The lead record is written in the agents region below (quote-4.15, quote-8.3); the old and new layouts (quote-2.32) are the view's.
          meta: { spec: ['quote-1.4', 'quote-4.16', 'quote-4.21'] },
          type: 'parallel',
          on: {
            // Not behind a card's modal (buy now, the contact request): the cards stay as they were.
            'sort.change': {
              guard: and([not(stateIn('#quote.quotes.showing.action.busy')), { type: 'isOfferedSort' as const, params: ({ event }: { event: { option: number } }) => ({ option: event.option }) }]),
              actions: { type: 'keepSortOption', params: ({ event }) => ({ option: event.option }) },
            },
          },
          states: {
            cards: {
              description: 'The cards: the first ones, or all',
              initial: 'allCards',
              states: {
                firstCards: {
                  description: 'The first cards, and Show more',
                  // Not when another sorting option leaves no more than the first cards (option 2 keeps only some).
                  on: {
                    'cards.more': {
                      guard: and([not(stateIn('#quote.quotes.showing.action.busy')), { type: 'moreThanLimit' as const, params: ({ context }: { context: QuoteContext }) => ({ quotes: context.quotes }) }]),
                      target: 'allCards',
                    },
                  },
                },
                allCards: {
                  description: 'Every card (Show less when there are more than the first)',
                  on: {
                    'cards.less': {
                      guard: and([not(stateIn('#quote.quotes.showing.action.busy')), { type: 'moreThanLimit' as const, params: ({ context }: { context: QuoteContext }) => ({ quotes: context.quotes }) }]),
                      target: 'firstCards',
                    },
                  },
                },
              },
            },
            // quote-4.19, quote-6.5: whether agents are free decides a type 2 carrier's button; unknown counts as none.
            // Then quote-4.15, quote-7.31: the lead store is told of the quotes (a failure changes nothing on the screen).
            // One after the other: the cards do not wait for either.
            agents: {
              description: 'The idle agents read, then the lead record written, once the cards show',
              initial: 'counting',
              states: {
                counting: {
                  description: 'Asking how many agents are free',
                  invoke: {
                    id: 'idleAgents',
                    src: 'idleAgents',
                    input: ({ context }) => ({ region: context.region }),
                    // quote-3.11: each card first shown, with its button, once the agents decided the type 2 carriers'.
                    // Quotes asked for again (a reload): the lead store already had them.
                    onDone: [
                      {
                        guard: 'quotesRestored',
                        target: 'known',
                        actions: [{ type: 'keepIdleAgents', params: ({ event }) => ({ count: event.output }) }, { type: 'trackEach', params: ({ context }) => ({ events: later().impressionEvents(context, firstShown(context)) }) }],
                      },
                      { target: 'savingLead', actions: [{ type: 'keepIdleAgents', params: ({ event }) => ({ count: event.output }) }, { type: 'trackEach', params: ({ context }) => ({ events: later().impressionEvents(context, firstShown(context)) }) }] },
                    ],
                    onError: [
                      {
                        guard: 'quotesRestored',
                        target: 'known',
                        actions: ['forgetIdleAgents', { type: 'trackEach', params: ({ context }) => ({ events: later().impressionEvents(context, firstShown(context)) }) }],
                      },
                      { target: 'savingLead', actions: ['forgetIdleAgents', { type: 'trackEach', params: ({ context }) => ({ events: later().impressionEvents(context, firstShown(context)) }) }] },
                    ],
                  },
                },
                savingLead: {
                  description: 'Writing the lead record, Quoted with the carriers shown',
                  meta: { spec: ['quote-4.15', 'quote-7.31'] },
                  invoke: {
                    id: 'saveLead',
                    src: 'saveLead',
                    input: ({ context }) => leadWrite(context, true),
                    onDone: { target: 'known', actions: { type: 'keepLead', params: ({ event }) => ({ key: event.output }) } },
                    onError: { target: 'known' },
                  },
                },
                known: { description: 'The count read (or not known: none counted), the lead written (or not)' },
              },
            },
            action: {
              description: "A card's button: none pressed, or one being done",
              initial: 'idle',
              states: {
                idle: {
                  description: "Each card's button as its carrier, the agents and the effective date say",
                  meta: { spec: ['quote-4.18', 'quote-4.19', 'quote-4.20'] },
                  on: {
                    // Only a card on screen: the first ones before Show more.
                    'card.act': [
                      {
                        guard: and([
                          stateIn('#quote.quotes.showing.cards.firstCards'),
                          { type: 'canAct' as const, params: ({ event }: { event: CardPress }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind, firstOnly: true }) },
                          agentsDecide,
                        ]),
                        target: 'busy',
                        actions: [
                          { type: 'keepCardPress', params: ({ event }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind }) },
                          { type: 'trackEach', params: ({ context, event }) => ({ events: pressTracking(context, event.rateQuoteId, event.kind) }) },
                        ],
                      },
                      {
                        guard: and([
                          stateIn('#quote.quotes.showing.cards.allCards'),
                          { type: 'canAct' as const, params: ({ event }: { event: CardPress }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind, firstOnly: false }) },
                          agentsDecide,
                        ]),
                        target: 'busy',
                        actions: [
                          { type: 'keepCardPress', params: ({ event }) => ({ rateQuoteId: event.rateQuoteId, kind: event.kind }) },
                          { type: 'trackEach', params: ({ context, event }) => ({ events: pressTracking(context, event.rateQuoteId, event.kind) }) },
                        ],
                      },
                    ],
                    // quote-3.11: the chat link of a card on screen, tracked as the other presses are (the link leads on by itself).
                    'card.chat': [
                      {
                        guard: and([
                          stateIn('#quote.quotes.showing.cards.firstCards'),
                          { type: 'canAct' as const, params: ({ event }: { event: CardChat }) => ({ rateQuoteId: event.rateQuoteId, kind: 'chat' as const, firstOnly: true }) },
                        ]),
                        actions: { type: 'trackEach', params: ({ context, event }) => ({ events: pressTracking(context, event.rateQuoteId, 'chat', event.url) }) },
                      },
                      {
                        guard: and([
                          stateIn('#quote.quotes.showing.cards.allCards'),
                          { type: 'canAct' as const, params: ({ event }: { event: CardChat }) => ({ rateQuoteId: event.rateQuoteId, kind: 'chat' as const, firstOnly: false }) },
                        ]),
                        actions: { type: 'trackEach', params: ({ context, event }) => ({ events: pressTracking(context, event.rateQuoteId, 'chat', event.url) }) },
                      },
                    ],
                  },
                },
                busy: {
                  description: 'Buy now, or a call or text asked of an agent (its own chart)',
                  invoke: {
                    id: 'cardAction',
                    src: 'cardAction',
                    input: ({ context }) => cardActionInput(context),
                    // A buy-now address that could not be opened: that quote's Buy now is gone (machines/quote/quoteCards.ts).
                    onDone: {
                      target: 'idle',
                      actions: { type: 'endCardAction', params: ({ event }) => ({ output: event.output }) },
                    },
                  },
                  on: {
                    'cardAction.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
                    'cardAction.openTab': { actions: { type: 'openTab', params: ({ event }) => ({ url: event.url }) } },
                  },
                },
              },
            },
          },
        },
        noQuotes: {
          description: 'No rates found: a greeting, Try again, chat with an agent, the nearest office',
          meta: { spec: ['quote-2.35', 'quote-8.10'] },
          on: { 'quotes.retry': 'requesting' },
          // quote-4.15, quote-8.3: the lead record is saved, still a Lead.
          initial: 'savingLead',
          states: {
            savingLead: {
              description: 'Writing the lead record (a Lead: no quote)',
              meta: { spec: ['quote-4.15', 'quote-8.3', 'quote-7.31'] },
              invoke: {
                id: 'saveLead',
                src: 'saveLead',
                input: ({ context }) => leadWrite(context, false),
                onDone: { target: 'leadSaved', actions: { type: 'keepLead', params: ({ event }) => ({ key: event.output }) } },
                onError: { target: 'leadUnsaved' },
              },
            },
            leadSaved: { description: 'The lead store holds the record' },
            leadUnsaved: { description: 'The lead store did not take it (the visitor sees nothing of it)' },
          },
        },
      },
    },
    previousQuotes: {
      description: 'The previous quotes (their own chart): look up, check the owner, requote',
      meta: { spec: ['quote-2.27', 'quote-4.30', 'quote-4.31', 'quote-4.32', 'quote-6.4'] },
      // Opened from a stage, Close goes back there; opened by Back from a requote's cards, to where the previous quotes were opened from.
      entry: ['openPrevious', 'showPrevious'],
      // Leaving, the cards are no longer a requote's (a requote sets it again as it ends here).
      exit: 'endRequote',
      on: {
        // A stage reached, typed or by Back, leaves the previous quotes (the one they were opened
        // from too); anything else keeps the address on them.
        'hash.changed': [
          ...OPENING_STAGES.map((stage) => ({
            guard: {
              type: 'canReturnTo' as const,
              params: ({ event }: { event: { hash: string } }) => ({ stage: stageOfHash(event.hash) === stage ? stage : null }),
            },
            target: `#quote.${stage}`,
          })),
          { actions: 'showPrevious' },
        ],
      },
      initial: 'loadingCode',
      states: {
        loadingCode: waitForLaterCode("The previous quotes' code on its way (the later code: once, then at once)", { next: 'open', failed: 'codeFailed' }),
        codeFailed: {
          description: 'The previous quotes could not load: Try again, or the link back to the stage they were opened from (its hash)',
          on: { 'code.retry': { target: 'loadingCode' } },
        },
        open: {
          description: 'The look-up, the owner check and the requote (their own chart)',
          invoke: {
            id: 'previousQuotes',
            src: 'previousQuotes',
            input: ({ context }: { context: QuoteContext }) => ({ now: context.now, region: context.region, config: context.previousQuotes, ageLimits: context.primaryAge }),
            onDone: [
              // quote-4.32: the requote's quotes, on the quote stage's cards (its title, Back to the previous quotes).
              // The first cards: with no more than those, they are all there and Show more is not offered.
              {
                guard: { type: 'ended', params: ({ event }: { event: { output: PreviousQuotesOutput } }) => ({ output: event.output, kind: 'requoted' as const }) },
                target: '#quote.quotes.showing.cards.firstCards',
                actions: { type: 'keepRequote', params: ({ event }: { event: { output: PreviousQuotesOutput } }) => ({ output: event.output }) },
              },
              // quote-4.31, quote-8.6: "Quote not found!" or the third wrong date of birth: the start.
              { guard: { type: 'ended', params: ({ event }: { event: { output: PreviousQuotesOutput } }) => ({ output: event.output, kind: 'restart' as const }) }, target: '#quote.driver1' },
              // Closed: back to the stage the visitor came from (the quote stage's answers: the coverage).
              ...OPENING_STAGES.map((stage) => ({ guard: { type: 'wasAt' as const, params: { stage } }, target: `#quote.${stage}` })),
              { target: '#quote.coverage' },
            ],
          },
        },
      },
    },
  },
});

export type QuoteMachine = typeof quoteMachine;

/** quote-4.5: the endpoint the form starts on: California's on the California page or for a California driver. */
export function startRegion(input: Pick<QuoteInput, 'californiaPage' | 'saved' | 'storedAddress'>): Region {
  const state = input.saved?.driver3.state || input.storedAddress?.state || '';
  if (state.trim() !== '') return regionOfState(state);
  return input.californiaPage ? 'ca' : 'main';
}

/** The drivers with the dialog's driver put in place (edit) or added. */
function withDriver(drivers: QuoteDriver[], index: number | null, driver: QuoteDriver | null): QuoteDriver[] {
  if (!driver) return drivers;
  return index === null ? [...drivers, driver] : drivers.map((d, i) => (i === index ? driver : d));
}

/** The vehicles with the ticked household vehicles added once each (default mileage). */
function withFound(vehicles: QuoteVehicle[], found: readonly VehicleDetail[], vins: readonly string[]): QuoteVehicle[] {
  const have = new Set(vehicles.map((v) => v.vin).filter(Boolean));
  const added = found
    .filter((car) => vins.includes(car.vin) && !have.has(car.vin))
    .map((car) => ({ vin: car.vin, year: car.year, maker: car.maker, model: car.model, mileage: DEFAULT_MILEAGE, isExistingVehicle: true }));
  return [...vehicles, ...added];
}

/** The vehicles with the dialog's vehicle put in place (edit) or added. */
function withVehicle(vehicles: QuoteVehicle[], index: number | null, vehicle: QuoteVehicle | null): QuoteVehicle[] {
  if (!vehicle) return vehicles;
  return index === null ? [...vehicles, vehicle] : vehicles.map((v, i) => (i === index ? vehicle : v));
}

/** A stage the hash may go to: the visitor's token is there, the stage reached (the consent section only for the affiliate it asks). */
function canReach(context: QuoteContext, stage: EntryStage | null): boolean {
  return context.ready && stage !== null && order(stage) <= order(context.reached) && (stage !== 'consent' || context.affiliate?.consentSection === true);
}

function furthest(a: EntryStage, b: EntryStage): EntryStage {
  return order(a) >= order(b) ? a : b;
}

/**
 * What a visit keeps: the quote stage only with the quotes its cards showed (their transaction,
 * `savedQuotes`); without them a visit that reached it opens at the coverage again, or at the
 * consent section it needs, and the visitor asks for quotes from there.
 */
function keptStage(context: QuoteContext, stage: EntryStage, quotesKept: boolean): EntryStage {
  if (stage !== 'quotes' || quotesKept) return stage;
  return context.affiliate?.consentSection === true ? 'consent' : 'coverage';
}

/**
 * The visit saved as it is when `stage` is where it stopped. Saved from any other stage than the
 * quotes, the answers may have changed since the quotes: the visit no longer keeps them.
 */
/** The first driver step's output, as its ladder's guards and actions read it. */
function driver1Output({ event }: { event: { output: Driver1StageOutput } }) {
  return { output: event.output };
}

/** What the step ended with that the quote keeps (none unless submitted). */
function driver1Kept({ event }: { event: { output: Driver1StageOutput } }): { kept: Driver1Kept | null } {
  if (event.output.kind !== 'submitted') return { kept: null };
  const { kind: _submitted, ...kept } = event.output;
  return { kept };
}

/**
 * The step's transitions at its end, the last one (Start over: the step itself) opening the step
 * again: its entry runs and its chart starts empty, as when the stage is entered.
 */
function restartsStage<const T extends readonly unknown[], const L extends object>(transitions: readonly [...T, L]): [...T, L & { reenter: true }] {
  const last = transitions[transitions.length - 1] as L;
  return [...transitions.slice(0, -1), { ...last, reenter: true }] as unknown as [...T, L & { reenter: true }];
}

/** The coverage stage's output, as its ladder's guards and actions read it. */
function coverageOutput({ event }: { event: { output: CoverageStageOutput } }) {
  return { output: event.output };
}

function saveParams(stage: EntryStage) {
  return ({ context }: { context: QuoteContext }) => ({
    saved: {
      stage,
      reached: keptStage(context, furthest(context.reached, stage), stage === 'quotes' && context.savedQuotes !== null),
      ...(stage === 'quotes' && context.savedQuotes ? { quotes: context.savedQuotes } : {}),
      driver1: context.driver1,
      driver2: context.driver2,
      driver3: context.driver3,
      vehicles: context.vehicles,
      coverage: context.coverage,
      drivers: context.drivers.filter((d) => d.isManualDriver),
      affiliate: context.affiliate,
    },
  });
}

/** The context with an affiliate's opening (quote-6.3, quote-4.11): the lead's answers, its ZIP as looked up, the landing reached. */
function withAffiliate(context: QuoteContext, opening: AffiliateOpening): Partial<QuoteContext> {
  if (opening.visitor !== 'affiliate') return {};
  const { values, missing } = opening.prefill;
  const zip = opening.zip;
  return {
    ready: true,
    affiliateParams: null,
    visitor: 'affiliate',
    affiliate: { leadId: opening.leadId, consentSection: opening.consentSection },
    affiliateMissing: missing,
    driver1: values.driver1,
    driver2: values.driver2,
    // The ZIP's lookup gives the city and state, as on the address step.
    driver3: zip?.available ? { ...values.driver3, city: zip.city, state: zip.state } : values.driver3,
    zipChecked: zip ? { zip: zip.zip, available: zip.available } : null,
    opening: opening.landing,
    reached: furthest(context.reached, opening.landing),
  };
}

/** quote-9.x tracking: the step reached, never a name, email, phone, date of birth or licence. */
function stepEvent(stage: EntryStage) {
  return ({ context }: { context: QuoteContext }): AnalyticsEvent => ({ event: 'bol_step', step: stage, usertype: context.visitor, customerState: context.driver3.state || null });
}

/** The cards a visitor may see (quote-4.16) in the order chosen (quote-4.22 to quote-4.29): machines/quote/quoteCards.ts. */
export function shownQuotes(context: Omit<ShownState, 'quotes'>, quotes: readonly RateQuote[]): RateQuote[] {
  return later().shownQuotes({ ...context, quotes: [...quotes] });
}

type CardPress = Extract<QuoteEvent, { type: 'card.act' }>;
type CardChat = Extract<QuoteEvent, { type: 'card.chat' }>;

/** quote-3.12: the lead record with the answers given so far (made when there is none yet; null without contact data). */
function leadNow(context: QuoteContext): LeadRecord | null {
  const input = leadInputOf(context);
  const now = context.now();
  return context.lead ? leadWithAnswers(context.lead, input, now) : newLead(input, now);
}

/** quote-4.15, quote-8.3: what the lead store is sent when the rate request ends: Quoted with the carriers shown, or a Lead. */
function leadWrite(context: QuoteContext, quoted: boolean) {
  const lead = leadNow(context);
  return {
    lead: lead && (quoted ? quotedLead(lead, shownQuotes(context, context.quotes)) : unquotedLead(lead)),
    create: !context.leadStored,
    region: context.region,
  };
}

/** The cards shown before "Show more" (all of them when there are no more). */
function firstShown(context: QuoteContext): RateQuote[] {
  return shownQuotes(context, context.quotes).slice(0, later().cardLimit(context.results));
}

/** quote-3.11: the press's events, with the card's place in the list. */
function pressTracking(context: QuoteContext, rateQuoteId: string, kind: CardPressKind, url: string | null = null): AnalyticsEvent[] {
  const shown = shownQuotes(context, context.quotes);
  const index = shown.findIndex((q) => q.rateQuoteId === rateQuoteId);
  const quote = shown[index];
  return quote ? later().pressEvents(context, quote, index + 1, kind, url) : [];
}

/** What the card action machine is given: the press, the quote, and how buy now opens for that card now. */
function cardActionInput(context: QuoteContext): CardActionInput {
  const quote = context.quotes.find((q) => q.rateQuoteId === context.action?.rateQuoteId);
  return {
    kind: context.action?.kind ?? 'buyNow',
    quote: { rateQuoteId: quote?.rateQuoteId ?? '', companyID: quote?.companyID ?? '', companyName: quote?.companyName ?? '' },
    presentation: quote ? later().presentationFor(context, quote) : 'confirm',
    region: context.region,
  };
}

/** quote-8.3: no quotes, a failure or the window passed: the event logged (never a name, email or phone). */
function noQuotesEvent(context: QuoteContext, output: RateRequestOutput): AnalyticsEvent {
  return {
    event: 'no_quotes',
    reason: output.stop,
    transactionId: output.transactionId,
    usertype: context.visitor,
    customerState: context.driver3.state || null,
  };
}

/** The step the previous quotes go back to: where they were opened from; from the quote stage, the coverage (as their Close does). */
export function previousQuotesReturn(context: Pick<QuoteContext, 'previousFrom'>): EntryStage {
  return context.previousFrom === 'quotes' ? 'coverage' : context.previousFrom;
}

/** How far a saved visit reached: the quote stage only with its quotes kept (see keptStage). */
function savedReach(saved: QuoteSaved): EntryStage {
  const reached = stageOfHash(saved.reached) ?? 'driver1';
  if (reached !== 'quotes' || saved.quotes) return reached;
  return saved.affiliate?.consentSection === true ? 'consent' : 'coverage';
}

/**
 * Start over: the context of a new visit on this page. The visitor's token, the page's settings
 * (terms, limits, card and result settings, the clock) and the endpoint stay; every answer, what
 * was found and looked up, the lead, the quotes and the draft go.
 */
function freshVisit(context: QuoteContext): Partial<QuoteContext> {
  return {
    driver1: emptyDriver1,
    driver2: emptyDriver2,
    driver3: emptyDriver3,
    reached: 'driver1',
    opening: 'driver1',
    restingStage: 'driver1',
    found: [],
    drivers: [],
    driverIndex: null,
    zipChecked: null,
    ocrRead: null,
    licenceFileId: null,
    visitor: 'new',
    affiliateParams: null,
    affiliate: null,
    affiliateMissing: [],
    vehicles: [],
    commonId: null,
    householdCars: [],
    vehicleIndex: null,
    coverageSet: null,
    coverage: null,
    transactionId: null,
    quotes: [],
    rateStop: null,
    sortOption: context.results.sortOption,
    idleAgents: null,
    action: null,
    lead: null,
    leadStored: false,
    opensPrevious: false,
    requoted: false,
    previousFrom: 'driver1',
    discardedVisit: false,
    savedQuotes: null,
    restored: false,
    draft: null,
    visit: context.visit + 1,
  };
}
