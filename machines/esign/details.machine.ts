/**
 * The driver step of the payment and e-sign page (portal-2.14, portal-2.15, portal-4.25,
 * portal-7.24, portal-7.25, portal-7.32; decision 53), a child chart the page's chart invokes for
 * the buy-now statuses 0 and -1. It reads the quote's data (the earlier prepare request,
 * ./details.rules.ts), then runs online binding's charts as they are:
 *
 * 1. the driver section (licence, date of birth, a VIN per car); Next runs binding's driver check
 *    (../binding/driverCheck.machine.ts): what it finds shows on the section, or on to
 * 2. the additional drivers with the cars below them (../binding/additionalDrivers.machine.ts),
 *    unless the carrier hides them (portal-9.18); Next runs their checks, Back goes to section 1;
 * 3. the underwriting questions (../binding/questions.machine.ts with the page's own call:
 *    GET /questions/{carrierId} with the basic credential, portal-7.24); Back goes to the section
 *    before;
 * 4. with the carrier's calculated mileage (`enablecalculatedmileage`, ../binding/carrierConfig.rules.ts),
 *    the vehicles (portal-3.17): each car with its mileage and an Edit mileage button, which opens
 *    the mileage dialog for it (./mileage.machine.ts, invoked as `mileage` with the car as the
 *    rating prepare takes it and the values already kept for it); the values saved are kept per car
 *    (`mileage`, by ./details.rules.ts `mileageKeyOf`) and go with it in the rating. Next needs every
 *    car's mileage complete (./mileage.rules.ts `mileageComplete`: the prepare needs odometerReading,
 *    selectedAnnualMileage and commutingVehicle, and a commuter's days and address, portal-3.17):
 *    with one missing it stays, saying "Enter the mileage of each vehicle" (`vehicles.incomplete`);
 *    Back goes to the questions. Without calculated mileage the questions go straight on to
 * 5. the re-rating (./rating.machine.ts: requestStep 2, the agency fee, the answers, the kept
 *    mileage), ending `rated` with the new transaction, or `notRated`; the quote's data not read
 *    ends `unread`.
 *
 * Stage tags (portal-2.15): the sections are the driver stage, each with its own progress tag
 * (`driverInfo` 0, `additionalDrivers` 15, `questions` 25: ./esign.rules.ts DRIVER_STEP_PROGRESS);
 * the vehicles and their mileage dialog the vehicle stage; the rating, the price on its way, the
 * policy stage.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { getEsignQuestions, getPriorRequest, type PriorRequest } from '../../services/esign';
import type { Region } from '../../services/http';
import { ensureAnonymousToken, type TokenStore } from '../../services/tokens';
import { additionalDriversMachine, type AdditionalDriversOutput } from '../binding/additionalDrivers.machine';
import type { CarrierConfig } from '../binding/carrierConfig.rules';
import { driverCheckMachine, type BindingCar, type DriverCheckOutput, type DriverCheckValues } from '../binding/driverCheck.machine';
import type { BindingDriver } from '../binding/drivers.rules';
import { questionsMachine, type QuestionsOutput } from '../binding/questions.machine';
import type { UnderwritingQuestion } from '../binding/questions.rules';
import { answersOfPrior, carsOfPrior, driversOfPrior, everyMileageComplete, identityOfPrior, mileageKeyOf, prepareRequestOf, regionOfPrior, vehicleWithMileage, type KeptMileage } from './details.rules';
import { mileageMachine, type MileageInput, type MileageOutput } from './mileage.machine';
import { ratingMachine, type RatingOutput } from './rating.machine';

export interface DetailsInput {
  transactionId: string;
  carrierId: string;
  /** portal-3.21: the carrier's configuration (consent, checks, the questions' order, hidden drivers). */
  config: CarrierConfig;
  /** portal-5.7: the driver step's age limits. */
  limits: { minAge: number; maxAge: number };
  /** portal-2.12: the page lets the customer add drivers and cars. */
  canAddDrivers: boolean;
  canAddVehicles: boolean;
  /** portal-9.16: the page's agency fee (null: the earlier request's). */
  agencyFee: number | null;
  /** The re-rating's polls. */
  rating: { intervalMs: number; maxPolls: number };
  now: () => number;
  /** The visitor's token store: the driver and licence lookups are the quote form's calls, with the visitor's token. */
  tokens: TokenStore;
}

