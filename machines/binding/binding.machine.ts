/**
 * Online binding after a quote (`/bind/?transactionId=&rateQuoteId=`; portal-2.9, portal-2.10,
 * portal-4.19, portal-7.18): a parent chart that only sequences its stages. The quote's
 * transaction is read by its rateQuoteId (with its carrier, companyId, whose configuration decides
 * the optional parts, portal-6.4); then the sections in order, each a child chart or a form:
 *
 * 1. driver information (section1): the licence, date of birth and VIN per car; contact
 *    verification starts here and runs beside every section (./verification.machine.ts);
 * 2. contact preference (section2); Next runs the driver validation (./driverCheck.machine.ts):
 *    not correct or a VIN wrong goes back to section1 with the problem shown;
 * 3. additional drivers (section3, ./additionalDrivers.machine.ts, with the cars below them,
 *    ./vehicles.machine.ts): Next runs the drivers' validation; the drivers and cars go on;
 * 4. the underwriting questions (section4, ./questions.machine.ts): Next runs the answer checks;
 * 5. the final success, once verification is complete too.
 *
 * Back never validates. Each move between sections first checks the verification status unless it
 * is verified already (portal-4.19): the parent asks the verification chart to read the row again.
 */
import { assign, enqueueActions, not, setup } from 'xstate';
import { fromVisitorCall } from '../kit/token';
import type { TokenStore } from '../../services/tokens';
import { getBindingTransaction, type BindingTransaction, type BindingTransactionAnswer, type SheetLocation } from '../../services/binding';
import type { Region } from '../../services/http';
import { additionalDriversMachine, type AdditionalDriversOutput } from './additionalDrivers.machine';
import { answersByCode, carsOf, driversOf, identityOf, regionOf, sheetOf, type ContactPreference } from './binding.rules';
import { carrierConfigOf, type CarrierConfig } from './carrierConfig.rules';
import { driverCheckMachine, type BindingCar, type DriverCheckOutput, type DriverCheckValues } from './driverCheck.machine';
import type { BindingDriver } from './drivers.rules';
import { questionsMachine, type QuestionsOutput } from './questions.machine';
import { verificationMachine } from './verification.machine';

export interface BindingInput {
  /** portal-2.9: the quote of the address; null when it names none. */
  quote: { transactionId: string; rateQuoteId: string } | null;
  /** portal-3.21: the page's per-carrier configurations. */
  carriers: readonly CarrierConfig[];
  /** portal-5.7: the driver step's age limits. */
  limits: { minAge: number; maxAge: number };
  /** portal-2.12: the page lets the customer add drivers (its configuration can turn the button off). */
  canAddDrivers: boolean;
  /** portal-2.12: the page lets the customer add cars (its configuration can turn that button off too). */
  canAddVehicles: boolean;
  /** portal-9.15: the verification poll and the agent wait. */
  pollIntervalMs: number;
  agentWaitMs: number;
  now: () => number;
  /**
   * The visitor's token store (the page's storage): every binding call carries the visitor's
   * token, so the first call gets an anonymous one when the visitor has none (the kit's
   * `fromVisitorCall`), and the calls after it send the same.
   */
  tokens: TokenStore;
}

export interface BindingContext extends BindingInput {
  transaction: BindingTransaction | null;
  carrierId: string;
  config: CarrierConfig | null;
  region: Region;
  drivers: BindingDriver[];
  cars: BindingCar[];
  /** The driver step's values, kept while the customer moves between sections. */
  driverValues: DriverCheckValues | null;
  /** What the last driver validation found (shown on section1 until the next Next). */
  driverProblem: Exclude<DriverCheckOutput, { kind: 'checked' }> | null;
  contact: ContactPreference | null;
  answers: QuestionsOutput['answers'];
  verified: boolean;
}

export type BindingEvent =
  | { type: 'transaction.retry' }
  | { type: 'driver.next'; values: DriverCheckValues }
  | { type: 'contact.choose'; contact: ContactPreference }
  | { type: 'contact.next' }
  | { type: 'step.back' };

const isVerified = ({ context }: { context: BindingContext }) => context.verified;
/** portal-4.19: before a move, the verification status is read again unless verified. */
const check = { type: 'checkVerification' } as const;

