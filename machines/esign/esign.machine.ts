/**
 * The auto payment and e-sign page (`/buy/?transactionId=&carrierId=&payplan=`; portal-2.13 to
 * portal-2.15, portal-4.23 to portal-4.27, portal-8.7): a parent chart that only sequences its
 * stages. The buy-now status on load (portal-7.22) decides the step (./esign.rules.ts):
 *
 * - 0 or -1: driver information (./details.machine.ts: the quote's data, binding's driver check,
 *   additional drivers and questions, then the re-rating), on to the policy details of the rated
 *   transaction;
 * - 1 (rc2 done): policy details (./policy.machine.ts: the carrier result, the details, the check
 *   of the answers, the pay link and the reload after the refresh time), or, a payment pending,
 *   its result checked (portal-7.30): 200 e-sign if the carrier has it, else a reload; 0 policy
 *   details; any other code the payment failure view (portal-4.24);
 * - 2: the payment section: the buy-now status (portal-7.27) says e-sign, or, for a carrier
 *   without e-sign, the rc3 messages in the carrier error area, or the payment received;
 * - 3, 4, 5: e-sign (./signing.machine.ts), or signed already: the in-process view and a reload
 *   after the refresh time (portal-4.27);
 * - 6: sold (portal-4.26): the documents (./sold.machine.ts), the e-sign-not-available text with the
 *   policy id, or the error view.
 *
 * No status answer, a failed status call, results or e-sign address: the unexpected-error message
 * (portal-8.7). The stage tabs are tags (portal-2.15): `driverStage`, `policyStage`, `quoteStage`.
 */
import { assign, setup } from 'xstate';
import type { AnalyticsEvent } from '../../src/analytics';
import { fromCall } from '../kit/call';
import { ladder } from '../kit/ladder';
import { ApiError } from '../../services/http';
import { addOrGetBuyNowStatus, getCurrentBuyNowStatus, getPaymentDetail, esignPaths, type BuyNowStatus, type CurrentBuyNowStatus, type PaymentDetail } from '../../services/esign';
import { carrierConfigOf, type CarrierConfig } from '../binding/carrierConfig.rules';
import { eSignEnabled, loadStepOf, paymentOutcome, paymentSectionOf, type EsignQuery, type LoadStep } from './esign.rules';
import type { TokenStore } from '../../services/tokens';
import { detailsMachine, type DetailsOutput } from './details.machine';
import { policyMachine, type PolicyOutput, type PolicyParentEvent } from './policy.machine';
import { signingMachine, type SigningOutput } from './signing.machine';
import { soldMachine, type SoldParentEvent } from './sold.machine';

export interface EsignInput {
  /** portal-2.13: the transaction of the address; null when it names none. */
  query: EsignQuery | null;
  /** portal-3.21: the page's per-carrier configurations (e-sign on or off). */
  carriers: readonly CarrierConfig[];
  /** portal-9.16: the page's agency fee (null: the carrier's). */
  agencyFee: number | null;
  /** portal-9.10: the refresh time (ms). */
  refreshMs: number;
  /** Where the page may send the customer to pay and what it may frame (site config `allowedOrigins`). */
  allowedOrigins: { payment: readonly string[]; esign: readonly string[] };
  pageUrl: string;
  now: () => number;
  /** portal-5.7: the driver step's age limits (the page's minagelimit and maxagelimit, else 16 to 75). */
  limits: { minAge: number; maxAge: number };
  /** portal-2.12: the page lets the customer add drivers and cars. */
  canAddDrivers: boolean;
  canAddVehicles: boolean;
  /** The re-rating's polls (decision 53). */
  rating: { intervalMs: number; maxPolls: number };
  /** The visitor's token store (the driver step's lookups carry the visitor's token). */
  tokens: TokenStore;
}

export interface EsignContext extends EsignInput {
  config: CarrierConfig | null;
  status: CurrentBuyNowStatus | null;
  buyNow: BuyNowStatus | null;
  payment: PaymentDetail | null;
  /** When an in-process view showed (the chart's clock): its reload countdown counts from it. */
  waitStartedAt: number;
  /** The driver step's re-rating: the transaction the policy details read (null: the page's). */
  ratedTransaction: string | null;
}

export type EsignEvent = { type: 'status.retry' } | { type: 'payment.again' } | PolicyParentEvent | SoldParentEvent;

