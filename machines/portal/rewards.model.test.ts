/**
 * The portal's rewards chart alone (its paths also run inside the portal's model,
 * machines/portal/portal.model.test.ts): the paths of its graph, each replayed on a real actor whose
 * calls the test answers, with the input of each call and what it logs.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { AnalyticsEvent } from '../../src/analytics';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { rewardsMachine, type RewardsContext, type RewardsInput, type RewardTransaction } from './rewards.machine';

const customer = { name: 'Sam', surname: 'Status', mail: 'portal.statuses@example.com', phone: '214-555-0102', zipCode: '75201' };
const input: RewardsInput = { region: 'main', email: customer.mail, cardValue: 2500, cardType: 'giftcard', referralUrl: '/portal/referral', customer };

const row = (i: number): RewardTransaction => ({ type: 'addition', created: `2026-01-0${(i % 9) + 1}T00:00:00.000Z`, expiryDate: null, ruleName: 'On-time payment', amount: 100 + i, name: null, pin: null });
const page = (from: number, count: number, hasMore: boolean) => ({ transactions: Array.from({ length: count }, (_, i) => row(from + i)), hasMore });

const route = { description: 'the call answers as the outcome says' };
const fault = { kind: 'http', status: 500, message: 'fault' };
const at = (offset: number) => (context: RewardsContext) => context.offset === offset;
const friend = { refName: 'Lena', refEmail: 'lena.friend@example.com', refPhone: '214-555-0199', zipCode: '75201' };

const model = definePathModel({
  id: 'rewards',
  machine: rewardsMachine,
  inputs: [{ label: "Sam's rewards", input, sandbox: route }],
  userEvents: [
    { label: 'shows more', event: { type: 'history.more' } },
    { label: 'redeems', event: { type: 'redeem.open' } },
    { label: 'confirms', event: { type: 'redeem.confirm' } },
    { label: 'closes the dialog', event: { type: 'dialog.close' } },
    { label: 'tries again', event: { type: 'rewards.retry' } },
    { label: 'refers Lena', event: { type: 'referral.submit', values: friend } },
    { label: 'refers another friend', event: { type: 'referral.again' } },
  ],
  // What the guards and the next call read: the history's offset and the pages read.
  distinguish: (context) => [context.offset, context.pages],
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
  },
});

const generated = generatePaths(model);

function recording(): { tracked: AnalyticsEvent[]; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const tracked: AnalyticsEvent[] = [];
  return { tracked, provide: (machine) => machine.provide({ actions: { track: (_: unknown, e: AnalyticsEvent) => tracked.push(e) } }) };
}

describe('the rewards chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { tracked, provide } = recording();
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
