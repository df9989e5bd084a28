/**
 * The sign-in flow's own checks through the rendered view (English): the tours of its generated paths (`tourPaths`) are
 * played as a user would and every state's screen is checked (signIn.screens.ts); at the states
 * below, what the screen cannot show: the page's storage. The generic Spanish suite
 * (src/flows/flows.view.es.test.tsx) walks them in Spanish; this file is their English walk (src/testing/ownTours.ts).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MAGIC } from '../../fixtures/data/accounts';
import signIn from '../../src/flows/signIn';
import { loadFlow } from '../../src/flows/kit';
import { signInText } from '../../src/i18n/signIn';
import type { PathStep } from '../../src/paths/model';
import { storageKeys } from '../../src/storage';
import { customerTokenRecordSchema, MINUTE_MS } from '../../src/storage/tokens';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(signIn);
const { tours } = ownTours(flow);
const t = signInText.en;

/** Everything the page's storage holds, key by value. */
function storageNow(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i)!;
    out[key] = window.localStorage.getItem(key) ?? '';
  }
  return out;
}

/** No storage of the page holds the typed password, in any form (as typed, or base64 as the old site encoded it). */
function expectNoPassword(): void {
  const typed = (screen.getByLabelText(t.passwordLabel) as HTMLInputElement).value;
  expect(typed).not.toBe('');
  const everything = JSON.stringify([storageNow(), { ...window.sessionStorage }, document.cookie]);
  expect(everything).not.toContain(typed);
  expect(everything).not.toContain(btoa(typed));
}

const WAIT_KEY = storageKeys.signInWait('bluebonnet');

/** The refusals of a path up to a step (a wrong password, or no customer anywhere). */
function refusalsUpTo(steps: readonly PathStep[], step: PathStep): number {
  return steps.slice(0, steps.indexOf(step) + 1).filter((s) => /^(a wrong password|no customer on either endpoint)$/.test(s.outcome?.label ?? '')).length;
}

/** The storage holds the refusals in a row (none: nothing at all), with the lifetime of the count, and nothing else. */
function expectOnlyTheWait(refusals: number): void {
  const stored = storageNow();
  if (refusals === 0) {
    expect(stored).toEqual({});
    return;
  }
  expect(Object.keys(stored).sort()).toEqual([WAIT_KEY, `${WAIT_KEY}-expires`]);
  const record = JSON.parse(stored[WAIT_KEY] ?? 'null') as Record<string, unknown>;
  expect(Object.keys(record).sort()).toEqual(['failures', 'until']);
  expect(record.failures).toBe(refusals);
}

describe('sign-in through the view: its tours (every state, transition and call outcome), with what the page stores', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ effects }) => ({
        // [site-4.16] [site-3.19] [site-1.6] signed in: the token is stored with the email, the state and a 30-minute expiry.
        loadingProfile: () => {
          const record = customerTokenRecordSchema.parse(JSON.parse(window.localStorage.getItem(storageKeys.customerToken()) ?? 'null'));
          expect(record.email).toBe((screen.getByRole('textbox', { name: t.emailLabel }) as HTMLInputElement).value);
          expect([SIGN_IN_MAGIC.mainCustomer, SIGN_IN_MAGIC.californiaCustomer]).toContain(record.email);
          expect(record.state).toBe(path.steps.some((s) => s.actorId === 'checkCa' && s.outcome?.label.startsWith('a customer')) ? 'ca' : null);
          expect(record.expiresAt - record.createdAt).toBe(30 * MINUTE_MS);
          expectNoPassword();
        },
        // [site-4.16] [portal-9.14] on the welcome page: the storage holds the token record and its expiry, and nothing else
        // (remember-me was not ticked: no email is kept).
        welcome: () => {
          expect(Object.keys(storageNow()).sort()).toEqual(['customer-token', 'customer-token-expires']);
          expectNoPassword();
          expect(effects.navigated).toEqual(['/portal/']);
        },
        // [site-8.9] a refusal stores only the count of refusals in a row (and when the next try may go: no
        // email, no password); a failure adds nothing; what was typed stays in the fields.
        'form.refused': (step) => {
          expectOnlyTheWait(refusalsUpTo(path.steps, step));
          expect(screen.getByRole('textbox', { name: t.emailLabel })).not.toHaveValue('');
          expectNoPassword();
        },
        'form.unavailable': (step) => {
          expectOnlyTheWait(refusalsUpTo(path.steps, step));
          expect(screen.getByRole('textbox', { name: t.emailLabel })).not.toHaveValue('');
          expectNoPassword();
        },
      }));
    });
  }
});
