/**
 * The sign-in page's widget as a visitor uses it, in both languages: the show/hide toggle, the
 * flagged inputs, the form a password manager reads, the configured error and welcome page, and
 * remember-me keeping the email only (the decision in docs/architecture.md).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_PASSWORD, SIGN_IN_MAGIC } from '../../fixtures/data/accounts';
import type { LoginResult } from '../../services/customer';
import type { Lang } from '../../src/config/lang';
import signIn from '../../src/flows/signIn';
import { loadFlow, pagePath } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { signInText } from '../../src/i18n/signIn';
import { createActorController } from '../../src/paths/actors';
import { createStorage, HOUR_MS, storageKeys } from '../../src/storage';
import { fillIn } from '../../src/testing/fill';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(signIn);
const REMEMBER_KEY = storageKeys.rememberMe('bluebonnet');

function renderPage(lang: Lang, config: Record<string, unknown> = {}, query = '') {
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const { App } = flow.widget;
  render(<App page={{ lang, url: new URL(`${pagePath('/sign-in/', lang)}${query}`, 'http://localhost'), config }} effects={effects} actors={controller.actors} />);
  const settle = (id: string, done: unknown) =>
    act(async () => {
      controller.settle(id, { done });
    });
  return { controller, effects, settle, user: userEvent.setup() };
}

/** Everything the page's storage holds. */
function storageNow(): Record<string, string> {
  return Object.fromEntries(Object.keys(window.localStorage).map((k) => [k, window.localStorage.getItem(k) ?? '']));
}

