/**
 * Chat actions that lead somewhere (issue 27), in Chromium against the built site and the preview
 * server's sandbox: the teaser's chat action loads the chat's script (the sandbox's stand-in,
 * /sandbox/chat.js) on its first press only and opens its panel, in the page's language, at a
 * phone's and a desktop's width; Escape gives the focus back. A page with no chat
 * (`"chat": null` in its site config) follows the link to the contact page, with the phone and its
 * hours. The coming-soon page's signup goes to the form handler and back to its thank-you. axe
 * finds no serious or critical violation with the panel open, nor on the contact page.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './workerPage';
import { chatStandInText } from '../fixtures/data/chatStandIn';
import { AGENCY_PHONE } from '../src/config/contact';
import { LANGS, type Lang } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { pagesText } from '../src/i18n/pages';
import { siteHeaderText } from '../src/i18n/siteHeader';
import { scan } from './axeScan';

/** The requests for the chat's script the page made. */
function chatScriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/sandbox/chat.js') seen.push(r.url());
  });
  return seen;
}

for (const lang of LANGS) {
  for (const width of [390, 1280]) {
    test(`[site-2.30 quote-2.35] chat (${lang}, ${width} px): the teaser's chat action loads the sandbox's stand-in on its first press and opens its panel; Escape closes it and the focus comes back`, async ({ page }) => {
      const t = chatStandInText[lang];
      await page.setViewportSize({ width, height: 800 });
      const requests = chatScriptRequests(page);
      await page.goto(pagePath('/', lang));
      const action = page.getByRole('region', { name: siteHeaderText[lang].teaser.title }).getByRole('link', { name: siteHeaderText[lang].teaser.chat });
      await page.waitForLoadState('load');
      expect(requests).toEqual([]);
      await action.click();
      const panel = page.getByRole('dialog', { name: `${t.title} (${t.badge})` });
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAccessibleDescription(t.text);
      await expect(panel).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(pagePath('/', lang));
      // Within the window at this width.
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await scan(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(action).toBeFocused();
      await action.click();
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: t.close }).click();
      await expect(panel).toBeHidden();
      expect(requests).toHaveLength(1);
    });
  }

  test(`[site-2.30] chat (${lang}): on a page with no chat the chat action goes to the contact page: the phone as a call link and when agents answer`, async ({ page }) => {
    const t = pagesText[lang];
    const requests = chatScriptRequests(page);
    // The same built page, its site config saying it has no chat.
    await page.route(`**${pagePath('/', lang)}`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('<body>', `<body data-site='{"chat": null}'>`);
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto(pagePath('/', lang));
    await page.getByRole('region', { name: siteHeaderText[lang].teaser.title }).getByRole('link', { name: siteHeaderText[lang].teaser.chat }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('/contact/', lang)}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.page.contact.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: AGENCY_PHONE })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(page.getByRole('heading', { name: t.contact.hoursTitle })).toBeVisible();
    await expect(page.getByText(t.contact.days.weekdays, { exact: true })).toBeVisible();
    expect(requests).toEqual([]);
    expect(await scan(page)).toEqual([]);
  });

  test(`[site-1.7] coming soon (${lang}): the signup goes to the form handler and back to the thank-you, with the focus on it`, async ({ page }) => {
    await signUp(page, lang);
  });
}

async function signUp(page: Page, lang: Lang) {
  const t = pagesText[lang].comingSoonSignup;
  await page.goto(pagePath('/coming-soon/', lang));
  const signup = page.getByRole('region', { name: t.title });
  await expect(page.getByRole('link', { name: AGENCY_PHONE })).toBeVisible();
  await signup.getByRole('textbox', { name: t.email }).fill('maria.garcia@example.com');
  await signup.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${pagePath('/coming-soon/', lang)}#signed-up$`));
  await expect(signup.getByText(t.thanks)).toBeVisible();
  await expect(signup.getByText(t.thanks)).toBeFocused();
  await expect(signup.getByRole('textbox', { name: t.email })).toBeHidden();
}
