/**
 * The portal's rewards tab (portal-2.3, portal-2.4, portal-4.12 to portal-4.14, portal-7.8 to
 * portal-7.10, portal-8.3, portal-9.3, portal-9.4): a child chart of the portal, running while the
 * rewards tab shows. It reads the loyalty ledgers (tier, points to the next tier, balance), then the
 * points history page by page (offsets in steps of 50 while the answer says hasMore, at most
 * MAX_HISTORY_PAGES), and waits: the history shows 5 rows until Show More; Redeem, offered when the
 * balance is at least the card's value, opens its dialog, is confirmed, asks for the card (a
 * spinner) and shows the gift code and its PIN, or the configured redeem error with
 * 'redemption_api_error' logged. The tier, the progress bar and the card's dollars are rules
 * (./rewards.rules.ts) the view reads.
 *
 * Refer a friend (portal-3.7, portal-5.1, portal-7.12) is a region of its own: the form's valid
 * values (judged by the view, src/rules/referralForm.ts) are posted as the Referral
 * (./referral.rules.ts) to the configured URL; it went, or it did not with every value kept. A
 * redeem dialog covers the page: nothing behind it can be pressed meanwhile (Show More, the form).
 *
 * Social connect (portal-4.15, portal-6.3, portal-7.11, portal-7.17, portal-8.6) is a child chart
 * (./social.machine.ts) invoked while the content shows (its buttons are in "Ways to earn"); the
 * answer of the address it was given is read once. Its browser effects come up as events and go on
 * to the portal.
 */
import { and, assign, sendParent, setup, stateIn } from 'xstate';
import { fromCall } from '../kit/call';
import type { Region } from '../../services/http';
import {
  getLoyalty,
  getRewardTransactions,
  redeemCard,
  referFriend,
  type AwardedCard,
  type Loyalty,
  type RewardTransaction,
  type RewardTransactionsPage,
  type SuccessAnswer,
} from '../../services/rewards';
import type { ReferralFormValues } from '../../src/rules/referralForm';
import { REFERRAL_AGE_LIMITS, referralInitialValues, toReferralRequest, type ReferralRequest, type ReferringCustomer } from './referral.rules';
import type { AnalyticsEvent } from '../../src/analytics';
import { canRedeem, HISTORY_PAGE_ROWS, nextOffset } from './rewards.rules';
import { socialMachine, type SocialSetup } from './social.machine';

export type { AwardedCard, Loyalty, RewardTransaction } from '../../services/rewards';

/** The history pages asked at most (6,000 rows): a server that always says hasMore cannot keep the page busy. */
export const MAX_HISTORY_PAGES = 120;

export interface RewardsInput {
  region: Region;
  /** The signed-in customer's email (the path model tells the sandbox's customers apart by it). */
  email: string;
  /** portal-9.4: the gift card's value in points (cardvalue). */
  cardValue: number;
  /** The card type the redemption asks for. */
  cardType: string;
  /** portal-7.12: the refer-a-friend call's configured URL (a path on the agency API). */
  referralUrl: string;
  /** Who refers: the profile's name, surname, email, phone and ZIP. */
  customer: ReferringCustomer;
  /** portal-6.3, portal-7.17, portal-2.2: social connect's configuration and the answer the page came back with. */
  social: SocialSetup;
}

export interface RewardsContext extends RewardsInput {
  loyalty: Loyalty | null;
  rows: RewardTransaction[];
  /** The offset of the next history page to ask (portal-7.9). */
  offset: number;
  pages: number;
  card: AwardedCard | null;
  /** The referral form's values: empty with the customer's ZIP, or what was sent (kept on a failure). */
  referral: ReferralFormValues;
  /** portal-5.1: the age limits passed to the referral form (15 to 75). */
  ageLimits: typeof REFERRAL_AGE_LIMITS;
}

export type RewardsEvent =
  | { type: 'history.more' }
  | { type: 'redeem.open' }
  | { type: 'redeem.confirm' }
  | { type: 'dialog.close' }
  | { type: 'rewards.retry' }
  | { type: 'referral.submit'; values: ReferralFormValues }
  | { type: 'referral.again' }
  /** From the social chart: its browser effects, performed by the portal's. */
  | { type: 'social.reload' }
  | { type: 'social.navigate'; url: string }
  | { type: 'social.tracked'; event: AnalyticsEvent };