const bindingChart = setup({
  types: {
    context: {} as BindingContext,
    events: {} as BindingEvent,
    input: {} as BindingInput,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    transaction: fromVisitorCall<BindingTransactionAnswer, { rateQuoteId: string; region: Region; tokens: TokenStore }>(({ input, signal }) =>
      getBindingTransaction(input.rateQuoteId, { signal }),
    ),
    verification: verificationMachine,
    driverCheck: driverCheckMachine,
    additionalDrivers: additionalDriversMachine,
    questions: questionsMachine,
  },
  guards: {
    hasQuote: ({ context }) => context.quote !== null,
    verified: isVerified,
    hasContact: ({ context }) => context.contact !== null,
    checked: (_, p: { output: DriverCheckOutput }) => p.output.kind === 'checked',
    /** Checked, and the carrier hides the additional drivers' section (portal-9.18): on to the questions. */
    checkedNoDrivers: ({ context }, p: { output: DriverCheckOutput }) => p.output.kind === 'checked' && context.config?.hideadditionaldriversection === true,
    driversSubmitted: (_, p: { output: AdditionalDriversOutput }) => p.output.kind === 'submitted',
    /** The carrier hides the additional drivers' section (portal-9.18). */
    hidesDrivers: ({ context }) => context.config?.hideadditionaldriversection === true,
  },
  actions: {
    assignTransaction: assign(({ context }, p: { answer: BindingTransactionAnswer }) => {
      const t = p.answer.transaction;
      return {
        transaction: t,
        carrierId: p.answer.companyId,
        config: carrierConfigOf(context.carriers, p.answer.companyId),
        region: regionOf(t.customer.address.state),
        drivers: driversOf(t),
        cars: carsOf(t),
      };
    }),
    assignDriverValues: assign((_, p: { values: DriverCheckValues }) => ({ driverValues: p.values, driverProblem: null })),
    assignChecked: assign(({ context }, p: { output: DriverCheckOutput }) => {
      if (p.output.kind !== 'checked') return { driverProblem: p.output };
      const { licence, dob } = p.output;
      return { cars: p.output.cars, driverProblem: null, drivers: context.drivers.map((d) => (d.primaryDriver ? { ...d, license: licence, dob } : d)) };
    }),
    assignContact: assign((_, p: { contact: ContactPreference }) => ({ contact: p.contact })),
    /**
     * Section 3's drivers and cars. The driver step's kept VINs follow the cars (one per car, as the
     * driver check and the driver step's form read them), so a car added, removed or given another
     * VIN there is the driver step's too.
     */
    assignDriversAndCars: assign(({ context }, p: { output: AdditionalDriversOutput }) => {
      if (p.output.kind !== 'submitted') return {};
      const { drivers, cars } = p.output;
      return { drivers, cars, driverValues: context.driverValues && { ...context.driverValues, vins: cars.map((c) => c.vin) } };
    }),
    assignAnswers: assign((_, p: { output: QuestionsOutput }) => ({ answers: p.output.answers })),
    markVerified: assign({ verified: true }),
    /** portal-4.19: the status read again before a move, unless verified (provided below: the verification chart has ended then). */
    checkVerification: () => undefined,
  },
}).createMachine({
  id: 'binding',
  description: 'Online binding after a quote: driver check, contact preference, additional drivers, questions, contact verification',
  context: ({ input }) => ({
    ...input,
    transaction: null,
    carrierId: '',
    config: null,
    region: 'main',
    drivers: [],
    cars: [],
    driverValues: null,
    driverProblem: null,
    contact: null,
    answers: [],
    verified: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name a quote?',
      always: [{ guard: 'hasQuote', target: 'loading' }, { target: 'noQuote' }],
    },
    noQuote: { description: 'No quote named: a link to start one', meta: { spec: ['portal-2.9'] } },
    loading: {
      description: "Reading the quote's transaction and its carrier",
      tags: ['loading'],
      meta: { spec: ['portal-7.18', 'portal-3.22'] },
      invoke: {
        id: 'transaction',
        src: 'transaction',
        input: ({ context }) => ({ rateQuoteId: context.quote?.rateQuoteId ?? '', region: 'main' as const, tokens: context.tokens }),
        onDone: { target: 'sections', actions: { type: 'assignTransaction', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'The transaction could not be read: a retry',
      on: { 'transaction.retry': { target: 'loading' } },
    },
    sections: {
      description: 'The sections, in order, with contact verification beside them',
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({
          transactionId: context.quote?.transactionId ?? '',
          rateQuoteId: context.quote?.rateQuoteId ?? '',
          phone: context.transaction?.customer.phoneNumber ?? '',
          email: context.transaction?.customer.email ?? '',
          sheet: sheetOf(context.config ?? { sheetsdburl: '' }, context.region) satisfies SheetLocation,
          pollIntervalMs: context.pollIntervalMs,
          agentWaitMs: context.agentWaitMs,
          now: context.now,
        }),
        onDone: { actions: 'markVerified' },
      },
      initial: 'driver',
      states: {
        driver: {
          description: 'Section 1, driver information: licence, date of birth, a VIN per car (and the privacy consent where asked)',
          meta: { spec: ['portal-2.10', 'portal-5.5', 'portal-5.7', 'portal-5.8'] },
          on: {
            'driver.next': { target: 'contact', actions: [{ type: 'assignDriverValues', params: ({ event }) => ({ values: event.values }) }, check] },
          },
        },
        contact: {
          description: 'Section 2, contact preference; Next runs the driver validation',
          meta: { spec: ['portal-2.10', 'portal-4.19'] },
          on: {
            'contact.choose': { actions: { type: 'assignContact', params: ({ event }) => ({ contact: event.contact }) } },
            'contact.next': { guard: 'hasContact', target: 'checkingDriver', actions: check },
            'step.back': { target: 'driver', actions: check },
          },
        },
        checkingDriver: {
          description: 'The driver validation: the licence lookup and each VIN decoded',
          tags: ['busy'],
          invoke: {
            id: 'driverCheck',
            src: 'driverCheck',
            input: ({ context }) => ({
              region: context.region,
              driver: context.transaction ? identityOf(context.transaction) : { firstName: '', lastName: '', address: '', city: '', state: '', zipCode: '' },
              cars: context.cars,
              values: context.driverValues ?? { licence: '', dob: '', vins: [] },
            }),
            onDone: [
              {
                guard: { type: 'checkedNoDrivers', params: ({ event }) => ({ output: event.output }) },
                target: 'questions',
                actions: { type: 'assignChecked', params: ({ event }) => ({ output: event.output }) },
              },
              { guard: { type: 'checked', params: ({ event }) => ({ output: event.output }) }, target: 'additional', actions: { type: 'assignChecked', params: ({ event }) => ({ output: event.output }) } },
              { target: 'driver', actions: { type: 'assignChecked', params: ({ event }) => ({ output: event.output }) } },
            ],
          },
        },
        additional: {
          description: "Section 3, additional drivers and the cars (their own charts); Next runs the drivers' validation",
          meta: { spec: ['portal-2.10', 'portal-4.19'] },
          invoke: {
            id: 'additionalDrivers',
            src: 'additionalDrivers',
            input: ({ context }) => ({
              region: context.region,
              state: context.transaction?.customer.address.state ?? '',
              drivers: context.drivers,
              config: context.config!,
              limits: context.limits,
              now: context.now,
              canAdd: context.canAddDrivers,
              cars: context.cars,
              canAddVehicles: context.canAddVehicles,
            }),
            onDone: [
              {
                guard: { type: 'driversSubmitted', params: ({ event }) => ({ output: event.output }) },
                target: 'questions',
                actions: [{ type: 'assignDriversAndCars', params: ({ event }) => ({ output: event.output }) }, check],
              },
              { target: 'contact', actions: check },
            ],
          },
        },
        questions: {
          description: 'Section 4, the underwriting questions (their own chart); Next runs the answer checks',
          meta: { spec: ['portal-2.10', 'portal-4.19'] },
          on: { 'step.back': [{ guard: 'hidesDrivers', target: 'contact', actions: check }, { target: 'additional', actions: check }] },
          invoke: {
            id: 'questions',
            src: 'questions',
            input: ({ context }) => ({
              region: context.region,
              carrierId: context.carrierId,
              config: context.config!,
              answers: context.transaction ? answersByCode(context.transaction) : {},
            }),
            onDone: { target: 'finishing', actions: [{ type: 'assignAnswers', params: ({ event }) => ({ output: event.output }) }, check] },
          },
        },
        finishing: {
          description: 'The questions answered: the final success once verification is complete',
          meta: { spec: ['portal-4.20'] },
          always: { guard: 'verified', target: 'success' },
          on: { 'step.back': { target: 'questions', guard: not('verified') } },
        },
        success: { type: 'final', description: 'The final success', meta: { spec: ['portal-2.10', 'portal-4.20'] } },
      },
    },
  },
});

/** The chart, with the one action that sends to its child only while the child runs (typed only once the chart is made). */
export const bindingMachine = bindingChart.provide({
  actions: {
    checkVerification: enqueueActions(({ context, enqueue }) => {
      if (!context.verified) enqueue.sendTo('verification', { type: 'verification.check' });
    }),
  },
});

export type BindingMachine = typeof bindingMachine;
