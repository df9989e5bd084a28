/**
 * The forgot-password flow's own checks through the rendered view (English): every generated path
 * is played as a user would and every state's screen is checked (forgotPassword.screens.ts); at the
 * states below, what the screen cannot show: the calls' inputs, storage and analytics. The generic
 * suite (src/flows/flows.view.en.test.tsx and flows.view.es.test.tsx) walks the same paths in both
 * languages.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPED_EMAIL } from '../../fixtures/models/forgotPassword.model';
import forgotPassword from '../../src/flows/forgotPassword';
import { loadFlow } from '../../src/flows/kit';
import { forgotPasswordText } from '../../src/i18n/forgotPassword';
import { generatePaths } from '../../src/paths/model';
import { fieldsForStep } from '../../src/paths/screens';
import { playFlowPath } from '../../src/testing/flows';

const flow = await loadFlow(forgotPassword);
const generated = generatePaths(flow.model);
const t = forgotPasswordText.en;

describe('[site-2.23 site-4.18 site-5.4] forgot password through the view: every path, with the calls, storage and analytics', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      // What the user types: the sandbox address of the path's answers (a Texas, California or unknown one).
      const typed = fieldsForStep(path, path.steps.findIndex((s) => s.kind === 'user')).email ?? TYPED_EMAIL;
      const rendered = await playFlowPath(flow, 'en', path, ({ controller }) => ({
        // [site-7.3] the typed address is checked on the main (brand) endpoint first.
        'probe:checkingMain': () => expect(controller.lastInput('checkMain')).toEqual({ email: typed }),
        // [site-7.3 site-6.2] then on the California endpoint.
        'probe:checkingCa': () => expect(controller.lastInput('checkCa')).toEqual({ email: typed }),
        // [site-7.4] the reset email goes to the address typed.
        'form.sending': () => expect(controller.lastInput('sendReset')).toMatchObject({ email: typed }),
        // A failed call keeps the email typed, to try again.
        'form.failed': () => {
          expect(screen.getByRole('textbox', { name: t.form.email })).toHaveValue(typed);
        },
        // [site-2.23 site-4.18] the message-sent view names the address typed, the same words either way.
        sent: () => {
          expect(screen.getByText(t.sent.body.replace('{email}', typed))).toBeVisible();
        },
      }));
      // Nothing of the visit is stored, and analytics hears nothing of the address.
      expect(window.localStorage.length).toBe(0);
      expect(JSON.stringify(rendered.effects.tracked)).not.toContain(typed);
    });
  }
});