describe.each(['en', 'es'] as const)('sign-in page (%s)', (lang) => {
  const t = signInText[lang];
  const emailBox = () => screen.getByRole('textbox', { name: t.emailLabel });
  const passwordBox = () => screen.getByLabelText(t.passwordLabel) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: t.submit });

  async function signInAs(page: ReturnType<typeof renderPage>, email: string, login: LoginResult = { outcome: 'signedIn', token: 'sbx-session-maria-garcia-1' }) {
    await fillIn(page.user, emailBox(), email);
    await fillIn(page.user, passwordBox(), SANDBOX_PASSWORD);
    await page.user.click(submit());
    await page.settle('checkMain', { isCustomerExist: true });
    await page.settle('login', login);
    if (login.outcome === 'signedIn') await page.settle('profile', { name: 'Maria Garcia' });
  }

  it('[site-2.27] the show/hide toggle is a real button: its name says what it does, aria-pressed says whether the password shows', async () => {
    const { user } = renderPage(lang);
    const toggle = screen.getByRole('button', { name: t.showPassword });
    await fillIn(user, passwordBox(), 'Bluebonnet#2026');
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(passwordBox()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: t.showPassword })).toBe(toggle);
    await user.click(toggle);
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(passwordBox()).toHaveValue('Bluebonnet#2026');
  });

  it('[site-5.6] empty inputs are flagged: the summary takes focus, each field is marked and described, nothing is called', async () => {
    const { user, controller } = renderPage(lang);
    await user.click(submit());
    expect(screen.getByRole('alert', { name: t.summaryTitle })).toHaveFocus();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription(expect.stringContaining(t.errors.emailRequired));
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveAccessibleDescription(expect.stringContaining(t.errors.passwordRequired));
    expect(controller.calls).toEqual([]);
  });

  it('[site-5.6] an email that does not match the pattern gets its message, which goes once it is fixed', async () => {
    const { user, controller } = renderPage(lang);
    await fillIn(user, emailBox(), 'maria.garcia@example');
    await fillIn(user, passwordBox(), 'x');
    await user.click(submit());
    expect(emailBox()).toHaveAccessibleDescription(expect.stringContaining(t.errors.emailPattern));
    expect(passwordBox()).not.toHaveAttribute('aria-invalid');
    await user.type(emailBox(), '.com');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    expect(controller.calls).toEqual([]);
  });

  it('[site-3.18] a real form for the password manager: field names, autocomplete username and current-password, a submit event', async () => {
    const { user, controller } = renderPage(lang);
    const form = screen.getByRole('form', { name: t.formLabel });
    expect(emailBox()).toHaveAttribute('name', 'email');
    expect(emailBox()).toHaveAttribute('autocomplete', 'username');
    expect(passwordBox()).toHaveAttribute('name', 'password');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: t.remember })).toHaveAttribute('name', 'remember');
    expect(form).toContainElement(submit());
    expect(submit()).toHaveAttribute('type', 'submit');
    // Enter in the password field submits the form, as a browser does.
    await fillIn(user, emailBox(), SIGN_IN_MAGIC.mainCustomer);
    await fillIn(user, passwordBox(), SANDBOX_PASSWORD);
    await user.keyboard('{Enter}');
    expect(controller.lastInput('checkMain')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer });
  });

  it('[site-1.6] an email and password the browser filled in without telling the page are sent as shown', async () => {
    const { user, settle, controller } = renderPage(lang);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(emailBox(), SIGN_IN_MAGIC.mainCustomer);
    setValue.call(passwordBox(), SANDBOX_PASSWORD);
    await user.click(submit());
    expect(controller.lastInput('checkMain')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer });
    await settle('checkMain', { isCustomerExist: true });
    expect(controller.lastInput('login')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer, password: SANDBOX_PASSWORD, region: 'main' });
  });

  it('[site-8.9] the configured sign-in error replaces the catalog one; nothing typed is lost', async () => {
    const page = renderPage(lang, { messages: { signInError: 'Those details do not match our records.' } });
    await signInAs(page, SIGN_IN_MAGIC.mainCustomer, { outcome: 'refused', reason: 'credentials' });
    expect(screen.getByRole('alert')).toHaveTextContent('Those details do not match our records.');
    expect(screen.queryByText(t.configured.signInError)).toBeNull();
    expect(emailBox()).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    expect(passwordBox()).toHaveValue(SANDBOX_PASSWORD);
  });

  it('[site-8.9] a blank configured sign-in error leaves the catalog one', async () => {
    const page = renderPage(lang, { messages: { signInError: '  ' } });
    await signInAs(page, SIGN_IN_MAGIC.mainCustomer, { outcome: 'refused', reason: 'credentials' });
    expect(screen.getByRole('alert')).toHaveTextContent(t.configured.signInError);
  });

  it('[site-2.27] [site-4.16] success goes to the configured welcome page', async () => {
    const configured = renderPage(lang, { welcomePage: '/quote/' });
    await signInAs(configured, SIGN_IN_MAGIC.mainCustomer);
    expect(configured.effects.navigated).toEqual(['/quote/']);
  });

  it('[portal-6.2] a page that sent the customer to sign in (?next=, a path of this site) comes first; another origin never', async () => {
    const back = renderPage(lang, { welcomePage: '/quote/' }, `?next=${encodeURIComponent('/portal/?tabid=policies')}`);
    await signInAs(back, SIGN_IN_MAGIC.mainCustomer);
    expect(back.effects.navigated).toEqual(['/portal/?tabid=policies']);
    cleanup();
    for (const next of ['//evil.example/portal/', 'https://evil.example/', '/\\evil.example/']) {
      const elsewhere = renderPage(lang, {}, `?next=${encodeURIComponent(next)}`);
      await signInAs(elsewhere, SIGN_IN_MAGIC.mainCustomer);
      expect(elsewhere.effects.navigated).toEqual([pagePath('/portal/', lang)]);
      cleanup();
    }
  });

  it('[site-2.27] without a configured welcome page, the customer portal in the page language', async () => {
    const page = renderPage(lang);
    await signInAs(page, SIGN_IN_MAGIC.mainCustomer);
    expect(page.effects.navigated).toEqual([pagePath('/portal/', lang)]);
    expect(await screen.findByText(signInText[lang].welcome.replace('{name}', 'Maria Garcia'))).toBeInTheDocument();
  });

  it('[site-3.18] [portal-9.14] remember me keeps the email only, for 168 hours; the storage holds nothing else but the token record', async () => {
    const page = renderPage(lang);
    await page.user.click(screen.getByRole('checkbox', { name: t.remember }));
    const before = Date.now();
    await signInAs(page, SIGN_IN_MAGIC.mainCustomer);
    const after = Date.now();
    const stored = storageNow();
    expect(Object.keys(stored).sort()).toEqual(['bluebonnet-remember-me', 'bluebonnet-remember-me-expires', 'customer-token', 'customer-token-expires']);
    expect(stored[REMEMBER_KEY]).toBe(SIGN_IN_MAGIC.mainCustomer);
    const expires = Number(stored[`${REMEMBER_KEY}-expires`]);
    expect(expires).toBeGreaterThanOrEqual(before + 168 * HOUR_MS);
    expect(expires).toBeLessThanOrEqual(after + 168 * HOUR_MS);
    const everything = JSON.stringify(stored);
    expect(everything).not.toContain(SANDBOX_PASSWORD);
    expect(everything).not.toContain(btoa(SANDBOX_PASSWORD));
  });

  it('[site-3.18] a remembered email is prefilled with the box ticked; unticking it and signing in removes it', async () => {
    createStorage(window.localStorage).set(REMEMBER_KEY, SIGN_IN_MAGIC.mainCustomer, { ttlHours: 168 });
    const page = renderPage(lang);
    expect(emailBox()).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    const box = screen.getByRole('checkbox', { name: t.remember });
    expect(box).toBeChecked();
    await page.user.click(box);
    await fillIn(page.user, passwordBox(), SANDBOX_PASSWORD);
    await page.user.click(submit());
    await page.settle('checkMain', { isCustomerExist: true });
    await page.settle('login', { outcome: 'signedIn', token: 't' });
    await page.settle('profile', { name: 'Maria Garcia' });
    expect(Object.keys(storageNow()).sort()).toEqual(['customer-token', 'customer-token-expires']);
  });

  it('[site-3.18] an older remember-me entry that kept an encoded password is removed, never read', () => {
    window.localStorage.setItem(REMEMBER_KEY, JSON.stringify({ email: SIGN_IN_MAGIC.mainCustomer, password: btoa(SANDBOX_PASSWORD) }));
    renderPage(lang);
    expect(emailBox()).toHaveValue('');
    expect(window.localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });
});

