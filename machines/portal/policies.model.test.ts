/**
 * The portal's policies chart alone (its paths also run inside the portal's model,
 * machines/portal/portal.model.test.ts): the paths of its graph, each replayed on a real actor whose
 * calls the test answers, with the input of each call and where the page goes or what it logs.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { CARRIERS } from '../../fixtures/data/carriers';
import { findPortalCustomer, PORTAL_ELSEWHERE_URL, SANDBOX_PORTAL } from '../../fixtures/data/portal';
import { policyAnswerOf, policyDetailsAnswerOf } from '../../fixtures/data/portalAnswers';
import { policyDetailsSchema, portalPolicySchema } from '../../services/portal';
import type { AnalyticsEvent } from '../../src/analytics';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { MODEL_EPOCH } from '../../src/paths/system';
import { definePathModel } from '../../src/paths/types';
import { policiesMachine, type PoliciesContext, type PoliciesInput } from './policies.machine';
import { payerOf } from './portal.rules';

const sam = findPortalCustomer(SANDBOX_PORTAL.statuses)!;
const at = new Date(MODEL_EPOCH);
const policies = sam.policies.map((p) => portalPolicySchema.parse(policyAnswerOf(p, at)));
const payer = payerOf({ ...sam, mail: sam.email, birthDate: sam.birthDate, state: sam.state } as never);
const input: PoliciesInput = {
  region: 'main',
  payer,
  pageUrl: 'http://localhost/portal/',
  paymentOrigins: [],
  disablePayment: false,
  fallbackUrl: '/contact/',
  now: () => MODEL_EPOCH,
};

const route = { description: 'the call answers as the outcome says' };
const fault = { kind: 'http', status: 500, message: 'fault' };
const PROVIDER = 'http://localhost/sandbox/provider?token=TOK-APPROVED-LSM-760-PAYNOW&lang=en&back=portal';
const choosing = (policyId: string) => (context: PoliciesContext) => context.policyId === policyId;

const model = definePathModel({
  id: 'policies',
  machine: policiesMachine,
  inputs: [{ label: "Sam's policies", input, sandbox: route }],
  userEvents: [
    { label: 'opens PP-7600', event: { type: 'policy.open', policyId: 'PP-7600' } },
    { label: 'pays PP-7600', event: { type: 'policy.pay', policyId: 'PP-7600' } },
    { label: 'pays PP-7680', event: { type: 'policy.pay', policyId: 'PP-7680' } },
    // Past due: its card offers the carrier's link, not make-payment; the chart takes no payment for it.
    { label: 'pays PP-7400', event: { type: 'policy.pay', policyId: 'PP-7400' } },
    { label: 'closes the dialog', event: { type: 'dialog.close' } },
    { label: 'tries again', event: { type: 'list.retry' } },
  ],
  // What the guards read: which policy, and whether the carriers came (make-payment needs its carrier).
  distinguish: (context) => [context.policyId, context.carriers.length > 0],
  actors: {
    policies: [
      { label: "Sam's policies", result: { done: policies }, sandbox: route },
      { label: 'none', result: { done: [] }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    carriers: [
      { label: 'the carriers', result: { done: [...CARRIERS] }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    details: [
      { label: 'the details', result: { done: policyDetailsSchema.parse(policyDetailsAnswerOf(sam, sam.policies.find((p) => p.policyId === 'PP-7600')!, at)) }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    customerToken: [
      { label: 'a token', result: { done: { token: 'sbx-cust-9' } }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
    payUrl: [
      { label: 'the provider', result: { done: { paymentUrl: PROVIDER } }, sandbox: route, when: choosing('PP-7600') },
      { label: 'another origin', result: { done: { paymentUrl: PORTAL_ELSEWHERE_URL } }, sandbox: route, when: choosing('PP-7680') },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

interface Recorded {
  navigated: string[];
  tracked: AnalyticsEvent[];
}

function recording(): { recorded: Recorded; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const recorded: Recorded = { navigated: [], tracked: [] };
  return {
    recorded,
    provide: (machine) =>
      machine.provide({
        actions: {
          navigate: (_: unknown, p: { url: string }) => recorded.navigated.push(p.url),
          track: (_: unknown, e: AnalyticsEvent) => recorded.tracked.push(e),
        },
      }),
  };
}

describe('the policies chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  it('[portal-4.9] takes make-payment only where the card offers it: not on a past-due policy', () => {
    expect(generated.paths.some((p) => p.steps.some((s) => s.kind === 'user' && s.label === 'pays PP-7400'))).toBe(false);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { recorded, provide } = recording();
      await runPathOnMachine(model, path, {
        provide,
        onStep: (step, controller) => {
          const leaf = step.leaves.join(' ');
          // [portal-7.4] [portal-3.3] the list, then the carriers, on the customer's endpoint.
          if (leaf === 'loading') expect(controller.lastInput('policies')).toEqual({ region: 'main' });
          if (leaf === 'loadingCarriers') expect(controller.lastInput('carriers')).toEqual({ region: 'main' });
          // [portal-7.5] a policy's details by its policyId.
          if (leaf === 'listed.loadingDetails') expect(controller.lastInput('details')).toEqual({ region: 'main', policyId: 'PP-7600' });
          // [portal-7.13] the customer token fetch with the profile's email, phone and birth date, then [portal-7.7] the URL with that token.
          if (leaf === 'listed.gettingToken') expect(controller.lastInput('customerToken')).toEqual({ payer });
          if (leaf === 'listed.gettingUrl') expect(controller.lastInput('payUrl')).toMatchObject({ region: 'main', token: 'sbx-cust-9' });
          // [portal-7.7] an allowed URL: the page leaves for it (the provider is this page's origin); another origin: never.
          const paid = path.steps.slice(0, path.steps.indexOf(step) + 1).some((s) => s.outcome?.label === 'the provider');
          expect(recorded.navigated).toEqual(paid ? [PROVIDER] : []);
          // [portal-8.4] the help dialog, 'Error in fetching paynow url' logged.
          if (leaf === 'listed.help') expect(recorded.tracked).toContainEqual({ event: 'portal_error', message: 'Error in fetching paynow url' });
        },
      });
    });
  }
});
