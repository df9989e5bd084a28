/**
 * The policy chart alone (./policy.machine.ts): every path of its graph replayed on a real actor
 * whose calls the test answers, then what it ends with and tells its parent: the check of the
 * answers before any payment address is asked for (WCAG 2.2 3.3.4), the pay link only on an allowed
 * origin, the reload after the refresh time, the error event when no address can be opened.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { carrierResultSchema, type CarrierResult } from '../../services/esign';
import { policyMachine, type PolicyInput } from './policy.machine';

const PLAN = { companyName: 'Lone Star Mutual', term: 6, payPlanPaymentAmount: 142.5, payPlanNumOfPayments: 6, payPlanDownPayment: null, totalPremium: 855, agencyFee: 45 };
const RATED: CarrierResult = carrierResultSchema.parse({ status: true, statusDesc: 'Rated', paymentOptions: PLAN });
const NOT_RATED: CarrierResult = carrierResultSchema.parse({ status: false, statusDesc: 'Could not rate.', paymentOptions: { ...PLAN, errors: 'Licence not verified.~VIN does not match.' } });
const input: PolicyInput = {
  transactionId: 'ES-1',
  carrierId: 'LSM',
  agencyFee: 30,
  refreshMs: 10_000,
  paymentOrigins: ['https://pay.provider.example'],
  pageUrl: 'https://www.bluebonnet.example/buy/?transactionId=ES-1&carrierId=LSM',
  now: () => 0,
};
const route = { description: 'the call answers as the outcome says' };

const model = definePathModel({
  id: 'policy',
  // Alone, the chart has no parent to tell (its telling is checked under a parent below).
  machine: policyMachine.provide({ actions: { tellPayUrlFailed: () => undefined } }),
  inputs: [{ label: 'a rated transaction', input, sandbox: route }],
  userEvents: [
    { label: 'presses Pay now', event: { type: 'policy.review' } },
    { label: 'changes an answer', event: { type: 'review.change' } },
    { label: 'continues to payment', event: { type: 'review.confirm' } },
    { label: 'asks again', event: { type: 'payUrl.retry' } },
  ],
  actors: {
    carrierResult: [
      { label: 'rated', result: { done: RATED }, sandbox: route },
      { label: 'not rated, with payment options', result: { done: NOT_RATED }, sandbox: route },
      { label: 'no payment options', result: { done: carrierResultSchema.parse({ status: false, paymentOptions: null }) }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
    paymentUrl: [
      { label: 'an allowed address', result: { done: 'https://pay.provider.example/checkout?t=1' }, sandbox: route },
      { label: 'an address of another origin', result: { done: 'https://evil.example/checkout' }, sandbox: route },
      { label: 'none', result: { done: null }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the policy chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-7.23 portal-7.29 portal-2.14] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('loadingResult')) expect(controller.lastInput('carrierResult')).toEqual({ transactionId: 'ES-1', carrierId: 'LSM' });
          if (step.leaves.includes('gettingUrl')) expect(controller.lastInput('paymentUrl')).toEqual({ transactionId: 'ES-1' });
        },
      });
    });
  }
});

/** The chart under a small parent that keeps what it is told and how it ended. */
function underParent(carrierResult: () => Promise<CarrierResult>, paymentUrl: () => Promise<string | null>, clock = new SimulatedClock()) {
  const heard: string[] = [];
  let asked = 0;
  const child = policyMachine.provide({
    actors: {
      carrierResult: fromPromise(carrierResult) as never,
      paymentUrl: fromPromise(() => {
        asked += 1;
        return paymentUrl();
      }) as never,
    },
  });
  const parent = createMachine({
    invoke: { id: 'policy', src: child, input, onDone: { actions: ({ event }) => heard.push(`done ${(event.output as { kind: string }).kind}`) } },
    on: { 'payUrl.failed': { actions: () => heard.push('payUrl.failed') } },
  });
  const actor = createActor(parent, { clock });
  actor.start();
  const policy = () => actor.getSnapshot().children.policy as AnyActorRef;
  return { actor, heard, policy, asked: () => asked };
}

describe('what the chart ends with and tells its parent', () => {
  it('[portal-9.16] the details: the page\'s agency fee over the carrier\'s, the down payment 0.00, installments times months', async () => {
    const { policy } = underParent(async () => RATED, async () => null);
    const s = await waitFor(policy(), (snap) => snap.matches('details'));
    expect(s.context.plan).toMatchObject({ agencyFee: 30, downPayment: 0, installments: { count: 6, months: 6 }, monthly: 142.5, total: 855 });
  });

  it('[portal-8.7] not rated, with payment options: the carrier error and its list', async () => {
    const { policy } = underParent(async () => NOT_RATED, async () => null);
    const s = await waitFor(policy(), (snap) => snap.matches('carrierError'));
    expect(s.context.carrierError).toEqual({ message: 'Could not rate.', errors: ['Licence not verified.', 'VIN does not match.'] });
  });

  it('[portal-7.29] the payment address is asked for only once the answers are checked; Change goes back without asking', async () => {
    const { policy, asked } = underParent(async () => RATED, async () => 'https://pay.provider.example/checkout');
    await waitFor(policy(), (snap) => snap.matches('details'));
    policy().send({ type: 'policy.review' });
    policy().send({ type: 'review.change' });
    expect(policy().getSnapshot().value).toBe('details');
    expect(asked()).toBe(0);
    policy().send({ type: 'policy.review' });
    policy().send({ type: 'review.confirm' });
    await waitFor(policy(), (snap) => snap.matches('payLink'));
    expect(asked()).toBe(1);
  });

  it('[portal-4.25] [portal-9.10] the pay link shows, then after the refresh time the page reloads', async () => {
    const clock = new SimulatedClock();
    const { policy, heard } = underParent(async () => RATED, async () => 'https://pay.provider.example/checkout', clock);
    await waitFor(policy(), (snap) => snap.matches('details'));
    policy().send({ type: 'policy.review' });
    policy().send({ type: 'review.confirm' });
    const s = await waitFor(policy(), (snap) => snap.matches('payLink'));
    expect(s.context.payUrl).toBe('https://pay.provider.example/checkout');
    clock.increment(9_999);
    expect(heard).toEqual([]);
    clock.increment(1);
    expect(heard).toEqual(['done reload']);
  });

  const failing: Array<[string, () => Promise<string | null>]> = [
    ['another origin', async (): Promise<string | null> => 'https://evil.example/checkout'],
    ['no address', async (): Promise<string | null> => null],
    ['a failed call', (): Promise<string | null> => Promise.reject(new Error('HTTP 500'))],
  ];
  it.each(failing)('[portal-8.7] %s: the error event, no pay link, and a retry', async (_label, answer) => {
    const { policy, heard } = underParent(async () => RATED, answer);
    await waitFor(policy(), (snap) => snap.matches('details'));
    policy().send({ type: 'policy.review' });
    policy().send({ type: 'review.confirm' });
    const s = await waitFor(policy(), (snap) => snap.matches('urlFailed'));
    expect(s.context.payUrl).toBeNull();
    expect(heard).toEqual(['payUrl.failed']);
    expect(s.can({ type: 'payUrl.retry' })).toBe(true);
  });
});
