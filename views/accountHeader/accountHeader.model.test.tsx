/**
 * The header account control's own checks through the rendered view (English): the tours of its
 * generated paths (`tourPaths`) are played as a user would and every state's screen is checked (accountHeader.screens.ts);
 * at the states below, what the screen cannot show: the stored token. The generic Spanish suite
 * (src/flows/flows.view.es.test.tsx) walks them in Spanish; this file is their English walk (src/testing/ownTours.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AccountHeaderInput } from '../../machines/accountHeader.machine';
import accountHeader from '../../src/flows/accountHeader';
import { loadFlow } from '../../src/flows/kit';
import { storageKeys } from '../../src/storage';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(accountHeader);
const { tours } = ownTours(flow);

const storedToken = () => window.localStorage.getItem(storageKeys.customerToken());

describe('header account control through the view: its tours (every state, transition and call outcome), with the stored token', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller, effects }) => ({
        // [site-7.10] [site-6.2] the profile is asked on the endpoint of the stored token's state.
        'signedIn.profile.loading': () => expect(controller.lastInput('profile')).toEqual({ region: (path.start.input as AccountHeaderInput).region }),
        // [site-6.1] [portal-1.4] signed in: the stored customer token stays while the name shows (or could not be read).
        'signedIn.profile.loaded': () => expect(storedToken()).not.toBeNull(),
        'signedIn.profile.failed': () => expect(storedToken()).not.toBeNull(),
        // [site-2.28] [site-6.1] a token the API no longer takes is cleared: the visitor is signed out.
        signedOut: () => {
          expect(storedToken()).toBeNull();
          expect(effects.navigated).toEqual([]);
        },
        // [site-2.28] sign-out clears the stored token and goes to the sign-in page.
        signingOut: () => {
          expect(storedToken()).toBeNull();
          expect(effects.navigated).toEqual(['/sign-in/']);
        },
      }));
    });
  }
});
