/**
 * The contact page's tabs (portal-2.8) as a visitor's browser has them: drawn at build time, the
 * call tab before any widget code; a tab pressed while the widget's code is still on its way is the
 * tab shown once it takes over, with the focus, and the arrow keys go on from there; and without a
 * script (`@media (scripting: none)`) no tab list but every panel one under the other, but the
 * chat's. The generated paths (every tab to every other) are walked by paths.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { AGENCY_PHONE } from '../src/config/contact';
import { LANGS } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { contactUsText } from '../src/i18n/contactUs';
import { scan } from './axeScan';

for (const lang of LANGS) {
  const t = contactUsText[lang];

  test(`contact us: [portal-2.8] a tab pressed before the widget's code arrives is the tab shown once it takes over, in ${lang}`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(pagePath('/contact/', lang));
    const tabs = page.getByRole('tablist', { name: t.tabsLabel });
    await expect(tabs.getByRole('tab', { name: t.tabs.call, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: t.tabs.call }).getByRole('link', { name: AGENCY_PHONE })).toHaveAttribute('href', 'tel:+18005550199');
    expect(scripts.filter((s) => /\/assets\/contactUs(\.machine|\.en|\.es)?-/.test(s))).toEqual([]);
    // The widget's code slowed as on a phone: the press lands on the drawn tab.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await tabs.getByRole('tab', { name: t.tabs.visit }).click();
    await expect(page.locator('[data-widget="contactUs"]')).toHaveAttribute('data-widget-state', 'ready');
    const visit = tabs.getByRole('tab', { name: t.tabs.visit });
    await expect(visit).toHaveAttribute('aria-selected', 'true');
    await expect(visit).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: t.tabs.visit }).getByRole('link', { name: t.visit.search })).toHaveAttribute('href', pagePath('/locations/', lang));
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: t.tabs.call })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: t.tabs.call })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test(`contact us: [portal-2.8] without a script, every panel one under the other but the chat's, no tab list, in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pagePath('/contact/', lang));
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const title of [t.call.title, t.text.title, t.visit.title]) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.chat.title })).toBeHidden();
    await expect(page.getByRole('link', { name: AGENCY_PHONE, exact: true })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(page.getByRole('link', { name: fill(t.text.action, { phone: AGENCY_PHONE }) })).toHaveAttribute('href', 'sms:+18005550199');
    await expect(page.getByRole('link', { name: t.visit.list })).toHaveAttribute('href', pagePath('/offices/', lang));
    await context.close();
  });
}
