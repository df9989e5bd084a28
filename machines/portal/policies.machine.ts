/**
 * The portal's policies (portal-2.4, portal-2.5, portal-4.9, portal-7.4 to portal-7.7, portal-7.13,
 * portal-8.4): a child chart of the portal, running while the dashboard or the policies tab shows.
 * It reads the customer's policies and the carrier list (a carrier list that fails leaves every
 * policy with its fallback link rather than no list at all), then waits for the customer: a
 * policy's details open in a dialog (asked of the API each time); make-payment fetches a customer
 * token with the profile's email, phone and birth date (portal-7.13: it precedes the payment calls),
 * then the policy's payment URL with that token, and the page leaves for it when its origin is
 * allowed. The fetched token is kept in the chart only: the sign-in's stays the page's. A pay-now
 * URL that fails (or is not allowed) opens the payment help dialog and logs 'Error in fetching
 * paynow url' (portal-8.4). The status of each policy and its action are pure rules
 * (./policyStatus.rules.ts) that the view reads with the page's clock.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { getCarriers, type Carrier } from '../../services/payments';
import { getPayNowUrl, getPolicies, getPolicyDetails, type PolicyDetails, type PortalPolicy } from '../../services/portal';
import type { Region } from '../../services/http';
import { fetchCustomerToken } from '../../services/tokens';
import type { AnalyticsEvent } from '../../src/analytics';
import { allowedTarget } from '../../src/rules/url';
import { policyActionOf, type PayerIdentity, type PaymentSettings } from './portal.rules';

export type { PolicyDetails, PortalPolicy } from '../../services/portal';
export type { PayerIdentity } from './portal.rules';

export interface PoliciesInput extends PaymentSettings {
  region: Region;
  payer: PayerIdentity;
  /** The page's clock (epoch ms): the payment status of each policy is read with it. */
  now: () => number;
  /** The page's address: a payment URL on its own origin is always allowed. */
  pageUrl: string;
  /** The site config's payment providers (allowed origins of a payment URL). */
  paymentOrigins: readonly string[];
}

export interface PoliciesContext extends PoliciesInput {
  policies: PortalPolicy[];
  carriers: Carrier[];
  /** The policy whose details or payment is asked for. */
  policyId: string | null;
  details: PolicyDetails | null;
  /** The customer token the payment calls carry (portal-7.13), fetched for this payment. */
  payToken: string | null;
  payUrl: string | null;
}

export type PoliciesEvent =
  | { type: 'policy.open'; policyId: string }
  | { type: 'policy.pay'; policyId: string }
  | { type: 'dialog.close' }
  | { type: 'list.retry' };

const chosen = ({ event }: { event: { policyId: string } }) => ({ policyId: event.policyId });
const regionOf = ({ context }: { context: PoliciesContext }) => ({ region: context.region });

