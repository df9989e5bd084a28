/**
 * The portal's rewards chart alone (its paths also run inside the portal's model,
 * machines/portal/portal.model.test.ts): the paths of its graph, each replayed on a real actor whose
 * calls the test answers, with the input of each call and what it logs.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { AnalyticsEvent } from '../../src/analytics';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren } from '../../src/paths/types';
import { rewardsMachine, type RewardsContext, type RewardsInput, type RewardTransaction } from './rewards.machine';
import type { SocialEvent, SocialSetup } from './social.machine';

const customer = { name: 'Sam', surname: 'Status', mail: 'portal.statuses@example.com', phone: '214-555-0102', zipCode: '75201' };
const social: SocialSetup = {
  shown: { instagram: true, facebook: true },
  instagram: { authorizeUrl: '/sandbox/instagram/authorize', clientId: 'sandbox-instagram-app', redirectUri: 'http://localhost/portal/?tabid=rewards' },
  facebook: { sdkUrl: '/sandbox/facebook/sdk.js', appId: 'sandbox-facebook-app' },
  returned: null,
};
const input: RewardsInput = { region: 'main', email: customer.mail, cardValue: 2500, cardType: 'giftcard', referralUrl: '/portal/referral', customer, social };

const row = (i: number): RewardTransaction => ({ type: 'addition', created: `2026-01-0${(i % 9) + 1}T00:00:00.000Z`, expiryDate: null, ruleName: 'On-time payment', amount: 100 + i, name: null, pin: null });
const page = (from: number, count: number, hasMore: boolean) => ({ transactions: Array.from({ length: count }, (_, i) => row(from + i)), hasMore });

const route = { description: 'the call answers as the outcome says' };
const fault = { kind: 'http', status: 500, message: 'fault' };
const at = (offset: number) => (context: RewardsContext) => context.offset === offset;
const friend = { refName: 'Lena', refEmail: 'lena.friend@example.com', refPhone: '214-555-0199', zipCode: '75201' };

type Snap = { matches(value: unknown): boolean; hasTag(tag: string): boolean; children: Record<string, { getSnapshot(): Snap } | undefined> };
/** The tab's content as it first shows: Show More not pressed, no dialog, the referral form untouched. */
const fresh = (root: AnyMachineSnapshot) => root.matches({ shown: { history: 'collapsed', redeem: 'closed', referral: { editing: 'idle' } } });
/** Social connect waits for a first press (nothing pressed yet, or closed without an answer). */
const socialWaits = (root: AnyMachineSnapshot) => {
  const social = (root as unknown as Snap).children.social?.getSnapshot();
  return !social || social.matches({ ready: 'idle' });
};