const statusAnswer = ({ event }: { event: { output: CurrentBuyNowStatus | null } }) => ({ status: event.output });
const detailAnswer = ({ event }: { event: { output: PaymentDetail } }) => ({ detail: event.output });
const buyNowAnswer = ({ event }: { event: { output: BuyNowStatus } }) => ({ buyNow: event.output });
const policyEnd = ({ event }: { event: { output: PolicyOutput } }) => ({ output: event.output });
const signingEnd = ({ event }: { event: { output: SigningOutput } }) => ({ output: event.output });
const detailsEnd = ({ event }: { event: { output: DetailsOutput } }) => ({ output: event.output });
/** portal-8.7: a failed payment is logged with its result code and status (codes only: the message is the customer's to read). */
const paymentFailedEvent = ({ event }: { event: { output: PaymentDetail } }): AnalyticsEvent => ({ event: 'esign_payment_failed', resultCode: event.output.resultCode, status: event.output.status ?? '' });
/** portal-8.7: a buy-now status call answered with none fails as a call does (a `schema` ApiError). */
export function requireBuyNowStatus(status: BuyNowStatus | null): BuyNowStatus {
  if (status === null) throw new ApiError('schema', esignPaths.buyNowStatus, null, 'No buy-now status in the answer.');
  return status;
}
const stepIs = (p: { status: CurrentBuyNowStatus | null }, step: LoadStep) => p.status !== null && loadStepOf(p.status) === step;

