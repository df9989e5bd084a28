/**
 * The forgot-password flow's own checks through the rendered view (English): the tours of its generated paths (`tourPaths`)
 * are played as a user would and every state's screen is checked (forgotPassword.screens.ts); at the
 * states below, what the screen cannot show: the calls' inputs, storage and analytics. This file is their only English walk (src/testing/ownTours.ts);
 * the generic suite (src/flows/flows.view.es.test.tsx) walks them in Spanish.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPED_EMAIL } from '../../fixtures/models/forgotPassword.model';
import forgotPassword from '../../src/flows/forgotPassword';
import { loadFlow } from '../../src/flows/kit';
import { forgotPasswordText } from '../../src/i18n/forgotPassword';
import type { PathStep } from '../../src/paths/model';
import { fieldsForStep } from '../../src/paths/screens';
import { storageKeys } from '../../src/storage';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(forgotPassword);
const { tours } = ownTours(flow);
const t = forgotPasswordText.en;
const WAIT_KEY = storageKeys.resetWait('bluebonnet');

describe('[site-2.23 site-4.18 site-5.4] forgot password through the view: its tours (every state, transition and call outcome), with the calls, storage and analytics', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      // What the user types at each submit: the sandbox address of the answers after it (a Texas, California or unknown one).
      const typedAt = (step: PathStep): string => {
        const at = path.steps.indexOf(step);
        const submit = path.steps.slice(0, at + 1).findLastIndex((s) => s.kind === 'user');
        return fieldsForStep(path, submit).email ?? TYPED_EMAIL;
      };
      const typedEver = path.steps.map((s, i) => (s.kind === 'user' ? (fieldsForStep(path, i).email ?? TYPED_EMAIL) : null)).filter((e) => e !== null);
      const rendered = await playFlowPath(flow, 'en', path, ({ controller }) => ({
        // [site-7.3] the typed address is checked on the main (brand) endpoint first.
        'probe:checkingMain': (step) => expect(controller.lastInput('checkMain')).toEqual({ email: typedAt(step) }),
        // [site-7.3 site-6.2] then on the California endpoint.
        'probe:checkingCa': (step) => expect(controller.lastInput('checkCa')).toEqual({ email: typedAt(step) }),
        // [site-7.4] the reset email goes to the address typed.
        'form.sending': (step) => expect(controller.lastInput('sendReset')).toMatchObject({ email: typedAt(step) }),
        // A failed call, or the API's limit, keeps the email typed, to try again.
        'form.failed': (step) => {
          expect(screen.getByRole('textbox', { name: t.form.email })).toHaveValue(typedAt(step));
        },
        'form.limited': (step) => {
          expect(screen.getByRole('textbox', { name: t.form.email })).toHaveValue(typedAt(step));
        },
        // [site-2.23 site-4.18] the message-sent view names the address typed, the same words either way.
        sent: (step) => {
          expect(screen.getByText(t.sent.body.replace('{email}', typedAt(step)))).toBeVisible();
        },
      }));
      // Only the count of requests in a row is stored (no address), and analytics hears nothing of the address.
      const stored = Object.keys(window.localStorage).sort();
      expect(stored.every((key) => key.startsWith(WAIT_KEY))).toBe(true);
      const everything = JSON.stringify([{ ...window.localStorage }, rendered.effects.tracked]);
      for (const typed of typedEver) expect(everything).not.toContain(typed);
    });
  }
});
