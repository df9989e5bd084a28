/**
 * The set-new-password chart's own checks, machine alone. The generic suite
 * (src/flows/flows.model.test.ts) walks every path and measures coverage; this walk adds what the
 * call must carry, that the token leaves the address bar once read, and that no password stays in
 * the chart.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { NEW_PASSWORD, setPasswordInputs, setPasswordPathModel } from '../fixtures/models/setPassword.model';
import { createActorController } from '../src/paths/actors';
import { generatePaths } from '../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../src/paths/play';
import { setPasswordMachine, type SetPasswordInput } from './setPassword.machine';

const generated = generatePaths(setPasswordPathModel);

describe('[site-2.29 site-4.15 site-5.5 site-8.9 site-9.6] setPassword chart, machine alone: every path with the input of its call', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      let cleared = 0;
      const input = path.start.input as SetPasswordInput;
      await runPathOnMachine(setPasswordPathModel, path, {
        provide: (machine) => machine.provide({ actions: { clearResetToken: () => void (cleared += 1) } }),
        onStep: (step, controller) => {
          // [site-2.29] the token leaves the address bar as soon as it is read; a page without one has none to remove.
          expect(cleared).toBe(input.token === null ? 0 : 1);
          // [site-3.12 portal-3.24 site-7.9 site-6.2] the token, the password and its repeat, on the link's endpoint.
          if (step.leaves[0] === 'form.submitting') {
            expect(controller.lastInput('setPassword')).toEqual({
              token: input.token,
              password: NEW_PASSWORD,
              passwordVerify: NEW_PASSWORD,
              region: input.region,
            });
          }
        },
      });
    });
  }

  it('[site-6.2] [site-7.9] the California link calls the California endpoint, the main link the main one', () => {
    const regions = new Set(generated.paths.filter((p) => p.steps.some((s) => s.leaves[0] === 'form.submitting')).map((p) => (p.start.input as SetPasswordInput).region));
    expect([...regions].sort()).toEqual(['ca', 'main']);
  });
});

describe('the chart keeps no password', () => {
  it('[site-5.5] after a failure and after a success, neither the context nor the snapshot holds the password', async () => {
    const controller = createActorController(setPasswordMachine);
    const actor = createActor(provideControlled(setPasswordMachine, controller), { input: setPasswordInputs.main });
    actor.start();
    const submit = () => actor.send({ type: 'form.submit', values: { password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD } });
    submit();
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(NEW_PASSWORD);
    controller.settle('setPassword', { error: { kind: 'rejected', status: 200, message: 'expired' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().toJSON())).not.toContain(NEW_PASSWORD);
    submit();
    controller.settle('setPassword', { done: { isSuccess: true, message: null } });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(JSON.stringify(actor.getSnapshot().toJSON())).not.toContain(NEW_PASSWORD);
    actor.stop();
  });

  it('[site-2.29] a page without a token shows the no-link message, and the form takes no submit', () => {
    const actor = createActor(setPasswordMachine, { input: setPasswordInputs.noLink });
    actor.start();
    expect(actor.getSnapshot().value).toBe('noLink');
    expect(actor.getSnapshot().can({ type: 'form.submit', values: { password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD } })).toBe(false);
    actor.stop();
  });
});
