/**
 * Signing in as a new visitor would, in the real page against the sandbox, in English and Spanish:
 * the sign-in page with a magic account, the welcome page, the customer's name in the header on
 * every page of the site, the account menu, sign-out back to the sign-in page; what the page keeps
 * in storage (the token record and, with remember-me, the email: never the password); and a
 * signed-out visitor's pages loading nothing for the header's account control.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './workerPage';
import { SANDBOX_PASSWORD, SIGN_IN_MAGIC } from '../fixtures/data/accounts';
import { LANGS, type Lang } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { accountHeaderText } from '../src/i18n/accountHeader';
import { signInText } from '../src/i18n/signIn';
import { watchRequests } from './pageSettled';
import { representativePages } from './sitePages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's account button, named with `text` ("Maria Garcia", "My account"). */
function accountButton(page: Page, lang: Lang, text: string) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(text)} ?, ${escapeRegExp(accountHeaderText[lang].menuLabel)}$`) });
}

async function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])));
}

const customers = [
  { lang: 'en', email: SIGN_IN_MAGIC.mainCustomer, name: 'Maria Garcia', state: null, remember: false },
  { lang: 'es', email: SIGN_IN_MAGIC.californiaCustomer, name: 'Daniel Reyes', state: 'ca', remember: true },
] as const;

for (const c of customers) {
  test(`account: [site-1.6] [site-2.28] [site-4.16] sign in as ${c.name} in ${c.lang}, the name in the header on every page, sign out`, { tag: c.lang === 'en' ? ['@newcomer'] : [] }, async ({ page }) => {
    test.setTimeout(90_000);
    const t = signInText[c.lang];
    const h = accountHeaderText[c.lang];
    await page.goto(pagePath('/sign-in/', c.lang));
    await page.getByRole('textbox', { name: t.emailLabel }).fill(c.email);
    await page.getByLabel(t.passwordLabel, { exact: true }).fill(SANDBOX_PASSWORD);
    if (c.remember) await page.getByRole('checkbox', { name: t.remember }).check();
    await page.getByRole('button', { name: t.submit }).click();

    // [site-2.27] the welcome page (the customer portal in the page's language), the name in the header.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pagePath('/portal/', c.lang))}$`));
    await expect(accountButton(page, c.lang, c.name)).toBeVisible();

    // [site-3.18] [site-3.19] [portal-9.14] storage: the token record (with its state and 30-minute expiry) and, with remember-me, the email.
    const stored = await storageOf(page);
    expect(Object.keys(stored).sort()).toEqual(
      c.remember ? ['bluebonnet-remember-me', 'bluebonnet-remember-me-expires', 'customer-token', 'customer-token-expires'] : ['customer-token', 'customer-token-expires'],
    );
    const record = JSON.parse(stored['customer-token'] ?? '{}') as { email: string; state: string | null; createdAt: number; expiresAt: number };
    expect(record).toMatchObject({ email: c.email, state: c.state });
    expect(record.expiresAt - record.createdAt).toBe(30 * 60_000);
    if (c.remember) expect(stored['bluebonnet-remember-me']).toBe(c.email);
    expect(JSON.stringify(stored)).not.toContain(SANDBOX_PASSWORD);

    // [site-2.28] every page of the site shows the name in its header (one page per template).
    for (const sitePage of representativePages.filter((p) => p.lang === c.lang && p.template.id !== 'studio')) {
      await page.goto(sitePage.path);
      await expect(accountButton(page, c.lang, c.name), sitePage.path).toBeVisible();
    }

    // [site-2.28] the dropdown holds sign-out, which clears the token and goes to the sign-in page.
    await page.goto(pagePath('/pay/', c.lang));
    await accountButton(page, c.lang, c.name).click();
    await expect(page.getByText(h.signedInAs.replace('{email}', c.email))).toBeVisible();
    await page.getByRole('menuitem', { name: h.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pagePath('/sign-in/', c.lang))}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: h.signIn })).toBeVisible();
    expect(Object.keys(await storageOf(page)).filter((k) => k.startsWith('customer-token'))).toEqual([]);
    // [site-3.18] the remembered email is back in the field, the box ticked; the password is the browser's to fill.
    await expect(page.getByRole('textbox', { name: t.emailLabel })).toHaveValue(c.remember ? c.email : '');
    await expect(page.getByLabel(t.passwordLabel, { exact: true })).toHaveValue('');
  });
}

for (const lang of LANGS) {
  test(`account: [site-6.1] a signed-out visitor's page in ${lang} loads nothing for the header's account control`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const requests = watchRequests(page);
    await page.goto(pagePath('/coming-soon/', lang));
    await expect(page.getByRole('banner').getByRole('link', { name: accountHeaderText[lang].signIn })).toHaveAttribute('href', pagePath('/sign-in/', lang));
    // Once the page is still (what it loads once idle come and answered): nothing came for the header.
    await requests.settled();
    expect(scripts.filter((s) => /\/assets\/(react|xstate|createWidget|accountHeader(\.machine|\.en|\.es)?-)/.test(s))).toEqual([]);
    expect(await page.locator('[data-shell-widget]').getAttribute('data-widget-state')).toBeNull();
  });
}