export interface DetailsContext extends DetailsInput {
  prior: PriorRequest | null;
  region: Region;
  drivers: BindingDriver[];
  cars: BindingCar[];
  /** The driver section's values, kept while the customer moves between sections. */
  driverValues: DriverCheckValues | null;
  /** What the last driver check found (shown on the driver section until the next Next). */
  driverProblem: Exclude<DriverCheckOutput, { kind: 'checked' }> | null;
  /** The answers by question code: the earlier request's, then the questions' own. */
  answers: Record<string, string>;
  /** The questions answered, in their order (what the rating sends). */
  answered: QuestionsOutput['answers'];
  /** portal-3.17: the mileage saved in the vehicle stage's dialog, by car (./details.rules.ts `mileageKeyOf`). */
  mileage: KeptMileage;
  /** The car whose mileage dialog opened last (its place in `cars`). */
  mileageIndex: number | null;
  /** The re-rating's new transaction. */
  ratedTransaction: string | null;
}

export type DetailsOutput = { kind: 'rated'; transactionId: string } | { kind: 'unread' } | { kind: 'notRated' };

export type DetailsEvent = { type: 'driver.next'; values: DriverCheckValues } | { type: 'step.back' } | { type: 'mileage.edit'; index: number } | { type: 'vehicles.next' };

/**
 * The quote's data, and the visitor's token the driver and licence lookups carry (decision 53): a
 * stored customer or anonymous token of the customer's endpoint, else a new anonymous one.
 */
export async function readPrior(input: { transactionId: string; tokens: TokenStore }, signal: AbortSignal): Promise<PriorRequest> {
  const prior = await getPriorRequest(input.transactionId, { signal });
  if (!input.tokens.read('customer')) await ensureAnonymousToken(input.tokens, { region: regionOfPrior(prior), signal });
  return prior;
}

/** portal-7.24: binding's questions chart, asking with the payment page's call (the basic credential; the same path and answer). */
export const esignQuestionsMachine = questionsMachine.provide({
  actors: {
    questions: fromCall<UnderwritingQuestion[], { region: Region; carrierId: string }>(({ input, signal }) => getEsignQuestions(input.carrierId, { region: input.region, signal })),
  },
});

const checkEnd = ({ event }: { event: { output: DriverCheckOutput } }) => ({ output: event.output });
const driversEnd = ({ event }: { event: { output: AdditionalDriversOutput } }) => ({ output: event.output });
const questionsEnd = ({ event }: { event: { output: QuestionsOutput } }) => ({ output: event.output });
const mileageEnd = ({ event }: { event: { output: MileageOutput } }) => ({ output: event.output });
const carPicked = ({ event }: { event: { index: number } }) => ({ index: event.index });

/** The mileage dialog's input: the car picked as the rating prepare takes it, the mileage kept for it over the earlier request's. */
export function mileageInputOf(context: Pick<DetailsContext, 'cars' | 'prior' | 'mileage' | 'mileageIndex' | 'region'>): MileageInput {
  const car = context.cars[context.mileageIndex ?? 0] ?? { vin: '', year: null, maker: '', model: '' };
  return { vehicle: vehicleWithMileage(car, context.prior ?? { vehicles: [] }, context.mileage), region: context.region };
}

