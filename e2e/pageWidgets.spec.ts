/**
 * Widgets a page hosts besides its own flow, in Chromium, for what the generated paths (which run on
 * each flow's own page) do not show: the nearest-office banner at the foot of the home page, asking
 * for the location there (the page's Permissions-Policy lets it); the idle popup once per visit, not
 * once per page view, and the popups not loaded at all where none can open; the quote slider under the quote form, whose code waits for the viewport.
 * One page load per check where it can, both languages where the texts differ.
 */
import { expect, type Response } from '@playwright/test';
import { test, usesPageClock } from './workerPage';
import { SANDBOX_POSITIONS } from '../fixtures/data/geo';
import { LANGS } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { officesText } from '../src/i18n/offices';
import { reviewsText } from '../src/i18n/reviews';
import { sitePopupsText } from '../src/i18n/sitePopups';
import { officeAddressLine } from '../src/rules/offices';
import { officesFor } from '../src/rules/officesContent';
import { watchRequests } from './pageSettled';
import { idleWidgetsReady } from './sitePopups';
import { scan } from './axeScan';

const IDLE_WAIT_MS = 5000;

test('[site-2.9 site-2.10 site-7.13 site-1.1] the home page: the nearest-office banner at its foot, once the browser says where it is', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const lang of LANGS) {
    const t = officesText[lang];
    await context.grantPermissions(['geolocation'], { origin });
    await context.setGeolocation({ ...SANDBOX_POSITIONS.austin, accuracy: 20 });
    await page.setViewportSize({ width: 412, height: 800 });
    const response = await page.goto(pagePath('/', lang));
    // The home page may ask for the location (scripts/securityHeaders.ts GEOLOCATION_PAGES).
    expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');
    const host = page.locator('[data-widget="nearestOffice"]');
    // The last widget of the home page: after the review slider.
    expect(await page.locator('[data-widget]').last().getAttribute('data-widget')).toBe('nearestOffice');
    await host.scrollIntoViewIfNeeded();
    // The Texas Capitol: Austin Downtown is the nearest office, under 1 km away.
    const austin = officesFor(lang).find((o) => o.url === pagePath('/offices/austin-downtown/', lang))!;
    const link = host.getByRole('link', { name: officeAddressLine(austin) });
    await expect(link).toBeVisible({ timeout: 15_000 });
    await host.getByRole('button', { name: t.nearestMore }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.nearestTitle, { office: austin.title }) });
    await expect(dialog).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await context.clearPermissions();
  }
});

test('[site-4.14 site-9.5] the idle popup opens once per visit: not again on the next page view, again in a new visit (a new tab)', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const t = sitePopupsText.en;
  // A desktop visitor who chose English: no language popup before the idle one.
  await context.addCookies([{ name: 'visited_site', value: 'en', url: origin }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  usesPageClock(page);
  await page.clock.install();
  await page.goto('/');
  await idleWidgetsReady(page);
  const idle = page.getByRole('dialog', { name: t.configured.idleTitle });
  await page.clock.runFor(IDLE_WAIT_MS + 1000);
  await expect(idle).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('idle_popup_shown'))).toBe('true');
  await page.keyboard.press('Escape');
  await expect(idle).toBeHidden();

  // The next page view of the same visit (the tab's session storage): no idle popup, however long it
  // waits; no popup can open, so the page does not even load them.
  await page.reload();
  await idleWidgetsReady(page);
  await expect(page.locator('[data-widget="sitePopups"]')).toHaveAttribute('data-widget-state', 'unneeded');
  await page.clock.runFor(3 * IDLE_WAIT_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A new tab is a new visit: its session storage is empty, and the idle popup comes again.
  const next = await context.newPage();
  await next.setViewportSize({ width: 1280, height: 900 });
  await next.goto('/');
  await idleWidgetsReady(next);
  await next.clock.runFor(IDLE_WAIT_MS + 1000);
  await expect(next.getByRole('dialog', { name: t.configured.idleTitle })).toBeVisible();
  await next.close();
});

for (const lang of LANGS) {
  test(`[site-4.13 site-4.14] the home page on a phone in its own language (${lang}): no popup can open, so neither they nor the page settings load`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang === 'es' ? 'es-MX' : 'en-US', viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r);
    });
    const requests = watchRequests(page);
    await page.goto(pagePath('/', lang));
    await idleWidgetsReady(page);
    await expect(page.locator('[data-widget="sitePopups"]')).toHaveAttribute('data-widget-state', 'unneeded');
    await requests.settled();
    requests.stop();
    // No framework came: no script the page fetched holds React or XState (their own names for
    // their element and actor events), nor the page settings every widget starts with (src/boot.ts).
    const framework: string[] = [];
    for (const r of scripts) {
      const code = await r.text();
      if (/react\.transitional\.element|xstate\.done\.actor/.test(code) || /\/assets\/boot-/.test(r.url())) framework.push(new URL(r.url()).pathname);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(framework).toEqual([]);
    expect(await page.locator('[data-widget][data-widget-state="ready"]').count()).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
}

test('[site-2.14 site-4.2] the quote page: the quote slider under the form, its code loaded only near the viewport', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const requests = watchRequests(page);
  for (const lang of LANGS) {
    const t = reviewsText[lang];
    scripts.length = 0;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pagePath('/quote/', lang));
    await page.waitForLoadState('load');
    await expect(page.locator('[data-widget="quote"]')).toHaveAttribute('data-widget-state', 'ready', { timeout: 15_000 });
    // Once the page is still: the form's calls answered, what the page loads once idle come.
    await requests.settled();
    // Far below the form: neither the slider's code nor keen-slider came with the page.
    expect(scripts.filter((u) => /reviewSlider|keen/.test(u))).toEqual([]);
    const host = page.locator('[data-widget="reviewSlider"]');
    expect(await page.locator('[data-widget]').evaluateAll((hosts) => hosts.map((h) => h.getAttribute('data-widget')))).toEqual(['quote', 'reviewSlider']);
    await host.scrollIntoViewIfNeeded();
    await expect(host.getByRole('heading', { name: t.titleQuote })).toBeVisible();
    expect(scripts.some((u) => /\/reviewSlider-[\w-]+\.js$/.test(u))).toBe(true);
    await expect(host.getByRole('group', { includeHidden: true })).toHaveCount(t.quoteTestimonials.length);
    await expect(host.getByText(t.quoteTestimonials[0]!.text)).toBeVisible();
    // site-4.2: the left arrow hidden at the start; the right one moves the slider, and then the left one shows.
    await expect(host.getByRole('button', { name: t.prev })).toHaveCount(0);
    await host.getByRole('button', { name: t.next }).click();
    await expect(host.getByRole('button', { name: t.prev })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  }
});
