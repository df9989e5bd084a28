/** The sign-in chart's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { SANDBOX_PASSWORD, SIGN_IN_MAGIC } from '../fixtures/data/accounts';
import { signInPageInput, signInPathModel } from '../fixtures/models/signIn.model';
import type { CustomerCheck, CustomerProfile, LoginResult } from '../services/customer';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { customerProbe } from './kit/probe.machine';
import { signInMachine } from './signIn.machine';

const generated = generatePaths(signInPathModel);

interface Recorded {
  stored: Array<{ brand: string; token: string; email: string; state: string | null }>;
  cleared: number;
  remembered: Array<{ brand: string; email: string | null }>;
  navigated: string[];
}

function recording(): { recorded: Recorded; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const recorded: Recorded = { stored: [], cleared: 0, remembered: [], navigated: [] };
  return {
    recorded,
    provide: (machine) =>
      machine.provide({
        actions: {
          storeToken: (_: unknown, p: Recorded['stored'][number]) => recorded.stored.push(p),
          clearToken: () => {
            recorded.cleared += 1;
          },
          rememberEmail: (_: unknown, p: Recorded['remembered'][number]) => recorded.remembered.push(p),
          navigate: (_: unknown, p: { url: string }) => recorded.navigated.push(p.url),
        },
      }),
  };
}

/** Did the path find the customer on the California endpoint? */
const foundInCalifornia = (labels: string[]) => labels.includes('checkCa: a customer on the California endpoint');

describe('sign-in chart, machine alone: every path, with the input of each call and the effects', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { recorded, provide } = recording();
      const answered: string[] = [];
      await runPathOnMachine(signInPathModel, path, {
        provide,
        onStep: (step, controller) => {
          if (step.actorId && step.outcome) answered.push(`${step.actorId}: ${step.outcome.label}`);
          const leaf = step.leaves.at(-1);
          const region = foundInCalifornia(answered) ? 'ca' : 'main';
          // [quote-7.3] [site-7.10] the email is checked on the main endpoint first.
          if (leaf === 'probe:checkingMain') expect(controller.lastInput('checkMain')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer });
          // [site-7.10] then on the California endpoint, when absent from the main one.
          if (leaf === 'probe:checkingCa') expect(controller.lastInput('checkCa')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer });
          // [site-6.2] the login goes to the endpoint where the customer exists.
          if (leaf === 'loggingIn') expect(controller.lastInput('login')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer, password: SANDBOX_PASSWORD, region });
          // [site-4.16] [site-3.19] signed in: the token is stored with the email and the state (ca for California).
          if (leaf === 'loadingProfile') {
            expect(recorded.stored).toEqual([{ brand: 'bluebonnet', token: 'sbx-session-maria-garcia-1', email: SIGN_IN_MAGIC.mainCustomer, state: region === 'ca' ? 'ca' : null }]);
            expect(controller.lastInput('profile')).toEqual({ region });
          }
          // [site-2.27] [site-4.16] then the welcome page; remember-me was not ticked, so no email is kept.
          if (leaf === 'welcome') {
            expect(recorded.navigated).toEqual(['/portal/']);
            expect(recorded.remembered).toEqual([{ brand: 'bluebonnet', email: null }]);
            expect(recorded.cleared).toBe(0);
          }
          // [site-8.9] a refusal or a failure leaves nothing stored and goes nowhere.
          if (leaf === 'form.refused' || leaf === 'form.unavailable' || leaf === 'form.invalid') {
            expect(recorded.navigated).toEqual([]);
            expect(recorded.remembered).toEqual([]);
            expect(recorded.stored.length).toBe(recorded.cleared);
          }
        },
      });
    });
  }
});