export const detailsMachine = setup({
  types: {
    context: {} as DetailsContext,
    events: {} as DetailsEvent,
    input: {} as DetailsInput,
    output: {} as DetailsOutput,
    tags: {} as 'loading' | 'busy' | 'driverStage' | 'vehicleStage' | 'policyStage' | 'driverInfo' | 'additionalDrivers' | 'questions',
  },
  actors: {
    prior: fromCall<PriorRequest, { transactionId: string; tokens: TokenStore }>(({ input, signal }) => readPrior(input, signal)),
    driverCheck: driverCheckMachine,
    additionalDrivers: additionalDriversMachine,
    questions: esignQuestionsMachine,
    mileage: mileageMachine,
    rating: ratingMachine,
  },
  guards: {
    checked: (_, p: { output: DriverCheckOutput }) => p.output.kind === 'checked',
    /** Checked, and the carrier hides the additional drivers' section (portal-9.18): on to the questions. */
    checkedNoDrivers: ({ context }, p: { output: DriverCheckOutput }) => p.output.kind === 'checked' && context.config.hideadditionaldriversection,
    driversSubmitted: (_, p: { output: AdditionalDriversOutput }) => p.output.kind === 'submitted',
    hidesDrivers: ({ context }) => context.config.hideadditionaldriversection,
    /** The carrier's calculated mileage (portal-3.17): the vehicle stage comes between the questions and the rating. */
    calculatedMileage: ({ context }) => context.config.enablecalculatedmileage,
    listedCar: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.cars.length,
    /** portal-3.17: every car's mileage complete (the earlier request's values and those kept here). */
    mileageComplete: ({ context }) => everyMileageComplete(context.cars, context.prior ?? { vehicles: [] }, context.mileage),
    mileageSaved: (_, p: { output: MileageOutput }) => p.output.kind === 'saved',
    rated: (_, p: { output: RatingOutput }) => p.output.kind === 'rated',
  },
  actions: {
    assignPrior: assign((_, p: { prior: PriorRequest }) => ({
      prior: p.prior,
      region: regionOfPrior(p.prior),
      drivers: driversOfPrior(p.prior),
      cars: carsOfPrior(p.prior),
      answers: answersOfPrior(p.prior),
    })),
    assignDriverValues: assign((_, p: { values: DriverCheckValues }) => ({ driverValues: p.values, driverProblem: null })),
    assignChecked: assign(({ context }, p: { output: DriverCheckOutput }) => {
      if (p.output.kind !== 'checked') return { driverProblem: p.output };
      const { licence, dob } = p.output;
      return { cars: p.output.cars, driverProblem: null, drivers: context.drivers.map((d) => (d.primaryDriver ? { ...d, license: licence, dob } : d)) };
    }),
    /** The drivers and cars of the section; the driver section's kept VINs follow the cars (one per car). */
    assignDriversAndCars: assign(({ context }, p: { output: AdditionalDriversOutput }) => {
      if (p.output.kind !== 'submitted') return {};
      const { drivers, cars } = p.output;
      return { drivers, cars, driverValues: context.driverValues && { ...context.driverValues, vins: cars.map((c) => c.vin) } };
    }),
    assignAnswers: assign((_, p: { output: QuestionsOutput }) => ({ answered: p.output.answers, answers: Object.fromEntries(p.output.answers.map((a) => [a.questionCd, a.answer])) })),
    assignRated: assign((_, p: { output: RatingOutput }) => ({ ratedTransaction: p.output.kind === 'rated' ? p.output.transactionId : null })),
    pickCar: assign((_, p: { index: number }) => ({ mileageIndex: p.index })),
    /** The values saved, kept for the car they were saved for. */
    keepMileage: assign(({ context }, p: { output: MileageOutput }) => {
      const car = context.cars[context.mileageIndex ?? -1];
      if (p.output.kind !== 'saved' || !car) return {};
      return { mileage: { ...context.mileage, [mileageKeyOf(car)]: p.output.values } };
    }),
  },
}).createMachine({
  id: 'details',
  description: "The driver step: the quote's data, the driver section, the additional drivers, the questions, the re-rating",
  context: ({ input }) => ({ ...input, prior: null, region: 'main', drivers: [], cars: [], driverValues: null, driverProblem: null, answers: {}, answered: [], mileage: {}, mileageIndex: null, ratedTransaction: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the quote's data: its customer, drivers, cars and quote",
      tags: ['loading', 'driverStage', 'driverInfo'],
      meta: { spec: ['portal-4.23', 'portal-3.15', 'portal-3.16', 'portal-3.17'] },
      invoke: {
        id: 'prior',
        src: 'prior',
        input: ({ context }) => ({ transactionId: context.transactionId, tokens: context.tokens }),
        onDone: { target: 'driver', actions: { type: 'assignPrior', params: ({ event }) => ({ prior: event.output }) } },
        onError: { target: 'unread' },
      },
    },
    driver: {
      description: 'Section 1, driver information: licence, date of birth, a VIN per car (and the privacy consent where asked)',
      tags: ['driverStage', 'driverInfo'],
      meta: { spec: ['portal-2.14', 'portal-2.15', 'portal-5.5', 'portal-5.7', 'portal-5.8'] },
      on: { 'driver.next': { target: 'checkingDriver', actions: { type: 'assignDriverValues', params: ({ event }) => ({ values: event.values }) } } },
    },
    checkingDriver: {
      description: 'The driver check: the licence lookup and each VIN decoded (binding\'s chart)',
      tags: ['busy', 'driverStage', 'driverInfo'],
      meta: { spec: ['portal-7.32'] },
      invoke: {
        id: 'driverCheck',
        src: 'driverCheck',
        input: ({ context }) => ({
          region: context.region,
          driver: context.prior ? identityOfPrior(context.prior) : { firstName: '', lastName: '', address: '', city: '', state: '', zipCode: '' },
          cars: context.cars,
          values: context.driverValues ?? { licence: '', dob: '', vins: [] },
        }),
        onDone: [
          { guard: { type: 'checkedNoDrivers', params: checkEnd }, target: 'questions', actions: { type: 'assignChecked', params: checkEnd } },
          { guard: { type: 'checked', params: checkEnd }, target: 'additional', actions: { type: 'assignChecked', params: checkEnd } },
          { target: 'driver', actions: { type: 'assignChecked', params: checkEnd } },
        ],
      },
    },
    additional: {
      description: "Section 2, the additional drivers and the cars (binding's charts); Next runs their checks, Back the driver section",
      tags: ['driverStage', 'additionalDrivers'],
      meta: { spec: ['portal-2.14', 'portal-2.15', 'portal-4.25'] },
      invoke: {
        id: 'additionalDrivers',
        src: 'additionalDrivers',
        input: ({ context }) => ({
          region: context.region,
          state: context.prior?.customer.address.state ?? '',
          drivers: context.drivers,
          config: context.config,
          limits: context.limits,
          now: context.now,
          canAdd: context.canAddDrivers,
          cars: context.cars,
          canAddVehicles: context.canAddVehicles,
        }),
        onDone: [
          { guard: { type: 'driversSubmitted', params: driversEnd }, target: 'questions', actions: { type: 'assignDriversAndCars', params: driversEnd } },
          { target: 'driver' },
        ],
      },
    },
    questions: {
      description: "Section 3, the underwriting questions (binding's chart, the page's call); Back the section before",
      tags: ['driverStage', 'questions'],
      meta: { spec: ['portal-2.14', 'portal-2.15', 'portal-4.25', 'portal-7.24'] },
      on: { 'step.back': [{ guard: 'hidesDrivers', target: 'driver' }, { target: 'additional' }] },
      invoke: {
        id: 'questions',
        src: 'questions',
        input: ({ context }) => ({ region: context.region, carrierId: context.carrierId, config: context.config, answers: context.answers }),
        onDone: [
          { guard: 'calculatedMileage', target: 'vehicles', actions: { type: 'assignAnswers', params: questionsEnd } },
          { target: 'rating', actions: { type: 'assignAnswers', params: questionsEnd } },
        ],
      },
    },
    vehicles: {
      description: "The vehicle stage (the carrier's calculated mileage): each car with its mileage and Edit mileage; Next needs every car's mileage, Back the questions",
      tags: ['vehicleStage'],
      meta: { spec: ['portal-2.15', 'portal-3.17', 'portal-4.25', 'portal-9.2'] },
      initial: 'listing',
      on: {
        'mileage.edit': { guard: { type: 'listedCar', params: carPicked }, target: 'editingMileage', actions: { type: 'pickCar', params: carPicked } },
        'vehicles.next': [{ guard: 'mileageComplete', target: 'rating' }, { target: '.incomplete' }],
        'step.back': { target: 'questions' },
      },
      states: {
        listing: { description: 'The cars, each with its mileage (or none yet) and its Edit mileage button' },
        incomplete: {
          description: 'Next with a car\'s mileage missing: "Enter the mileage of each vehicle", the cars without it marked',
          meta: { spec: ['portal-3.17'] },
        },
      },
    },
    editingMileage: {
      description: "A car's mileage dialog (its own chart): the values saved are kept for the car, a cancel keeps it as it was",
      tags: ['vehicleStage'],
      meta: { spec: ['portal-2.16', 'portal-3.17'] },
      invoke: {
        id: 'mileage',
        src: 'mileage',
        input: ({ context }) => mileageInputOf(context),
        onDone: [{ guard: { type: 'mileageSaved', params: mileageEnd }, target: 'vehicles', actions: { type: 'keepMileage', params: mileageEnd } }, { target: 'vehicles' }],
      },
    },
    rating: {
      description: 'The re-rating with the customer\'s drivers, cars and answers (its own chart): the price on its way',
      tags: ['loading', 'policyStage'],
      meta: { spec: ['portal-4.25', 'portal-7.25', 'portal-3.16', 'portal-3.17'] },
      invoke: {
        id: 'rating',
        src: 'rating',
        input: ({ context }) => ({
          request: prepareRequestOf({ prior: context.prior!, drivers: context.drivers, cars: context.cars, answers: context.answered, agencyFee: context.agencyFee, mileage: context.mileage }),
          region: context.region,
          intervalMs: context.rating.intervalMs,
          maxPolls: context.rating.maxPolls,
        }),
        onDone: [
          { guard: { type: 'rated', params: ({ event }) => ({ output: event.output }) }, target: 'rated', actions: { type: 'assignRated', params: ({ event }) => ({ output: event.output }) } },
          { target: 'notRated' },
        ],
      },
    },
    rated: {
      type: 'final',
      description: 'Rated: the policy details of the new transaction (output rated)',
      output: ({ context }) => ({ kind: 'rated' as const, transactionId: context.ratedTransaction ?? '' }),
    },
    unread: { type: 'final', description: "The quote's data could not be read: the page's unexpected-error message (output unread)", meta: { spec: ['portal-8.7'] }, output: { kind: 'unread' as const } },
    notRated: { type: 'final', description: "The re-rating failed: the page's unexpected-error message (output notRated)", meta: { spec: ['portal-8.7'] }, output: { kind: 'notRated' as const } },
  },
  output: ({ event }) => event.output as DetailsOutput,
});

export type DetailsMachine = typeof detailsMachine;
