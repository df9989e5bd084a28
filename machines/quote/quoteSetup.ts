/**
 * The quote chart's vocabulary (machines/quote/quote.machine.ts): its types, the charts and calls it
 * invokes, and its named guards and actions (the chart's config names them; it holds no inline
 * assign nor anonymous guard). The guards read the stages' outputs and the visit; the actions keep
 * what the stages tell in the chart's context, or are the browser's effects, provided where the
 * actor is created (the widget root's: the hash, navigation, storage, analytics, a new tab).
 */
import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Region } from '../../services/http';
import type { AnalyticsEvent } from '../../src/analytics';
import { lazyChart } from '../kit/lazyPart';
import type { AddressStageOutput } from './address.machine';
import type { ContactStageOutput } from './contact.machine';
import type { CoverageStageOutput } from './coverage.machine';
import { isCoverageComplete, loadCoveragesLogic } from './coverages';
import { disclosuresMachine } from './disclosures.machine';
import { driver1StageMachine, type Driver1StageOutput } from './driver1.machine';
import type { DriverListOutput } from './driverList.machine';
import { later, loadLaterCodeLogic, quoteLaterCode } from './laterCode';
import { saveLeadLogic } from './leadWrite';
import { openingMachine, type OpeningOutput } from './opening.machine';
import type { PreviousQuotesOutput } from './previousQuotes.machine';
import { canReach, fieldsOf, freshVisit, furthest, leadNow, withAffiliate } from './quoteContext';
import { contactRecordEvent, personalDataRecordEvent, quoteRecordsLogic, regionRecordEvent, transactionRecordEvent } from './quoteRecords';
import type { QuoteStageOutput } from './quoteStage.machine';
import { isDriver2Complete, isDriver3Complete } from './quoteValues';
import { isPreviousQuotesHash, stageOfHash, stageOrder as order } from './stages';
import type { CoverageSet, DraftEvent, Driver1Kept, Driver3Values, EntryStage, QuoteContext, QuoteDriver, QuoteEvent, QuoteInput, QuoteSaved, QuoteVehicle, ZipChecked } from './types';
import type { VehicleListOutput } from './vehicleList.machine';
import type { AffiliateLanding } from './visitorParams';