const model = definePathModelWithChildren<SocialEvent>()({
  id: 'rewards',
  machine: rewardsMachine,
  inputs: [
    { label: "Sam's rewards", input, sandbox: route },
    // portal-2.2: back from the Instagram login in this page (its popup was blocked).
    { label: "Sam's rewards, back from Instagram with a code", input: { ...input, social: { ...social, returned: { kind: 'IGConnect', code: 'SBX-IG-1' } } }, sandbox: route },
    { label: "Sam's rewards, back from Instagram refused", input: { ...input, social: { ...social, returned: { kind: 'IGConnect', error: 'denied' } } }, sandbox: route },
  ],
  userEvents: [
    { label: 'shows more', event: { type: 'history.more' }, when: socialWaits },
    { label: 'redeems', event: { type: 'redeem.open' }, when: socialWaits },
    { label: 'confirms', event: { type: 'redeem.confirm' } },
    { label: 'closes the dialog', event: { type: 'dialog.close' } },
    { label: 'tries again', event: { type: 'rewards.retry' } },
    { label: 'refers Lena', event: { type: 'referral.submit', values: friend }, when: socialWaits },
    { label: 'refers another friend', event: { type: 'referral.again' } },
    // Social connect is pressed on the content as it first shows, and the rest waits while it works: its
    // paths are not walked again for every state of the other regions (machines/portal/social.model.test.ts walks them all).
    { label: 'connects Instagram', event: { type: 'social.connect', kind: 'IGConnect' }, when: fresh },
    { label: 'connects Facebook', event: { type: 'social.connect', kind: 'FBConnect' }, when: fresh },
    { label: 'tries the award again', event: { type: 'social.retry' } },
  ],
  // What the guards and the next call read: the history's offset and the pages read.
  distinguish: (context) => [context.offset, context.pages, context.social.returned],
  actors: {
    loyalty: [
      { label: 'gold, the card value', result: { done: { programName: 'Agency Rewards', balance: 2500, tierName: 'Gold', pointsToNextTier: 4200 } }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    history: [
      { label: '50 rows, more follow', result: { done: page(0, 50, true) }, sandbox: route, when: at(0) },
      { label: 'the last 10 rows', result: { done: page(50, 10, false) }, sandbox: route, when: at(50) },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route, when: at(0) },
    ],
    redeem: [
      { label: 'a card', result: { done: [{ code: 'SBX-GIFTCARD-1', pin: '7305' }] }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    refer: [
      { label: 'sent', result: { done: { isSuccess: true } }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    // The social connect chart runs for real inside (machines/portal/social.model.test.ts checks it in full).
    instagramLogin: [
      { label: 'allowed (a code)', result: { done: { outcome: 'code' } }, sandbox: route },
      { label: 'cancelled', result: { done: { outcome: 'denied', reason: 'denied' } }, sandbox: route },
      { label: 'closed', result: { done: { outcome: 'closed' } }, sandbox: route },
      { label: 'no popup', result: { done: { outcome: 'blocked', url: 'http://localhost/sandbox/instagram/authorize?state=S1' } }, sandbox: route },
    ],
    facebookSdk: [
      { label: 'loaded', result: { done: undefined }, sandbox: route },
      { label: 'did not load', result: { error: { message: 'no SDK' } }, sandbox: route },
    ],
    facebookLogin: [
      { label: 'connected', result: { done: { outcome: 'connected' } }, sandbox: route },
      { label: 'cancelled', result: { done: { outcome: 'cancelled' } }, sandbox: route },
    ],
    award: [
      { label: 'awarded', result: { done: { isSuccess: true } }, sandbox: route },
      { label: 'award HTTP 500', result: { error: fault }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

function recording(): { tracked: AnalyticsEvent[]; effects: { reloads: number; navigated: string[] }; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const tracked: AnalyticsEvent[] = [];
  const effects = { reloads: 0, navigated: [] as string[] };
  return {
    tracked,
    effects,
    provide: (machine) =>
      machine.provide({
        actions: {
          track: (_: unknown, e: AnalyticsEvent) => tracked.push(e),
          reload: () => {
            effects.reloads += 1;
          },
          navigate: (_: unknown, p: { url: string }) => effects.navigated.push(p.url),
        },
      }),
  };
}

describe('the rewards chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { tracked, effects, provide } = recording();
      await runPathOnMachine(model, path, {
        provide,
        onStep: (step, controller) => {
          const leaves = step.leaves;
          const before = path.steps.slice(0, path.steps.indexOf(step) + 1);
          // [portal-7.8] the ledgers; [portal-7.9] [portal-9.3] the history at offset 0, then 50 while hasMore.
          if (leaves.includes('loadingLoyalty')) expect(controller.lastInput('loyalty')).toEqual({ region: 'main' });
          if (leaves.includes('loadingHistory')) {
            // The next page right after a page that said more follow; else the first.
            const afterAPage = before.at(-1)?.outcome?.label === '50 rows, more follow';
            expect(controller.lastInput('history')).toEqual({ region: 'main', offset: afterAPage ? 50 : 0 });
          }
          // [portal-7.10] the card type asked; [portal-8.3] a failure logs redemption_api_error.
          if (leaves.includes('shown.redeem.redeeming')) expect(controller.lastInput('redeem')).toEqual({ region: 'main', cardType: 'giftcard' });
          const failedRedeem = before.some((s) => s.actorId === 'redeem' && s.outcome?.label === 'HTTP 500');
          expect(tracked.some((e) => e.event === 'portal_error' && e.message === 'redemption_api_error')).toBe(failedRedeem);
          // [portal-8.6] the social chart's analytics come up through this chart's own track.
          const failedAward = before.some((s) => s.actorId === 'award' && s.outcome?.label === 'award HTTP 500');
          expect(tracked.some((e) => e.event === 'portal_error' && e.message === 'social connect api error')).toBe(failedAward);
          // [portal-4.15] an award reloads the page (the chart asks its parent); [portal-7.17] no popup: the page goes to the login.
          expect(effects.reloads).toBe(before.filter((s) => s.actorId === 'award' && s.outcome?.label === 'awarded').length);
          expect(effects.navigated).toEqual(before.filter((s) => s.outcome?.label === 'no popup').map(() => 'http://localhost/sandbox/instagram/authorize?state=S1'));
          // [portal-7.12] [portal-3.7] the referral: the customer's name, email and phone (no dashes), the friend's as typed.
          if (leaves.includes('shown.referral.sending')) {
            expect(controller.lastInput('refer')).toEqual({
              region: 'main',
              url: '/portal/referral',
              body: { customerName: 'Sam Status', customerEmail: customer.mail, customerPhone: '2145550102', zipCode: '75201', refName: 'Lena', refEmail: friend.refEmail, refPhone: '2145550199' },
            });
          }
        },
      });
    });
  }
});
