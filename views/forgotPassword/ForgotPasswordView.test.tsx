/**
 * The forgot-password page as a visitor uses it, in both languages: the button unavailable until the
 * email is valid, the same "message sent" view for a known and an unknown address, and the
 * try-again error that keeps the email (the widget's whole app, with the calls held).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MAGIC } from '../../fixtures/data/accounts';
import forgotPassword from '../../src/flows/forgotPassword';
import { loadFlow } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { formText } from '../../src/i18n/form';
import { forgotPasswordText } from '../../src/i18n/forgotPassword';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks } from '../../src/paths/play';
import type { ActorResult } from '../../src/paths/types';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(forgotPassword);

function renderPage(lang: 'en' | 'es', config: Record<string, unknown> = {}) {
  const controller = createActorController(flow.widget.machine);
  const url = new URL(`http://localhost${lang === 'es' ? '/es' : ''}/forgot-password/`);
  const { App } = flow.widget;
  const view = render(<App page={{ lang, url, config }} effects={recordingEffects()} actors={controller.actors} />);
  const answer = async (id: string, result: ActorResult) => {
    await act(async () => {
      controller.settle(id, result);
      await flushMicrotasks();
    });
  };
  return { controller, answer, view, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('forgot-password page (%s)', (lang) => {
  const t = forgotPasswordText[lang];
  const email = () => screen.getByRole('textbox', { name: t.form.email });
  const submit = () => screen.getByRole('button', { name: t.form.submit });

  it('[site-5.4] the button is unavailable until the email matches the pattern, and says why', async () => {
    const { user, controller } = renderPage(lang);
    expect(await screen.findByText(formText[lang].fixErrors)).toBeVisible();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(email(), 'maria.garcia@example');
    await user.tab();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(t.errors.emailInvalid));
    // Pressing it lists the problem, moves focus there, and calls nothing.
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(controller.calls).toHaveLength(0);
    await user.type(email(), '.com');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(formText[lang].fixErrors)).toBeNull();
  });

  it('[site-4.18] [site-2.23] [site-1.5] a known and an unknown address reach the very same message-sent view', async () => {
    const shown: string[] = [];
    for (const [address, answers] of [
      [SIGN_IN_MAGIC.mainCustomer, [['checkMain', { isCustomerExist: true }], ['sendReset', { isSuccess: true }]]],
      [SIGN_IN_MAGIC.unknown, [['checkMain', { isCustomerExist: false }], ['checkCa', { isCustomerExist: false }]]],
      [SIGN_IN_MAGIC.californiaCustomer, [['checkMain', { isCustomerExist: false }], ['checkCa', { isCustomerExist: true }], ['sendReset', { isSuccess: true }]]],
    ] as const) {
      const { user, answer, view } = renderPage(lang);
      await user.type(email(), address);
      await user.click(submit());
      // The one busy text while any call runs: the screen never tells a check from a send.
      expect(screen.getByRole('button', { name: new RegExp(t.form.sending) })).toHaveAttribute('aria-busy', 'true');
      for (const [id, done] of answers) await answer(id, { done });
      expect(screen.getByRole('heading', { name: t.sent.title })).toHaveFocus();
      expect(screen.getByRole('link', { name: t.sent.signIn })).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/sign-in/`);
      shown.push(view.container.innerHTML.replace(address, '<the address>'));
      view.unmount();
    }
    expect(shown[1]).toBe(shown[0]);
    expect(shown[2]).toBe(shown[0]);
  });

  it('[site-5.4] a failed call shows a clear try-again error in the form and keeps the email', async () => {
    const { user, answer, controller } = renderPage(lang);
    await user.type(email(), SIGN_IN_MAGIC.mainCustomer);
    await user.click(submit());
    await answer('checkMain', { done: { isCustomerExist: true } });
    await answer('sendReset', { error: { kind: 'timeout', status: null, message: 'No answer within 20000 ms.' } });
    expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
    expect(email()).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    // Trying again asks from the start, and goes through.
    await user.click(submit());
    expect(controller.lastInput('checkMain')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[site-2.23] a configured sign-in page is where the sent view links', async () => {
    const { user, answer } = renderPage(lang, { signInPage: 'https://accounts.example.com/login' });
    await user.type(email(), SIGN_IN_MAGIC.unknown);
    await user.click(submit());
    await answer('checkMain', { done: { isCustomerExist: false } });
    await answer('checkCa', { done: { isCustomerExist: false } });
    expect(screen.getByRole('link', { name: t.sent.signIn })).toHaveAttribute('href', 'https://accounts.example.com/login');
  });
});

describe.each(['en', 'es'] as const)('forgot-password page: the wait after requests in a row, and the API\'s limit (%s)', (lang) => {
  const t = forgotPasswordText[lang];
  const email = () => screen.getByRole('textbox', { name: t.form.email });
  const submit = () => screen.getByRole('button', { name: t.form.submit });
  const WAIT_KEY = 'bluebonnet-reset-wait';

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('each request is counted in the page\'s storage; from the fourth in a row the page waits first, its seconds shown', async () => {
    window.localStorage.setItem(WAIT_KEY, JSON.stringify({ failures: 3, until: Date.now() + 3000 }));
    const { controller, answer } = renderPage(lang);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText(fill(t.wait.seconds.other, { seconds: 3 }))).toBeVisible();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(t.wait.started);
    await user.type(email(), SIGN_IN_MAGIC.mainCustomer);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(controller.calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(t.wait.over);
    expect(email()).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    await user.click(submit());
    await answer('checkMain', { done: { isCustomerExist: true } });
    expect(JSON.parse(window.localStorage.getItem(WAIT_KEY) ?? 'null')).toMatchObject({ failures: 4 });
    await answer('sendReset', { done: { isSuccess: true } });
    expect(await screen.findByRole('heading', { name: t.sent.title })).toBeVisible();
  });

  it('the API refusing more reset emails for the address (HTTP 423) says so without saying whether it has an account; the email stays', async () => {
    const { answer } = renderPage(lang);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(email(), SIGN_IN_MAGIC.resetLimited);
    await user.click(submit());
    await answer('checkMain', { done: { isCustomerExist: true } });
    await answer('sendReset', { error: { kind: 'http', status: 423, message: 'Too many reset emails.' } });
    expect(screen.getByRole('alert')).toHaveTextContent(t.limited);
    expect(screen.queryByText(t.failed)).toBeNull();
    expect(email()).toHaveValue(SIGN_IN_MAGIC.resetLimited);
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });
});