describe.each(['en', 'es'] as const)('sign-in page: the wait after refusals in a row, and the API\'s lockout (%s)', (lang) => {
  const t = signInText[lang];
  const emailBox = () => screen.getByRole('textbox', { name: t.emailLabel });
  const passwordBox = () => screen.getByLabelText(t.passwordLabel) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: t.submit });
  const WAIT_KEY = 'bluebonnet-sign-in-wait';

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderWaitPage() {
    const page = renderPage(lang);
    return { ...page, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
  }

  /** A refusal: no customer with this email on either endpoint. */
  async function refusedOnce(page: ReturnType<typeof renderWaitPage>) {
    await page.user.click(submit());
    await page.settle('checkMain', { isCustomerExist: false });
    await page.settle('checkCa', { isCustomerExist: false });
  }

  const tick = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('after 3 refusals in a row the form waits 2 s, shown with the seconds left; what was typed stays; then it can be sent again', async () => {
    const page = renderWaitPage();
    await fillIn(page.user, emailBox(), SIGN_IN_MAGIC.unknown);
    await fillIn(page.user, passwordBox(), SIGN_IN_MAGIC.wrongPassword);
    await refusedOnce(page);
    await refusedOnce(page);
    expect(screen.queryByText(fill(t.wait.seconds.other, { seconds: 2 }))).toBeNull();
    await refusedOnce(page);
    // The sign-in error, then the wait with its seconds; the button says it cannot be used yet.
    expect(screen.getByRole('alert')).toHaveTextContent(t.configured.signInError);
    expect(screen.getByText(fill(t.wait.seconds.other, { seconds: 2 }))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(t.wait.started);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAccessibleDescription(fill(t.wait.seconds.other, { seconds: 2 }));
    expect(emailBox()).toHaveValue(SIGN_IN_MAGIC.unknown);
    expect(passwordBox()).toHaveValue(SIGN_IN_MAGIC.wrongPassword);
    // A press during the wait calls nothing.
    const calls = page.controller.calls.length;
    await page.user.click(submit());
    expect(page.controller.calls).toHaveLength(calls);
    expect(JSON.parse(window.localStorage.getItem(WAIT_KEY) ?? 'null')).toMatchObject({ failures: 3 });
    await tick(1000);
    expect(screen.getByText(fill(t.wait.seconds.one, { seconds: 1 }))).toBeVisible();
    await tick(1000);
    expect(screen.queryByText(fill(t.wait.seconds.one, { seconds: 1 }))).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(t.wait.over);
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(emailBox()).toHaveValue(SIGN_IN_MAGIC.unknown);
    // The 4th refusal waits twice as long.
    await refusedOnce(page);
    expect(screen.getByText(fill(t.wait.seconds.other, { seconds: 4 }))).toBeVisible();
  });

  it('a wait an earlier visit left is still kept after a reload: the form waits what is left of it', async () => {
    window.localStorage.setItem(WAIT_KEY, JSON.stringify({ failures: 5, until: Date.now() + 5000 }));
    const page = renderWaitPage();
    expect(screen.getByText(fill(t.wait.seconds.other, { seconds: 5 }))).toBeVisible();
    await fillIn(page.user, emailBox(), SIGN_IN_MAGIC.mainCustomer);
    await fillIn(page.user, passwordBox(), SANDBOX_PASSWORD);
    await page.user.click(submit());
    expect(page.controller.calls).toEqual([]);
    await tick(5000);
    await page.user.click(submit());
    expect(page.controller.lastInput('checkMain')).toEqual({ email: SIGN_IN_MAGIC.mainCustomer });
  });

  it('a sign-in clears the count', async () => {
    window.localStorage.setItem(WAIT_KEY, JSON.stringify({ failures: 2, until: 0 }));
    const page = renderWaitPage();
    await fillIn(page.user, emailBox(), SIGN_IN_MAGIC.mainCustomer);
    await fillIn(page.user, passwordBox(), SANDBOX_PASSWORD);
    await page.user.click(submit());
    await page.settle('checkMain', { isCustomerExist: true });
    await page.settle('login', { outcome: 'signedIn', token: 'sbx-session-maria-garcia-1' });
    await page.settle('profile', { name: 'Maria Garcia' });
    expect(window.localStorage.getItem(WAIT_KEY)).toBeNull();
  });

  it('the API locking the account (HTTP 423) shows the lockout message, not the sign-in error; nothing typed is lost', async () => {
    const page = renderWaitPage();
    await fillIn(page.user, emailBox(), SIGN_IN_MAGIC.locked);
    await fillIn(page.user, passwordBox(), SANDBOX_PASSWORD);
    await page.user.click(submit());
    await page.settle('checkMain', { isCustomerExist: true });
    await page.settle('login', { outcome: 'refused', reason: 'locked' } satisfies LoginResult);
    expect(screen.getByRole('alert')).toHaveTextContent(t.locked);
    expect(screen.queryByText(t.configured.signInError)).toBeNull();
    expect(emailBox()).toHaveValue(SIGN_IN_MAGIC.locked);
    expect(passwordBox()).toHaveValue(SANDBOX_PASSWORD);
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });
});
