/**
 * The quote form in the browser's history, in the built site against its sandbox: a visit saved at
 * the vehicles, reloaded on each step, walked Back and Forward through the steps and out of the
 * page, and started over, in English on a phone and in Spanish on a desktop. Every text comes from
 * the catalogs.
 */
import { expect } from '@playwright/test';
import { test, usesPageClock } from './workerPage';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { quoteText } from '../src/i18n/quote';
import { savedCamry, savedVisitStorage } from '../fixtures/models/quote.model';
import { untilShown } from './rateClock';

/**
 * Reloads, Back and Forward, Start over (issue 27), in the real browser's history: a visit saved at
 * the vehicles (one car) opened after another page, the coverage chosen, the quotes; a reload on
 * each step keeps what was done there, and on the results shows the same quotes again; Back never
 * traps the visitor (the page's entries are the visitor's own moves: Back leaves in as many
 * presses); Start over forgets the visit on the device.
 */
const SEEDED_VISIT = savedVisitStorage('vehiclesummary', [savedCamry]);

for (const [lang, width] of [
  ['en', 390],
  ['es', 1280],
] as const) {
  test(`[quote-3.17 quote-4.2 quote-4.3 quote-9.4] reloads, Back and Forward, Start over (${lang}, ${width} px)`, async ({ page }) => {
    const t = quoteText[lang];
    const quotePage = pagePath('/quote/', lang);
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const pkg = page.getByRole('radiogroup', { name: t.coverage.packages }).locator('input[type="radio"][value="SML"]');
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const prepared: string[] = [];
    page.on('request', (r) => {
      if (/\/rating\/prepareTransaction$/.test(new URL(r.url()).pathname)) prepared.push(r.url());
    });
    await page.setViewportSize({ width, height: 900 });
    // The visit saved before, written once (a reload keeps what the page writes since).
    await page.addInitScript((entries: Record<string, unknown>) => {
      if (window.sessionStorage.getItem('e2e-seeded') === '1') return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      window.sessionStorage.setItem('e2e-seeded', '1');
    }, SEEDED_VISIT);
    // Another page first: Back out of the quote form lands there.
    await page.goto(pagePath('/', lang));
    await page.goto(`${quotePage}#vehiclesummary`);
    const before = new URL(pagePath('/', lang), page.url()).href;

    await test.step('vehicles: a reload keeps them; Continue', async () => {
      await expect(heading(t.vehicles.heading)).toBeVisible();
      await page.reload();
      await expect(heading(fill(t.vehicles.name, { year: '2019', maker: 'Toyota', model: 'Camry' }))).toBeVisible();
      await button(t.buttons.continue).click();
    });

    await test.step('coverage: the package picked, then a reload: still picked (the draft); Continue asks for quotes', async () => {
      await expect(heading(t.coverage.heading)).toBeVisible();
      await pkg.check();
      await page.reload();
      await expect(heading(t.coverage.heading)).toBeVisible();
      await expect(pkg).toBeChecked();
      // quote-9.4: Back to top (past 400 px) never covers Continue, with Continue at the foot of the screen.
      await button(t.buttons.continue).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
      const top = page.locator('.quote-back-to-top');
      await expect(top).toBeVisible();
      const next = await button(t.buttons.continue).boundingBox();
      const box = await top.boundingBox();
      if (!next || !box) throw new Error('no Continue or Back to top');
      const overlaps = box.x < next.x + next.width && next.x < box.x + box.width && box.y < next.y + next.height && next.y < box.y + box.height;
      expect(overlaps, 'Back to top over Continue').toBe(false);
      // The rate request's polls on the page's clock from here on (e2e/rateClock.ts).
      usesPageClock(page);
      await page.clock.install();
      await button(t.buttons.continue).click();
      await untilShown(page, page.getByRole('list', { name: t.quotes.list }));
      await expect(page).toHaveURL(/#quotes$/);
    });

    await test.step('a reload on the results shows the same quotes, with no new rate request', async () => {
      const requests = prepared.length;
      await page.reload();
      await expect(page.getByRole('list', { name: t.quotes.list })).toBeVisible();
      await expect(page).toHaveURL(/#quotes$/);
      expect(prepared.length).toBe(requests);
    });

    await test.step('Back goes through the steps taken, Forward comes back; a third Back leaves the page', async () => {
      await page.goBack();
      await expect(heading(t.coverage.heading)).toBeVisible();
      await expect(pkg).toBeChecked();
      await page.goBack();
      await expect(heading(t.vehicles.heading)).toBeVisible();
      await page.goForward();
      await expect(heading(t.coverage.heading)).toBeVisible();
      await page.goForward();
      await untilShown(page, page.getByRole('list', { name: t.quotes.list }));
      await page.goBack();
      await page.goBack();
      await expect(heading(t.vehicles.heading)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(before);
      await page.goForward();
      await expect(heading(t.vehicles.heading)).toBeVisible();
    });

    await test.step('Start over: No keeps everything; Yes forgets the visit on this device and opens the first step empty', async () => {
      const so = t.startOver;
      await button(so.button).click();
      const dialog = page.getByRole('dialog', { name: so.title });
      await dialog.getByRole('button', { name: so.no }).click();
      await expect(dialog).toBeHidden();
      await expect(heading(fill(t.vehicles.name, { year: '2019', maker: 'Toyota', model: 'Camry' }))).toBeVisible();
      await button(so.button).click();
      await dialog.getByRole('button', { name: so.yes }).click();
      await expect(heading(t.driver1.heading)).toBeVisible();
      await expect(page).toHaveURL(/#driver1$/);
      await expect(page.getByRole('textbox', { name: t.driver1.firstName, exact: true })).toHaveValue('');
      const kept = await page.evaluate(() => [window.localStorage.getItem('driverPrefill'), window.sessionStorage.getItem('quoteDraft')]);
      expect(kept).toEqual([null, null]);
      // A reload is a first visit now.
      await page.reload();
      await expect(heading(t.driver1.heading)).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.driver1.firstName, exact: true })).toHaveValue('');
      // Back: the entries the visitor made (Start over's #driver1, the vehicles), then out of the page.
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(before);
    });

    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });
}
