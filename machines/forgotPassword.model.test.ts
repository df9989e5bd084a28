/**
 * The forgot-password chart's own checks, machine alone. The generic suite
 * (src/flows/flows.model.test.ts) walks every path and measures coverage; this walk adds what each
 * call carries, and that an address with no account ends where a sent email does.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { forgotPasswordInput, forgotPasswordPathModel, TYPED_EMAIL } from '../fixtures/models/forgotPassword.model';
import { createActorController } from '../src/paths/actors';
import { generatePaths } from '../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../src/paths/play';
import { forgotPasswordMachine } from './forgotPassword.machine';

const generated = generatePaths(forgotPasswordPathModel);

describe('[site-2.23 site-4.18 site-5.4 site-1.5] forgotPassword chart, machine alone: every path with the inputs of its calls', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const answers = path.steps.filter((s) => s.outcome).map((s) => `${s.actorId}: ${s.outcome!.label}`);
      await runPathOnMachine(forgotPasswordPathModel, path, {
        onStep: (step, controller) => {
          // [site-7.3 site-3.8] the existence check on the main (brand) endpoint first, then California's.
          if (step.leaves.at(-1) === 'probe:checkingMain') expect(controller.lastInput('checkMain')).toEqual({ email: TYPED_EMAIL });
          if (step.leaves.at(-1) === 'probe:checkingCa') expect(controller.lastInput('checkCa')).toEqual({ email: TYPED_EMAIL });
          // [site-7.4 site-6.2] the reset email on the endpoint that has the customer.
          if (step.leaves[0] === 'form.sending') {
            const region = answers.includes('checkCa: a California customer') ? 'ca' : 'main';
            expect(controller.lastInput('sendReset')).toEqual({ email: TYPED_EMAIL, region });
          }
          // [site-2.23 site-4.18] no account anywhere: the same sent view, without a reset call.
          if (step.leaves[0] === 'sent' && answers.includes('checkCa: no customer anywhere')) {
            expect(controller.calls.filter((c) => c.src === 'sendReset')).toHaveLength(0);
          }
        },
      });
    });
  }

  it('[site-4.18] the paths reach the sent state both with and without an account', () => {
    const toSent = generated.paths.filter((p) => p.steps.at(-1)?.leaves[0] === 'sent').map((p) => p.steps.filter((s) => s.outcome).map((s) => s.outcome!.label));
    expect(toSent).toEqual(expect.arrayContaining([expect.arrayContaining(['no customer anywhere']), expect.arrayContaining(['the email went'])]));
  });
});

describe('forgot password: the email and the failure', () => {
  const scenarios: Array<[string, Array<[string, { isCustomerExist: boolean } | { isSuccess: true }]>, string[]]> = [
    ['a main customer', [['checkMain', { isCustomerExist: true }], ['sendReset', { isSuccess: true }]], ['checkMain', 'sendReset']],
    ['a California customer', [['checkMain', { isCustomerExist: false }], ['checkCa', { isCustomerExist: true }], ['sendReset', { isSuccess: true }]], ['checkMain', 'checkCa', 'sendReset']],
    ['no account', [['checkMain', { isCustomerExist: false }], ['checkCa', { isCustomerExist: false }]], ['checkMain', 'checkCa']],
  ];
  it.each(scenarios)('[site-4.18] [site-2.23] %s ends in the one sent state, with the same context but the endpoint', async (_who, answers, calls) => {
    const controller = createActorController(forgotPasswordMachine);
    const actor = createActor(provideControlled(forgotPasswordMachine, controller), { input: forgotPasswordInput });
    actor.start();
    actor.send({ type: 'form.submit', email: TYPED_EMAIL });
    for (const [id, done] of answers) {
      controller.settle(id, { done });
      await flushMicrotasks();
    }
    expect(actor.getSnapshot().value).toBe('sent');
    expect(controller.calls.map((c) => c.src)).toEqual(calls);
    const { region: _region, ...shown } = actor.getSnapshot().context;
    // One request counted, whatever the address (no wait yet: the first 3 go at once).
    expect(shown).toEqual({ signInPage: '/sign-in/', brand: 'bluebonnet', email: TYPED_EMAIL, requests: 1, secondsLeft: 0 });
    actor.stop();
  });

  it('[site-5.4] [site-7.3] the address is checked trimmed, and kept after a failure for the form', async () => {
    const controller = createActorController(forgotPasswordMachine);
    const actor = createActor(provideControlled(forgotPasswordMachine, controller), { input: forgotPasswordInput });
    actor.start();
    actor.send({ type: 'form.submit', email: '  maria.garcia@example.com ' });
    expect(controller.lastInput('checkMain')).toEqual({ email: 'maria.garcia@example.com' });
    controller.settle('checkMain', { error: { kind: 'timeout', status: null, message: 'No answer.' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('maria.garcia@example.com');
    // Trying again starts from the main endpoint again.
    actor.send({ type: 'form.submit', email: 'maria.garcia@example.com' });
    expect(actor.getSnapshot().matches({ form: 'probing' })).toBe(true);
    actor.stop();
  });

  it('[site-5.4] no second submit while the calls run', () => {
    const controller = createActorController(forgotPasswordMachine);
    const actor = createActor(provideControlled(forgotPasswordMachine, controller), { input: forgotPasswordInput });
    actor.start();
    actor.send({ type: 'form.submit', email: TYPED_EMAIL });
    expect(actor.getSnapshot().can({ type: 'form.submit', email: TYPED_EMAIL })).toBe(false);
    actor.stop();
  });
});
