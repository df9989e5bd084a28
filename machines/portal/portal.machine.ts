/**
 * The customer portal (portal-1.1, portal-2.1, portal-2.2, portal-6.2): a parent chart that only
 * sequences its stages. A visitor without a valid customer token goes to the sign-in page, which
 * brings them back (portal-6.2). A return from payment (`?token=`) asks the payment by its token
 * first (portal-7.6): status "A" is success, anything else the carrier's failure message
 * (portal-4.11, portal-8.5). Then the customer profile (portal-7.3), on the customer's endpoint (the
 * token's state `ca`: California's). Ready, the portal shows one tab at a time, chosen by `?tabid=`
 * and kept in the address by the widget (Back moves between tabs); the policies child chart
 * (./policies.machine.ts) runs while the dashboard or the policies tab shows, so the two share one
 * list (the profile tab does not need it: back from there, the list is read again). A token the API refuses (401) signs the customer out: to sign-in.
 */
import { assign, sendParent, setup } from 'xstate';
import { fromCall } from '../kit/call';
import type { Region } from '../../services/http';
import { getCustomerPayment, type CustomerPaymentResult } from '../../services/payments';
import { getPortalCustomer, type PortalCustomer } from '../../services/portal';
import { isTokenRefused } from '../../services/customer';
import type { AnalyticsEvent } from '../../src/analytics';
import { failureMessageOf, payerOf, paymentReturnOf, previousTab, type PortalTab } from './portal.rules';
import { policiesMachine } from './policies.machine';
import { rewardsMachine } from './rewards.machine';
import type { SocialSetup } from './social.machine';
import { myQuotesMachine } from './myQuotes.machine';

export interface PortalInput {
  /** The stored customer token's endpoint and email, or null when there is no valid token (missing or expired). */
  session: { region: Region; email: string } | null;
  /** portal-2.1: the tab `?tabid=` asks for (`tabOf`). */
  tab: PortalTab;
  /** portal-2.2: `?token=`, back from payment; null without it. */
  paymentToken: string | null;
  /** The sign-in page, with the way back here. */
  signInUrl: string;
  pageUrl: string;
  paymentOrigins: readonly string[];
  /** portal-4.9: the page's disable-payment flag and fallback link. */
  disablePayment: boolean;
  fallbackUrl: string;
  /** The page's clock (epoch ms). */
  now: () => number;
  /** portal-9.4: the gift card the rewards redeem (its value in points) and its type. */
  rewards: { cardValue: number; cardType: string; referralUrl: string; social: SocialSetup };
  /** My quotes lists the quotes of the last this many days. */
  quoteDays: number;
}

export interface PortalContext extends Omit<PortalInput, 'session'> {
  region: Region;
  signedIn: boolean;
  /** The signed-in customer's email, as the token keeps it ('' when signed out). */
  email: string;
  /** The tabs shown on this page, in the order of its history entries (the last is the one shown). */
  tabs: PortalTab[];
  customer: PortalCustomer | null;
  /** The payment the customer came back from, as the API tells it (portal-3.4). */
  payment: CustomerPaymentResult | null;
}

export type PortalEvent =
  | { type: 'tab.select'; tab: PortalTab }
  /** Back in the browser to the tab shown before (the widget tells Back from Forward: `previousTab`). */
  | { type: 'tab.back' }
  | { type: 'profile.retry' }
  | { type: 'notice.dismiss' }
  /** From the policies chart: its browser effects, performed by the page's (the child has none of its own). */
  | { type: 'policies.navigate'; url: string }
  | { type: 'policies.tracked'; event: AnalyticsEvent }
  | { type: 'rewards.tracked'; event: AnalyticsEvent }
  /** portal-4.15: from the rewards chart, a social connect awarded: the page reloads. */
  | { type: 'rewards.reload' };

/** The policies chart as the portal runs it: its effects passed up as events. */
const policiesChild = policiesMachine.provide({
  actions: {
    navigate: sendParent((_, p: { url: string }) => ({ type: 'policies.navigate' as const, url: p.url })),
    track: sendParent((_, event: AnalyticsEvent) => ({ type: 'policies.tracked' as const, event })),
  },
});

/** The rewards chart as the portal runs it: its analytics passed up as events. */
const rewardsChild = rewardsMachine.provide({
  actions: {
    track: sendParent((_, event: AnalyticsEvent) => ({ type: 'rewards.tracked' as const, event })),
    reload: sendParent({ type: 'rewards.reload' as const }),
    // A social login the browser showed no popup for: this page goes to it (as a payment page does).
    navigate: sendParent((_, p: { url: string }) => ({ type: 'policies.navigate' as const, url: p.url })),
  },
});

const tabParam = ({ event }: { event: { tab: PortalTab } }) => ({ tab: event.tab });
const guardTab = (tab: PortalTab) => ({ type: 'isTab', params: () => ({ tab }) }) as const;
/** A press on `want`'s tab while another shows. */
const selects = (want: PortalTab) => ({ type: 'selects', params: ({ event }: { event: { tab: PortalTab } }) => ({ tab: event.tab, want }) }) as const;
/** Back to `want`'s tab (the one shown before). */
const backTo = (want: PortalTab) => ({ type: 'backTo', params: () => ({ want }) }) as const;
const showing = [{ type: 'pushTab', params: tabParam }, { type: 'showTab', params: tabParam }] as const;