describe('sign-in chart: the calls and the context', () => {
  const values = { email: ` ${SIGN_IN_MAGIC.californiaCustomer} `, password: SANDBOX_PASSWORD, remember: true };

  function run(answers: { main: CustomerCheck; ca?: CustomerCheck; login?: LoginResult | Error; profile?: CustomerProfile | Error }) {
    const calls: string[] = [];
    const { recorded, provide } = recording();
    const settle = <T,>(name: string, value: T | Error | undefined, input: unknown) => {
      calls.push(`${name} ${JSON.stringify(input)}`);
      if (value === undefined) return new Promise<T>(() => {});
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    };
    const machine = provide(signInMachine).provide({
      actors: {
        probe: customerProbe.provide({
          actors: {
            checkMain: fromPromise(({ input }) => settle('checkMain', answers.main, input)),
            checkCa: fromPromise(({ input }) => settle('checkCa', answers.ca, input)),
          },
        }),
        login: fromPromise(({ input }) => settle('login', answers.login, input)),
        profile: fromPromise(({ input }) => settle('profile', answers.profile, input)),
      },
    });
    const actor = createActor(machine, { input: signInPageInput }).start();
    actor.send({ type: 'form.submit', values });
    return { actor, calls, recorded };
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('[site-7.10] [site-6.2] [portal-1.3] [site-3.19] [site-3.13] a California customer: main, then California, login and profile there, token state ca', async () => {
    const { actor, calls, recorded } = run({
      main: { isCustomerExist: false },
      ca: { isCustomerExist: true },
      login: { outcome: 'signedIn', token: 'sbx-session-daniel-reyes-7' },
      profile: { name: 'Daniel Reyes' },
    });
    await settled();
    const email = SIGN_IN_MAGIC.californiaCustomer;
    expect(calls).toEqual([
      `checkMain ${JSON.stringify({ email })}`,
      `checkCa ${JSON.stringify({ email })}`,
      `login ${JSON.stringify({ email, password: SANDBOX_PASSWORD, region: 'ca' })}`,
      `profile ${JSON.stringify({ region: 'ca' })}`,
    ]);
    expect(recorded.stored).toEqual([{ brand: 'bluebonnet', token: 'sbx-session-daniel-reyes-7', email, state: 'ca' }]);
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(actor.getSnapshot().context.name).toBe('Daniel Reyes');
    // [site-3.18] remember-me ticked: the email is kept (never the password).
    expect(recorded.remembered).toEqual([{ brand: 'bluebonnet', email }]);
  });

  it('[site-8.9] no customer on either endpoint: the sign-in error, no login is tried', async () => {
    const { actor, calls } = run({ main: { isCustomerExist: false }, ca: { isCustomerExist: false } });
    await settled();
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['checkMain', 'checkCa']);
    expect(actor.getSnapshot().value).toEqual({ form: 'refused' });
  });

  it('[site-8.9] a wrong password: the same sign-in error as no customer', async () => {
    const { actor } = run({ main: { isCustomerExist: true }, login: { outcome: 'refused', reason: 'credentials' } });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ form: 'refused' });
  });

  it('the API locking sign-in for the email (HTTP 423): the lockout, told apart; it counts no refusal', async () => {
    const { actor } = run({ main: { isCustomerExist: true }, login: { outcome: 'refused', reason: 'locked' } });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ form: 'locked' });
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('the password leaves the context once the login answered, whatever it answered', async () => {
    for (const login of [{ outcome: 'refused', reason: 'credentials' } as const, new Error('500')]) {
      const { actor } = run({ main: { isCustomerExist: true }, login });
      expect(actor.getSnapshot().context.password).toBe(SANDBOX_PASSWORD);
      await settled();
      expect(actor.getSnapshot().context.password).toBe('');
    }
  });

  it('[site-7.10] a profile that fails after the login: the stored token is cleared, could-not-sign-in-now', async () => {
    const { actor, recorded } = run({ main: { isCustomerExist: true }, login: { outcome: 'signedIn', token: 't' }, profile: new Error('500') });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ form: 'unavailable' });
    expect(recorded.stored).toHaveLength(1);
    expect(recorded.cleared).toBe(1);
    expect(recorded.navigated).toEqual([]);
  });

  it('[site-5.6] an invalid submit calls nothing and keeps the email, not the password', () => {
    const checked: string[] = [];
    const machine = signInMachine.provide({
      actors: {
        probe: customerProbe.provide({
          actors: { checkMain: fromPromise(({ input }) => (checked.push(JSON.stringify(input)), new Promise<CustomerCheck>(() => {}))) },
        }),
      },
    });
    const actor = createActor(machine, { input: signInPageInput }).start();
    actor.send({ type: 'form.submit', values: { email: 'maria.garcia@', password: 'secret', remember: false } });
    expect(actor.getSnapshot().value).toEqual({ form: 'invalid' });
    expect(actor.getSnapshot().context).toMatchObject({ email: 'maria.garcia@', password: '' });
    expect(checked).toEqual([]);
  });

  it('[site-3.18] a remembered email is prefilled with remember-me ticked', () => {
    const actor = createActor(signInMachine, { input: { ...signInPageInput, rememberedEmail: SIGN_IN_MAGIC.mainCustomer } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ email: SIGN_IN_MAGIC.mainCustomer, remember: true, password: '' });
  });
});