export const policiesMachine = setup({
  types: {
    context: {} as PoliciesContext,
    events: {} as PoliciesEvent,
    input: {} as PoliciesInput,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    policies: fromCall<PortalPolicy[], { region: Region }>(({ input, signal }) => getPolicies({ region: input.region, signal })),
    carriers: fromCall<Carrier[], { region: Region }>(({ signal }) => getCarriers({ signal })),
    details: fromCall<PolicyDetails, { region: Region; policyId: string }>(({ input, signal }) =>
      getPolicyDetails(input.policyId, { region: input.region, signal }),
    ),
    // Kept in this chart only: the fetched token is this payment's, not the page's sign-in.
    customerToken: fromCall<{ token: string }, { payer: PayerIdentity }>(async ({ input, signal }) => ({ token: await fetchCustomerToken(input.payer, { signal }) })),
    payUrl: fromCall<{ paymentUrl: string }, { region: Region; policyId: string; token: string }>(({ input, signal }) =>
      getPayNowUrl(input.policyId, { region: input.region, token: input.token, signal }),
    ),
  },
  guards: {
    hasPolicies: (_, p: { policies: PortalPolicy[] }) => p.policies.length > 0,
    /** A policy of the list (a press on a card that is no longer there does nothing). */
    isListed: ({ context }, p: { policyId: string }) => context.policies.some((x) => x.policyId === p.policyId),
    /** portal-4.9: the policy's card offers make-payment (payment due, a payable carrier, payment not disabled). */
    canPay: ({ context }, p: { policyId: string }) => {
      const policy = context.policies.find((x) => x.policyId === p.policyId);
      return policy !== undefined && policyActionOf(policy, context.carriers, context, new Date(context.now())).action.kind === 'makePayment';
    },
    /** The payment URL's origin is this page's or an allowed payment provider's. */
    allowedUrl: ({ context }, p: { url: string }) => allowedTarget(p.url, context.pageUrl, context.paymentOrigins) !== null,
  },
  actions: {
    assignPolicies: assign((_, p: { policies: PortalPolicy[] }) => ({ policies: p.policies })),
    assignCarriers: assign((_, p: { carriers: Carrier[] }) => ({ carriers: p.carriers })),
    assignPolicy: assign((_, p: { policyId: string }) => ({ policyId: p.policyId, details: null, payToken: null, payUrl: null })),
    assignPayToken: assign((_, p: { token: string }) => ({ payToken: p.token })),
    assignDetails: assign((_, p: { details: PolicyDetails }) => ({ details: p.details })),
    assignPayUrl: assign(({ context }, p: { url: string }) => ({ payUrl: allowedTarget(p.url, context.pageUrl, context.paymentOrigins) })),
    /** Browser effects, provided where the actor is created (src/widgets/portal.tsx). */
    navigate: (_, _p: { url: string }) => {},
    track: (_, _event: AnalyticsEvent) => {},
  },
}).createMachine({
  id: 'policies',
  description: "The customer's policies: the list, a policy's details, make-payment",
  context: ({ input }) => ({ ...input, policies: [], carriers: [], policyId: null, details: null, payToken: null, payUrl: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the policies list',
      tags: ['loading'],
      meta: { spec: ['portal-7.4', 'portal-3.2'] },
      invoke: {
        id: 'policies',
        src: 'policies',
        input: regionOf,
        onDone: [
          {
            guard: { type: 'hasPolicies', params: ({ event }) => ({ policies: event.output }) },
            target: 'loadingCarriers',
            actions: { type: 'assignPolicies', params: ({ event }) => ({ policies: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: { target: 'failed' },
      },
    },
    loadingCarriers: {
      description: "Reading the carrier list for each policy's payment link",
      tags: ['loading'],
      meta: { spec: ['portal-3.3'] },
      invoke: {
        id: 'carriers',
        src: 'carriers',
        input: regionOf,
        onDone: { target: 'listed', actions: { type: 'assignCarriers', params: ({ event }) => ({ carriers: event.output }) } },
        // Without the list, each policy still shows with its fallback link (no carrier matched).
        onError: { target: 'listed' },
      },
    },
    empty: {
      description: 'No policies: the empty state',
      meta: { spec: ['portal-2.5'] },
    },
    failed: {
      description: 'The policies could not be read: a retry',
      on: { 'list.retry': { target: 'loading' } },
    },
    listed: {
      description: 'The policies, each with its payment status and its action',
      meta: { spec: ['portal-4.9', 'portal-4.10'] },
      initial: 'idle',
      on: {
        'policy.open': { guard: { type: 'isListed', params: chosen }, target: '.loadingDetails', actions: { type: 'assignPolicy', params: chosen } },
        'policy.pay': { guard: { type: 'canPay', params: chosen }, target: '.gettingToken', actions: { type: 'assignPolicy', params: chosen } },
      },
      states: {
        idle: { description: 'The list, no dialog open' },
        loadingDetails: {
          description: "Reading the policy's details for its dialog",
          tags: ['busy'],
          meta: { spec: ['portal-7.5'] },
          invoke: {
            id: 'details',
            src: 'details',
            input: ({ context }) => ({ region: context.region, policyId: context.policyId ?? '' }),
            onDone: { target: 'details', actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.output }) } },
            onError: { target: 'detailsFailed' },
          },
        },
        details: {
          description: 'The policy detail dialog: type, company, payment, dates, drivers, vehicles, coverages, transactions, installments',
          meta: { spec: ['portal-2.4', 'portal-3.2'] },
          on: { 'dialog.close': { target: 'idle' } },
        },
        detailsFailed: {
          description: "The policy's details could not be read: said in the dialog",
          on: { 'dialog.close': { target: 'idle' } },
        },
        gettingToken: {
          description: 'Make-payment: the customer token fetch with email, phone and birth date first',
          tags: ['busy'],
          meta: { spec: ['portal-7.13'] },
          invoke: {
            id: 'customerToken',
            src: 'customerToken',
            input: ({ context }) => ({ payer: context.payer }),
            onDone: { target: 'gettingUrl', actions: { type: 'assignPayToken', params: ({ event }) => ({ token: event.output.token }) } },
            onError: { target: 'help' },
          },
        },
        gettingUrl: {
          description: "Make-payment: the policy's payment URL",
          tags: ['busy'],
          meta: { spec: ['portal-7.7'] },
          invoke: {
            id: 'payUrl',
            src: 'payUrl',
            input: ({ context }) => ({ region: context.region, policyId: context.policyId ?? '', token: context.payToken ?? '' }),
            onDone: [
              {
                // The page leaves for it (the portal takes the navigation: it is leaving, this chart stops).
                guard: { type: 'allowedUrl', params: ({ event }) => ({ url: event.output.paymentUrl }) },
                target: 'idle',
                actions: [
                  { type: 'assignPayUrl', params: ({ event }) => ({ url: event.output.paymentUrl }) },
                  { type: 'navigate', params: ({ context }) => ({ url: context.payUrl ?? '' }) },
                ],
              },
              { target: 'help' },
            ],
            onError: { target: 'help' },
          },
        },
        help: {
          description: "The pay-now URL failed: the payment help dialog (text, call, chat); 'Error in fetching paynow url' logged",
          meta: { spec: ['portal-8.4', 'portal-2.4', 'portal-9.21'] },
          entry: { type: 'track', params: { event: 'portal_error', message: 'Error in fetching paynow url' } },
          on: { 'dialog.close': { target: 'idle' } },
        },
      },
    },
  },
});

export type PoliciesMachine = typeof policiesMachine;