export const quoteSetup = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    tags: {} as 'loading' | 'codeFailed' | 'stage' | 'leaving' | 'savingLead',
  },
  actors: {
    // The token, then an affiliate's lead and its ZIP (machines/quote/opening.machine.ts).
    opening: openingMachine,
    driver1Stage: driver1StageMachine,
    disclosures: disclosuresMachine,
    loadCoverages: loadCoveragesLogic,
    // The stages after driver1 (contact, consent, address, the lists, coverage), in the later code.
    contactStage: lazyChart(quoteLaterCode, (code) => code.contactStage),
    consentStage: lazyChart(quoteLaterCode, (code) => code.consentStage),
    addressStage: lazyChart(quoteLaterCode, (code) => code.addressStage),
    driverList: lazyChart(quoteLaterCode, (code) => code.driverList),
    vehicleList: lazyChart(quoteLaterCode, (code) => code.vehicleList),
    coverageStage: lazyChart(quoteLaterCode, (code) => code.coverageStage),
    previousQuotes: lazyChart(quoteLaterCode, (code) => code.previousQuotes),
    loadLaterCode: loadLaterCodeLogic,
    // The quote stage: the rate request, the cards or the no-quotes view, the quotes the visit keeps (machines/quote/quoteStage.machine.ts), in the later code.
    quoteStage: lazyChart(quoteLaterCode, (code) => code.quoteStage),
    // What the steps type, kept for a reload (a browser effect: the widget root provides the keeper; by default nothing is kept).
    drafts: fromCallback<DraftEvent>(() => undefined),
    // quote-7.30: the records and the error log, in the background (machines/quote/quoteRecords.ts).
    records: quoteRecordsLogic,
    // quote-3.12, quote-7.31: the lead write after the contact step.
    saveLead: saveLeadLogic,
  },
  guards: {
    opensAt: ({ context }, p: { stage: EntryStage }) => p.stage === context.navigation.opening,
    // The opening's lead did not come (an affiliate's link whose lead call failed).
    leadMissing: (_, p: { output: OpeningOutput }) => p.output.kind === 'noLead',
    belongsElsewhere: ({ context }) => context.navigation.otherPage !== null,
    visitDiscarded: ({ context }) => context.navigation.discardedVisit,
    affiliateLandsAt: (_, p: { output: OpeningOutput; stage: AffiliateLanding }) => p.output.kind === 'affiliate' && p.output.opening.landing === p.stage,
    asksConsent: ({ context }) => context.affiliate?.consentSection === true,
    coverageCompleteAsksConsent: ({ context }, p: { output: CoverageStageOutput }) =>
      context.affiliate?.consentSection === true && p.output.kind === 'submitted' && isCoverageComplete(p.output.choice, context.settings.terms, p.output.set),
    canGoTo: ({ context }, p: { stage: EntryStage | null }) => p.stage !== context.navigation.stage && canReach(context, p.stage),
    // From the previous quotes: the stage they were opened from is a way back too.
    canReturnTo: ({ context }, p: { stage: EntryStage | null }) => canReach(context, p.stage),
    driversSubmitted: (_, p: { output: DriverListOutput }) => p.output.kind === 'submitted',
    driversBack: (_, p: { output: DriverListOutput }) => p.output.kind === 'back',
    contactGiven: (_, p: { output: ContactStageOutput }) => p.output.kind === 'submitted' && isDriver2Complete(p.output.values),
    contactBack: (_, p: { output: ContactStageOutput }) => p.output.kind === 'back',
    addressGiven: ({ context }, p: { output: AddressStageOutput }) =>
      p.output.kind === 'submitted' && isDriver3Complete(p.output.values, context.settings.licenseIdRequired, p.output.zipChecked),
    vehiclesSubmitted: (_, p: { output: VehicleListOutput }) => p.output.kind === 'submitted',
    vehiclesBack: (_, p: { output: VehicleListOutput }) => p.output.kind === 'back',
    coverageComplete: ({ context }, p: { output: CoverageStageOutput }) => p.output.kind === 'submitted' && isCoverageComplete(p.output.choice, context.settings.terms, p.output.set),
    driver1Submitted: (_, p: { output: Driver1StageOutput }) => p.output.kind === 'submitted',
    driver1NotAvailable: (_, p: { output: Driver1StageOutput }) => p.output.kind === 'notAvailable',
    opensPrevious: ({ context }) => context.navigation.opensPrevious,
    // The quote stage ended for the coverage step with the coverages of new quotes (the saved package no longer offered).
    renewedCoverage: (_, p: { output: QuoteStageOutput }) => p.output.set !== null,
    isPreviousHash: ({ context }, p: { hash: string }) => context.navigation.ready && isPreviousQuotesHash(p.hash),
    ended: (_, p: { output: PreviousQuotesOutput; kind: PreviousQuotesOutput['kind'] }) => p.output.kind === p.kind,
    wasAt: ({ context }, p: { stage: EntryStage }) => context.navigation.previousFrom === p.stage,
    isRequote: ({ context }) => context.quoting.requoted,
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
    markReady: assign(({ context }) => ({ navigation: { ...context.navigation, ready: true } })),
    // Start over: a new visit on this page, nothing of the last one kept (the token, the page's settings and the endpoint stay).
    startOver: assign(({ context }) => freshVisit(context)),
    // The stage shown; the draft the page opened with stays only while its own step is shown.
    enterStage: assign(({ context }, p: { stage: EntryStage }) => ({ navigation: { ...context.navigation, stage: p.stage }, draft: context.draft?.stage === p.stage ? context.draft : null })),
    // quote-7.30: the records for the recorder (invoked at the root as `records`); nothing waits for them.
    recordContact: sendTo('records', contactRecordEvent),
    recordPersonalData: sendTo('records', personalDataRecordEvent),
    // The form's calls moved to another endpoint (quote-4.5): the error log follows them.
    recordRegion: sendTo('records', regionRecordEvent),
    // A quote transaction prepared: the recorder attaches the licence photo's file to it when the main driver is entered from a photo.
    recordTransaction: sendTo('records', transactionRecordEvent),
    keepCode: assign({ codeLoaded: true }),
    // The chart's own context changes, each named (the chart config holds no inline assign).
    openAtHash: assign(({ context }, p: { hash: string }) => {
      // #previousQuotes: as a page opened at that address, whatever stage was asked before.
      const nav = context.navigation;
      if (isPreviousQuotesHash(p.hash)) return { navigation: { ...nav, opensPrevious: true, opening: nav.restingStage, stage: nav.restingStage } };
      const asked = stageOfHash(p.hash);
      return asked && order(asked) <= order(nav.reached) ? { navigation: { ...nav, opening: asked, stage: asked, opensPrevious: false } } : {};
    }),
    /** The furthest stage reached moves on to `stage` (never back). */
    reach: assign(({ context }, p: { stage: EntryStage }) => ({ navigation: { ...context.navigation, reached: furthest(context.navigation.reached, p.stage) } })),
    // What the first driver step changed, or ended with: its answers, what the lookup found, what the photo read.
    keepDriver1Stage: assign(({ context }, p: { kept: Driver1Kept | null }) => {
      if (!p.kept) return {};
      const { driver1, driver3, drivers, found, commonId, zipChecked, ocrRead, licenceFileId, codeLoaded } = p.kept;
      return { answers: { ...context.answers, driver1, driver3, drivers, found, commonId, zipChecked, ocrRead, licenceFileId }, codeLoaded };
    }),
    // The contact form's values (driver2 or the consent section).
    keepDriver2: assign(({ context }, p: { output: ContactStageOutput }) => (p.output.kind === 'submitted' ? { answers: { ...context.answers, driver2: p.output.values } } : {})),
    // The address step's values, with the ZIP's lookup and the endpoint it ended on.
    keepDriver3: assign(({ context }, p: { output: AddressStageOutput }) =>
      p.output.kind === 'submitted' ? { answers: { ...context.answers, driver3: p.output.values, zipChecked: p.output.zipChecked }, region: p.output.region } : {},
    ),
    // What the address step's chart holds as it changes (a visitor who leaves the step by the address finds it again).
    keepAddress: assign(({ context }, p: { values: Driver3Values; zipChecked: ZipChecked | null }) => ({ answers: { ...context.answers, driver3: p.values, zipChecked: p.zipChecked } })),
    // The calls moved to the endpoint of the ZIP's state (quote-4.5).
    followRegion: assign((_, p: { region: Region }) => ({ region: p.region })),
    // The driver list's drivers (its chart tells each change, and ends with them).
    keepDrivers: assign(({ context }, p: { drivers: QuoteDriver[] }) => ({ answers: { ...context.answers, drivers: p.drivers } })),
    // The vehicle list's vehicles (its chart tells each change, and ends with them). No vehicle
    // left: the later stages are not reached any more (the hash cannot skip to them).
    keepVehicles: assign(({ context }, p: { vehicles: QuoteVehicle[] }) => ({
      answers: { ...context.answers, vehicles: p.vehicles },
      navigation: {
        ...context.navigation,
        reached: p.vehicles.length === 0 && order(context.navigation.reached) > order('vehiclesummary') ? 'vehiclesummary' : context.navigation.reached,
      },
    })),
    // The coverages the quote stage loaded for new quotes (the saved quotes' Get new quotes).
    keepRenewedSet: assign(({ context }, p: { set: CoverageSet | null }) => (p.set ? { answers: { ...context.answers, coverageSet: p.set } } : {})),
    // The coverage stage's choice, and the coverages it was judged against (the rate request sends them).
    keepCoverage: assign(({ context }, p: { output: CoverageStageOutput }) =>
      p.output.kind === 'submitted' ? { answers: { ...context.answers, coverage: p.output.choice, coverageSet: p.output.set } } : {},
    ),
    // New answers: a new transaction (quote-7.24).
    forgetTransaction: assign(({ context }) => ({ quoting: { ...context.quoting, transactionId: null } })),
    // A new request (the quote stage's): the cards are no longer a requote's, and no Buy now is gone.
    startRateRequest: assign(({ context }) => ({ quoting: { ...context.quoting, requoted: false, buyUnavailable: [] } })),
    // How the quote stage starts when next entered: on the quotes the visit keeps (the opening), else a new request.
    startOnSaved: assign(({ context }) => ({ quoting: { ...context.quoting, quoteStart: { kind: 'saved' } as const } })),
    endQuoteStart: assign(({ context }) => ({ quoting: { ...context.quoting, quoteStart: { kind: 'request' } as const } })),
    keepSortOption: assign(({ context }, p: { option: number }) => ({ quoting: { ...context.quoting, sortOption: later().isSortOption(p.option) ? p.option : 0 } })),
    // What the cards' chart tells: the agents counted (null: not known), a quote whose buy-now address could not be opened.
    keepIdleAgents: assign(({ context }, p: { count: number | null }) => ({ quoting: { ...context.quoting, idleAgents: p.count } })),
    keepBuyUnavailable: assign(({ context }, p: { rateQuoteId: string }) => ({ quoting: { ...context.quoting, buyUnavailable: [...context.quoting.buyUnavailable, p.rateQuoteId] } })),
    openPrevious: assign(({ context }) => {
      const nav = context.navigation;
      return { navigation: { ...nav, opensPrevious: false, previousFrom: context.quoting.requoted ? nav.previousFrom : nav.stage } };
    }),
    endRequote: assign(({ context }) => ({ quoting: { ...context.quoting, requoted: false } })),
    applyAffiliate: assign(({ context }, p: { output: OpeningOutput }) => (p.output.kind === 'affiliate' ? withAffiliate(context, p.output.opening) : {})),
    forgetAffiliate: assign(({ context }) => ({ navigation: { ...context.navigation, ready: true, opening: 'driver1' as const }, affiliateParams: null })),
    // The quote stage's rate request ended on this transaction (a Try again on the same answers posts on it).
    keepTransaction: assign(({ context }, p: { transactionId: string | null }) => ({ quoting: { ...context.quoting, transactionId: p.transactionId } })),
    // The cards shown: the visit keeps their transaction (a reload asks for its quotes again while fresh).
    keepSavedQuotes: assign(({ context }) => {
      const { transactionId } = context.quoting;
      return { quoting: { ...context.quoting, savedQuotes: transactionId ? { transactionId, quotedAt: context.settings.now() } : null } };
    }),
    // The saved transaction's quotes asked for again: the stage is on that transaction.
    keepRestored: assign(({ context }) => ({ quoting: { ...context.quoting, transactionId: context.quoting.savedQuotes?.transactionId ?? null } })),
    // quote-3.12: the lead record once the contact data is given; later answers refresh it (its key stays).
    makeLead: assign(({ context }) => ({ quoting: { ...context.quoting, lead: leadNow(fieldsOf(context)) } })),
    // The record as written, and that the store holds it: the next write updates it.
    keepLead: assign(({ context }, p: { key: string | null }) => ({
      quoting: { ...context.quoting, lead: leadNow(fieldsOf(context)), leadStored: context.quoting.leadStored || p.key !== null },
    })),
    keepRequote: assign(({ context }, p: { output: PreviousQuotesOutput }) =>
      p.output.kind === 'requoted'
        ? { quoting: { ...context.quoting, quoteStart: { kind: 'requote' as const, quotes: p.output.quotes }, transactionId: p.output.transactionId, requoted: true } }
        : {},
    ),
  },
});