export const esignMachine = setup({
  types: {
    context: {} as EsignContext,
    events: {} as EsignEvent,
    input: {} as EsignInput,
    tags: {} as 'loading' | 'driverStage' | 'vehicleStage' | 'policyStage' | 'quoteStage',
  },
  actors: {
    status: fromCall(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) => getCurrentBuyNowStatus(input.transactionId, { signal })),
    paymentDetail: fromCall(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) => getPaymentDetail(input.transactionId, { signal })),
    // A missing buy-now status answer is the page's unexpected error (portal-8.7), as a failed call.
    buyNowStatus: fromCall(({ input, signal }: { input: { transactionId: string; carrierId: string }; signal: AbortSignal }) => addOrGetBuyNowStatus(input, { signal }).then(requireBuyNowStatus)),
    details: detailsMachine,
    policy: policyMachine,
    signing: signingMachine,
    sold: soldMachine,
  },
  delays: {
    refreshTime: ({ context }) => context.refreshMs,
  },
  guards: {
    hasQuery: ({ context }) => context.query !== null,
    noStatus: (_, p: { status: CurrentBuyNowStatus | null }) => p.status === null,
    toDriverInfo: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'driverInfo'),
    toPolicy: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'policy'),
    toCheckingPayment: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'checkingPayment'),
    toPayment: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'payment'),
    toESign: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'esign'),
    toSigned: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'signed'),
    toSold: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'sold'),
    toSoldNoESign: (_, p: { status: CurrentBuyNowStatus | null }) => stepIs(p, 'soldNoESign'),
    paidToESign: ({ context }, p: { detail: PaymentDetail }) => paymentOutcome(p.detail) === 'paid' && context.config !== null && eSignEnabled(context.config),
    paid: (_, p: { detail: PaymentDetail }) => paymentOutcome(p.detail) === 'paid',
    notPaidYet: (_, p: { detail: PaymentDetail }) => paymentOutcome(p.detail) === 'none',
    sectionESign: ({ context }, p: { buyNow: BuyNowStatus }) => context.config !== null && paymentSectionOf(p.buyNow, context.config) === 'esign',
    sectionSigned: ({ context }, p: { buyNow: BuyNowStatus }) => context.config !== null && paymentSectionOf(p.buyNow, context.config) === 'signed',
    sectionMessages: ({ context }, p: { buyNow: BuyNowStatus }) =>
      context.config !== null && paymentSectionOf(p.buyNow, context.config) === 'carrierMessages',
    detailsRated: (_, p: { output: DetailsOutput }) => p.output.kind === 'rated',
    detailsUnread: (_, p: { output: DetailsOutput }) => p.output.kind === 'unread',
    policyReloads: (_, p: { output: PolicyOutput }) => p.output.kind === 'reload',
    signed: (_, p: { output: SigningOutput }) => p.output.kind === 'signed',
  },
  actions: {
    assignConfig: assign(({ context }) => ({ config: context.query ? carrierConfigOf(context.carriers, context.query.carrierId) : null })),
    assignStatus: assign((_, p: { status: CurrentBuyNowStatus | null }) => ({ status: p.status })),
    assignPayment: assign((_, p: { detail: PaymentDetail }) => ({ payment: p.detail })),
    assignBuyNow: assign((_, p: { buyNow: BuyNowStatus }) => ({ buyNow: p.buyNow })),
    startWait: assign(({ context }) => ({ waitStartedAt: context.now() })),
    assignRated: assign((_, p: { output: DetailsOutput }) => ({ ratedTransaction: p.output.kind === 'rated' ? p.output.transactionId : null })),
    /** Browser effects and analytics, provided where the actor is created (src/widgets/esign.tsx). */
    track: (_, _event: AnalyticsEvent) => {},
    reload: () => {},
    saveDocument: (_, _p: { document: string; policyNumber: string; base64: string }) => {},
    printDocument: (_, _p: { document: string; policyNumber: string; base64: string }) => {},
  },
}).createMachine({
  id: 'esign',
  description: 'The auto payment and e-sign page: the buy-now status decides the step; policy details, pay, e-sign, sold',
  context: ({ input }) => ({ ...input, config: null, status: null, buyNow: null, payment: null, waitStartedAt: 0, ratedTransaction: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name a transaction and a carrier?',
      always: [{ guard: 'hasQuery', target: 'loadingStatus', actions: 'assignConfig' }, { target: 'noQuery' }],
    },
    noQuery: { description: 'No transaction named: a link to start a quote', meta: { spec: ['portal-2.13'] } },
    loadingStatus: {
      description: 'Reading the buy-now status: it decides the step',
      tags: ['loading'],
      meta: { spec: ['portal-4.23', 'portal-7.22'] },
      invoke: {
        id: 'status',
        src: 'status',
        input: ({ context }) => ({ transactionId: context.query?.transactionId ?? '' }),
        onDone: ladder(
          [
            ['noStatus', 'unexpectedError', { type: 'track', params: { event: 'esign_error', reason: 'no_status' } }],
            ['toDriverInfo', 'driverInfo'],
            ['toPolicy', 'policy'],
            ['toCheckingPayment', 'checkingPayment'],
            ['toPayment', 'payment'],
            ['toESign', 'esign'],
            ['toSigned', 'signed'],
            ['toSold', 'sold'],
            ['toSoldNoESign', 'soldNoESign'],
          ],
          ['soldError', { type: 'track', params: { event: 'esign_error', reason: 'sold' } }],
          { params: statusAnswer, actions: { type: 'assignStatus', params: statusAnswer } },
        ),
        onError: { target: 'unexpectedError', actions: { type: 'track', params: { event: 'esign_error', reason: 'status' } } },
      },
    },
    driverInfo: {
      description: "Driver information, the additional drivers, the questions and the re-rating (their own chart)",
      tags: ['driverStage'],
      meta: { spec: ['portal-4.23', 'portal-4.25', 'portal-2.14', 'portal-2.15'] },
      invoke: {
        id: 'details',
        src: 'details',
        input: ({ context }) => ({
          transactionId: context.query?.transactionId ?? '',
          carrierId: context.query?.carrierId ?? '',
          config: context.config ?? carrierConfigOf([], context.query?.carrierId ?? ''),
          limits: context.limits,
          canAddDrivers: context.canAddDrivers,
          canAddVehicles: context.canAddVehicles,
          agencyFee: context.agencyFee,
          rating: context.rating,
          now: context.now,
          tokens: context.tokens,
        }),
        onDone: ladder(
          [
            ['detailsRated', 'policy', { type: 'assignRated', params: detailsEnd }],
            ['detailsUnread', 'unexpectedError', { type: 'track', params: { event: 'esign_error', reason: 'prior_request' } }],
          ],
          ['unexpectedError', { type: 'track', params: { event: 'esign_error', reason: 'rating' } }],
          { params: detailsEnd },
        ),
      },
    },
    policy: {
      description: 'Policy details, the check of the answers and the pay link (their own chart)',
      tags: ['policyStage'],
      meta: { spec: ['portal-4.25', 'portal-2.15'] },
      on: { 'payUrl.failed': { actions: { type: 'track', params: { event: 'esign_error', reason: 'payment_url' } } } },
      invoke: {
        id: 'policy',
        src: 'policy',
        input: ({ context }) => ({
          // The driver step's re-rating, else the page's transaction.
          transactionId: context.ratedTransaction ?? context.query?.transactionId ?? '',
          carrierId: context.query?.carrierId ?? '',
          agencyFee: context.agencyFee,
          refreshMs: context.refreshMs,
          paymentOrigins: context.allowedOrigins.payment,
          pageUrl: context.pageUrl,
          now: context.now,
        }),
        onDone: ladder([['policyReloads', 'reloading']], ['unexpectedError', { type: 'track', params: { event: 'esign_error', reason: 'carrier_result' } }], { params: policyEnd }),
      },
    },
    checkingPayment: {
      description: 'A payment pending: its result is read',
      tags: ['loading', 'policyStage'],
      meta: { spec: ['portal-4.23', 'portal-4.24', 'portal-7.30'] },
      invoke: {
        id: 'paymentDetail',
        src: 'paymentDetail',
        input: ({ context }) => ({ transactionId: context.query?.transactionId ?? '' }),
        onDone: ladder(
          [
            ['paidToESign', 'esign'],
            ['paid', 'reloading'],
            ['notPaidYet', 'policy'],
          ],
          ['paymentFailed', { type: 'track', params: paymentFailedEvent }],
          { params: detailAnswer, actions: { type: 'assignPayment', params: detailAnswer } },
        ),
        onError: { target: 'unexpectedError', actions: { type: 'track', params: { event: 'esign_error', reason: 'payment_detail' } } },
      },
    },
    paymentFailed: {
      description: 'The payment failed: its result code, status and message; back to the policy to pay again',
      tags: ['policyStage'],
      meta: { spec: ['portal-4.24', 'portal-8.7'] },
      on: { 'payment.again': { target: 'policy' } },
    },
    payment: {
      description: 'The payment section: the buy-now status says what comes next',
      tags: ['loading', 'policyStage'],
      meta: { spec: ['portal-7.27'] },
      invoke: {
        id: 'buyNowStatus',
        src: 'buyNowStatus',
        input: ({ context }) => ({ transactionId: context.query?.transactionId ?? '', carrierId: context.query?.carrierId ?? '' }),
        onDone: ladder(
          [
            ['sectionESign', 'esign'],
            ['sectionSigned', 'signed'],
            ['sectionMessages', 'carrierMessages'],
          ],
          'paymentReceived',
          { params: buyNowAnswer, actions: { type: 'assignBuyNow', params: buyNowAnswer } },
        ),
        onError: { target: 'unexpectedError', actions: { type: 'track', params: { event: 'esign_error', reason: 'status' } } },
      },
    },
    carrierMessages: {
      description: "A carrier without e-sign: its rc3 messages in the carrier error area",
      tags: ['policyStage'],
      meta: { spec: ['portal-8.7'] },
    },
    paymentReceived: {
      description: 'Paid, a carrier without e-sign: the policy is being issued; the page reloads after the refresh time',
      tags: ['policyStage'],
      entry: 'startWait',
      after: { refreshTime: { target: 'reloading' } },
    },
    esign: {
      description: 'E-sign: the documents in a frame over the page (their own chart)',
      tags: ['quoteStage'],
      meta: { spec: ['portal-4.23', 'portal-4.24', 'portal-2.15'] },
      invoke: {
        id: 'signing',
        src: 'signing',
        input: ({ context }) => ({
          transactionId: context.query?.transactionId ?? '',
          carrierId: context.query?.carrierId ?? '',
          esignOrigins: context.allowedOrigins.esign,
          pageUrl: context.pageUrl,
        }),
        onDone: ladder([['signed', 'loadingStatus']], ['unexpectedError', { type: 'track', params: { event: 'esign_error', reason: 'esign_url' } }], { params: signingEnd }),
      },
    },
    signed: {
      description: 'Signed already: the in-process view; the page reloads after the refresh time',
      tags: ['quoteStage'],
      meta: { spec: ['portal-4.27', 'portal-9.10'] },
      entry: 'startWait',
      after: { refreshTime: { target: 'reloading' } },
    },
    sold: {
      description: 'Sold, e-sign available: the ID card and the declarations page (their own chart)',
      tags: ['quoteStage'],
      meta: { spec: ['portal-4.26'] },
      on: {
        'sold.save': { actions: { type: 'saveDocument', params: ({ event }) => ({ document: event.document, policyNumber: event.policyNumber, base64: event.base64 }) } },
        'sold.print': { actions: { type: 'printDocument', params: ({ event }) => ({ document: event.document, policyNumber: event.policyNumber, base64: event.base64 }) } },
      },
      invoke: {
        id: 'sold',
        src: 'sold',
        input: ({ context }) => ({ carrierId: context.query?.carrierId ?? '', policyNumber: context.status?.rc3PolicyId ?? '' }),
        onDone: { target: 'soldError', actions: { type: 'track', params: { event: 'esign_error', reason: 'documents' } } },
      },
    },
    soldNoESign: {
      description: 'Sold, e-sign not available: the text with the policy id',
      tags: ['quoteStage'],
      meta: { spec: ['portal-4.26'] },
    },
    soldError: {
      description: 'Sold with an rc3 error, or the documents not fetched: the error view',
      tags: ['quoteStage'],
      meta: { spec: ['portal-4.26', 'portal-8.7'] },
    },
    unexpectedError: {
      description: 'The unexpected-error message (no status answer, or a call failed); try again',
      meta: { spec: ['portal-8.7'] },
      on: { 'status.retry': { target: 'loadingStatus' } },
    },
    reloading: {
      description: 'The page reloads: its status is read again',
      meta: { spec: ['portal-4.24', 'portal-4.25'] },
      entry: 'reload',
    },
  },
});

export type EsignMachine = typeof esignMachine;
