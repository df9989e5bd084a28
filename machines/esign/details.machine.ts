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
 * 4. the re-rating (./rating.machine.ts: requestStep 2, the agency fee, the answers), ending
 *    `rated` with the new transaction, or `notRated`; the quote's data not read ends `unread`.
 *
 * Stage tags (portal-2.15): the sections are the driver stage, each with its own progress tag
 * (`driverInfo` 0, `additionalDrivers` 15, `questions` 25: ./esign.rules.ts DRIVER_STEP_PROGRESS);
 * the rating, the price on its way, is the policy stage. The vehicle stage (the mileage dialog,
 * with the carrier's calculated mileage) goes between the questions and the rating.
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
import { answersOfPrior, carsOfPrior, driversOfPrior, identityOfPrior, prepareRequestOf, regionOfPrior } from './details.rules';
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
  /** The re-rating's new transaction. */
  ratedTransaction: string | null;
}

export type DetailsOutput = { kind: 'rated'; transactionId: string } | { kind: 'unread' } | { kind: 'notRated' };

export type DetailsEvent = { type: 'driver.next'; values: DriverCheckValues } | { type: 'step.back' };

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

export const detailsMachine = setup({
  types: {
    context: {} as DetailsContext,
    events: {} as DetailsEvent,
    input: {} as DetailsInput,
    output: {} as DetailsOutput,
    tags: {} as 'loading' | 'busy' | 'driverStage' | 'policyStage' | 'driverInfo' | 'additionalDrivers' | 'questions',
  },
  actors: {
    prior: fromCall<PriorRequest, { transactionId: string; tokens: TokenStore }>(({ input, signal }) => readPrior(input, signal)),
    driverCheck: driverCheckMachine,
    additionalDrivers: additionalDriversMachine,
    questions: esignQuestionsMachine,
    rating: ratingMachine,
  },
  guards: {
    checked: (_, p: { output: DriverCheckOutput }) => p.output.kind === 'checked',
    /** Checked, and the carrier hides the additional drivers' section (portal-9.18): on to the questions. */
    checkedNoDrivers: ({ context }, p: { output: DriverCheckOutput }) => p.output.kind === 'checked' && context.config.hideadditionaldriversection,
    driversSubmitted: (_, p: { output: AdditionalDriversOutput }) => p.output.kind === 'submitted',
    hidesDrivers: ({ context }) => context.config.hideadditionaldriversection,
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
  },
}).createMachine({
  id: 'details',
  description: "The driver step: the quote's data, the driver section, the additional drivers, the questions, the re-rating",
  context: ({ input }) => ({ ...input, prior: null, region: 'main', drivers: [], cars: [], driverValues: null, driverProblem: null, answers: {}, answered: [], ratedTransaction: null }),
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
        onDone: { target: 'rating', actions: { type: 'assignAnswers', params: ({ event }) => ({ output: event.output }) } },
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
          request: prepareRequestOf({ prior: context.prior!, drivers: context.drivers, cars: context.cars, answers: context.answered, agencyFee: context.agencyFee }),
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
