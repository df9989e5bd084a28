/**
 * Sign-in (site-1.6, site-2.27, site-4.16, site-5.6, site-7.10, site-8.9): email and password,
 * remember-me, show/hide password. The customer existence check runs on the main endpoint, then
 * on the California endpoint when the customer is absent there (the kit's probe, a child chart,
 * machines/kit/probe.machine.ts); the login runs on the endpoint
 * where the customer exists (site-6.2); the profile answers the name. Success stores the customer
 * token with its email, state (`ca` for California) and expiry, and goes to the configured welcome
 * page. A refusal (no such customer, a wrong password) shows the configured sign-in error, the
 * same for each, so the page never tells whether an address has an account; a call that fails
 * shows the could-not-sign-in-now error. Nothing typed is lost either way.
 *
 * Refusals in a row make the form wait before the next try (src/rules/backoff.ts: none for the
 * first 3, then 2, 4, 8... seconds, at most 60), counted down each second on screen; the count is
 * kept in the page's storage, so a reload keeps what is left of the wait, and a sign-in clears it.
 * The API's own lockout (HTTP 423: too many attempts for the email) has a message of its own.
 *
 * Remember-me keeps the email only (168 hours); the browser's password manager keeps the password
 * (docs/architecture.md). The password stays in the chart's context only until the login answers.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { ladder } from './kit/ladder';
import { customerProbe, probeRegion, type ProbeOutput } from './kit/probe.machine';
import { getProfile, login, type CustomerProfile, type LoginResult } from '../services/customer';
import type { Region } from '../services/http';
import { backoffSeconds, secondsLeft, type WaitRecord } from '../src/rules/backoff';
import { cleanEmail, isComplete, tokenState, type SignInValues } from './signIn.rules';

export interface SignInInput {
  brand: string;
  /** site-2.27: the configured welcome page (default: the home page in the page's language). */
  welcomePage: string;
  /** site-3.18: the email remembered on an earlier sign-in ({brand}-remember-me), to prefill. */
  rememberedEmail: string | null;
  /** The wait left by earlier refusals (the page's storage; none: NO_WAIT). */
  wait: WaitRecord;
  /** The page's clock (epoch ms), read once at the start for what is left of `wait`. */
  now: () => number;
}

export interface SignInContext {
  brand: string;
  welcomePage: string;
  email: string;
  /** Held from the submit until the login answers, never longer; never stored. */
  password: string;
  remember: boolean;
  /** The endpoint where the customer exists (site-6.2). */
  region: Region;
  /** The customer's name from the profile (site-3.13). */
  name: string | null;
  /** Refusals in a row (kept in storage across loads, cleared by a sign-in). */
  failures: number;
  /** The seconds left of the wait before the next try (0: none), counted down each second. */
  secondsLeft: number;
}

export type SignInEvent = { type: 'form.submit'; values: SignInValues };

