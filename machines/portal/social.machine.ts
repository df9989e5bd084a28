/**
 * Social connect in the rewards tab (portal-1.1, portal-2.2, portal-4.15, portal-6.3, portal-7.11,
 * portal-7.17, portal-8.6): a child chart of the rewards chart, running while the rewards tab shows.
 *
 * The buttons (Instagram, Facebook; each hidden by configuration when the page says so) wait for
 * the customer. Instagram opens its login in a popup (services/socialLogin.ts): its answer comes
 * back from the popup; a popup the browser blocked takes this whole page to the login instead, and
 * the portal reads the answer from its own address when it comes back (`returned`, `?code=` or
 * `?error=`). Facebook loads its SDK only now (never before a press), then logs in with it. A
 * login that connects asks the award of its type (`GET /rewards/social-award?type=`): awarded, the
 * page reloads (the points shown again); failed, 'social connect api error' is logged and the
 * customer can try again. A login refused, cancelled or failed is logged with its network and
 * reason, and said.
 *
 * Its browser effects (reload, navigate, track) are named actions the rewards chart passes up to
 * the portal, whose widget performs them.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import type { Region } from '../../services/http';
import { socialAward, type SocialAwardType, type SuccessAnswer } from '../../services/rewards';
import {
  facebookLogin,
  instagramLogin,
  loadFacebookSdk,
  type FacebookAnswer,
  type FacebookSetup,
  type InstagramAnswer,
  type InstagramSetup,
  type SocialAuthReason,
  type SocialReturn,
} from '../../services/socialLogin';
import type { AnalyticsEvent } from '../../src/analytics';

export type { SocialReturn } from '../../services/socialLogin';

/** What the page configures of social connect, and the answer it was opened with. */
export interface SocialSetup {
  /** portal-6.3: which buttons show (configuration can hide each). */
  shown: { instagram: boolean; facebook: boolean };
  instagram: InstagramSetup;
  facebook: FacebookSetup;
  /** portal-2.2: the Instagram answer of this page's address (back from a login the popup could not show), or null. */
  returned: SocialReturn | null;
}

export interface SocialInput extends SocialSetup {
  region: Region;
}

export interface SocialContext extends SocialInput {
  /** The award being connected (portal-7.11). */
  kind: SocialAwardType | null;
  /** Why the last login did not connect. */
  reason: SocialAuthReason | null;
}

export type SocialEvent = { type: 'social.connect'; kind: SocialAwardType } | { type: 'social.retry' };

type Answer = { answer: InstagramAnswer };

