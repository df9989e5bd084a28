/**
 * The Playwright side of a flow's declared screens (src/paths/screens.ts), as the walk reads them:
 * a query found as a user finds things (by role and name, label or text, the way Testing Library
 * matches them, so the jsdom tests and the browser read one description), an expectation checked
 * with a web-first assertion, and the declared user actions performed (fill, select, click, upload,
 * a typed hash, a key).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { describeExpectation, pickedFileBytes, type Action, type Expectation, type Query } from '../src/paths/screens';

type AriaRole = Parameters<Page['getByRole']>[0];
type Scope = Page | Locator;

function byRole(scope: Scope, role: string, name: string | RegExp | undefined): Locator {
  // Testing Library matches a string name exactly; Playwright needs `exact` for that.
  const options = name === undefined ? {} : typeof name === 'string' ? { name, exact: true } : { name };
  return scope.getByRole(role as AriaRole, options);
}

function xpathLiteral(s: string): string {
  if (!s.includes('"')) return `"${s}"`;
  if (!s.includes("'")) return `'${s}'`;
  return `concat(${s.split('"').map((part) => `"${part}"`).join(`, '"', `)})`;
}

/**
 * Text as Testing Library matches a string: an element whose own text is the string, so
 * `<p><span class="visually-hidden">Error: </span>You must enter a valid Zip Code</p>` matches
 * "You must enter a valid Zip Code". Playwright's exact text matches the whole text content;
 * an element matches if either does.
 */
function byText(scope: Scope, text: string | RegExp): Locator {
  if (typeof text !== 'string') return scope.getByText(text);
  const own = text.replace(/\s+/g, ' ').trim();
  const ownText = scope.locator(
    `xpath=.//*[not(self::script or self::style)][text()[normalize-space(translate(., '\u00a0', ' ')) = ${xpathLiteral(own)}]]`,
  );
  return scope.getByText(text, { exact: true }).or(ownText);
}

/** Every element matching the query, in document order (hidden ones included for text queries). */
function allMatches(page: Page, q: Query): Locator {
  const scope: Scope = q.within ? byRole(page, q.within.role, q.within.name).first() : page;
  if ('role' in q) {
    const found = byRole(scope, q.role, q.name);
    return q.valued === undefined ? found : found.and(scope.locator(`[value=${JSON.stringify(q.valued)}]`));
  }
  if ('label' in q) return scope.getByLabel(q.label, { exact: true });
  return byText(scope, q.text);
}

/** The element a user would pick: the first visible match, or the `nth` one (-1: the last). */
export function locate(page: Page, q: Query): Locator {
  const visible = allMatches(page, q).filter({ visible: true });
  if (q.nth === undefined) return visible.first();
  return q.nth === -1 ? visible.last() : visible.nth(q.nth);
}

export async function expectOne(page: Page, where: string, e: Expectation, timeout: number): Promise<void> {
  const message = `${where}: ${describeExpectation(e)}`;
  if ('navigatedTo' in e) {
    const target = typeof e.navigatedTo === 'string' ? new URL(e.navigatedTo, page.url()).href : e.navigatedTo;
    await expect(page, message).toHaveURL(target, { timeout });
    return;
  }
  if (e.absent) {
    await expect(allMatches(page, e), message).toHaveCount(0, { timeout });
    return;
  }
  const el = locate(page, e);
  await expect(el, message).toBeVisible({ timeout });
  if (e.disabled === true) await expect(el, message).toBeDisabled({ timeout });
  if (e.disabled === false) await expect(el, message).toBeEnabled({ timeout });
  if (e.busy === true) await expect(el, message).toHaveAttribute('aria-busy', 'true', { timeout });
  if (e.busy === false) await expect(el, message).not.toHaveAttribute('aria-busy', 'true', { timeout });
  if (e.focused) await expect(el, message).toBeFocused({ timeout });
  if (e.href !== undefined) await expect(el, message).toHaveAttribute('href', e.href, { timeout });
  if (e.value !== undefined) await expect(el, message).toHaveValue(e.value, { timeout });
}

/**
 * Another tab of the site removes a key from the storage the tabs share: the key goes, and the
 * page gets the `storage` event the browser sends every other tab.
 */
export async function otherTabRemoves(page: Page, key: string): Promise<void> {
  await page.evaluate((k) => {
    const oldValue = window.localStorage.getItem(k);
    window.localStorage.removeItem(k);
    window.dispatchEvent(new StorageEvent('storage', { key: k, oldValue, newValue: null, storageArea: window.localStorage }));
  }, key);
}

/** How long a popup's answer may take (its page loads, answers its opener and closes). */
const POPUP_TIMEOUT_MS = 15_000;

/**
 * A press that opens a popup, and the user's answer there (the social logins' stand-ins): the button
 * or link pressed (the popup then closes itself), the popup closed, or no popup at all (the browser's
 * blocker: `window.open` answers null, as Chromium's does for a blocked popup).
 */
export async function performPopup(page: Page, a: Extract<Action, { opensPopup: unknown }>): Promise<void> {
  const target = locate(page, a.opensPopup);
  if (a.popup === 'blocked') {
    await page.evaluate(() => {
      window.open = () => null;
    });
    await target.click();
    return;
  }
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: POPUP_TIMEOUT_MS }), target.click()]);
  await popup.waitForLoadState('domcontentloaded');
  if (a.popup === 'close') {
    await popup.close();
    return;
  }
  const closed = popup.waitForEvent('close', { timeout: POPUP_TIMEOUT_MS });
  // The answer closes the popup, which may happen while Playwright still finishes its click: a
  // click cut short by the close it caused is the press done.
  await popup
    .getByRole('button', { name: a.popup.press })
    .or(popup.getByRole('link', { name: a.popup.press }))
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

export async function perform(page: Page, actions: Action[]): Promise<void> {
  for (const a of actions) {
    if ('fill' in a) {
      const el = locate(page, a.fill);
      // A select is filled by choosing the option with that value (or label). A field is focused by
      // the fill itself, as a tab would (the one before it blurs): pressing it first as well was the
      // dearest action of a step (a scroll, two frames to see it still, the mouse's events).
      if (await el.evaluate((node) => node instanceof HTMLSelectElement)) await el.selectOption(a.value);
      else await el.fill(a.value);
    } else if ('click' in a) {
      // A link opened in a new tab (Ctrl or Cmd): the page stays; the tab opens beside it. A button
      // that says it is unavailable (aria-disabled, decision 4) is still pressed as a user can press it.
      const target = locate(page, a.click);
      const unavailable = (await target.getAttribute('aria-disabled')) === 'true';
      await target.click({ ...(a.newTab ? { modifiers: ['ControlOrMeta' as const] } : {}), force: unavailable });
    } else if ('upload' in a) {
      await locate(page, a.upload).setInputFiles({ name: a.file.name, mimeType: a.file.type, buffer: Buffer.from(pickedFileBytes(a.file)) });
    } else if ('otherTabRemoves' in a) {
      await otherTabRemoves(page, a.otherTabRemoves);
    } else if ('opensPopup' in a) {
      await performPopup(page, a);
    } else if ('frame' in a) {
      // The frame's own load or error event, as the path chooses it.
      await page.getByTitle(a.title).dispatchEvent(a.frame);
    } else if ('hash' in a) {
      // As typed in the address bar: the page hears hashchange.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, a.hash);
    } else if ('back' in a) {
      // Within the page's own entries: the page hears popstate.
      await page.evaluate(() => window.history.back());
    } else {
      await page.keyboard.press(a.press);
    }
  }
}
