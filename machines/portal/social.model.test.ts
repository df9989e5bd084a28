/**
 * The rewards tab's social connect chart alone (its paths also run inside the rewards and portal
 * models): the paths of its graph, each replayed on a real actor whose calls the test answers, with
 * the input of each call, what it logs, and where the page goes (reload, the Instagram login).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { AnalyticsEvent } from '../../src/analytics';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { socialMachine, type SocialContext, type SocialInput } from './social.machine';

const AUTHORIZE = 'http://localhost/sandbox/instagram/authorize?client_id=sandbox-instagram-app&state=S1';
const base: SocialInput = {
  region: 'main',
  shown: { instagram: true, facebook: true },
  instagram: { authorizeUrl: '/sandbox/instagram/authorize', clientId: 'sandbox-instagram-app', redirectUri: 'http://localhost/portal/?tabid=rewards' },
  facebook: { sdkUrl: '/sandbox/facebook/sdk.js', appId: 'sandbox-facebook-app' },
  returned: null,
};

const route = { description: 'the call answers as the outcome says' };
const fault = { kind: 'http', status: 500, message: 'The social connect award failed.' };

const model = definePathModel({
  id: 'social',
  machine: socialMachine,
  inputs: [
    { label: 'both buttons', input: base, sandbox: route },
    { label: 'back from Instagram with a code', input: { ...base, returned: { kind: 'IGConnect', code: 'SBX-IG-1' } }, sandbox: route },
    { label: 'back from Instagram, refused', input: { ...base, returned: { kind: 'IGConnect', error: 'denied' } }, sandbox: route },
    { label: 'Facebook hidden by the configuration', input: { ...base, shown: { instagram: true, facebook: false } }, sandbox: route },
    { label: 'Instagram hidden by the configuration', input: { ...base, shown: { instagram: false, facebook: true } }, sandbox: route },
  ],
  userEvents: [
    { label: 'connects Instagram', event: { type: 'social.connect', kind: 'IGConnect' } },
    { label: 'connects Facebook', event: { type: 'social.connect', kind: 'FBConnect' } },
    { label: 'tries again', event: { type: 'social.retry' } },
  ],
  // What the guards read: the buttons shown, the answer of the address (read once).
  distinguish: (context: SocialContext) => [context.shown.instagram, context.shown.facebook, context.returned === null],
  actors: {
    instagramLogin: [
      { label: 'allowed (a code)', result: { done: { outcome: 'code' } }, sandbox: route },
      { label: 'cancelled', result: { done: { outcome: 'denied', reason: 'denied' } }, sandbox: route },
      { label: 'closed without an answer', result: { done: { outcome: 'closed' } }, sandbox: route },
      { label: 'no popup (blocked)', result: { done: { outcome: 'blocked', url: AUTHORIZE } }, sandbox: route },
    ],
    facebookSdk: [
      { label: 'loaded', result: { done: undefined }, sandbox: route },
      { label: 'did not load', result: { error: { message: 'The Facebook SDK did not load.' } }, sandbox: route },
    ],
    facebookLogin: [
      { label: 'connected', result: { done: { outcome: 'connected' } }, sandbox: route },
      { label: 'cancelled', result: { done: { outcome: 'cancelled' } }, sandbox: route },
    ],
    award: [
      { label: 'awarded', result: { done: { isSuccess: true } }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

interface Recorded {
  tracked: AnalyticsEvent[];
  reloads: number;
  navigated: string[];
}

function recording(): Recorded & { provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const seen: Recorded = { tracked: [], reloads: 0, navigated: [] };
  return Object.assign(seen, {
    provide: (machine: AnyStateMachine) =>
      machine.provide({
        actions: {
          track: (_: unknown, e: AnalyticsEvent) => seen.tracked.push(e),
          reload: () => {
            seen.reloads += 1;
          },
          navigate: (_: unknown, p: { url: string }) => seen.navigated.push(p.url),
        },
      }),
  });
}

describe('the social connect chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const seen = recording();
      const input = path.start.input as SocialInput;
      await runPathOnMachine(model, path, {
        provide: seen.provide,
        onStep: (step, controller) => {
          const leaves = step.leaves;
          const before = path.steps.slice(0, path.steps.indexOf(step) + 1);
          const pressed = before.flatMap((s) => (s.kind === 'user' && s.event.type === 'social.connect' ? [(s.event as unknown as { kind: string }).kind] : []));
          // [portal-6.3] a button the configuration hides does nothing when pressed.
          if (!input.shown.facebook) expect(leaves.some((l) => l.startsWith('facebook'))).toBe(false);
          if (!input.shown.instagram) expect(leaves).not.toContain('instagram');
          // [portal-7.17] Instagram's login with the configured page, app and way back.
          if (leaves.includes('instagram')) expect(controller.lastInput('instagramLogin')).toEqual({ setup: input.instagram });
          // [portal-7.17] the Facebook SDK of the configuration, loaded only once Facebook is pressed.
          if (leaves.includes('facebook.loadingSdk')) {
            expect(pressed.at(-1)).toBe('FBConnect');
            expect(controller.lastInput('facebookSdk')).toEqual({ setup: input.facebook });
          }
          if (!pressed.includes('FBConnect')) expect(controller.lastInput('facebookSdk')).toBeUndefined();
          // [portal-7.11] the award of the type connected: IGConnect or FBConnect.
          // (back from Instagram: IGConnect; a retry asks the same type again)
          if (leaves.includes('awarding')) expect(controller.lastInput('award')).toEqual({ region: 'main', type: pressed.at(-1) ?? 'IGConnect' });
          // [portal-4.15] awarded: the page reloads, once.
          expect(seen.reloads).toBe(before.filter((s) => s.actorId === 'award' && s.outcome?.label === 'awarded').length);
          // [portal-7.17] no popup: this page goes to the Instagram login.
          expect(seen.navigated).toEqual(before.filter((s) => s.outcome?.label === 'no popup (blocked)').map(() => AUTHORIZE));
          // [portal-8.6] a failed award logs 'social connect api error' with its type.
          const awardFailures = before.filter((s) => s.actorId === 'award' && s.outcome?.label === 'HTTP 500').length;
          expect(seen.tracked.filter((e) => e.event === 'portal_error' && e.message === 'social connect api error')).toHaveLength(awardFailures);
          // [portal-8.6] an authentication error of Instagram or Facebook is logged with its network and reason.
          const authErrors = seen.tracked.filter((e) => e.event === 'portal_error' && e.message === 'social connect auth error');
          const refusals =
            (input.returned && 'error' in input.returned ? 1 : 0) +
            before.filter((s) => (s.actorId === 'instagramLogin' && s.outcome?.label === 'cancelled') || (s.actorId === 'facebookLogin' && s.outcome?.label === 'cancelled') || (s.actorId === 'facebookSdk' && s.kind === 'error')).length;
          expect(authErrors).toHaveLength(refusals);
          if (leaves.includes('ready.authFailed')) {
            const last = before.findLast((s) => s.kind === 'done' || s.kind === 'error');
            const expected =
              last?.actorId === 'facebookSdk'
                ? { network: 'FBConnect', reason: 'sdk' }
                : last?.actorId === 'facebookLogin'
                  ? { network: 'FBConnect', reason: 'cancelled' }
                  : { network: 'IGConnect', reason: 'denied' };
            expect(authErrors.at(-1)).toEqual({ event: 'portal_error', message: 'social connect auth error', ...expected });
          }
        },
      });
    });
  }
});
