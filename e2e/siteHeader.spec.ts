/**
 * The header's site menu and the home page's teaser in Chromium (site-2.30), what jsdom cannot
 * show (src/pages/siteHeader.test.ts and homeSections.test.ts test the behaviour): the stylesheet's
 * breakpoint (the mobile menu at 412 px, the mega-menu at 1280 px), the page not scrolling under
 * the open mobile menu, a press made while the menu's code is still on its way, and the teaser's
 * block link (a press anywhere on it follows it; the chat action above it does not), and the links
 * without any script. axe-core with the menus open, no CSP violation. Few tests, both languages
 * in one test where it matters.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGS, type Lang } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { siteHeaderText } from '../src/i18n/siteHeader';
import { watchCsp } from './cspWatch';
import { scan } from './axeScan';
import { idleAndDrawn } from './pageSettled';

const toggle = (page: Page) => page.locator('[data-menu-toggle]');
const trigger = (page: Page, name: string) => page.locator('[data-menu-trigger]', { hasText: name });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('[site-2.30] at 412 px (en, es): the mobile menu opens on a press made before its code is there, stops the page scrolling, keeps the focus inside and closes on Escape and on a link', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 800 });
  const violations = await watchCsp(page);
  for (const lang of LANGS) {
    const t = siteHeaderText[lang];
    // The menu's code arrives late: the press is held, then made on the enhanced toggle.
    let release: () => void = () => undefined;
    const late = new Promise<void>((r) => (release = r));
    await page.route('**/assets/siteHeader-*.js', async (route) => {
      await late;
      await route.continue();
    });
    await page.goto(pagePath('/', lang));
    const nav = page.getByRole('navigation', { name: lang === 'es' ? 'Principal' : 'Main' });
    await expect(nav).toBeHidden();
    await toggle(page).click();
    expect(new URL(page.url()).hash).toBe('');
    release();
    await expect(page.getByRole('button', { name: t.menu })).toHaveAttribute('aria-expanded', 'true');
    await page.unroute('**/assets/siteHeader-*.js');
    await expect(nav).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/site-no-scroll/);
    await page.mouse.wheel(0, 600);
    // The wheel handled and the frames after it drawn (a scroll would show by then).
    await idleAndDrawn(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await scan(page)).toEqual([]);

    // The focus stays in the menu: Shift+Tab from the toggle goes to its last link, Tab back to the toggle.
    await expect(page.getByRole('button', { name: t.menu })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(lang === 'es' ? 'English' : 'Español');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.menu })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(trigger(page, t.groups.auto)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: t.menu })).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/site-no-scroll/);

    // A link closes it and goes there.
    await page.keyboard.press('Enter');
    await trigger(page, t.groups.offices).click();
    await nav.getByRole('link', { name: t.links.offices }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('/offices/', lang)}$`));
    await expect(nav).toBeHidden();
  }
  // The menu's place under the header is set through the CSSOM, which the site's CSP allows.
  expect(await violations()).toEqual([]);
});

test('[site-2.30] at 1280 px (en, es): the mega-menu with the keyboard: Enter opens, the arrows move, Escape gives the focus back, Tab out and a press outside close', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of LANGS) {
    const t = siteHeaderText[lang];
    await page.goto(pagePath('/pay/', lang));
    await expect(toggle(page)).toBeHidden();
    const offices = trigger(page, t.groups.offices);
    await offices.focus();
    await expect(page.locator('[data-site-header][data-enhanced]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: t.groups.offices })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(offices).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await offices.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(t.links.offices);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(t.links.locations);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(offices).toBeFocused();

    // Tab out of the last link of a panel closes it.
    const about = trigger(page, t.groups.about);
    await about.focus();
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe(t.links.reviews);
    await page.keyboard.press('Tab');
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    // A press outside closes; the page (/pay/) is marked in its group.
    await trigger(page, t.groups.policy).click();
    await expect(page.locator('#site-menu-policy [aria-current="page"]')).toHaveText(lang === 'es' ? 'Pagar una factura' : 'Pay a bill');
    await page.locator('footer').click();
    await expect(page.locator('#site-menu-policy')).toBeHidden();
  }
});

async function openHome(page: Page, lang: Lang) {
  await page.goto(pagePath('/', lang));
  return page.getByRole('region', { name: siteHeaderText[lang].teaser.title });
}

test('[site-2.30] the teaser: a press anywhere on it follows its link; the chat action opens the chat widget and stays; Meet the team opens a new tab', async ({ page, context }) => {
  await page.setViewportSize({ width: 412, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { siteChat: { open(): void }; chatOpened: number };
    w.chatOpened = 0;
    w.siteChat = { open: () => (w.chatOpened += 1) };
  });
  for (const lang of LANGS) {
    const t = siteHeaderText[lang];
    const teaser = await openHome(page, lang);
    await teaser.getByRole('link', { name: t.teaser.chat }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { chatOpened: number }).chatOpened)).toBe(1);
    expect(page.url()).toMatch(new RegExp(`${pagePath('/', lang)}$`));

    // The text of the teaser is under its link's layer: a press there is the link's, and follows it.
    const text = await teaser.getByText(t.teaser.text).boundingBox();
    const box = await teaser.boundingBox();
    if (!text || !box) throw new Error('the teaser is not drawn');
    await teaser.click({ position: { x: text.x - box.x + text.width / 2, y: text.y - box.y + text.height / 2 } });
    await expect(page).toHaveURL(new RegExp(`${pagePath('/auto-insurance-101/', lang)}$`));
  }
  const teaser = await openHome(page, 'es');
  await expect(teaser).toBeVisible();
  const team = page.getByRole('region', { name: siteHeaderText.es.team.title });
  const [tab] = await Promise.all([context.waitForEvent('page'), team.getByRole('link').first().click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/es/offices/austin-downtown/');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
});

test.describe('without a script', () => {
  test.use({ javaScriptEnabled: false });

  test('[site-2.30] every link of the menu is reachable: the toggle and the group labels are links to what they show (412 and 1280 px)', async ({ page }) => {
    const t = siteHeaderText.en;
    await page.setViewportSize({ width: 412, height: 800 });
    await page.goto('/pay/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: t.menu }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: t.groups.offices }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: t.links.locations })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await nav.getByRole('link', { name: t.groups.about }).click();
    await expect(nav.getByRole('link', { name: t.links.locations })).toBeHidden();
    await nav.getByRole('link', { name: t.links.team }).click();
    await expect(page).toHaveURL(/\/#meet-the-team$/);
    await expect(page.getByRole('region', { name: t.team.title })).toBeInViewport();
  });
});
