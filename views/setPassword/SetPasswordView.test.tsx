/**
 * The set-new-password page as a visitor uses it, in both languages: the live checklist, the
 * show/hide toggles, the configured mismatch and failure messages, the unavailable submit, and the
 * changed-password view (the widget's whole app, with the call held).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SANDBOX_RESET_TOKENS } from '../../fixtures/data/passwords';
import setPassword from '../../src/flows/setPassword';
import { loadFlow } from '../../src/flows/kit';
import { formText } from '../../src/i18n/form';
import { setPasswordText } from '../../src/i18n/setPassword';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks } from '../../src/paths/play';
import type { PasswordRequirement } from '../../src/rules/password';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(setPassword);

function renderPage(lang: 'en' | 'es', query = `?token=${SANDBOX_RESET_TOKENS.valid}`, config: Record<string, unknown> = {}) {
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const url = new URL(`http://localhost${lang === 'es' ? '/es' : ''}/set-password/${query}`);
  const { App } = flow.widget;
  render(<App page={{ lang, url, config }} effects={effects} actors={controller.actors} />);
  return { controller, effects, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('set-new-password page (%s)', (lang) => {
  const t = setPasswordText[lang];
  const password = () => screen.getByLabelText(t.form.password);
  const verify = () => screen.getByLabelText(t.form.verify);
  const submit = () => screen.getByRole('button', { name: t.form.submit });
  /** What a screen reader reads for a requirement: its text and "met" or "not met". */
  const item = (requirement: PasswordRequirement) => screen.getByText(t.checklist[requirement]).textContent ?? '';
  const states = () =>
    (['length', 'lowercase', 'uppercase', 'digit', 'special'] as const).map((r) => item(r).endsWith(`: ${t.checklist.met}`));

  it('[site-2.29] [site-5.5] [site-9.6] the checklist follows the password as it is typed, each item met or not in words', async () => {
    const { user } = renderPage(lang);
    expect(item('length')).toBe(`${t.checklist.length}: ${t.checklist.notMet}`);
    expect(states()).toEqual([false, false, false, false, false]);
    await user.type(password(), 'abc');
    expect(states()).toEqual([false, true, false, false, false]);
    await user.type(password(), 'D1');
    expect(states()).toEqual([false, true, true, true, false]);
    await user.type(password(), '!');
    expect(states()).toEqual([true, true, true, true, true]);
    expect(item('special')).toBe(`${t.checklist.special}: ${t.checklist.met}`);
    // Thirteen characters: too long again (site-9.6).
    await user.type(password(), 'xyzwvut');
    expect(states()).toEqual([false, true, true, true, true]);
    // The field describes itself with the checklist.
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(t.checklist.title));
  });

  it('[site-2.29] each password has its own show/hide toggle: a real button, aria-pressed, named in the page language', async () => {
    const { user } = renderPage(lang);
    const showNew = screen.getByRole('button', { name: t.form.showPassword });
    const showVerify = screen.getByRole('button', { name: t.form.showVerify });
    expect(showNew.tagName).toBe('BUTTON');
    expect(showNew).toHaveAttribute('type', 'button');
    expect(showNew).toHaveTextContent(t.form.show);
    expect(showNew).toHaveAttribute('aria-pressed', 'false');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(showNew);
    expect(showNew).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
    expect(verify()).toHaveAttribute('type', 'password');
    await user.click(showVerify);
    expect(verify()).toHaveAttribute('type', 'text');
    await user.click(showNew);
    expect(showNew).toHaveAttribute('aria-pressed', 'false');
    expect(password()).toHaveAttribute('type', 'password');
    // Both fields are new passwords for the browser's password manager.
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(verify()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('[site-5.5] [site-8.9] a repeat that differs shows the wrong-password message on the repeat field', async () => {
    const { user } = renderPage(lang);
    await user.type(password(), 'Tejas#2026');
    await user.type(verify(), 'Tejas#2025');
    await user.tab();
    expect(verify()).toHaveAttribute('aria-invalid', 'true');
    expect(verify()).toHaveAccessibleDescription(expect.stringContaining(t.configured.mismatch));
    // Still unavailable: pressing shows the summary and sends nothing.
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('[site-5.5] [site-8.9] the configured wrong-password message replaces the catalog one', async () => {
    const { user } = renderPage(lang, `?token=${SANDBOX_RESET_TOKENS.valid}`, { messages: { mismatch: 'Passwords must be identical.' } });
    await user.type(password(), 'Tejas#2026');
    await user.type(verify(), 'Tejas#2026 ');
    await user.tab();
    expect(verify()).toHaveAccessibleDescription(expect.stringContaining('Passwords must be identical.'));
    expect(screen.queryByText(t.configured.mismatch)).toBeNull();
  });

  it('[site-5.5] the submit is unavailable until both passwords are acceptable: pressing it lists the problems and calls nothing', async () => {
    const { user, controller } = renderPage(lang);
    expect(await screen.findByText(formText[lang].fixErrors)).toBeVisible();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(password(), 'abcdef');
    await user.click(submit());
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: t.errors.passwordInvalid })).toBeVisible();
    expect(within(summary).getByRole('link', { name: t.errors.verifyRequired })).toBeVisible();
    expect(controller.calls).toHaveLength(0);
    await user.clear(password());
    await user.type(password(), 'Abcdef1!');
    await user.type(verify(), 'Abcdef1!');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('[site-8.9] [site-5.5] a failed call shows the configured failure message, with a link for a new email', async () => {
    const { user, controller } = renderPage(lang, `?token=${SANDBOX_RESET_TOKENS.expired}`, { messages: { failure: 'That did not work. Ask us again.' } });
    await user.type(password(), 'Tejas#2026');
    await user.type(verify(), 'Tejas#2026');
    await user.click(submit());
    await act(async () => {
      controller.settle('setPassword', { error: { kind: 'rejected', status: 200, message: 'expired' } });
      await flushMicrotasks();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('That did not work. Ask us again.');
    expect(screen.queryByText(t.configured.failure)).toBeNull();
    expect(within(alert).getByRole('link', { name: t.newLink })).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/forgot-password/`);
    // The server's words are not shown: only the configured message.
    expect(alert).not.toHaveTextContent('expired');
  });

  it('[site-4.15] [site-2.29] success replaces the form with the changed-password header and a sign-in link in the page language', async () => {
    const { user, controller } = renderPage(lang, `?token=${SANDBOX_RESET_TOKENS.california}&state=CA`);
    await user.type(password(), 'Tejas#2026');
    await user.type(verify(), 'Tejas#2026');
    await user.click(submit());
    // site-6.2: state=ca, in any case, is the California endpoint.
    expect(controller.lastInput('setPassword')).toMatchObject({ token: SANDBOX_RESET_TOKENS.california, region: 'ca' });
    await act(async () => {
      controller.settle('setPassword', { done: { isSuccess: true, message: null } });
      await flushMicrotasks();
    });
    expect(screen.getByRole('heading', { name: t.changed.title })).toHaveFocus();
    expect(screen.getByRole('link', { name: t.changed.signIn })).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/sign-in/`);
    expect(screen.queryByLabelText(t.form.password)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[site-2.29] a page opened without a token, or with a blank one, shows a message and a link to forgot password, not the form', () => {
    for (const query of ['', '?token=%20%20', '?state=ca']) {
      const { effects } = renderPage(lang, query);
      expect(screen.getByRole('heading', { name: t.noLink.title })).toBeVisible();
      expect(screen.getByRole('link', { name: t.noLink.action })).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/forgot-password/`);
      expect(screen.queryByLabelText(t.form.password)).toBeNull();
      expect(effects.removedParams).toEqual([]);
      cleanup();
    }
  });

  it('[site-2.29] a configured sign-in page is where the changed view links', async () => {
    const { user, controller } = renderPage(lang, `?token=${SANDBOX_RESET_TOKENS.valid}`, { signInPage: '/members/sign-in/' });
    await user.type(password(), 'Tejas#2026');
    await user.type(verify(), 'Tejas#2026');
    await user.click(submit());
    await act(async () => {
      controller.settle('setPassword', { done: { isSuccess: true, message: null } });
      await flushMicrotasks();
    });
    expect(screen.getByRole('link', { name: t.changed.signIn })).toHaveAttribute('href', '/members/sign-in/');
  });
});
