/** The out-of-state chart's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { OUT_OF_STATE_QUERIES, outOfStatePageInput, outOfStatePathModel } from '../fixtures/models/outOfState.model';
import { SANDBOX_OUT_OF_STATE } from '../fixtures/data/outOfState';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { outOfStateMachine } from './outOfState.machine';

const generated = generatePaths(outOfStatePathModel);

describe('[site-2.26 site-4.17] outOfState chart, machine alone: every path, with the fields it posts and where it goes', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const navigated: string[] = [];
      await runPathOnMachine(outOfStatePathModel, path, {
        provide: (machine) => machine.provide({ actions: { navigate: (_, p: { url: string }) => void navigated.push(p.url) } }),
        onStep: (step, controller) => {
          // [site-7.8] the form posts email, state and redirect to its own action.
          if (step.leaves[0] === 'form.submitting') {
            expect(controller.lastInput('subscribe')).toEqual({
              action: '/api/outofstate/subscribe',
              fields: { email: SANDBOX_OUT_OF_STATE.saved, state: OUT_OF_STATE_QUERIES.withoutLink, redirect: '/' },
            });
          }
          // [site-2.26] the redirect goes to the state link (California's: the site's California quote page).
          if (step.leaves[0] === 'redirect.leaving') expect(navigated).toEqual(['/quote-ca/#driver1']);
          else expect(navigated).toEqual([]);
        },
      });
    });
  }
});

/** The chart alone on a simulated clock, started with an input. */
function start(input = outOfStatePageInput({ queryState: 'CA' })) {
  const clock = new SimulatedClock();
  const navigated: string[] = [];
  const actor = createActor(outOfStateMachine.provide({ actions: { navigate: (_, p: { url: string }) => void navigated.push(p.url) } }), { input, clock });
  actor.start();
  return { actor, clock, navigated };
}

describe('the redirect delay', () => {
  it.each([1, 3, 5, 12])('[site-9.8 site-4.17] with %i configured seconds, the page leaves after exactly that many seconds, counting down each second', (seconds) => {
    const { actor, clock, navigated } = start(outOfStatePageInput({ queryState: 'ca', redirectSeconds: seconds }));
    for (let left = seconds; left >= 1; left -= 1) {
      expect(actor.getSnapshot().value).toEqual({ redirect: 'counting' });
      expect(actor.getSnapshot().context.secondsLeft).toBe(left);
      clock.increment(999);
      expect(navigated).toEqual([]);
      clock.increment(1);
    }
    expect(actor.getSnapshot().value).toEqual({ redirect: 'leaving' });
    expect(navigated).toEqual(['/quote-ca/#driver1']);
  });

  it('[site-9.8] staying stops the countdown: no redirect however long the page stays open; the link still goes', () => {
    const { actor, clock, navigated } = start();
    clock.increment(2000);
    actor.send({ type: 'redirect.stay' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toEqual({ redirect: 'stopped' });
    expect(navigated).toEqual([]);
    actor.send({ type: 'redirect.now' });
    expect(navigated).toEqual(['/quote-ca/#driver1']);
  });
});

describe('which screen opens', () => {
  it.each([
    ['?state=CA', { queryState: 'CA' }, 'redirect'],
    ['?state=california', { queryState: 'california' }, 'redirect'],
    ['?state=FL', { queryState: 'FL' }, 'form'],
    ['?state=NY (not in the list)', { queryState: 'NY' }, 'form'],
    ['no query, stored CA', { storedState: 'CA' }, 'redirect'],
    ['no query, stored FL', { storedState: 'FL' }, 'form'],
    ['?state=FL over the stored CA', { queryState: 'FL', storedState: 'CA' }, 'form'],
    ['?state=undefined, stored CA', { queryState: 'undefined', storedState: 'CA' }, 'redirect'],
    ['nothing', {}, 'form'],
  ] as const)('[site-2.26 site-4.17] %s: %s', (_label, over, screen) => {
    const { actor } = start(outOfStatePageInput(over));
    expect(Object.keys(actor.getSnapshot().value as object)).toEqual([screen]);
  });

  it('[site-5.4] a submit without a valid email does not post', () => {
    const { actor } = start(outOfStatePageInput({ queryState: 'FL' }));
    actor.send({ type: 'form.submit', email: 'maria.garcia@example' });
    actor.send({ type: 'form.submit', email: '' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
  });
});
