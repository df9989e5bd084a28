/**
 * The header's account control (site-2.28, site-6.1, portal-1.4), on every page. A visitor with no
 * valid customer token sees the sign-in link the page was built with, and the page loads none of
 * this (src/mount.ts checks the stored token first). With one, this chart runs: the menu button
 * says "My account" while the profile loads, then the customer's name; its menu holds sign-out,
 * which has the API revoke the token (services/customer.ts logout, at most 3 s), then clears the
 * stored token and goes to the configured sign-in page. A profile answer saying
 * the token is no longer valid (401, or no token left to send) clears it and shows the sign-in
 * link; any other failure keeps "My account" and the menu. Signing out in another tab of the site
 * (the page hears its storage change, src/widgets/accountHeader.tsx) signs this header out too.
 *
 * The name and the menu are parallel regions: the menu opens (and sign-out works) while the name
 * is still loading or could not be read.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { getProfile, isTokenRefused, logout, type CustomerProfile, type LogoutAnswer } from '../services/customer';
import type { Region } from '../services/http';

export interface AccountHeaderInput {
  /** site-2.28: the configured sign-in page (default: /sign-in/ in the page's language). */
  signInPage: string;
  /** The stored customer token's email ('' when it could not be read). */
  email: string;
  /** site-6.2: the customer's endpoint, from the stored token's state (`ca`: California). */
  region: Region;
}

export interface AccountHeaderContext extends AccountHeaderInput {
  /** The customer's name from the profile (site-3.13). */
  name: string | null;
}

export type AccountHeaderEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'session.signOut' }
  /** Fact: another tab signed out (the stored customer token is gone). */
  | { type: 'session.ended' };

const profileAnswer = ({ event }: { event: { output: CustomerProfile } }) => ({ profile: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const accountHeaderMachine = setup({
  types: {
    context: {} as AccountHeaderContext,
    events: {} as AccountHeaderEvent,
    input: {} as AccountHeaderInput,
    tags: {} as 'loading' | 'leaving',
  },
  actors: {
    profile: fromCall<CustomerProfile, { region: Region }>(({ input, signal }) => getProfile({ region: input.region, signal })),
    logout: fromCall<LogoutAnswer, { region: Region }>(({ input, signal }) => logout({ region: input.region, signal })),
  },
  guards: {
    tokenRefused: (_, p: { error: unknown }) => isTokenRefused(p.error),
  },
  actions: {
    assignName: assign((_, p: { profile: CustomerProfile }) => ({ name: p.profile.name })),
    /** Browser effects, provided where the actor is created (src/widgets/accountHeader.tsx). */
    clearToken: () => {},
    navigate: (_, _p: { url: string }) => {},
  },
}).createMachine({
  id: 'accountHeader',
  description: "The header's account control of a signed-in customer",
  context: ({ input }) => ({ ...input, name: null }),
  initial: 'signedIn',
  states: {
    signedIn: {
      description: 'A stored customer token: the account menu button in the header',
      meta: { spec: ['site-2.28', 'site-6.1', 'portal-1.4'] },
      type: 'parallel',
      // The other tab removed the token already: nothing to clear, no page to go to.
      on: { 'session.ended': { target: 'signedOut' } },
      states: {
        profile: {
          initial: 'loading',
          states: {
            loading: {
              description: 'Reading the profile: the button says "My account"',
              tags: ['loading'],
              meta: { spec: ['site-7.10', 'site-6.2'] },
              invoke: {
                id: 'profile',
                src: 'profile',
                input: ({ context }) => ({ region: context.region }),
                onDone: { target: 'loaded', actions: { type: 'assignName', params: profileAnswer } },
                onError: [
                  { guard: { type: 'tokenRefused', params: failure }, target: '#accountHeader.signedOut', actions: 'clearToken' },
                  { target: 'failed' },
                ],
              },
            },
            loaded: {
              description: "The customer's name on the button",
              meta: { spec: ['site-2.28', 'site-3.13'] },
            },
            failed: { description: 'The profile could not be read: the button keeps "My account"' },
          },
        },
        menu: {
          initial: 'closed',
          states: {
            closed: {
              description: 'The menu is closed',
              on: { 'menu.toggle': { target: 'open' } },
            },
            open: {
              description: 'The menu is open: who is signed in, and sign-out',
              meta: { spec: ['site-2.28'] },
              on: {
                'menu.toggle': { target: 'closed' },
                // Escape (focus back on the button) or a click outside the menu.
                'menu.close': { target: 'closed' },
                'session.signOut': { target: '#accountHeader.revoking' },
              },
            },
          },
        },
      },
    },
    signedOut: {
      description: 'The token is no longer valid (cleared), or another tab signed out: the header shows the sign-in link',
      meta: { spec: ['site-2.28', 'site-6.1'] },
    },
    revoking: {
      description: 'Sign-out: the API revokes the token (at most 3 s; the page signs out whatever it answers)',
      // On its way to the sign-in page: the control cannot be used again meanwhile.
      tags: ['leaving'],
      meta: { spec: ['site-2.28'] },
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ region: context.region }),
        onDone: { target: 'signingOut' },
        onError: { target: 'signingOut' },
      },
    },
    signingOut: {
      description: 'Sign-out: the stored token cleared, then the configured sign-in page',
      // Not final: Back may bring the page again from the browser's cache, and the widget root
      // then starts the flow again (src/widgets/createWidget.tsx, LEAVING_TAG).
      tags: ['leaving'],
      meta: { spec: ['site-2.28'] },
      entry: ['clearToken', { type: 'navigate', params: ({ context }) => ({ url: context.signInPage }) }],
    },
  },
});

export type AccountHeaderMachine = typeof accountHeaderMachine;