const submitted = ({ event }: { event: { values: SignInValues } }) => ({ values: event.values });
const probed = ({ event }: { event: { output: ProbeOutput } }) => ({ probe: event.output });
const foundRegion = ({ event }: { event: { output: ProbeOutput } }) => ({ region: probeRegion(event.output) });
/** What storeWait keeps once countRefusal has counted (actions see the context of the actions before them). */
const storedWait = { type: 'storeWait', params: ({ context }: { context: SignInContext }) => ({ brand: context.brand, failures: context.failures, seconds: context.secondsLeft }) } as const;
const loginAnswer = ({ event }: { event: { output: LoginResult } }) => ({ result: event.output });

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    tags: {} as 'loading' | 'leaving',
  },
  actors: {
    probe: customerProbe,
    login: fromCall<LoginResult, { email: string; password: string; region: Region }>(({ input, signal }) =>
      login({ email: input.email, password: input.password }, { region: input.region, signal }),
    ),
    profile: fromCall<CustomerProfile, { region: Region }>(({ input, signal }) => getProfile({ region: input.region, signal })),
  },
  delays: {
    oneSecond: 1000,
  },
  guards: {
    isComplete: (_, p: { values: SignInValues }) => isComplete(p.values),
    /** A wait is left (from a refusal, or from an earlier visit). */
    waitLeft: ({ context }) => context.secondsLeft > 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    /** This refusal is one too many: the next try waits. */
    backsOff: ({ context }) => backoffSeconds(context.failures + 1) > 0,
    lockedOut: (_, p: { result: LoginResult }) => p.result.outcome === 'refused' && p.result.reason === 'locked',
    customerFound: (_, p: { probe: ProbeOutput }) => p.probe.outcome === 'found',
    probeFailed: (_, p: { probe: ProbeOutput }) => p.probe.outcome === 'failed',
    signedIn: (_, p: { result: LoginResult }) => p.result.outcome === 'signedIn',
  },
  actions: {
    assignValues: assign((_, p: { values: SignInValues }) => ({
      email: cleanEmail(p.values.email),
      password: p.values.password,
      remember: p.values.remember,
    })),
    /** An invalid submit keeps the email and the box, and no password. */
    assignInvalid: assign((_, p: { values: SignInValues }) => ({ email: p.values.email, password: '', remember: p.values.remember })),
    forgetPassword: assign({ password: '' }),
    assignRegion: assign((_, p: { region: Region }) => ({ region: p.region })),
    assignName: assign((_, p: { profile: CustomerProfile }) => ({ name: p.profile.name })),
    /** One more refusal in a row, and the wait it brings. */
    countRefusal: assign(({ context }) => ({ failures: context.failures + 1, secondsLeft: backoffSeconds(context.failures + 1) })),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    /** Browser effects, provided where the actor is created (src/widgets/signIn.tsx). */
    storeToken: (_, _p: { brand: string; token: string; email: string; state: string | null }) => {},
    clearToken: () => {},
    /** site-3.18, portal-9.14: the email for 168 hours when remember-me is ticked; `null` removes it. */
    rememberEmail: (_, _p: { brand: string; email: string | null }) => {},
    navigate: (_, _p: { url: string }) => {},
    /** The refusals in a row and the wait they bring, kept for the next load (src/rules/backoff.ts); 0 failures clears it. */
    storeWait: (_, _p: { brand: string; failures: number; seconds: number }) => {},
  },
}).createMachine({
  id: 'signIn',
  description: 'Sign in with email and password',
  context: ({ input }) => ({
    brand: input.brand,
    welcomePage: input.welcomePage,
    email: input.rememberedEmail ?? '',
    password: '',
    remember: input.rememberedEmail !== null,
    region: 'main',
    name: null,
    failures: input.wait.failures,
    secondsLeft: secondsLeft(input.wait, input.now()),
  }),
  initial: 'form',
  states: {
    form: {
      description: 'Email, password, remember me, show/hide password',
      meta: { spec: ['site-1.6', 'site-2.27'] },
      initial: 'editing',
      on: {
        'form.submit': [
          {
            guard: { type: 'isComplete', params: submitted },
            target: 'probing',
            actions: { type: 'assignValues', params: submitted },
          },
          { target: '.invalid', actions: { type: 'assignInvalid', params: submitted } },
        ],
      },
      states: {
        editing: {
          description: 'Typing the email and password',
          // A wait an earlier visit left (a reload after refusals) holds the form at once.
          always: { guard: 'waitLeft', target: 'waiting' },
        },
        waiting: {
          description: 'Refusals in a row: the wait before the next try, its seconds counted down; what was typed stays',
          meta: { spec: ['site-8.9'] },
          // A press during the wait sends nothing.
          on: { 'form.submit': { target: 'waiting' } },
          after: {
            oneSecond: [
              { guard: 'lastSecond', target: 'waited', actions: 'countDown' },
              { target: 'waiting', reenter: true, actions: 'countDown' },
            ],
          },
        },
        waited: { description: 'The wait is over: the form can be sent again (announced)' },
        locked: { description: 'The API locked sign-in for this email (HTTP 423): the lockout message; nothing typed is lost' },
        invalid: {
          description: 'Empty or malformed inputs flagged, with the error summary',
          meta: { spec: ['site-5.6'] },
        },
        refused: {
          description: 'The configured sign-in error (no such customer or a wrong password: the same words)',
          meta: { spec: ['site-8.9'] },
        },
        unavailable: { description: 'A call failed: could not sign in now; nothing typed is lost' },
      },
    },
    probing: {
      description: 'Is there a customer with this email? The main endpoint, then California (the probe)',
      tags: ['loading'],
      meta: { spec: ['site-7.10', 'quote-7.3', 'site-6.2', 'portal-1.3'] },
      invoke: {
        id: 'probe',
        src: 'probe',
        input: ({ context }) => ({ query: { email: context.email } }),
        onDone: ladder(
          [
            ['customerFound', 'loggingIn', { type: 'assignRegion', params: foundRegion }],
            ['probeFailed', 'form.unavailable', 'forgetPassword'],
            ['backsOff', 'form.waiting', ['forgetPassword', 'countRefusal', storedWait]],
          ],
          ['form.refused', ['forgetPassword', 'countRefusal', storedWait]],
          { params: probed },
        ),
        // A child chart does not fail: a failed check is its output `failed` (the ladder's second rung).
      },
    },
    loggingIn: {
      description: 'Signing in on the endpoint where the customer exists',
      tags: ['loading'],
      meta: { spec: ['site-7.10', 'site-6.2'] },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email, password: context.password, region: context.region }),
        onDone: [
          {
            guard: { type: 'signedIn', params: loginAnswer },
            target: 'loadingProfile',
            actions: [
              'forgetPassword',
              {
                type: 'storeToken',
                params: ({ context, event }) => ({
                  brand: context.brand,
                  token: event.output.outcome === 'signedIn' ? event.output.token : '',
                  email: context.email,
                  state: tokenState(context.region),
                }),
              },
            ],
          },
          { guard: { type: 'lockedOut', params: loginAnswer }, target: 'form.locked', actions: 'forgetPassword' },
          { guard: 'backsOff', target: 'form.waiting', actions: ['forgetPassword', 'countRefusal', storedWait] },
          { target: 'form.refused', actions: ['forgetPassword', 'countRefusal', storedWait] },
        ],
        onError: { target: 'form.unavailable', actions: 'forgetPassword' },
      },
    },
    loadingProfile: {
      description: 'Signed in: reading the customer profile for the name',
      tags: ['loading'],
      meta: { spec: ['site-7.10', 'site-3.13', 'site-3.19'] },
      invoke: {
        id: 'profile',
        src: 'profile',
        input: ({ context }) => ({ region: context.region }),
        onDone: {
          target: 'welcome',
          actions: { type: 'assignName', params: ({ event }) => ({ profile: event.output }) },
        },
        // Not signed in after all: the stored token goes, the form stays as typed.
        onError: { target: 'form.unavailable', actions: 'clearToken' },
      },
    },
    welcome: {
      description: 'Signed in: the email remembered or forgotten, then the configured welcome page',
      // Not final: Back may bring the page again from the browser's cache, and the widget root
      // then starts the flow again (src/widgets/createWidget.tsx, LEAVING_TAG).
      tags: ['leaving'],
      meta: { spec: ['site-4.16', 'site-2.27', 'site-3.18', 'portal-9.14'] },
      entry: [
        { type: 'rememberEmail', params: ({ context }) => ({ brand: context.brand, email: context.remember ? context.email : null }) },
        // A sign-in ends the refusals in a row.
        { type: 'storeWait', params: ({ context }) => ({ brand: context.brand, failures: 0, seconds: 0 }) },
        { type: 'navigate', params: ({ context }) => ({ url: context.welcomePage }) },
      ],
    },
  },
});

export type SignInMachine = typeof signInMachine;
