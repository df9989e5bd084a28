/** The header account control's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { accountHeaderPathModel } from '../fixtures/models/accountHeader.model';
import { ApiError } from '../services/http';
import type { CustomerProfile } from '../services/customer';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { accountHeaderMachine, type AccountHeaderInput } from './accountHeader.machine';

const generated = generatePaths(accountHeaderPathModel);

function recording(): { effects: string[]; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const effects: string[] = [];
  return {
    effects,
    provide: (machine) =>
      machine.provide({
        actions: {
          clearToken: () => effects.push('clearToken'),
          navigate: (_: unknown, p: { url: string }) => effects.push(`navigate ${p.url}`),
        },
      }),
  };
}

describe('header account control, machine alone: every path, with the profile call and the effects', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { effects, provide } = recording();
      const region = (path.start.input as AccountHeaderInput).region;
      await runPathOnMachine(accountHeaderPathModel, path, {
        provide,
        onStep: (step, controller) => {
          // [site-6.2] [portal-1.3] the profile is read on the customer's endpoint (California for state ca).
          if (step.leaves.includes('signedIn.profile.loading')) expect(controller.lastInput('profile')).toEqual({ region });
          // [site-2.28] sign-out clears the stored token, then goes to the sign-in page.
          if (step.leaves.includes('signingOut')) expect(effects).toEqual(['clearToken', 'navigate /sign-in/']);
          // [site-2.28] [site-6.1] a token the API no longer takes is cleared, and the visitor is signed out;
          // after a sign-out in another tab (which removed the token) nothing is cleared and no page opens.
          if (step.leaves.includes('signedOut')) expect(effects).toEqual(step.event.type === 'session.ended' ? [] : ['clearToken']);
          // A name that could not be read clears nothing: the customer stays signed in.
          if (step.leaves.includes('signedIn.profile.failed')) expect(effects).toEqual([]);
        },
      });
    });
  }
});

describe('header account control: the parallel name and menu', () => {
  const input: AccountHeaderInput = { signInPage: '/es/sign-in/', email: 'maria.garcia@example.com', region: 'main' };

  function start(profile: Promise<CustomerProfile>) {
    const { effects, provide } = recording();
    const machine = provide(accountHeaderMachine).provide({ actors: { profile: fromPromise(() => profile), logout: fromPromise(async () => ({ isSuccess: true as const })) } });
    return { actor: createActor(machine, { input }).start(), effects };
  }

  it('[site-2.28] the menu opens and sign-out works while the name is still loading', async () => {
    const { actor, effects } = start(new Promise(() => {}));
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'loading', menu: 'open' } })).toBe(true);
    actor.send({ type: 'session.signOut' });
    // The API revokes the token first; nothing is cleared until it answered.
    expect(actor.getSnapshot().value).toBe('revoking');
    expect(effects).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(effects).toEqual(['clearToken', 'navigate /es/sign-in/']);
  });

  it('[site-2.28] [site-3.13] the name comes from the profile; Escape and a second press close the menu', async () => {
    const { actor } = start(Promise.resolve({ name: 'Maria Garcia' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.name).toBe('Maria Garcia');
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().matches({ signedIn: { menu: 'closed' } })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ signedIn: { menu: 'closed' } })).toBe(true);
  });

  it.each([
    [new ApiError('http', '/api/account/profile', 401, 'no longer valid'), 'signedOut'],
    [new ApiError('auth', '/api/account/profile', null, 'no token'), 'signedOut'],
    [new ApiError('http', '/api/account/profile', 500, 'failed'), 'failed'],
    [new ApiError('timeout', '/api/account/profile', null, 'slow'), 'failed'],
  ])('[site-6.1] the profile failing with %s: %s', async (error, outcome) => {
    const { actor, effects } = start(Promise.reject(error));
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (outcome === 'signedOut') {
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(effects).toEqual(['clearToken']);
    } else {
      expect(actor.getSnapshot().matches({ signedIn: { profile: 'failed' } })).toBe(true);
      expect(effects).toEqual([]);
    }
  });
});
