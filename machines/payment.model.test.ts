/**
 * The payment chart's own checks, machine alone. The generic suite (src/flows/flows.model.test.ts)
 * walks every path and measures coverage; this walk adds what each call must carry.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CARRIERS } from '../fixtures/data/carriers';
import { lookupOutcomes, paymentFormValues, paymentPathModel } from '../fixtures/models/payment.model';
import { createActorController } from '../src/paths/actors';
import { generatePaths } from '../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../src/paths/play';
import { paymentMachine } from './payment.machine';

const generated = generatePaths(paymentPathModel);

describe('[site-4.5 site-4.6 site-4.7 site-4.8 site-4.9 site-4.10 site-4.11 site-4.12 site-8.7] payment chart, machine alone: every path with the inputs of its calls', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(paymentPathModel, path, {
        onStep: (step, controller) => {
          // [site-5.3] the lookup sends the policy number uppercased and the phone without dashes.
          if (step.leaves[0] === 'lookingUp') {
            const values = paymentFormValues();
            expect(controller.lastInput('lookup')).toEqual({
              policyNumber: values.policyNumber.toUpperCase(),
              receiptEmail: values.email,
              receiptPhone: '5125550100',
              dob: '1985-04-21',
            });
          }
          // [site-4.7] the token is requested for the looked-up policy.
          if (step.leaves[0] === 'details.gettingToken') {
            expect(controller.lastInput('getToken')).toEqual({ policyId: '100200', token: 'lookup-token-1' });
          }
          // [site-4.12] the result is read with the query token.
          if (step.leaves[0] === 'result.loadingResult') {
            expect(controller.lastInput('loadResult')).toEqual({ token: 'TOK-APPROVED-LSM-100-PAY' });
          }
        },
      });
    });
  }
});

describe("the due-date guards read the chart's clock, not the system time", () => {
  const HOUR = 3_600_000;
  async function outcomeAt(clockMs: number): Promise<string> {
    const controller = createActorController(paymentMachine);
    const actor = createActor(provideControlled(paymentMachine, controller), {
      input: { resultToken: null, pageUrl: 'http://localhost/pay/', now: () => clockMs },
    });
    actor.start();
    controller.settle('loadCarriers', { done: [...CARRIERS] });
    await flushMicrotasks();
    actor.send({ type: 'form.submit', values: paymentFormValues() });
    // Due 24 hours after the moment the model was made.
    controller.settle('lookup', { done: lookupOutcomes.dueSoon });
    await flushMicrotasks();
    const value = actor.getSnapshot().value;
    actor.stop();
    return JSON.stringify(value);
  }

  it('[site-4.10 site-9.4] the same answer is due within 48 hours now, and past due three days later', async () => {
    const due = Date.parse(lookupOutcomes.dueSoon.paymentDueDate!);
    expect(await outcomeAt(due - 24 * HOUR)).toBe(JSON.stringify({ errorModal: 'dueSoon' }));
    expect(await outcomeAt(due + 3 * 24 * HOUR)).toBe(JSON.stringify({ errorModal: 'pastDue' }));
  });
});
