/**
 * The header's account control as a customer uses it, in both languages: the menu button pattern
 * (aria-expanded, focus into the menu, Escape back to the button, a click outside or Tab out
 * closing it), the name shown as text, who is signed in, and the two roles (site-6.1, site-6.3,
 * portal-1.4).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headerTokens } from '../../fixtures/models/accountHeader.model';
import type { Lang } from '../../src/config/lang';
import accountHeader from '../../src/flows/accountHeader';
import { loadFlow, pagePath } from '../../src/flows/kit';
import { accountHeaderText } from '../../src/i18n/accountHeader';
import { createActorController } from '../../src/paths/actors';
import { storageWith } from '../../src/storage';
import { hasCustomerToken } from '../../src/storage/session';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(accountHeader);

function renderHeader(lang: Lang, token: object = headerTokens.texas) {
  storageWith({ 'customer-token': token }, window.localStorage);
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const { App } = flow.widget;
  render(
    <div>
      <p>Page content</p>
      <App page={{ lang, url: new URL(pagePath('/', lang), 'http://localhost') }} effects={effects} actors={controller.actors} />
      <a href="#next">Next link</a>
    </div>,
  );
  const settle = (result: { done: unknown } | { error: unknown }) =>
    act(async () => {
      controller.settle('profile', result);
    });
  return { controller, effects, settle, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('header account control (%s)', (lang) => {
  const t = accountHeaderText[lang];
  const menuButton = () => screen.getByRole('button', { name: new RegExp(`${t.menuLabel}$`) });

  it('[site-2.28] "My account" while the name loads, then the name, as text', async () => {
    const { settle } = renderHeader(lang);
    expect(menuButton()).toHaveAccessibleName(`${t.myAccount}, ${t.menuLabel}`);
    expect(menuButton()).toHaveAttribute('aria-busy', 'true');
    await settle({ done: { name: '<b>Maria</b> Garcia' } });
    expect(menuButton()).toHaveAccessibleName(`<b>Maria</b> Garcia, ${t.menuLabel}`);
    expect(menuButton().querySelector('b')).toBeNull();
    expect(menuButton()).not.toHaveAttribute('aria-busy');
  });

  it('[site-2.28 portal-1.4] the menu button: aria-expanded, focus moves to the portal link, the arrows to Sign out, Escape closes and gives focus back', async () => {
    const { user, settle } = renderHeader(lang);
    await settle({ done: { name: 'Maria Garcia' } });
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: t.menuLabel });
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    const portal = screen.getByRole('menuitem', { name: t.portal });
    expect(portal).toHaveFocus();
    expect(portal).toHaveAttribute('href', pagePath('/portal/', lang));
    expect(screen.getByText(t.signedInAs.replace('{email}', headerTokens.texas.email))).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: t.signOut })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(portal).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: t.signOut })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(portal).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: t.signOut })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('[site-2.28] ArrowDown on the button opens the menu; a click outside closes it', async () => {
    const { user } = renderHeader(lang);
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: t.portal })).toHaveFocus();
    await user.click(screen.getByText('Page content'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('[site-2.28] Tab out of the menu closes it', async () => {
    const { user } = renderHeader(lang);
    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next link' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('[site-2.28] sign-out clears the stored token and goes to the configured sign-in page', async () => {
    storageWith({ 'customer-token': headerTokens.texas }, window.localStorage);
    const controller = createActorController(flow.widget.machine);
    const effects = recordingEffects();
    const { App } = flow.widget;
    render(<App page={{ lang, url: new URL(pagePath('/', lang), 'http://localhost'), config: { signInPage: '/account/sign-in/' } }} effects={effects} actors={controller.actors} />);
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: t.signOut }));
    // The API revokes the token first (with the token still stored, as its bearer), then it is cleared.
    expect(controller.lastInput('logout')).toEqual({ region: 'main' });
    expect(window.localStorage.getItem('customer-token')).not.toBeNull();
    expect(effects.navigated).toEqual([]);
    await act(async () => {
      controller.settle('logout', { done: { isSuccess: true } });
    });
    expect(window.localStorage.getItem('customer-token')).toBeNull();
    expect(effects.navigated).toEqual(['/account/sign-in/']);
  });

  it('[site-2.28] sign-out still signs out when the API cannot revoke the token (a failure or no answer in 3 s)', async () => {
    const { user, controller, effects, settle } = renderHeader(lang);
    await settle({ done: { name: 'Maria Garcia' } });
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: t.signOut }));
    await act(async () => {
      controller.settle('logout', { error: { kind: 'timeout', status: null, message: 'No answer within 3000 ms.' } });
    });
    expect(window.localStorage.getItem('customer-token')).toBeNull();
    expect(effects.navigated).toEqual([pagePath('/sign-in/', lang)]);
  });

  it('[site-6.1] [portal-1.4] [site-6.3] two roles only: a stored customer token signs the visitor in, nothing else does', () => {
    const backend = window.localStorage;
    expect(hasCustomerToken(backend)).toBe(false);
    storageWith({ 'customer-token': headerTokens.texas }, backend);
    expect(hasCustomerToken(backend)).toBe(true);
    // Another kind of token, or a record claiming a role the site does not have, is no signed-in customer.
    storageWith({ 'customer-token': { ...headerTokens.texas, kind: 'anonymous' } }, backend);
    expect(hasCustomerToken(backend)).toBe(false);
    storageWith({ 'customer-token': { ...headerTokens.texas, kind: 'admin' } }, backend);
    expect(hasCustomerToken(backend)).toBe(false);
    storageWith({ 'bluebonnet-token': { ...headerTokens.texas, kind: 'anonymous' } }, backend);
    expect(hasCustomerToken(backend)).toBe(false);
  });

  it('[site-6.1] a token whose 401 comes while the menu is open signs the visitor out: the sign-in link replaces the control', async () => {
    const { user, settle } = renderHeader(lang, headerTokens.revoked);
    await user.click(menuButton());
    await settle({ error: { kind: 'http', status: 401, message: 'no longer valid' } });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('link', { name: t.signIn })).toHaveAttribute('href', pagePath('/sign-in/', lang));
    expect(window.localStorage.getItem('customer-token')).toBeNull();
  });

  /** What the page hears when another tab of the site changes its storage. */
  const otherTab = (key: string | null, newValue: string | null) =>
    act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue: null, newValue, storageArea: window.localStorage }));
    });

  it('[site-2.28] signing out in another tab signs this header out: the sign-in link replaces the name and its menu', async () => {
    const { user, settle, effects } = renderHeader(lang);
    await settle({ done: { name: 'Maria Garcia' } });
    await user.click(menuButton());
    window.localStorage.removeItem('customer-token');
    await otherTab('customer-token', null);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`${t.menuLabel}$`) })).toBeNull();
    expect(screen.getByRole('link', { name: t.signIn })).toHaveAttribute('href', pagePath('/sign-in/', lang));
    // Nothing to clear, and no page to go to: this tab only shows what the other one did.
    expect(effects.navigated).toEqual([]);
  });

  it('[site-2.28] another tab clearing the whole storage signs the header out too; other keys and a new token do not', async () => {
    const { settle } = renderHeader(lang);
    await settle({ done: { name: 'Maria Garcia' } });
    await otherTab('bluebonnet-zip', null);
    await otherTab('customer-token', JSON.stringify({ ...headerTokens.texas, token: 'sbx-session-maria-garcia-9' }));
    expect(menuButton()).toHaveAccessibleName(`Maria Garcia, ${t.menuLabel}`);
    await otherTab(null, null);
    expect(screen.getByRole('link', { name: t.signIn })).toBeVisible();
  });
});
