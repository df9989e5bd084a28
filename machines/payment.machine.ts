/**
 * Make a payment without signing in (site-2.24, site-2.25, site-4.5 to site-4.12, site-8.6, site-8.7).
 * Every outcome of "Payment submit" and of the payment result is a state of its own.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { ladder } from './kit/ladder';
import {
  getCarriers,
  getCustomerPayment,
  getPaymentToken,
  lookupPayment,
  type Carrier,
  type CustomerPaymentResult,
  type PaymentLookup,
  type PaymentLookupRequest,
  type PaymentToken,
} from '../services/payments';
import type { AnalyticsEvent } from '../src/analytics';
import { DUE_SOON_HOURS } from '../src/rules/dates';
import {
  findCarrier,
  isApprovedToken,
  notPayableOutcome,
  paymentTarget,
  resultOutcome,
  toLookupRequest,
  type PaymentFormValues,
} from './payment.rules';

export interface PaymentInput {
  /** The ?token= query parameter: present when the provider sent the customer back. */
  resultToken: string | null;
  /** This page's address, for the "back to the page with ?token=" payment target. */
  pageUrl: string;
  /** Other origins the pay button may go to (the site config's payment providers); the page's own always may. */
  paymentOrigins?: readonly string[];
  dueSoonHours?: number;
  /**
   * The chart's clock (epoch ms): the due-date guards read it, never the system time, so a
   * simulated clock controls them. The page gives the browser's clock.
   */
  now: () => number;
}

export interface PaymentContext {
  resultToken: string | null;
  pageUrl: string;
  paymentOrigins: readonly string[];
  dueSoonHours: number;
  now: () => number;
  carriers: Carrier[];
  form: PaymentFormValues | null;
  lookup: PaymentLookup | null;
  carrier: Carrier | null;
  payment: PaymentToken | null;
  /** Where the pay button goes, once a usable token is in hand. */
  payUrl: string | null;
  result: CustomerPaymentResult | null;
}

export type PaymentEvent =
  | { type: 'form.submit'; values: PaymentFormValues }
  | { type: 'pay.start' }
  | { type: 'modal.close' }
  | { type: 'form.restart' }
  | { type: 'load.retry' };

