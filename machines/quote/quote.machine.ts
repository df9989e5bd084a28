/**
 * The quote form (quote 001 §2, §4) as a parent that sequences its stages: it opens on the quote
 * page the visit belongs to, with the visitor's token and an affiliate's lead when the address names
 * one (the opening's chart), then shows one stage at a time, each its own chart invoked with a
 * stable id: driver1, driver2 (contact and consent, then the lead write), driver3 (the address),
 * the driver summary, the vehicles, the coverage, for an affiliate whose lead gave no consent the
 * consent section, and the quote stage (the rate request, the cards or the no-quotes view, the
 * quotes the visit keeps: machines/quote/quoteStage.machine.ts); the previous quotes open over any
 * stage. Each stage's chart says what happened in its output or typed events; this chart keeps the
 * visit (its context, how far it reached, the saved visit and the draft) and does the effects.
 * What it gives each child and how it reads their ends are machines/quote/stageInputs.ts and
 * machines/quote/stageOutputs.ts.
 *
 * The hash is the chart's state, both ways: entering a stage writes its hash (`showStage`, a
 * browser effect: a new history entry, so Back moves between stages), and the page sends
 * `hash.changed` when the visitor types a hash or goes back; the chart moves there when that
 * stage has been reached, and otherwise writes the hash of the stage it is on (machines/quote/quoteHash.ts).
 */
import { and, assign, fromCallback, sendTo, setup } from 'xstate';
import { ladder } from '../kit/ladder';
import { vehicleListMachine, type VehicleListOutput } from './vehicleList.machine';
import { disclosuresMachine } from './disclosures.machine';
import { coverageStageMachine, isCoverageComplete, loadCoveragesLogic, type CoverageStageOutput } from './coverage.machine';
import { consentStageMachine, contactStageMachine, type ContactStageOutput } from './contact.machine';
import { addressStageMachine, type AddressStageOutput } from './address.machine';
import { isDriver2Complete, isDriver3Complete } from './quoteValues';
import { driverListMachine, type DriverListOutput } from './driverList.machine';
import { driver1StageMachine, type Driver1StageOutput } from './driver1.machine';
import type { Region } from '../../services/http';
import type { AnalyticsEvent } from '../../src/analytics';
import type { AffiliateLanding } from './visitorParams';
import { openingMachine, type OpeningOutput } from './opening.machine';
import type { PreviousQuotesOutput } from './previousQuotes.machine';
import { lazyChart } from '../kit/lazyPart';
import { later, loadLaterCodeLogic, quoteLaterCode, waitForLaterCode } from './laterCode';
import { contactRecordEvent, personalDataRecordEvent, quoteRecordsLogic, regionRecordEvent, transactionRecordEvent } from './quoteRecords';
import { quoteStageMachine, type QuoteStageOutput } from './quoteStage.machine';
import { saveLeadLogic } from './leadWrite';
import { canReach, freshVisit, furthest, initialContext, leadNow, saveParams, withAffiliate } from './quoteContext';
import { hashTransitions, returnTransitions, stageEntry, stageShown } from './quoteHash';
import {
  addressInput,
  contactLeadInput,
  coverageInput,
  driver1Input,
  driverListInput,
  openingInput,
  previousQuotesInput,
  quoteStageInput,
  recordsInput,
  vehicleListInput,
} from './stageInputs';
import {
  addressOutput,
  contactOutput,
  coverageOutput,
  driver1Kept,
  driver1Output,
  driverListOutput,
  openingEnds,
  previousQuotesEnds,
  quoteStageOutput,
  quoteStageSet,
  restartsStage,
  submittedDrivers,
  submittedVehicles,
  vehicleListOutput,
} from './stageOutputs';

// The views and tests read the cards shown through the quote chart's module (machines/quote/selectors.ts).
export { shownQuotes } from './quotes.rules';
import { isPreviousQuotesHash, stageOfHash, stageOrder } from './stages';
import type {
  CoverageSet,
  DraftEvent,
  Driver1Kept,
  Driver3Values,
  EntryStage,
  QuoteContext,
  QuoteDriver,
  QuoteEvent,
  QuoteInput,
  QuoteSaved,
  QuoteVehicle,
  ZipChecked,
} from './types';

