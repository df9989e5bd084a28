/**
 * The set-new-password flow's own checks through the rendered view (English): the tours of its generated paths (`tourPaths`)
 * are played as a user would and every state's screen is checked (setPassword.screens.ts); at the
 * states below, what the screen cannot show: the address bar, the call's input, storage and
 * analytics. This file is their only English walk (src/testing/ownTours.ts);
 * the generic suite (src/flows/flows.view.es.test.tsx) walks them in Spanish.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD } from '../../fixtures/models/setPassword.model';
import type { SetPasswordInput } from '../../machines/setPassword.machine';
import setPassword from '../../src/flows/setPassword';
import { loadFlow } from '../../src/flows/kit';
import { setPasswordText } from '../../src/i18n/setPassword';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(setPassword);
const { tours } = ownTours(flow);
const t = setPasswordText.en;

/** Everything the page wrote to storage, as one text. */
function storedText(): string {
  const all: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i) ?? '';
    all.push(key, window.localStorage.getItem(key) ?? '');
  }
  for (let i = 0; i < window.sessionStorage.length; i += 1) {
    const key = window.sessionStorage.key(i) ?? '';
    all.push(key, window.sessionStorage.getItem(key) ?? '');
  }
  return all.join('\n');
}

describe('[site-2.29 site-4.15 site-5.5 site-8.9 site-9.6] set-new-password through the view: its tours (every state, transition and call outcome), with the address bar, the call, storage and analytics', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const input = path.start.input as SetPasswordInput;
      const rendered = await playFlowPath(flow, 'en', path, ({ controller, effects }) => ({
        // [site-2.29] the token is read, then leaves the address bar at once.
        'form.editing': () => expect(effects.removedParams).toEqual(['token']),
        // [site-3.12 site-7.9 site-6.2] the typed passwords go with the link's token to its endpoint.
        'form.submitting': () =>
          expect(controller.lastInput('setPassword')).toEqual({
            token: input.token,
            password: NEW_PASSWORD,
            passwordVerify: NEW_PASSWORD,
            region: input.region,
          }),
        // [site-5.5 site-8.9] a failure keeps both passwords typed, to try again.
        'form.failed': () => {
          expect(screen.getByLabelText(t.form.password)).toHaveValue(NEW_PASSWORD);
          expect(screen.getByLabelText(t.form.verify)).toHaveValue(NEW_PASSWORD);
        },
        // [site-4.15] the form is gone: no password field is left on the page.
        changed: () => expect(document.querySelector('input')).toBeNull(),
        // [site-2.29] no token: nothing to remove.
        noLink: () => expect(effects.removedParams).toEqual([]),
      }));
      // The password and the token reach neither storage nor analytics.
      const tracked = JSON.stringify(rendered.effects.tracked);
      expect(tracked).not.toContain(NEW_PASSWORD);
      expect(storedText()).not.toContain(NEW_PASSWORD);
      if (input.token) {
        expect(tracked).not.toContain(input.token);
        expect(storedText()).not.toContain(input.token);
      }
    });
  }
});