export const portalMachine = setup({
  types: {
    context: {} as PortalContext,
    events: {} as PortalEvent,
    input: {} as PortalInput,
    tags: {} as 'loading' | 'leaving',
  },
  actors: {
    paymentReturn: fromCall<CustomerPaymentResult, { token: string }>(({ input, signal }) => getCustomerPayment(input.token, { signal })),
    profile: fromCall<PortalCustomer, { region: Region }>(({ input, signal }) => getPortalCustomer({ region: input.region, signal })),
    policies: policiesChild,
    rewards: rewardsChild,
    myQuotes: myQuotesMachine,
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    returningFromPayment: ({ context }) => context.paymentToken !== null,
    tokenRefused: (_, p: { error: unknown }) => isTokenRefused(p.error),
    paid: ({ context }) => context.paymentToken !== null && paymentReturnOf(context.payment) === 'success',
    paymentFailed: ({ context }) => context.paymentToken !== null && paymentReturnOf(context.payment) === 'failure',
    isTab: ({ context }, p: { tab: PortalTab }) => context.tab === p.tab,
    /** A press on `want`'s tab while another shows (pressing the shown tab adds no history entry). */
    selects: ({ context }, p: { tab: PortalTab; want: PortalTab }) => p.tab === p.want && context.tab !== p.want,
    backTo: ({ context }, p: { want: PortalTab }) => previousTab(context.tabs) === p.want,
  },
  actions: {
    assignPayment: assign((_, p: { payment: CustomerPaymentResult }) => ({ payment: p.payment })),
    assignCustomer: assign((_, p: { customer: PortalCustomer }) => ({ customer: p.customer })),
    pushTab: assign(({ context }, p: { tab: PortalTab }) => ({ tab: p.tab, tabs: [...context.tabs, p.tab] })),
    popTab: assign(({ context }) => {
      const tabs = context.tabs.slice(0, -1);
      return { tabs, tab: tabs.at(-1) ?? context.tab };
    }),
    /** Browser effects, provided where the actor is created (src/widgets/portal.tsx). */
    navigate: (_, _p: { url: string }) => {},
    redirect: (_, _p: { url: string }) => {},
    clearToken: () => {},
    /** portal-2.1: the tab into the address (`?tabid=`), a history entry each, so Back moves between tabs. */
    showTab: (_, _p: { tab: PortalTab }) => {},
    track: (_, _event: AnalyticsEvent) => {},
    reload: () => {},
    /** portal-2.2: the Instagram answer of the address is read once (a rewards tab shown again does not read it again). */
    forgetSocialReturn: assign(({ context }) => ({ rewards: { ...context.rewards, social: { ...context.rewards.social, returned: null } } })),
  },
}).createMachine({
  id: 'portal',
  description: "The customer portal: the customer's policies, payments and account",
  context: ({ input }) => ({
    tab: input.tab,
    tabs: [input.tab],
    paymentToken: input.paymentToken,
    signInUrl: input.signInUrl,
    pageUrl: input.pageUrl,
    paymentOrigins: input.paymentOrigins,
    disablePayment: input.disablePayment,
    fallbackUrl: input.fallbackUrl,
    now: input.now,
    rewards: input.rewards,
    quoteDays: input.quoteDays,
    region: input.session?.region ?? 'main',
    signedIn: input.session !== null,
    email: input.session?.email ?? '',
    customer: null,
    payment: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Is the customer signed in, and back from payment?',
      always: [{ guard: 'signedOut', target: 'signedOut' }, { guard: 'returningFromPayment', target: 'paymentReturn' }, { target: 'loadingProfile' }],
    },
    signedOut: {
      // In this page's place in the history: Back from sign-in skips a page that would only send the customer on again.
      description: 'No valid customer token: to the sign-in page, which brings the customer back',
      meta: { spec: ['portal-6.2'] },
      entry: ['clearToken', { type: 'redirect', params: ({ context }) => ({ url: context.signInUrl }) }],
    },
    paymentReturn: {
      description: 'Back from payment: the payment asked by its token',
      tags: ['loading'],
      meta: { spec: ['portal-2.2', 'portal-7.6', 'portal-3.4'] },
      invoke: {
        id: 'paymentReturn',
        src: 'paymentReturn',
        input: ({ context }) => ({ token: context.paymentToken ?? '' }),
        onDone: { target: 'loadingProfile', actions: { type: 'assignPayment', params: ({ event }) => ({ payment: event.output }) } },
        // The payment cannot be told: said as a failure, with the carrier unknown.
        onError: { target: 'loadingProfile' },
      },
    },
    loadingProfile: {
      description: "Reading the customer's profile",
      tags: ['loading'],
      meta: { spec: ['portal-7.3', 'portal-3.1', 'portal-6.2'] },
      invoke: {
        id: 'profile',
        src: 'profile',
        input: ({ context }) => ({ region: context.region }),
        onDone: { target: 'ready', actions: { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) } },
        onError: [{ guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' }, { target: 'unavailable' }],
      },
    },
    unavailable: {
      description: 'The profile could not be read: a retry',
      on: { 'profile.retry': { target: 'loadingProfile' } },
    },
    ready: {
      description: 'The portal: one tab shown, the payment notice above it',
      meta: { spec: ['portal-1.1'] },
      type: 'parallel',
      on: {
        'policies.navigate': { target: 'leaving', actions: { type: 'navigate', params: ({ event }) => ({ url: event.url }) } },
        'policies.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
        'rewards.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
        'rewards.reload': { target: 'reloading', actions: 'reload' },
      },
      states: {
        notice: {
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Was there a payment to tell?',
              always: [{ guard: 'paid', target: 'paid' }, { guard: 'paymentFailed', target: 'paymentFailed' }, { target: 'none' }],
            },
            none: { description: 'No payment notice' },
            paid: {
              description: 'Back from payment: the payment succeeded (status A)',
              meta: { spec: ['portal-4.11'] },
              entry: { type: 'track', params: { event: 'portal_payment_result', status: 'success', resultMessage: null } },
              on: { 'notice.dismiss': { target: 'none' } },
            },
            paymentFailed: {
              description: "Back from payment: the carrier's payment failure message, the result message logged",
              meta: { spec: ['portal-4.11', 'portal-8.5'] },
              entry: {
                type: 'track',
                params: ({ context }) => ({ event: 'portal_payment_result', status: 'failure', resultMessage: failureMessageOf(context.payment) }),
              },
              on: { 'notice.dismiss': { target: 'none' } },
            },
          },
        },
        tab: {
          initial: 'choosing',
          on: {
            'tab.select': [
              { guard: selects('policies'), target: '.lists.policies', actions: showing },
              { guard: selects('dashboard'), target: '.lists.dashboard', actions: showing },
              { guard: selects('rewards'), target: '.rewards', actions: showing },
              { guard: selects('account'), target: '.account', actions: showing },
              { guard: selects('myquotes'), target: '.myquotes', actions: showing },
            ],
            'tab.back': [
              { guard: backTo('policies'), target: '.lists.policies', actions: 'popTab' },
              { guard: backTo('dashboard'), target: '.lists.dashboard', actions: 'popTab' },
              { guard: backTo('rewards'), target: '.rewards', actions: 'popTab' },
              { guard: backTo('account'), target: '.account', actions: 'popTab' },
              { guard: backTo('myquotes'), target: '.myquotes', actions: 'popTab' },
            ],
          },
          states: {
            choosing: {
              description: 'The tab the address asks for',
              always: [
                { guard: guardTab('policies'), target: 'lists.policies' },
                { guard: guardTab('rewards'), target: 'rewards' },
                { guard: guardTab('account'), target: 'account' },
                { guard: guardTab('myquotes'), target: 'myquotes' },
                { target: 'lists.dashboard' },
              ],
            },
            lists: {
              description: "The tabs of the customer's policies: the policies chart runs while one of them shows",
            invoke: {
              id: 'policies',
              src: 'policies',
              input: ({ context }) => ({
                region: context.region,
                payer: payerOf(context.customer),
                pageUrl: context.pageUrl,
                paymentOrigins: context.paymentOrigins,
                disablePayment: context.disablePayment,
                fallbackUrl: context.fallbackUrl,
                now: context.now,
              }),
            },
              initial: 'dashboard',
              states: {
                dashboard: { description: 'Dashboard: the next payment of each policy, with its one action' },
                policies: { description: 'Policies: every policy with its status, details and payment' },
              },
            },
            rewards: {
              description: 'Rewards: the rewards chart (with refer-a-friend) runs while this tab shows',
              invoke: {
                id: 'rewards',
                src: 'rewards',
                input: ({ context }) => ({ region: context.region, email: context.email, ...context.rewards, customer: context.customer ?? {} }),
              },
              exit: 'forgetSocialReturn',
            },
            account: { description: "Account: the customer's profile", meta: { spec: ['portal-3.1'] } },
            myquotes: {
              description: "My quotes: the My quotes chart lists the customer's quotes while this tab shows",
              invoke: {
                id: 'myQuotes',
                src: 'myQuotes',
                input: ({ context }) => {
                  const payer = payerOf(context.customer);
                  return { region: context.region, phone: payer.phone, dob: payer.dob, now: context.now, lookBackDays: context.quoteDays };
                },
              },
            },
          },
        },
      },
    },
    leaving: {
      description: 'Off to the payment page',
      tags: ['leaving'],
      meta: { spec: ['portal-7.7'] },
    },
    // Not `leaving`: the page loads again in its own place, with no page to come Back from.
    reloading: {
      description: 'A social connect awarded: the page reloads, its points shown again',
      meta: { spec: ['portal-4.15'] },
    },
  },
});

export type PortalMachine = typeof portalMachine;
