/**
 * The quote form's first driver step (quote-2.6, quote-4.9) as its own chart, invoked by the quote
 * chart as `driver1` while the stage is shown: the visitor types the names and the date of birth
 * (`editing`), and a licence number or the names are looked up (`lookingUp`, quote-5.8, quote-4.10)
 * with what the answer says (`found`, `kept` after the override question, `notFound`,
 * `lookupFailed`); or a photo of the licence is read (`image`, the later code's `licenceImage`
 * chart, loaded first in `loadingImage`), its ZIP looked up (`checkingImageZip`, quote-8.5) and
 * its reading filled in (`imageFilled`). Continue waits for the later code, which holds the stages
 * after this one (`loadingNext`, at once when it already came; `nextFailed` with Try again). Start
 * over is this chart's too.
 *
 * It ends with what the parent keeps (`submitted`: the answers, what the lookup found, what the
 * photo read), with a licence ZIP that has no quote (`notAvailable`: the parent leaves for the page
 * configured for it), or with Start over confirmed. What the parent tracks while the step is shown
 * goes up as it happens: the OCR errors the photo's chart logs (`licenceImage.tracked`), and a photo
 * chosen (`driver1.imageMode`), which opens the step afresh.
 */
import { assign, sendParent, setup } from 'xstate';
import type { ZipLookup } from '../../services/address';
import type { Region } from '../../services/http';
import type { DriversAnswer } from '../../services/search';
import type { TokenStore } from '../../services/tokens';
import type { AnalyticsEvent } from '../../src/analytics';
import { lazyChart } from '../kit/lazyPart';
import { driverLookupLogic, lookupPlan, type LookupStrategy } from './driverLookup';
import { namesDiffer, withLookupAnswer, withOcrReading, type TypedNames } from './driver1.rules';
import { later, loadLaterCodeLogic, quoteLaterCode, waitForLaterCode } from './laterCode';
import type { LicenceImageOutput } from './licenceImage.machine';
import { dobToIso, joinDob, type AgeRange } from './driverDates.rules';
import { shouldLookUpLicense } from './quote.rules';
import { isDriver1Complete } from './quoteValues';
import { startOver, type StartOverEvent, type StartOverOutput, type StartOverTag } from './startOver';
import { isQuoteAvailable, lookupZipLogic } from './zipLookup';
import type { DobValue, Driver1Kept, Driver1Values, LicenseMode } from './types';

/** What the step changes of the quote's answers: the parent keeps them as they change and when the step ends submitted. */
export type { Driver1Kept } from './types';

export interface Driver1StageInput extends Driver1Kept {
  brand: string;
  region: Region;
  /** The visitor's token store: the lookup and the photo's reading renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
  /** quote-4.10: the driver lookup strategy. */
  lookupStrategy: LookupStrategy;
  /** The age limits of the primary driver (quote-5.5) and the chart's clock (epoch ms). */
  primaryAge: AgeRange;
  now: () => number;
}

export interface Driver1StageContext extends Driver1StageInput {
  /** The names typed when the licence was looked up (quote-2.26: the found ones may differ). */
  typedNames: TypedNames;
}

export type Driver1StageEvent =
  | { type: 'licence.lookup'; license: string; dob: DobValue; firstName?: string; lastName?: string }
  /** quote-4.10: names and a date of birth without a licence number, searched as the strategy says. */
  | { type: 'names.lookup'; firstName: string; lastName: string; dob: DobValue }
  /** quote-4.9: the visitor picks how to start (a licence number, none, a photo uploaded or scanned). */
  | { type: 'licence.mode'; mode: LicenseMode }
  /** The licence image's analytics (its OCR errors, quote-8.4), passed up by its chart. */
  | { type: 'licenceImage.tracked'; event: AnalyticsEvent }
  | { type: 'override.confirm' }
  | { type: 'override.cancel' }
  | { type: 'driver1.submit'; values: Driver1Values }
  | { type: 'code.retry' }
  | StartOverEvent;

/** How the step ended: its answers, a licence ZIP with no quote (quote-8.5), or Start over confirmed. */
export type Driver1StageOutput = ({ kind: 'submitted' } & Driver1Kept) | { kind: 'notAvailable' } | StartOverOutput;

/** The step's answers are complete (quote-2.6): the primary driver's age in range on the page's clock. */
const isComplete = (context: Driver1StageContext, values: Driver1Values) => isDriver1Complete(values, context.primaryAge, new Date(context.now()));

