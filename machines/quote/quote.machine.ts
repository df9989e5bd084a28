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
import { and } from 'xstate';
import { afterLaterCode } from './laterCode';
import { initialContext, saveParams } from './quoteContext';
import { hashTransitions, returnTransitions, stageEntry, stageShown } from './quoteHash';
import { quoteSetup } from './quoteSetup';
// What each child is given, and how their ends are read (their params, where the form goes).
import * as inputs from './stageInputs';
import * as ends from './stageOutputs';

// The views and tests read the cards shown through the quote chart's module (machines/quote/selectors.ts).
export { shownQuotes } from './laterCode';
// The lead write's limit after driver2 (the tests read it here).
export { LEAD_WRITE_TIMEOUT_MS } from './stageInputs';

// Its types, actors, guards and actions are machines/quote/quoteSetup.ts.
export const quoteMachine = quoteSetup.createMachine({
  id: 'quote',
  description: 'The quote form: drivers (this part), then vehicles, coverage and the rate request',
  context: ({ input }) => initialContext(input),
  initial: 'checkingPage',
  // quote-7.30: the records (contact, personal data, file attach) and the error log, for as long as the form runs.
  // The drafts keeper: the steps send it what the visitor types (machines/quote/quoteRestore.rules.ts); nothing comes back.
  invoke: [
    { id: 'records', src: 'records', input: inputs.recordsInput },
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
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.navigation.otherPage ?? '' }) },
    },
    opening: {
      description: "Waits for the visitor's token (and an affiliate's lead: the opening's own chart), then opens at the hash's stage when it was reached, else where the visit stopped, else driver1",
      tags: ['loading'],
      meta: { spec: ['quote-2.1', 'quote-3.17', 'quote-4.4'] },
      on: { 'laterCode.loaded': { actions: 'keepCode' } },
      invoke: {
        id: 'opening',
        src: 'opening',
        input: inputs.openingInput,
        // Where the form opens: an affiliate's landing, the first step without a lead, the previous quotes, the saved quotes, the stage (machines/quote/stageOutputs.ts).
        onDone: ends.openingEnds(),
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
        input: inputs.driver1Input,
        onDone: ends.driver1Ends(),
      },
    },
    leavingNotAvailable: {
      description: 'No quote where the licence says the driver lives: the page configured for it (quote-8.5)',
      tags: ['leaving'],
      meta: { spec: ['quote-8.5'] },
      entry: { type: 'navigate', params: ({ context }) => ({ url: context.settings.notAvailableUrl }) },
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
            onDone: ends.contactEnds(),
          },
        },
        // quote-3.12, quote-7.31: the lead is created (a Lead) once its contact data exists, and
        // updated when the rate request ends. Continue is busy meanwhile, at most LEAD_WRITE_TIMEOUT_MS:
        // the address step follows whatever the store answers, and a lead not stored here is
        // created when the rate request ends.
        savingLead: {
          description: 'Writing the lead record (a Lead) now that the contact details are given; the address step follows either way',
          tags: ['loading', 'savingLead'],
          meta: { spec: ['quote-3.12', 'quote-7.31'] },
          invoke: [
            {
              id: 'saveLead',
              src: 'saveLead',
              input: inputs.contactLeadInput,
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
        input: inputs.addressInput,
        onDone: ends.addressEnds(),
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
      },
      // The list, its dialogs and its Start over are its own chart (machines/quote/driverList.machine.ts); its output says where the form goes.
      invoke: {
        id: 'driversummary',
        src: 'driverList',
        input: inputs.driverListInput,
        onDone: ends.driverListEnds(),
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
      },
      // The household's vehicles, the list, its dialogs and its Start over are its own chart (machines/quote/vehicleList.machine.ts); its output says where the form goes.
      invoke: {
        id: 'vehiclesummary',
        src: 'vehicleList',
        input: inputs.vehicleListInput,
        onDone: ends.vehicleListEnds(),
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
        input: inputs.coverageInput,
        onDone: ends.coverageEnds(),
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
        onDone: ends.consentEnds(),
      },
    },
    quotes: {
      description: 'The quote stage: the rate request, then the quote cards or the no-quotes view',
      tags: ['stage'],
      meta: { spec: ['quote-2.5', 'quote-2.14', 'quote-2.22', 'quote-4.1'] },
      entry: stageEntry('quotes'),
      on: {
        'step.back': [{ guard: 'isRequote', target: 'previousQuotes' }, { guard: 'asksConsent', target: 'consent' }, { target: 'coverage' }],
        // What the stage's chart tells, and its children through it: what the visit keeps, and the effects, are this chart's (machines/quote/stageOutputs.ts).
        ...ends.quoteStageTold(),
      },
      // The next time the stage is entered, a new request unless the opening or a requote says otherwise.
      exit: 'endQuoteStart',
      // The rate request, the cards, the no-quotes view and the quotes the visit keeps are the stage's own chart's (in the later code, there once a stage after driver1 is); it ends only for the coverage step.
      invoke: {
        id: 'quoteStage',
        src: 'quoteStage',
        input: inputs.quoteStageInput,
        onDone: ends.quoteStageEnds(),
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
      ...afterLaterCode(
        { loading: "The previous quotes' code on its way (the later code: once, then at once)", failed: 'The previous quotes could not load: Try again, or the way back (its hash)' },
        {
          description: 'The look-up, the owner check and the requote (their own chart)',
          invoke: {
            id: 'previousQuotes',
            src: 'previousQuotes',
            input: inputs.previousQuotesInput,
            // The requote's cards, the start, or back where they were opened from (machines/quote/stageOutputs.ts).
            onDone: ends.previousQuotesEnds(),
          },
        },
      ),
    },
  },
});

export type QuoteMachine = typeof quoteMachine;