// The lead write's limit after driver2 (the tests read it here).
export { LEAD_WRITE_TIMEOUT_MS } from './stageInputs';

const order = stageOrder;

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    tags: {} as 'loading' | 'stage' | 'leaving',
  },
  actors: {
    // The token, then an affiliate's lead and its ZIP (machines/quote/opening.machine.ts).
    opening: openingMachine,
    vehicleList: vehicleListMachine,
    driverList: driverListMachine,
    disclosures: disclosuresMachine,
    contactStage: contactStageMachine,
    consentStage: consentStageMachine,
    addressStage: addressStageMachine,
    driver1Stage: driver1StageMachine,
    loadCoverages: loadCoveragesLogic,
    coverageStage: coverageStageMachine,
    previousQuotes: lazyChart(quoteLaterCode, (code) => code.previousQuotes),
    loadLaterCode: loadLaterCodeLogic,
    // The quote stage: the rate request, the cards or the no-quotes view, the quotes the visit keeps (machines/quote/quoteStage.machine.ts).
    quoteStage: quoteStageMachine,
    // What the steps type, kept for a reload (a browser effect: the widget root provides the keeper; by default nothing is kept).
    drafts: fromCallback<DraftEvent>(() => undefined),
    // quote-7.30: the records and the error log, in the background (machines/quote/quoteRecords.ts).
    records: quoteRecordsLogic,
    // quote-3.12, quote-7.31: the lead write after the contact step.
    saveLead: saveLeadLogic,
  },
  guards: {
    opensAt: ({ context }, p: { stage: EntryStage }) => p.stage === context.opening,
    // The opening's lead did not come (an affiliate's link whose lead call failed).
    leadMissing: (_, p: { output: OpeningOutput }) => p.output.kind === 'noLead',
    belongsElsewhere: ({ context }) => context.otherPage !== null,
    visitDiscarded: ({ context }) => context.discardedVisit,
    affiliateLandsAt: (_, p: { output: OpeningOutput; stage: AffiliateLanding }) => p.output.kind === 'affiliate' && p.output.opening.landing === p.stage,
    asksConsent: ({ context }) => context.affiliate?.consentSection === true,
    coverageCompleteAsksConsent: ({ context }, p: { output: CoverageStageOutput }) =>
      context.affiliate?.consentSection === true && p.output.kind === 'submitted' && isCoverageComplete(p.output.choice, context.terms, p.output.set),
    canGoTo: ({ context }, p: { stage: EntryStage | null }) => p.stage !== context.stage && canReach(context, p.stage),
    // From the previous quotes: the stage they were opened from is a way back too.
    canReturnTo: ({ context }, p: { stage: EntryStage | null }) => canReach(context, p.stage),
    driversSubmitted: (_, p: { output: DriverListOutput }) => p.output.kind === 'submitted',
    driversBack: (_, p: { output: DriverListOutput }) => p.output.kind === 'back',
    contactGiven: (_, p: { output: ContactStageOutput }) => p.output.kind === 'submitted' && isDriver2Complete(p.output.values),
    contactBack: (_, p: { output: ContactStageOutput }) => p.output.kind === 'back',
    addressGiven: ({ context }, p: { output: AddressStageOutput }) =>
      p.output.kind === 'submitted' && isDriver3Complete(p.output.values, context.licenseIdRequired, p.output.zipChecked),
    vehiclesSubmitted: (_, p: { output: VehicleListOutput }) => p.output.kind === 'submitted',
    vehiclesBack: (_, p: { output: VehicleListOutput }) => p.output.kind === 'back',
    coverageComplete: ({ context }, p: { output: CoverageStageOutput }) => p.output.kind === 'submitted' && isCoverageComplete(p.output.choice, context.terms, p.output.set),
    driver1Submitted: (_, p: { output: Driver1StageOutput }) => p.output.kind === 'submitted',
    driver1NotAvailable: (_, p: { output: Driver1StageOutput }) => p.output.kind === 'notAvailable',
    opensPrevious: ({ context }) => context.opensPrevious,
    // The quote stage ended for the coverage step with the coverages of new quotes (the saved package no longer offered).
    renewedCoverage: (_, p: { output: QuoteStageOutput }) => p.output.set !== null,
    isPreviousHash: ({ context }, p: { hash: string }) => context.ready && isPreviousQuotesHash(p.hash),
    ended: (_, p: { output: PreviousQuotesOutput; kind: PreviousQuotesOutput['kind'] }) => p.output.kind === p.kind,
    wasAt: ({ context }, p: { stage: EntryStage }) => context.previousFrom === p.stage,
    isRequote: ({ context }) => context.requoted,
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
      if (isPreviousQuotesHash(p.hash)) return { opensPrevious: true, opening: context.restingStage, stage: context.restingStage };
      const asked = stageOfHash(p.hash);
      return asked && order(asked) <= order(context.reached) ? { opening: asked, stage: asked, opensPrevious: false } : {};
    }),
    /** The furthest stage reached moves on to `stage` (never back). */
    reach: assign(({ context }, p: { stage: EntryStage }) => ({ reached: furthest(context.reached, p.stage) })),
    // What the first driver step changed, or ended with: its answers, what the lookup found, what the photo read.
    keepDriver1Stage: assign((_, p: { kept: Driver1Kept | null }) => p.kept ?? {}),
    // The contact form's values (driver2 or the consent section).
    keepDriver2: assign((_, p: { output: ContactStageOutput }) => (p.output.kind === 'submitted' ? { driver2: p.output.values } : {})),
    // The address step's values, with the ZIP's lookup and the endpoint it ended on.
    keepDriver3: assign((_, p: { output: AddressStageOutput }) =>
      p.output.kind === 'submitted' ? { driver3: p.output.values, zipChecked: p.output.zipChecked, region: p.output.region } : {},
    ),
    // What the address step's chart holds as it changes (a visitor who leaves the step by the address finds it again).
    keepAddress: assign((_, p: { values: Driver3Values; zipChecked: ZipChecked | null }) => ({ driver3: p.values, zipChecked: p.zipChecked })),
    // The calls moved to the endpoint of the ZIP's state (quote-4.5).
    followRegion: assign((_, p: { region: Region }) => ({ region: p.region })),
    // The driver list's drivers (its chart tells each change, and ends with them).
    keepDrivers: assign((_, p: { drivers: QuoteDriver[] }) => ({ drivers: p.drivers })),
    // The vehicle list's vehicles (its chart tells each change, and ends with them). No vehicle
    // left: the later stages are not reached any more (the hash cannot skip to them).
    keepVehicles: assign(({ context }, p: { vehicles: QuoteVehicle[] }) => ({
      vehicles: p.vehicles,
      reached: p.vehicles.length === 0 && order(context.reached) > order('vehiclesummary') ? 'vehiclesummary' : context.reached,
    })),
    // The coverages the quote stage loaded for new quotes (the saved quotes' Get new quotes).
    keepRenewedSet: assign((_, p: { set: CoverageSet | null }) => (p.set ? { coverageSet: p.set } : {})),
    // The coverage stage's choice, and the coverages it was judged against (the rate request sends them).
    keepCoverage: assign((_, p: { output: CoverageStageOutput }) => (p.output.kind === 'submitted' ? { coverage: p.output.choice, coverageSet: p.output.set } : {})),
    // New answers: a new transaction (quote-7.24).
    forgetTransaction: assign({ transactionId: null }),
    // A new request (the quote stage's): the cards are no longer a requote's, and no Buy now is gone.
    startRateRequest: assign({ requoted: false, buyUnavailable: [] }),
    // How the quote stage starts when next entered: on the quotes the visit keeps (the opening), else a new request.
    startOnSaved: assign({ quoteStart: { kind: 'saved' } as const }),
    endQuoteStart: assign({ quoteStart: { kind: 'request' } as const }),
    keepSortOption: assign((_, p: { option: number }) => ({ sortOption: later().isSortOption(p.option) ? p.option : 0 })),
    // What the cards' chart tells: the agents counted (null: not known), a quote whose buy-now address could not be opened.
    keepIdleAgents: assign((_, p: { count: number | null }) => ({ idleAgents: p.count })),
    keepBuyUnavailable: assign(({ context }, p: { rateQuoteId: string }) => ({ buyUnavailable: [...context.buyUnavailable, p.rateQuoteId] })),
    openPrevious: assign(({ context }) => ({ opensPrevious: false, previousFrom: context.requoted ? context.previousFrom : context.stage })),
    endRequote: assign({ requoted: false }),
    applyAffiliate: assign(({ context }, p: { output: OpeningOutput }) => (p.output.kind === 'affiliate' ? withAffiliate(context, p.output.opening) : {})),
    forgetAffiliate: assign({ ready: true, affiliateParams: null, opening: 'driver1' as const }),
    // The quote stage's rate request ended on this transaction (a Try again on the same answers posts on it).
    keepTransaction: assign((_, p: { transactionId: string | null }) => ({ transactionId: p.transactionId })),
    // The cards shown: the visit keeps their transaction (a reload asks for its quotes again while fresh).
    keepSavedQuotes: assign(({ context }) => ({ savedQuotes: context.transactionId ? { transactionId: context.transactionId, quotedAt: context.now() } : null })),
    // The saved transaction's quotes asked for again: the stage is on that transaction.
    keepRestored: assign(({ context }) => ({ transactionId: context.savedQuotes?.transactionId ?? null })),
    // quote-3.12: the lead record once the contact data is given; later answers refresh it (its key stays).
    makeLead: assign(({ context }) => ({ lead: leadNow(context) })),
    // The record as written, and that the store holds it: the next write updates it.
    keepLead: assign(({ context }, p: { key: string | null }) => ({ lead: leadNow(context), leadStored: context.leadStored || p.key !== null })),
    keepRequote: assign((_, p: { output: PreviousQuotesOutput }) =>
      p.output.kind === 'requoted' ? { quoteStart: { kind: 'requote' as const, quotes: p.output.quotes }, transactionId: p.output.transactionId, requoted: true } : {},
    ),
  },
}).createMachine({
  id: 'quote',
  description: 'The quote form: drivers (this part), then vehicles, coverage and the rate request',
  context: ({ input }) => initialContext(input),
  initial: 'checkingPage',
  // quote-7.30: the records (contact, personal data, file attach) and the error log, for as long as the form runs.
  // The drafts keeper: the steps send it what the visitor types (machines/quote/quoteRestore.rules.ts); nothing comes back.
  invoke: [
    { id: 'records', src: 'records', input: recordsInput },
    { id: 'drafts', src: 'drafts' },
  ],
  on: {
    // Not while the page is being left for another (quote-8.5): the address is that page's then (machines/quote/quoteHash.ts).
    'hash.changed': hashTransitions(),
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
      description: "Waits for the visitor's token (and an affiliate's lead: the opening's own chart), then opens at the hash's stage when it was reached, else where the visit stopped, else driver1",
      tags: ['loading'],
      meta: { spec: ['quote-2.1', 'quote-3.17', 'quote-4.4'] },
      invoke: {
        id: 'opening',
        src: 'opening',
        input: openingInput,
        // Where the form opens: an affiliate's landing, the first step without a lead, the previous quotes, the saved quotes, the stage (machines/quote/stageOutputs.ts).
        onDone: openingEnds(),
      },
      initial: 'waiting',
      states: {
        waiting: {
          description: "The token on its way, or Try again: a hash the visitor moves to is where the form will open",
          on: {
            // The visitor moves in the address before the form is ready (Back, a typed hash, the page
            // still loading): the form will open there when that stage was reached; the address is left as typed.
            'hash.changed': { actions: { type: 'openAtHash', params: ({ event }) => ({ hash: event.hash }) } },
            // The opening's chart loads an affiliate's lead: where the form opens is the lead's.
            'lead.loading': { target: 'loadingLead' },
          },
        },
        loadingLead: {
          description: "An affiliate's lead and its ZIP on their way: the address waits for the step the lead lands on",
          meta: { spec: ['quote-6.3'] },
        },
      },
    },
    driver1: {
      description: 'First driver: names, date of birth, or a licence entry',
      tags: ['stage'],
      meta: { spec: ['quote-2.1', 'quote-2.6', 'quote-2.15', 'quote-4.9'] },
      entry: stageEntry('driver1'),
      on: {
        // What the step's chart says while it is shown: the photo's OCR errors, and a photo chosen (the step opens afresh).
        'licenceImage.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
        'driver1.imageMode': { actions: stageShown('driver1') },
        // What the step changed, kept as it changes (a stage the address goes to, and the records, read it).
        'driver1.changed': { actions: { type: 'keepDriver1Stage', params: ({ event }) => ({ kept: event.kept }) } },
      },
      // The step's screens and its Start over are its own chart (machines/quote/driver1.machine.ts); its output says where the form goes.
      invoke: {
        id: 'driver1',
        src: 'driver1Stage',
        input: driver1Input,
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
      entry: stageEntry('driver2'),
      initial: 'asking',
      states: {
        asking: {
          description: 'The contact form, its Back and its Start over: its own chart (machines/quote/contact.machine.ts), whose output says where the form goes',
          invoke: {
            id: 'driver2',
            src: 'contactStage',
            onDone: ladder(
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
            ),
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
              input: contactLeadInput,
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
      entry: stageEntry('driver3'),
      on: {
        'step.back': 'driver2',
        // From the step's chart as they happen: the ZIP it holds and its lookup; the endpoint it moved the calls to (quote-4.5).
        'address.changed': { actions: { type: 'keepAddress', params: ({ event }) => ({ values: event.values, zipChecked: event.zipChecked }) } },
        'address.endpoint': { actions: [{ type: 'followRegion', params: ({ event }) => ({ region: event.region }) }, 'recordRegion'] },
      },
      // The step's screens, its ZIP lookup, the endpoint's switch and its Start over are its own chart (machines/quote/address.machine.ts).
      invoke: {
        id: 'driver3',
        src: 'addressStage',
        input: addressInput,
        onDone: ladder(
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
        ),
      },
    },
    driversummary: {
      description: 'The drivers: cards with edit and remove, and add-driver',
      tags: ['stage'],
      meta: { spec: ['quote-2.2', 'quote-2.9', 'quote-2.18'] },
      entry: stageEntry('driversummary'),
      on: {
        // After each change of the list: kept and the visit saved (a reload keeps it).
        'drivers.changed': { actions: [{ type: 'keepDrivers', params: ({ event }) => ({ drivers: event.drivers }) }, { type: 'save', params: saveParams('driversummary') }] },
        'laterCode.loaded': { actions: 'keepCode' },
      },
      // The list, its dialogs and its Start over are its own chart (machines/quote/driverList.machine.ts); its output says where the form goes.
      invoke: {
        id: 'driversummary',
        src: 'driverList',
        input: driverListInput,
        onDone: ladder(
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
        ),
      },
    },
    vehiclesummary: {
      description: 'The vehicles: the list, add by VIN or by year, make and model, edit, delete, and the household\'s vehicles to tick',
      tags: ['stage'],
      meta: { spec: ['quote-2.3', 'quote-2.10', 'quote-2.19'] },
      entry: stageEntry('vehiclesummary'),
      on: {
        // After each change of the list: kept and the visit saved (a reload keeps it).
        'vehicles.changed': { actions: [{ type: 'keepVehicles', params: ({ event }) => ({ vehicles: event.vehicles }) }, { type: 'save', params: saveParams('vehiclesummary') }] },
        'laterCode.loaded': { actions: 'keepCode' },
      },
      // The household's vehicles, the list, its dialogs and its Start over are its own chart (machines/quote/vehicleList.machine.ts); its output says where the form goes.
      invoke: {
        id: 'vehiclesummary',
        src: 'vehicleList',
        input: vehicleListInput,
        onDone: ladder(
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
        ),
      },
    },
    coverage: {
      description: 'The policy: term and a coverage package or custom coverage',
      tags: ['stage'],
      meta: { spec: ['quote-2.4', 'quote-2.11', 'quote-2.20'] },
      entry: stageEntry('coverage'),
      on: { 'step.back': 'vehiclesummary' },
      // The stage's screens and its Start over are its own chart (machines/quote/coverage.machine.ts); its output says where the form goes.
      invoke: {
        id: 'coverage',
        src: 'coverageStage',
        input: coverageInput,
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
      entry: stageEntry('consent'),
      on: { 'step.back': 'coverage' },
      // The form (as on driver2, with the policies' modals) and its Start over are its own chart's (machines/quote/contact.machine.ts).
      invoke: {
        id: 'consent',
        src: 'consentStage',
        onDone: ladder(
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
        ),
      },
    },
    quotes: {
      description: 'The quote stage: the rate request, then the quote cards or the no-quotes view',
      tags: ['stage'],
      meta: { spec: ['quote-2.5', 'quote-2.14', 'quote-2.22', 'quote-4.1'] },
      entry: stageEntry('quotes'),
      on: {
        'step.back': [{ guard: 'isRequote', target: 'previousQuotes' }, { guard: 'asksConsent', target: 'consent' }, { target: 'coverage' }],
        // What the stage's chart tells (machines/quote/quoteStage.machine.ts): what the visit keeps, and the effects, are this chart's.
        'quoteStage.requested': { actions: 'startRateRequest' },
        // The cards shown: the visit keeps their transaction, so a reload or Back from another page shows them again.
        'quoteStage.quoted': {
          actions: [{ type: 'keepTransaction', params: ({ event }) => ({ transactionId: event.transactionId }) }, 'keepSavedQuotes', { type: 'save', params: saveParams('quotes') }],
        },
        'quoteStage.noQuotes': {
          actions: [{ type: 'keepTransaction', params: ({ event }) => ({ transactionId: event.transactionId }) }, { type: 'track', params: ({ event }) => event.event }],
        },
        'quoteStage.restored': { actions: 'keepRestored' },
        // New answers' rules: a new transaction (quote-7.24).
        'quoteStage.renewed': { actions: [{ type: 'keepRenewedSet', params: ({ event }) => ({ set: event.set }) }, 'forgetTransaction'] },
        'laterCode.loaded': { actions: 'keepCode' },
        // quote-7.30: the transaction exists: the licence photo's file is attached to it.
        'rateRequest.prepared': { actions: 'recordTransaction' },
        // The cards' chart (machines/quote/quotes.machine.ts) tells what it did, through the stage's.
        'quotes.tracked': { actions: { type: 'trackEach', params: ({ event }) => ({ events: event.events }) } },
        'quotes.sorted': { actions: { type: 'keepSortOption', params: ({ event }) => ({ option: event.option }) } },
        'quotes.agents': { actions: { type: 'keepIdleAgents', params: ({ event }) => ({ count: event.count }) } },
        'quotes.buyUnavailable': { actions: { type: 'keepBuyUnavailable', params: ({ event }) => ({ rateQuoteId: event.rateQuoteId }) } },
        'quotes.leadWritten': { actions: { type: 'keepLead', params: ({ event }) => ({ key: event.key }) } },
        'cardAction.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
        'cardAction.openTab': { actions: { type: 'openTab', params: ({ event }) => ({ url: event.url }) } },
      },
      // The next time the stage is entered, a new request unless the opening or a requote says otherwise.
      exit: 'endQuoteStart',
      // The rate request, the cards, the no-quotes view and the quotes the visit keeps are the stage's own chart's; it ends only for the coverage step.
      invoke: {
        id: 'quoteStage',
        src: 'quoteStage',
        input: quoteStageInput,
        onDone: ladder([['renewedCoverage', '#quote.coverage', { type: 'keepRenewedSet', params: quoteStageSet }]], '#quote.coverage', { params: quoteStageOutput }),
      },
    },
    previousQuotes: {
      description: 'The previous quotes (their own chart): look up, check the owner, requote',
      meta: { spec: ['quote-2.27', 'quote-4.30', 'quote-4.31', 'quote-4.32', 'quote-6.4'] },
      // Opened from a stage, Close goes back there; opened by Back from a requote's cards, to where the previous quotes were opened from.
      entry: ['openPrevious', 'showPrevious'],
      // Leaving, the cards are no longer a requote's (a requote sets it again as it ends here).
      exit: 'endRequote',
      // A stage reached, typed or by Back, leaves the previous quotes (the one they were opened from too); anything else keeps the address on them.
      on: { 'hash.changed': returnTransitions() },
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
            input: previousQuotesInput,
            // The requote's cards, the start, or back where they were opened from (machines/quote/stageOutputs.ts).
            onDone: previousQuotesEnds(),
          },
        },
      },
    },
  },
});

export type QuoteMachine = typeof quoteMachine;