const submittedValues = ({ event }: { event: { values: Driver1Values } }) => ({ values: event.values });

/** Start over, on the step's resting screens (not while a call is on its way or the photo is read). */
const restart = startOver('driver1Stage', ['editing', 'found', 'kept', 'notFound', 'lookupFailed', 'imageFilled', 'imageFailed', 'nextFailed']);

const licenseAsked = ({ event }: { event: { license: string; dob: DobValue } }) => ({ license: event.license, dob: event.dob });
const foundAnswer = ({ event }: { event: { output: DriversAnswer } }) => ({ answer: event.output });
const foundOver = ({ context, event }: { context: Driver1StageContext; event: { output: DriversAnswer } }) => ({ answer: event.output, typed: context.typedNames });
const zipAnswer = ({ event }: { event: { output: ZipLookup } }) => ({ lookup: event.output });
const chosenMode = ({ event }: { event: { mode: LicenseMode } }) => ({ mode: event.mode });

export const driver1StageMachine = setup({
  types: {
    context: {} as Driver1StageContext,
    events: {} as Driver1StageEvent,
    input: {} as Driver1StageInput,
    output: {} as Driver1StageOutput,
    tags: {} as 'loading' | StartOverTag,
  },
  actors: {
    lookUpDriver: driverLookupLogic,
    lookupZip: lookupZipLogic,
    licenceImage: lazyChart(quoteLaterCode, (code) => code.licenceImage),
    loadLaterCode: loadLaterCodeLogic,
  },
  guards: {
    isImageMode: (_, p: { mode: LicenseMode }) => p.mode === 'uploadimage' || p.mode === 'scanimage',
    shouldLookUp: (_, p: { license: string; dob: DobValue }) => shouldLookUpLicense(p.license, joinDob(p.dob) ?? ''),
    namesSearched: ({ context }, p: { firstName: string; lastName: string; dob: DobValue }) =>
      lookupPlan(context.lookupStrategy, { license: '', firstName: p.firstName, lastName: p.lastName, dob: dobToIso(joinDob(p.dob) ?? '') ?? '' }).length > 0,
    foundDrivers: (_, p: { answer: DriversAnswer }) => p.answer.drivers.length > 0,
    foundOtherNames: (_, p: { answer: DriversAnswer; typed: TypedNames }) => namesDiffer(p.typed, p.answer.drivers[0]),
    driver1Complete: ({ context }, p: { values: Driver1Values }) => isComplete(context, p.values),
    // Complete, and the later code is already there: Continue goes on at once.
    completeWithCode: ({ context }, p: { values: Driver1Values }) => context.codeLoaded && isComplete(context, p.values),
    // quote-8.5: the licence's ZIP is checked (whatever address the form holds), unless it was already, with a quote.
    readZip: ({ context }) => {
      const zip = context.ocrRead?.zip ?? '';
      return /^\d{5}$/.test(zip) && !(context.zipChecked?.zip === zip && context.zipChecked.available);
    },
    quoteAvailable: (_, p: { lookup: ZipLookup }) => isQuoteAvailable(p.lookup),
  },
  actions: {
    // The photo's OCR errors go up to the quote chart's analytics as they happen (quote-8.4).
    passTracking: sendParent((_, p: { event: AnalyticsEvent }) => ({ type: 'licenceImage.tracked' as const, event: p.event })),
    // A photo chosen opens the step afresh: the parent shows and tracks the step again, as when it is entered.
    announceImageMode: sendParent({ type: 'driver1.imageMode' as const }),
    // The answers changed (a lookup's answer, a photo's reading, the licence mode): the parent keeps them at once,
    // so a stage the visitor goes to by the address, and the records, read them as they are now.
    tellKept: sendParent(({ context }) => ({ type: 'driver1.changed' as const, kept: keptOf(context) })),
    keepCode: assign({ codeLoaded: true }),
    keepLicenceMode: assign(({ context }, p: { mode: LicenseMode }) => ({ driver1: { ...context.driver1, licenseMode: p.mode } })),
    keepTypedNames: assign((_, p: { firstName: string; lastName: string }) => ({ typedNames: { firstName: p.firstName, lastName: p.lastName } })),
    forgetTypedNames: assign({ typedNames: null }),
    keepDriver1: assign((_, p: { values: Driver1Values }) => ({ driver1: p.values })),
    keepLookupAnswer: assign(({ context }, p: { answer: DriversAnswer }) => withLookupAnswer(context, p.answer)),
    forgetFound: assign({ found: [] }),
    keepOcrReading: assign(({ context }, p: { output: LicenceImageOutput }) => ({
      ...withOcrReading(context, later().driverFromOcr(p.output.result)),
      licenceFileId: p.output.result.fileId,
    })),
    // The address the licence filled in (none was there) is checked now, with its city and state.
    keepReadZip: assign(({ context }, p: { lookup: ZipLookup }) =>
      context.driver3.zip === context.ocrRead?.zip
        ? {
            zipChecked: { zip: context.driver3.zip, available: true },
            driver3: { ...context.driver3, city: p.lookup.addresses[0]?.city ?? context.driver3.city, state: p.lookup.addresses[0]?.state ?? context.driver3.state },
          }
        : {},
    ),
  },
}).createMachine({
  id: 'driver1Stage',
  description: 'First driver: names, date of birth, or a licence entry',
  context: ({ input }) => ({ ...input, typedNames: null }),
  initial: 'editing',
  on: {
    ...restart.ask,
    'licence.mode': [
      {
        guard: { type: 'isImageMode', params: chosenMode },
        target: '.loadingImage',
        reenter: true,
        actions: [{ type: 'keepLicenceMode', params: chosenMode }, 'tellKept', 'announceImageMode'],
      },
      { target: '.editing', actions: [{ type: 'keepLicenceMode', params: chosenMode }, 'tellKept'] },
    ],
    'licenceImage.tracked': { actions: { type: 'passTracking', params: ({ event }) => ({ event: event.event }) } },
    'licence.lookup': {
      guard: { type: 'shouldLookUp', params: licenseAsked },
      target: '.lookingUp',
      actions: { type: 'keepTypedNames', params: ({ event }) => ({ firstName: event.firstName ?? '', lastName: event.lastName ?? '' }) },
    },
    'names.lookup': {
      guard: { type: 'namesSearched', params: ({ event }) => ({ firstName: event.firstName, lastName: event.lastName, dob: event.dob }) },
      target: '.lookingUp',
      actions: { type: 'keepTypedNames', params: ({ event }) => ({ firstName: event.firstName, lastName: event.lastName }) },
    },
    // The steps after this one are later code: Continue waits for it unless it already came.
    'driver1.submit': [
      {
        guard: { type: 'completeWithCode', params: submittedValues },
        target: '.submitted',
        actions: { type: 'keepDriver1', params: submittedValues },
      },
      {
        guard: { type: 'driver1Complete', params: submittedValues },
        target: '.loadingNext',
        actions: { type: 'keepDriver1', params: submittedValues },
      },
    ],
  },
  states: {
    editing: { description: "Typing the driver's details" },
    lookingUp: {
      description: 'Looking the driver up: the licence, or the names as the strategy says',
      tags: ['loading'],
      meta: { spec: ['quote-5.8', 'quote-7.5'] },
      // The names typed are compared with the answer only: whichever way the lookup ends, they are forgotten.
      exit: 'forgetTypedNames',
      invoke: {
        id: 'lookUpDriver',
        src: 'lookUpDriver',
        // The licence lookup for a licence number; the strategy's searches by name (quote-4.10).
        input: ({ context, event }) => ({
          strategy: context.lookupStrategy,
          region: context.region,
          tokens: context.tokens,
          ask:
            event.type === 'licence.lookup' || event.type === 'names.lookup'
              ? {
                  license: event.type === 'licence.lookup' ? event.license.trim() : '',
                  firstName: event.firstName?.trim() ?? '',
                  lastName: event.lastName?.trim() ?? '',
                  dob: dobToIso(joinDob(event.dob) ?? '') ?? '',
                }
              : { license: '', firstName: '', lastName: '', dob: '' },
        }),
        onDone: [
          { guard: { type: 'foundOtherNames', params: foundOver }, target: 'confirmingOverride', actions: [{ type: 'keepLookupAnswer', params: foundAnswer }, 'tellKept'] },
          { guard: { type: 'foundDrivers', params: foundAnswer }, target: 'found', actions: [{ type: 'keepLookupAnswer', params: foundAnswer }, 'tellKept'] },
          { target: 'notFound', actions: ['forgetFound', 'tellKept'] },
        ],
        onError: { target: 'lookupFailed' },
      },
    },
    confirmingOverride: {
      description: 'The licence names someone other than the names typed: replace them with the ones found? Yes or No',
      meta: { spec: ['quote-2.26'] },
      on: {
        'override.confirm': { target: 'found' },
        'override.cancel': { target: 'kept' },
      },
    },
    found: { description: 'The licence found the driver: names and address filled in' },
    kept: { description: 'The licence found the driver; the names typed are kept (the address is filled in where none was typed)' },
    notFound: { description: 'No driver for that licence: the visitor types the details' },
    lookupFailed: { description: 'The lookup failed: the visitor types the details; nothing is lost' },
    loadingImage: waitForLaterCode("The photo panel's code on its way (the later code: once, then at once)", { next: 'image', failed: 'imageFailed' }),
    imageFailed: {
      description: 'The photo panel could not load: Try again, or choose another way to enter the driver',
      on: { 'code.retry': { target: 'loadingImage' } },
    },
    image: {
      description: 'A photo of the licence, uploaded or taken with the camera, and read (its own machine); Continue waits',
      meta: { spec: ['quote-1.1', 'quote-4.9', 'quote-5.10', 'quote-7.20', 'quote-8.4'] },
      // The later code came (keepCode): the parent knows it at once (asking for it again cannot fail).
      entry: 'tellKept',
      invoke: {
        id: 'licenceImage',
        src: 'licenceImage',
        input: ({ context }) => ({ mode: context.driver1.licenseMode === 'scanimage' ? 'scanimage' : 'uploadimage', region: context.region, tokens: context.tokens }),
        onDone: { target: 'imageRead', actions: [{ type: 'keepOcrReading', params: ({ event }) => ({ output: event.output }) }, 'tellKept'] },
      },
    },
    imageRead: {
      description: 'The licence read: its ZIP is looked up when it has one (a ZIP with no quote leaves the form, quote-8.5)',
      always: [{ guard: 'readZip', target: 'checkingImageZip' }, { target: 'imageFilled' }],
    },
    checkingImageZip: {
      description: "Looking the licence's ZIP up",
      tags: ['loading'],
      meta: { spec: ['quote-8.5', 'quote-7.8'] },
      invoke: {
        id: 'lookupImageZip',
        src: 'lookupZip',
        input: ({ context }) => ({ zip: context.ocrRead?.zip ?? '', brand: context.brand }),
        onDone: [
          // The address the licence filled in (none was there) is checked now, with its city and state.
          { guard: { type: 'quoteAvailable', params: zipAnswer }, target: 'imageFilled', actions: [{ type: 'keepReadZip', params: zipAnswer }, 'tellKept'] },
          { target: 'notAvailable' },
        ],
        // The ZIP is checked again on the address step: nothing is lost.
        onError: { target: 'imageFilled' },
      },
    },
    imageFilled: { description: 'The names and date of birth read from the licence filled in; the visitor checks them' },
    loadingNext: waitForLaterCode("The next steps' code on its way (the later code: once, then at once); Continue is busy", { next: 'submitted', failed: 'nextFailed' }),
    nextFailed: {
      description: 'The next steps could not load: Try again (Continue too); nothing typed is lost',
      on: { 'code.retry': { target: 'loadingNext' } },
    },
    ...restart.states,
    submitted: {
      type: 'final',
      description: 'The details complete: the parent keeps them and goes on to driver2',
      output: ({ context }) => submittedOutput(context),
    },
    notAvailable: {
      type: 'final',
      description: 'No quote where the licence says the driver lives: the parent leaves for the page configured for it (quote-8.5)',
      meta: { spec: ['quote-8.5'] },
      output: { kind: 'notAvailable' },
    },
  },
  // The final state's output is the stage's.
  output: ({ event }) => event.output as Driver1StageOutput,
});

/** What the parent keeps of the step's context. */
function keptOf(c: Driver1StageContext): Driver1Kept {
  const { driver1, driver3, drivers, found, commonId, zipChecked, ocrRead, licenceFileId, codeLoaded } = c;
  return { driver1, driver3, drivers, found, commonId, zipChecked, ocrRead, licenceFileId, codeLoaded };
}

function submittedOutput(c: Driver1StageContext): Driver1StageOutput {
  return { kind: 'submitted', ...keptOf(c) };
}

export type Driver1StageMachine = typeof driver1StageMachine;
