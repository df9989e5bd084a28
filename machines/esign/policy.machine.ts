/**
 * The policy details and the way to pay (portal-2.14, portal-4.25, portal-7.23, portal-7.29,
 * portal-8.7, portal-9.10, portal-9.16), a child chart of the payment and e-sign page
 * (./esign.machine.ts):
 *
 * 1. the carrier's result is read (portal-7.23): rated, the policy details; not rated but with
 *    payment options, the carrier's error message and its errors as a list (portal-8.7); no
 *    result, or a failed call, ends the chart `failed` (the page's unexpected-error message);
 * 2. the policy details (the plan: monthly price, total, agency fee, estimated down payment,
 *    installments times months: ./policy.rules.ts); Pay now opens the check-your-answers summary
 *    (WCAG 2.2 3.3.4: a financial commitment is reviewed before it is made), whose Change goes back;
 * 3. Continue to payment asks for the payment address (portal-7.29): an address the page may open
 *    (its own origin or an allowed payment origin) shows the pay link with the refresh countdown,
 *    and after the refresh time the chart ends `reload` (portal-4.25, portal-9.10); no address, one
 *    of another origin or a failed call: the error event (told to the parent) and a retry.
 */
import { assign, sendParent, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { ladder } from '../kit/ladder';
import { getCarrierResult, getPaymentUrl, type CarrierResult } from '../../services/esign';
import { carrierOutcomeOf, paymentTargetOf, planSummaryOf, type PlanSummary } from './policy.rules';

export interface PolicyInput {
  transactionId: string;
  carrierId: string;
  /** portal-9.16: the page's agency fee, overriding the carrier's (null: the carrier's). */
  agencyFee: number | null;
  /** portal-9.10: how long the pay link shows before the page reloads (ms). */
  refreshMs: number;
  /** The payment origins the page may send the customer to (site config `allowedOrigins.payment`). */
  paymentOrigins: readonly string[];
  pageUrl: string;
  now: () => number;
}

export interface PolicyContext extends PolicyInput {
  plan: PlanSummary | null;
  carrierError: { message: string | null; errors: string[] } | null;
  /** The pay link's address (allowed), once given. */
  payUrl: string | null;
  /** When the pay link showed (the chart's clock): the refresh countdown counts from it. */
  linkShownAt: number;
}

export type PolicyEvent = { type: 'policy.review' } | { type: 'review.change' } | { type: 'review.confirm' } | { type: 'payUrl.retry' };

export type PolicyOutput = { kind: 'reload' } | { kind: 'failed' };

/** What the parent hears while the chart runs (decision 41): the payment address could not be had (portal-8.7's error event). */
export type PolicyParentEvent = { type: 'payUrl.failed' };

const result = ({ event }: { event: { output: CarrierResult } }) => ({ result: event.output });
const url = ({ event }: { event: { output: string | null } }) => ({ url: event.output });

export const policyMachine = setup({
  types: {
    context: {} as PolicyContext,
    events: {} as PolicyEvent,
    input: {} as PolicyInput,
    output: {} as PolicyOutput,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    carrierResult: fromCall(({ input, signal }: { input: { transactionId: string; carrierId: string }; signal: AbortSignal }) => getCarrierResult(input, { signal })),
    paymentUrl: fromCall(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) => getPaymentUrl(input.transactionId, { signal })),
  },
  delays: {
    refreshTime: ({ context }) => context.refreshMs,
  },
  guards: {
    isRated: (_, p: { result: CarrierResult }) => carrierOutcomeOf(p.result).kind === 'rated',
    isCarrierError: (_, p: { result: CarrierResult }) => carrierOutcomeOf(p.result).kind === 'carrierError',
    canPay: ({ context }, p: { url: string | null }) => paymentTargetOf(p.url, context.pageUrl, context.paymentOrigins) !== null,
  },
  actions: {
    assignPlan: assign(({ context }, p: { result: CarrierResult }) => {
      const o = carrierOutcomeOf(p.result);
      return o.kind === 'rated' ? { plan: planSummaryOf(o.plan, context.agencyFee) } : {};
    }),
    assignCarrierError: assign((_, p: { result: CarrierResult }) => {
      const o = carrierOutcomeOf(p.result);
      return o.kind === 'carrierError' ? { carrierError: { message: o.message, errors: o.errors } } : {};
    }),
    assignPayUrl: assign(({ context }, p: { url: string | null }) => ({ payUrl: paymentTargetOf(p.url, context.pageUrl, context.paymentOrigins), linkShownAt: context.now() })),
    tellPayUrlFailed: sendParent({ type: 'payUrl.failed' } satisfies PolicyParentEvent),
  },
}).createMachine({
  id: 'policy',
  description: 'The policy details, the check of the answers, and the pay link with its refresh',
  context: ({ input }) => ({ ...input, plan: null, carrierError: null, payUrl: null, linkShownAt: 0 }),
  initial: 'loadingResult',
  states: {
    loadingResult: {
      description: "Reading the carrier's result of the transaction",
      tags: ['loading'],
      meta: { spec: ['portal-7.23'] },
      invoke: {
        id: 'carrierResult',
        src: 'carrierResult',
        input: ({ context }) => ({ transactionId: context.transactionId, carrierId: context.carrierId }),
        onDone: ladder(
          [
            ['isRated', 'details', { type: 'assignPlan', params: result }],
            ['isCarrierError', 'carrierError', { type: 'assignCarrierError', params: result }],
          ],
          'failed',
          { params: result },
        ),
        onError: { target: 'failed' },
      },
    },
    carrierError: {
      description: "Not rated, but with payment options: the carrier's error message and its errors as a list",
      meta: { spec: ['portal-8.7'] },
    },
    details: {
      description: 'The policy details: the plan, the monthly price, the total, the agency fee, the estimated down payment; Pay now',
      meta: { spec: ['portal-2.14', 'portal-9.16'] },
      on: { 'policy.review': { target: 'reviewing' } },
    },
    reviewing: {
      description: 'Check your answers before paying, each with a way back to change it',
      on: { 'review.change': { target: 'details' }, 'review.confirm': { target: 'gettingUrl' } },
    },
    gettingUrl: {
      description: 'Asking for the payment address',
      tags: ['busy'],
      meta: { spec: ['portal-7.29'] },
      invoke: {
        id: 'paymentUrl',
        src: 'paymentUrl',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: ladder([['canPay', 'payLink', { type: 'assignPayUrl', params: url }]], ['urlFailed', 'tellPayUrlFailed'], { params: url }),
        onError: { target: 'urlFailed', actions: 'tellPayUrlFailed' },
      },
    },
    urlFailed: {
      description: 'No payment address the page may open (none, another origin, or the call failed): the error event, and a retry',
      meta: { spec: ['portal-8.7'] },
      on: { 'payUrl.retry': { target: 'gettingUrl' } },
    },
    payLink: {
      description: 'The pay link shows, with the countdown to the reload',
      meta: { spec: ['portal-4.25', 'portal-9.10'] },
      after: { refreshTime: { target: 'reloadDue' } },
    },
    reloadDue: { type: 'final', description: 'The refresh time passed: the page reloads (output reload)', output: { kind: 'reload' as const } },
    failed: { type: 'final', description: "No carrier result: the page's unexpected-error message (output failed)", output: { kind: 'failed' as const } },
  },
  output: ({ event }) => event.output as PolicyOutput,
});

export type PolicyMachine = typeof policyMachine;
