/**
 * A first screen drawn at build time whose widget loads with the page (`firstPaint: 'onLoad'`,
 * src/mount.ts): the sign-in page's real widget and page markup, the sandbox answering in process.
 * The form takes input before any script; the widget loads without being touched, takes over what
 * was typed, and shows what its chart reads at start (a remembered email) without a touch.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { SIGN_IN_MAGIC } from '../../fixtures/data/accounts';
import type { Lang } from '../config/lang';
import signIn from '../flows/signIn';
import { signInText } from '../i18n/signIn';
import { mountAll } from '../mount';
import { firstScreens } from '../pages/firstScreen';
import { renderPage, sitePages } from '../pages/render';
import { createStorage, storageKeys } from '../storage';
import { widgetLoaders } from '../testing/widgetLoaders';
import type { WidgetModule } from '../widget';

let sandbox: SandboxHarness;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  sandbox = connectSandbox();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  consoleError.mockRestore();
  document.body.replaceChildren();
  localStorage.clear();
});

/** The sign-in page's body as built: its host holds the drawn form. */
async function signInPage(lang: Lang): Promise<HTMLElement> {
  const page = sitePages().find((p) => p.template.path === '/sign-in/' && p.lang === lang);
  if (!page) throw new Error('no sign-in page');
  const html = renderPage(page, { firstScreens: await firstScreens([signIn]) });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
  const host = document.querySelector<HTMLElement>('[data-widget="signIn"]');
  if (!host) throw new Error('no signIn host');
  return host;
}

/** The real sign-in loader, counted, and held until `arrive()`. */
function heldLoader() {
  let loads = 0;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = async (lang: Lang): Promise<WidgetModule> => {
    loads += 1;
    const mod = await widgetLoaders.signIn!(lang);
    await arrived;
    return mod;
  };
  return { loaders: { signIn: load }, loads: () => loads, arrive: () => arrive() };
}

const checks = () => sandbox.records.filter((r) => /\/account\/checkCustomer$/.test(r.path));

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the sign-in page drawn at build time, in %s', (lang) => {
  const t = signInText[lang];

  it('[site-2.27] takes input before any script, and its widget loads with the page, untouched', async () => {
    const host = await signInPage(lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toBeEnabled();
    expect(screen.getByLabelText(t.passwordLabel)).toBeEnabled();
    const held = heldLoader();
    const mounted = mountAll({ lang, loaders: held.loaders });
    await waitFor(() => expect(held.loads()).toBe(1));
    held.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
  });

  it('[site-2.27] takes over an email and a password typed before the widget ran, with the focus', async () => {
    await signInPage(lang);
    const held = heldLoader();
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SIGN_IN_MAGIC.mainCustomer);
    await user.type(screen.getByLabelText(t.passwordLabel), 'Secret-pass1');
    held.arrive();
    await act(() => mounted);
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    const password = screen.getByLabelText(t.passwordLabel);
    expect(password).toHaveValue('Secret-pass1');
    expect(password).toHaveFocus();
    expect(checks()).toHaveLength(0);
  });

  it('[site-2.27] holds a submit made before the widget ran and sends it once', async () => {
    const host = await signInPage(lang);
    const held = heldLoader();
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SIGN_IN_MAGIC.mainCustomer);
    await user.type(screen.getByLabelText(t.passwordLabel), 'Secret-pass1{Enter}');
    expect(host).toHaveAttribute('aria-busy', 'true');
    held.arrive();
    await act(() => mounted);
    await waitFor(() => expect(checks()).toHaveLength(1));
  });

  it('[site-3.18] shows a remembered email once the widget is there, without the visitor touching the form', async () => {
    createStorage(window.localStorage).set(storageKeys.rememberMe('bluebonnet'), SIGN_IN_MAGIC.mainCustomer, { ttlHours: 168 });
    await signInPage(lang);
    // Drawn at build time for every visitor: no remembered email in the markup.
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue('');
    const held = heldLoader();
    const mounted = mountAll({ lang, loaders: held.loaders });
    held.arrive();
    await act(() => mounted);
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
  });
});