export const socialMachine = setup({
  types: {
    context: {} as SocialContext,
    events: {} as SocialEvent,
    input: {} as SocialInput,
    tags: {} as 'busy',
  },
  actors: {
    instagramLogin: fromCall<InstagramAnswer, { setup: InstagramSetup }>(({ input, signal }) => instagramLogin(input.setup, { signal })),
    facebookSdk: fromCall<void, { setup: FacebookSetup }>(({ input, signal }) => loadFacebookSdk(input.setup, { signal })),
    facebookLogin: fromCall<FacebookAnswer, Record<string, never>>(() => facebookLogin()),
    award: fromCall<SuccessAnswer, { region: Region; type: SocialAwardType }>(({ input, signal }) => socialAward(input.type, { region: input.region, signal })),
  },
  guards: {
    /** portal-2.2: the page came back from Instagram with a code. */
    returnedWithCode: ({ context }) => context.returned !== null && 'code' in context.returned,
    /** portal-2.2: the page came back from Instagram with an error. */
    returnedWithError: ({ context }) => context.returned !== null && 'error' in context.returned,
    /** portal-6.3: the button pressed is shown. */
    offered: ({ context }, p: { kind: SocialAwardType; want: SocialAwardType }) =>
      p.kind === p.want && (p.want === 'IGConnect' ? context.shown.instagram : context.shown.facebook),
    connected: (_, p: Answer) => p.answer.outcome === 'code',
    refused: (_, p: Answer) => p.answer.outcome === 'denied',
    blocked: (_, p: Answer) => p.answer.outcome === 'blocked',
    facebookConnected: (_, p: { answer: FacebookAnswer }) => p.answer.outcome === 'connected',
  },
  actions: {
    assignKind: assign((_, p: { kind: SocialAwardType }) => ({ kind: p.kind })),
    assignReason: assign((_, p: { reason: SocialAuthReason }) => ({ reason: p.reason })),
    /** The answer of the address, read once: a retry or a tab shown again does not read it again. */
    takeReturned: assign(({ context }) => ({
      kind: 'IGConnect' as const,
      reason: context.returned && 'error' in context.returned ? context.returned.error : null,
      returned: null,
    })),
    /** Browser effects, passed up by the rewards chart to the portal's widget. */
    reload: () => {},
    navigate: (_, _p: { url: string }) => {},
    track: (_, _event: AnalyticsEvent) => {},
  },
}).createMachine({
  id: 'social',
  description: 'Social connect: connect Instagram or Facebook for points',
  context: ({ input }) => ({ ...input, kind: null, reason: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Did the page come back from the Instagram login?',
      always: [
        { guard: 'returnedWithCode', target: 'awarding', actions: 'takeReturned' },
        { guard: 'returnedWithError', target: 'ready.authFailed', actions: 'takeReturned' },
        { target: 'ready' },
      ],
    },
    ready: {
      description: 'The connect buttons, each unless the configuration hides it',
      meta: { spec: ['portal-6.3', 'portal-1.1'] },
      initial: 'idle',
      on: {
        'social.connect': [
          {
            guard: { type: 'offered', params: ({ event }) => ({ kind: event.kind, want: 'IGConnect' as const }) },
            target: 'instagram',
            actions: { type: 'assignKind', params: { kind: 'IGConnect' } },
          },
          {
            guard: { type: 'offered', params: ({ event }) => ({ kind: event.kind, want: 'FBConnect' as const }) },
            target: 'facebook',
            actions: { type: 'assignKind', params: { kind: 'FBConnect' } },
          },
        ],
      },
      states: {
        idle: { description: 'Nothing connected yet' },
        authFailed: {
          description: 'The login was refused, cancelled or failed: said, and logged',
          meta: { spec: ['portal-8.6', 'portal-2.2'] },
          entry: {
            type: 'track',
            params: ({ context }) => ({
              event: 'portal_error',
              message: 'social connect auth error',
              network: context.kind ?? 'IGConnect',
              reason: context.reason ?? 'failed',
            }),
          },
        },
        awardFailed: {
          description: "The award failed: 'social connect api error' logged, a retry",
          meta: { spec: ['portal-8.6'] },
          entry: { type: 'track', params: ({ context }) => ({ event: 'portal_error', message: 'social connect api error', network: context.kind ?? 'IGConnect' }) },
          on: { 'social.retry': { target: '#social.awarding' } },
        },
      },
    },
    instagram: {
      description: 'The Instagram login in its popup, waiting for its answer',
      tags: ['busy'],
      meta: { spec: ['portal-7.17'] },
      invoke: {
        id: 'instagramLogin',
        src: 'instagramLogin',
        input: ({ context }) => ({ setup: context.instagram }),
        onDone: [
          { guard: { type: 'connected', params: ({ event }) => ({ answer: event.output }) }, target: 'awarding' },
          {
            guard: { type: 'refused', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready.authFailed',
            actions: { type: 'assignReason', params: ({ event }) => ({ reason: event.output.outcome === 'denied' ? event.output.reason : 'failed' }) },
          },
          {
            // No popup: this page goes to the login, which brings it back (the portal takes the navigation: it is leaving, this chart stops).
            guard: { type: 'blocked', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready.idle',
            actions: { type: 'navigate', params: ({ event }) => ({ url: event.output.outcome === 'blocked' ? event.output.url : '' }) },
          },
          // Closed without an answer: the buttons again, nothing said.
          { target: 'ready.idle' },
        ],
        // No onError: the login never fails as a call (services/socialLogin.ts), every failure is an answer.
      },
    },
    facebook: {
      description: 'The Facebook login',
      initial: 'loadingSdk',
      states: {
        loadingSdk: {
          description: 'Loading the Facebook SDK (only now, on the press)',
          tags: ['busy'],
          meta: { spec: ['portal-7.17'] },
          invoke: {
            id: 'facebookSdk',
            src: 'facebookSdk',
            input: ({ context }) => ({ setup: context.facebook }),
            onDone: { target: 'loggingIn' },
            onError: { target: '#social.ready.authFailed', actions: { type: 'assignReason', params: { reason: 'sdk' } } },
          },
        },
        loggingIn: {
          description: "The Facebook login dialog, waiting for the customer's answer",
          tags: ['busy'],
          meta: { spec: ['portal-7.17'] },
          invoke: {
            id: 'facebookLogin',
            src: 'facebookLogin',
            input: () => ({}),
            onDone: [
              { guard: { type: 'facebookConnected', params: ({ event }) => ({ answer: event.output }) }, target: '#social.awarding' },
              {
                target: '#social.ready.authFailed',
                actions: { type: 'assignReason', params: ({ event }) => ({ reason: event.output.outcome === 'failed' ? 'failed' : 'cancelled' }) },
              },
            ],
            // No onError, as for Instagram: a login that cannot run answers `failed`.
          },
        },
      },
    },
    awarding: {
      description: 'Asking for the social connect award of the type (awarded: the page reloads)',
      tags: ['busy'],
      meta: { spec: ['portal-7.11', 'portal-4.15'] },
      invoke: {
        id: 'award',
        src: 'award',
        input: ({ context }) => ({ region: context.region, type: context.kind ?? 'IGConnect' }),
        // Awarded: the page reloads, the points shown again (the portal takes the reload: it is leaving, this chart stops).
        onDone: { target: 'ready.idle', actions: 'reload' },
        onError: { target: 'ready.awardFailed' },
      },
    },
  },
});

export type SocialMachine = typeof socialMachine;