/** The social chart as the rewards chart runs it: its effects passed up as events. */
const socialChild = socialMachine.provide({
  actions: {
    reload: sendParent({ type: 'social.reload' as const }),
    navigate: sendParent((_, p: { url: string }) => ({ type: 'social.navigate' as const, url: p.url })),
    track: sendParent((_, event: AnalyticsEvent) => ({ type: 'social.tracked' as const, event })),
  },
});

const regionOf = ({ context }: { context: RewardsContext }) => ({ region: context.region });

export const rewardsMachine = setup({
  types: {
    context: {} as RewardsContext,
    events: {} as RewardsEvent,
    input: {} as RewardsInput,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loyalty: fromCall<Loyalty, { region: Region }>(({ input, signal }) => getLoyalty({ region: input.region, signal })),
    history: fromCall<RewardTransactionsPage, { region: Region; offset: number }>(({ input, signal }) =>
      getRewardTransactions(input.offset, { region: input.region, signal }),
    ),
    redeem: fromCall<AwardedCard[], { region: Region; cardType: string }>(({ input, signal }) => redeemCard(input.cardType, { region: input.region, signal })),
    refer: fromCall<SuccessAnswer, { region: Region; url: string; body: ReferralRequest }>(({ input, signal }) =>
      referFriend(input.url, input.body, { region: input.region, signal }),
    ),
    social: socialChild,
  },
  guards: {
    /** portal-7.9: the answer says more rows follow (and the page has not asked too many). */
    hasMore: ({ context }, p: { page: RewardTransactionsPage }) => nextOffset(context.offset, p.page.hasMore) !== null && context.pages + 1 < MAX_HISTORY_PAGES,
    /** portal-2.3: rows are hidden behind Show More. */
    hasHiddenRows: ({ context }) => context.rows.length > HISTORY_PAGE_ROWS,
    /** Show More can be pressed: rows are hidden, and no redeem dialog covers the page. */
    canShowMore: and(['hasHiddenRows', 'noDialog']),
    /** No redeem dialog covers the page. */
    noDialog: stateIn('#rewards.shown.redeem.closed'),
    /** portal-4.13: the balance is at least the card's value. */
    canRedeem: ({ context }) => canRedeem(context.loyalty?.balance ?? 0, context.cardValue),
  },
  actions: {
    assignLoyalty: assign((_, p: { loyalty: Loyalty }) => ({ loyalty: p.loyalty })),
    addPage: assign(({ context }, p: { page: RewardTransactionsPage }) => ({
      rows: [...context.rows, ...p.page.transactions],
      offset: nextOffset(context.offset, p.page.hasMore) ?? context.offset,
      pages: context.pages + 1,
    })),
    startHistory: assign({ rows: [], offset: 0, pages: 0 }),
    assignCard: assign((_, p: { cards: AwardedCard[] }) => ({ card: p.cards[0] ?? null })),
    assignReferral: assign((_, p: { values: ReferralFormValues }) => ({ referral: p.values })),
    clearReferral: assign(({ context }) => ({ referral: referralInitialValues(context.customer) })),
    /** portal-2.2: the Instagram answer of the address is read once (the content shown again after a redemption does not read it again). */
    forgetSocialReturn: assign(({ context }) => ({ social: { ...context.social, returned: null } })),
    /** Browser effects, provided by the portal (its events). */
    track: (_, _event: AnalyticsEvent) => {},
    reload: () => {},
    navigate: (_, _p: { url: string }) => {},
  },
}).createMachine({
  id: 'rewards',
  description: 'Rewards: the tier and its progress, the balance, redeem a gift card, the points history',
  context: ({ input }) => ({
    ...input,
    loyalty: null,
    rows: [],
    offset: 0,
    pages: 0,
    card: null,
    referral: referralInitialValues(input.customer),
    ageLimits: REFERRAL_AGE_LIMITS,
  }),
  on: {
    'social.reload': { actions: 'reload' },
    'social.navigate': { actions: { type: 'navigate', params: ({ event }) => ({ url: event.url }) } },
    'social.tracked': { actions: { type: 'track', params: ({ event }) => event.event } },
  },
  initial: 'loadingLoyalty',
  states: {
    loadingLoyalty: {
      description: 'Reading the loyalty ledgers',
      tags: ['loading'],
      meta: { spec: ['portal-7.8', 'portal-3.5'] },
      invoke: {
        id: 'loyalty',
        src: 'loyalty',
        input: regionOf,
        onDone: { target: 'loadingHistory', actions: [{ type: 'assignLoyalty', params: ({ event }) => ({ loyalty: event.output }) }, 'startHistory'] },
        onError: { target: 'failed' },
      },
    },
    loadingHistory: {
      description: 'Reading the points history, 50 rows a page while more follow',
      tags: ['loading'],
      meta: { spec: ['portal-7.9', 'portal-9.3'] },
      invoke: {
        id: 'history',
        src: 'history',
        input: ({ context }) => ({ region: context.region, offset: context.offset }),
        onDone: [
          {
            guard: { type: 'hasMore', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingHistory',
            reenter: true,
            actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'shown', actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'The rewards could not be read: a retry',
      on: { 'rewards.retry': { target: 'loadingLoyalty' } },
    },
    shown: {
      description: 'The tier, its progress, the balance, ways to earn, redeem and the points history',
      meta: { spec: ['portal-4.12', 'portal-2.3', 'portal-9.19'] },
      type: 'parallel',
      // Social connect, in "Ways to earn", while the tab's content shows.
      invoke: { id: 'social', src: 'social', input: ({ context }) => ({ region: context.region, ...context.social }) },
      exit: 'forgetSocialReturn',
      states: {
        history: {
          initial: 'collapsed',
          states: {
            collapsed: {
              description: 'The first 5 rows of the history (Show More when there are more)',
              meta: { spec: ['portal-2.3', 'portal-9.3'] },
              on: { 'history.more': { guard: 'canShowMore', target: 'expanded' } },
            },
            expanded: { description: 'Every row of the history' },
          },
        },
        redeem: {
          initial: 'closed',
          states: {
            closed: {
              description: 'Redeem offered when the balance is at least the card value',
              meta: { spec: ['portal-4.13', 'portal-9.4'] },
              on: { 'redeem.open': { guard: 'canRedeem', target: 'confirming' } },
            },
            confirming: {
              description: 'The redeem dialog: the card and its dollars, confirm or cancel',
              meta: { spec: ['portal-4.14', 'portal-2.4', 'portal-9.4'] },
              on: { 'redeem.confirm': { target: 'redeeming' }, 'dialog.close': { target: 'closed' } },
            },
            redeeming: {
              description: 'Asking for the card (the spinner)',
              tags: ['busy'],
              meta: { spec: ['portal-7.10'] },
              invoke: {
                id: 'redeem',
                src: 'redeem',
                input: ({ context }) => ({ region: context.region, cardType: context.cardType }),
                onDone: { target: 'redeemed', actions: { type: 'assignCard', params: ({ event }) => ({ cards: event.output }) } },
                onError: { target: 'redeemFailed' },
              },
            },
            redeemed: {
              description: 'The success dialog: the gift code, and the PIN if there is one',
              meta: { spec: ['portal-4.14', 'portal-2.4'] },
              // The balance has changed: the ledgers are read again.
              on: { 'dialog.close': { target: '#rewards.loadingLoyalty' } },
            },
            redeemFailed: {
              description: "The configured redeem error; 'redemption_api_error' logged",
              meta: { spec: ['portal-8.3'] },
              entry: { type: 'track', params: { event: 'portal_error', message: 'redemption_api_error' } },
              on: { 'dialog.close': { target: 'closed' } },
            },
          },
        },
        referral: {
          initial: 'editing',
          states: {
            editing: {
              description: "Refer a friend: the friend's first name, email, phone and ZIP",
              meta: { spec: ['portal-5.1'] },
              initial: 'idle',
              on: {
                'referral.submit': {
                  guard: 'noDialog',
                  target: 'sending',
                  actions: { type: 'assignReferral', params: ({ event }) => ({ values: event.values }) },
                },
              },
              states: {
                idle: { description: 'Nothing sent yet' },
                failed: { description: 'The referral did not go (refused or failed): said, every value kept' },
              },
            },
            sending: {
              description: 'Sending the referral to the configured URL',
              tags: ['busy'],
              meta: { spec: ['portal-7.12', 'portal-3.7'] },
              invoke: {
                id: 'refer',
                src: 'refer',
                input: ({ context }) => ({ region: context.region, url: context.referralUrl, body: toReferralRequest(context.customer, context.referral) }),
                onDone: { target: 'sent', actions: 'clearReferral' },
                onError: { target: 'editing.failed' },
              },
            },
            sent: {
              description: 'The referral went: thanks, and another friend can be referred',
              meta: { spec: ['portal-1.1'] },
              on: { 'referral.again': { guard: 'noDialog', target: 'editing.idle' } },
            },
          },
        },
      },
    },
  },
});

export type RewardsMachine = typeof rewardsMachine;