/** A call's answer as the params of the guards and actions that read it (written once per call). */
const carriersAnswer = ({ event }: { event: { output: Carrier[] } }) => ({ carriers: event.output });
const lookupAnswer = ({ event }: { event: { output: PaymentLookup } }) => ({ lookup: event.output });
const tokenAnswer = ({ event }: { event: { output: PaymentToken } }) => ({ token: event.output });
const resultAnswer = ({ event }: { event: { output: CustomerPaymentResult } }) => ({ result: event.output });

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'loading' | 'errorModal' | 'form' | 'details' | 'leaving',
  },
  actors: {
    loadCarriers: fromCall<Carrier[]>(({ signal }) => getCarriers({ signal })),
    lookup: fromCall<PaymentLookup, PaymentLookupRequest>(({ input, signal }) => lookupPayment(input, { signal })),
    getToken: fromCall<PaymentToken, { policyId: string; token: string | null }>(({ input, signal }) =>
      getPaymentToken(input, { signal }),
    ),
    loadResult: fromCall<CustomerPaymentResult, { token: string }>(({ input, signal }) =>
      getCustomerPayment(input.token, { signal }),
    ),
  },
  guards: {
    hasResultToken: ({ context }) => context.resultToken !== null,
    wasSubmitted: ({ context }) => context.form !== null,
    carrierNotFound: ({ context }, p: { lookup: PaymentLookup }) => findCarrier(context.carriers, p.lookup.company) === null,
    isPayable: (_, p: { lookup: PaymentLookup }) => p.lookup.isPayable,
    isAlreadyPaid: ({ context }, p: { lookup: PaymentLookup }) =>
      notPayableOutcome(p.lookup, new Date(context.now()), context.dueSoonHours) === 'alreadyPaid',
    isDueSoon: ({ context }, p: { lookup: PaymentLookup }) =>
      notPayableOutcome(p.lookup, new Date(context.now()), context.dueSoonHours) === 'dueSoon',
    isPastDue: ({ context }, p: { lookup: PaymentLookup }) =>
      notPayableOutcome(p.lookup, new Date(context.now()), context.dueSoonHours) === 'pastDue',
    isApproved: (_, p: { token: PaymentToken }) => isApprovedToken(p.token),
    canPay: ({ context }, p: { token: PaymentToken }) => paymentTarget(p.token, context.pageUrl, context.paymentOrigins) !== null,
    isResultPaid: (_, p: { result: CustomerPaymentResult }) => resultOutcome(p.result) === 'paid',
    isResultFailed: (_, p: { result: CustomerPaymentResult }) => resultOutcome(p.result) === 'failed',
    isResultWithoutDetails: (_, p: { result: CustomerPaymentResult }) => resultOutcome(p.result) === 'noDetails',
  },
  actions: {
    assignCarriers: assign((_, p: { carriers: Carrier[] }) => ({ carriers: p.carriers })),
    assignForm: assign((_, p: { values: PaymentFormValues }) => ({ form: p.values })),
    assignLookup: assign(({ context }, p: { lookup: PaymentLookup }) => ({
      lookup: p.lookup,
      carrier: findCarrier(context.carriers, p.lookup.company),
      payment: null,
      payUrl: null,
    })),
    assignPayment: assign(({ context }, p: { token: PaymentToken }) => ({
      payment: p.token,
      payUrl: paymentTarget(p.token, context.pageUrl, context.paymentOrigins),
    })),
    assignResult: assign(({ context }, p: { result: CustomerPaymentResult }) => ({
      result: p.result,
      carrier: findCarrier(context.carriers, p.result.customerPayment?.carrierName),
    })),
    clearLookup: assign({ lookup: null, carrier: null, payment: null, payUrl: null, result: null, resultToken: null }),
    /** Browser effects, provided where the actor is created (src/widgets/payment.tsx). */
    track: (_, _event: AnalyticsEvent) => {},
    navigate: (_, _p: { url: string }) => {},
    clearResultToken: () => {},
  },
}).createMachine({
  id: 'payment',
  description: 'Make a payment without signing in',
  context: ({ input }) => ({
    resultToken: input.resultToken,
    pageUrl: input.pageUrl,
    paymentOrigins: input.paymentOrigins ?? [],
    dueSoonHours: input.dueSoonHours ?? DUE_SOON_HOURS,
    now: input.now,
    carriers: [],
    form: null,
    lookup: null,
    carrier: null,
    payment: null,
    payUrl: null,
    result: null,
  }),
  initial: 'loadingCarriers',
  states: {
    loadingCarriers: {
      description: 'Loading the carriers that take payments online; the form takes input meanwhile',
      tags: ['loading'],
      meta: { spec: ['site-2.25'] },
      invoke: {
        id: 'loadCarriers',
        src: 'loadCarriers',
        onDone: ladder([['hasResultToken', 'result'], ['wasSubmitted', 'lookingUp']], 'editing', {
          actions: { type: 'assignCarriers', params: carriersAnswer },
        }),
        // No list: the lookup still runs, and every company then has no matching carrier
        // (site-4.6: the carrier-not-available error with its pay link). Decision 6.
        onError: [{ guard: 'hasResultToken', target: 'result' }, { guard: 'wasSubmitted', target: 'lookingUp' }, { target: 'editing' }],
      },
      // The form is the page's first paint (drawn at build time, decision 48): a customer may send it
      // before the list is in. A customer back from the provider sees the loading line instead.
      initial: 'formOpen',
      states: {
        formOpen: {
          description: 'The payment form, while the carrier list loads',
          tags: ['form'],
          meta: { spec: ['site-2.24', 'site-5.3'] },
          always: { guard: 'hasResultToken', target: 'returning' },
          on: {
            'form.submit': {
              target: 'formSent',
              actions: { type: 'assignForm', params: ({ event }) => ({ values: event.values }) },
            },
          },
        },
        formSent: {
          description: 'Sent before the carrier list came: the lookup starts once it is in',
          tags: ['form'],
          meta: { spec: ['site-4.5'] },
        },
        returning: {
          description: 'Back from the payment provider: the loading line until the list is in',
          meta: { spec: ['site-4.12'] },
        },
      },
    },
    editing: {
      description: 'The payment form: policy number, email, phone and date of birth',
      tags: ['form'],
      meta: { spec: ['site-2.24', 'site-5.3'] },
      on: {
        'form.submit': {
          target: 'lookingUp',
          actions: { type: 'assignForm', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    lookingUp: {
      description: 'Looking the policy up',
      tags: ['loading', 'form'],
      meta: { spec: ['site-4.5'] },
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => toLookupRequest(context.form!),
        // One answer, one outcome: the first guard that holds, in this order.
        onDone: ladder(
          [
            ['carrierNotFound', 'errorModal.carrierNotAvailable'],
            ['isPayable', 'details'],
            ['isAlreadyPaid', 'alreadyPaid'],
            ['isDueSoon', 'errorModal.dueSoon'],
            ['isPastDue', 'errorModal.pastDue'],
          ],
          'errorModal.notPayable',
          { params: lookupAnswer, actions: { type: 'assignLookup', params: lookupAnswer } },
        ),
        onError: { target: 'errorModal.unknownError' },
      },
    },
    details: {
      description: 'The carrier details with the pay button',
      tags: ['details'],
      meta: { spec: ['site-2.25', 'site-4.7'] },
      initial: 'gettingToken',
      on: { 'form.restart': { target: 'editing', actions: 'clearLookup' } },
      states: {
        gettingToken: {
          description: 'Getting a payment token; the pay button is disabled and busy',
          tags: ['loading'],
          meta: { spec: ['site-4.7'] },
          invoke: {
            id: 'getToken',
            src: 'getToken',
            input: ({ context }) => ({ policyId: context.lookup!.policyId, token: context.lookup!.token }),
            onDone: ladder(
              [
                ['isApproved', 'approved', { type: 'assignPayment', params: tokenAnswer }],
                ['canPay', 'readyToPay', { type: 'assignPayment', params: tokenAnswer }],
              ],
              '#payment.errorModal.tokenFailed',
              { params: tokenAnswer },
            ),
            onError: { target: '#payment.errorModal.tokenFailed' },
          },
        },
        readyToPay: {
          description: 'The pay button is enabled: it goes to the provider, or back here with ?token=',
          meta: { spec: ['site-4.7'] },
          entry: { type: 'track', params: { event: 'payment_ready', approved: false } },
          on: { 'pay.start': { target: 'leaving' } },
        },
        approved: {
          description: 'The transaction has been approved: the pay button stays disabled',
          meta: { spec: ['site-4.7'] },
          entry: { type: 'track', params: { event: 'payment_ready', approved: true } },
        },
        leaving: {
          description: 'Going to the payment page (Back from there shows the form again)',
          tags: ['loading', 'leaving'],
          meta: { spec: ['site-4.7'] },
          entry: { type: 'navigate', params: ({ context }) => ({ url: context.payUrl! }) },
        },
      },
    },
    alreadyPaid: {
      description: 'The already-paid view',
      meta: { spec: ['site-4.9', 'site-8.7'] },
      entry: { type: 'track', params: { event: 'payment_already_paid' } },
      on: { 'form.restart': { target: 'editing', actions: 'clearLookup' } },
    },
    errorModal: {
      description: 'An error modal over the form; closing it goes back to the form',
      tags: ['errorModal'],
      on: { 'modal.close': { target: 'editing' } },
      // Every transition here names its error; the one that says least is the default.
      initial: 'unknownError',
      states: {
        carrierNotAvailable: {
          description: 'Error: no carrier matches the company; pay-at-carrier link',
          meta: { spec: ['site-4.6', 'site-8.6'] },
          entry: { type: 'track', params: { event: 'payment_error', reason: 'carrier_not_available' } },
        },
        tokenFailed: {
          description: 'Error: could not get a payment token',
          meta: { spec: ['site-4.8', 'site-8.6'] },
          entry: { type: 'track', params: { event: 'payment_error', reason: 'token_failed' } },
        },
        dueSoon: {
          description: 'Error: not payable online, the payment is due within 48 hours',
          meta: { spec: ['site-4.10', 'site-8.6', 'site-9.4'] },
          entry: { type: 'track', params: { event: 'payment_error', reason: 'due_within_48_hours' } },
        },
        pastDue: {
          description: 'Error: not payable online, the payment is past due',
          meta: { spec: ['site-4.10', 'site-8.6'] },
          entry: { type: 'track', params: { event: 'payment_error', reason: 'past_due' } },
        },
        notPayable: {
          description: 'Error: not payable online, carrying the message (no due date)',
          meta: { spec: ['site-4.10', 'site-8.6'] },
          entry: { type: 'track', params: { event: 'payment_error', reason: 'not_payable' } },
        },
        unknownError: {
          description: 'Error: the lookup failed (any exception)',
          meta: { spec: ['site-4.11', 'site-8.6'] },
          entry: { type: 'track', params: { event: 'payment_error', reason: 'unknown_error' } },
        },
      },
    },
    result: {
      description: 'The payment result, after the provider sent the customer back with ?token=',
      meta: { spec: ['site-2.25', 'site-4.12'] },
      // The token has been read: it leaves the address bar (a shared or bookmarked link cannot show the result again).
      entry: 'clearResultToken',
      initial: 'loadingResult',
      states: {
        loadingResult: {
          description: 'Reading the payment outcome',
          tags: ['loading'],
          invoke: {
            id: 'loadResult',
            src: 'loadResult',
            input: ({ context }) => ({ token: context.resultToken! }),
            onDone: ladder(
              [
                ['isResultPaid', 'known.paid'],
                ['isResultFailed', 'known.failed'],
                ['isResultWithoutDetails', 'known.noDetails'],
              ],
              'known.notFound',
              { params: resultAnswer, actions: { type: 'assignResult', params: resultAnswer } },
            ),
            onError: { target: 'loadError' },
          },
        },
        known: {
          description: 'The outcome is known: the customer can start again',
          on: { 'form.restart': { target: '#payment.editing', actions: ['clearLookup', 'clearResultToken'] } },
          // Every transition here names its outcome; no payment found is the default.
          initial: 'notFound',
          states: {
            paid: {
              description: 'Success (status A): the payment details',
              meta: { spec: ['site-4.12'] },
              entry: { type: 'track', params: { event: 'payment_result', status: 'success' } },
            },
            failed: {
              description: 'Failure (any other status): the carrier pay link',
              meta: { spec: ['site-4.12'] },
              entry: { type: 'track', params: { event: 'payment_result', status: 'failure' } },
            },
            noDetails: {
              description: 'A payment with no details: it cannot be confirmed either way; check before paying again',
              meta: { spec: ['site-4.12'] },
              entry: { type: 'track', params: { event: 'payment_result', status: 'no_details' } },
            },
            notFound: {
              description: 'No payment for this token: the message, and a way back to the form',
              entry: { type: 'track', params: { event: 'payment_result', status: 'not_found' } },
            },
          },
        },
        loadError: {
          description: 'The result could not be read; the customer can retry',
          on: { 'load.retry': { target: 'loadingResult' } },
        },
      },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
