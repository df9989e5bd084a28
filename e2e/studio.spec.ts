/**
 * The studio in Chromium as designers and QA use it: read a chart by keyboard, play a path on
 * the real view, and watch a second tab opened with ?inspect move through the chart; the quote
 * form's chart opened whole, a state collapsed and expanded by keyboard, its paths read from the
 * file the build wrote and played (payment's are generated in the page's worker); no view wider than a phone. axe-core checks the studio too.
 */
import { expect, type Page } from '@playwright/test';
import { fill } from '../src/i18n';
import { paymentFlowText, paymentText } from '../src/i18n/payment';
import { studioText } from '../src/i18n/studio';
import { flowById } from '../src/registry';
import { generatePaths } from '../src/paths/model';
import { scan } from './axeScan';
import { test } from './workerPage';

// One tab per worker (e2e/workerPage.ts, decision 24): the browser's HTTP cache holds the studio's
// code (elkjs and its worker, 2.8 MB) from one test to the next.

const payment = flowById('payment')!;
const generated = generatePaths(await payment.model());

async function chartReady(page: Page) {
  await expect(page.locator('[data-state-id="payment.editing"]')).toBeVisible({ timeout: 20_000 });
}

/** The page's width as laid out: wider than the window means a horizontal scroll. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The quote form's paths: a file of about 20 MB for the worker to read and check, and the page to make back. */
const QUOTE_PATHS = { timeout: 60_000 };

for (const lang of ['en', 'es'] as const) {
  const t = studioText[lang];
  const base = lang === 'es' ? '/es/studio/' : '/studio/';

  test(`studio (${lang}): a state is read by keyboard, and the studio has no serious axe violation`, async ({ page }) => {
    await page.goto(`${base}?flow=payment`);
    await chartReady(page);
    const state = page.locator('[data-state-id="payment.alreadyPaid"]');
    await state.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('The already-paid view')).toBeVisible();
    await expect(panel.getByText('site-4.9, site-8.7')).toBeVisible();
    expect(await scan(page)).toEqual([]);

    await page.getByRole('tab', { name: t.tabs.chart }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: t.tabs.paths })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: t.paths.heading })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`studio (${lang}) at ${width} px: "fit" keeps the labels readable, the tabs stay on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${base}?flow=payment`);
      await chartReady(page);
      await page.getByRole('button', { name: t.chart.fit }).click();
      // On-screen size of the label text: its font size times the drawing's scale (screen px per SVG unit).
      const sizes = await page.locator('.chart-label text').evaluateAll((texts) =>
        texts.map((el) => {
          const text = el as SVGTextElement;
          return (parseFloat(getComputedStyle(text).fontSize) * text.getBoundingClientRect().height) / text.getBBox().height;
        }),
      );
      expect(sizes.length).toBeGreaterThan(10);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11 - 0.05);
      // The initial state shows in the drawing area.
      const area = (await page.getByRole('group', { name: fill(t.chart.drawing, { flow: paymentFlowText[lang].flow.title }) }).boundingBox())!;
      const first = (await page.locator('[data-state-id="payment.loadingCarriers"]').boundingBox())!;
      expect(first.x).toBeGreaterThanOrEqual(area.x);
      expect(first.x + first.width).toBeLessThanOrEqual(area.x + area.width);
      expect(first.y).toBeGreaterThanOrEqual(area.y);
      expect(first.y + first.height).toBeLessThanOrEqual(area.y + area.height);
      for (const tab of await page.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: test.info().outputPath(`studio-${lang}-${width}.png`) });
    });
  }

  test(`studio (${lang}): a compound state opens on its own by keyboard, keeps its address, and goes back`, async ({ page }) => {
    await page.goto(`${base}?flow=payment`);
    await chartReady(page);
    await page.locator('[data-state-id="payment.details"]').focus();
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/[?&]focus=payment\.details(&|$)/);
    await expect(page.locator('[data-state-id="payment.details.gettingToken"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-state-id="payment.editing"]')).toHaveCount(0);
    await expect(page.getByText(fill(t.chart.entering, { state: 'payment.details' }))).toBeVisible();
    expect(await scan(page)).toEqual([]);

    // The address opens the same view; the state panel's button opens another compound state.
    await page.goto(`${base}?flow=payment&state=payment.result&focus=payment.details`);
    await expect(page.locator('[data-state-id="payment.details.gettingToken"]')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: fill(t.state.open, { state: 'result' }) }).click();
    await expect(page.locator('[data-state-id="payment.result.known"]')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]focus=payment\.result(&|$)/);
    await page.getByRole('toolbar').getByRole('button', { name: t.chart.whole }).click();
    await chartReady(page);
    await expect(page).not.toHaveURL(/focus=/);
    expect(await scan(page)).toEqual([]);
  });

  test(`[site-4.9] studio (${lang}): the path to "already paid" plays on the real screen`, async ({ page }) => {
    const path = generated.paths.find((p) => p.steps.some((s) => s.leaves.includes('alreadyPaid')))!;
    const step = path.steps.findIndex((s) => s.leaves.includes('alreadyPaid'));
    await page.goto(`${base}?flow=payment&tab=player&path=${path.id}&step=${step}`);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: paymentText[lang].alreadyPaid.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.chart-state--active[data-state-id="payment.alreadyPaid"]')).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
}

test('[site-4.10] studio: a page opened with ?inspect moves through the chart as it is used', async ({ context }) => {
  const studio = await context.newPage();
  await studio.goto('/studio/?flow=payment&tab=live');
  await chartReady(studio);
  const t = paymentText.en;
  const site = await context.newPage();
  await site.goto('/pay/?inspect');
  await site.getByRole('textbox', { name: t.form.policyNumber }).fill('LSM-700-PASTDUE');
  await site.getByRole('textbox', { name: t.form.email }).fill('maria@example.com');
  await site.getByRole('textbox', { name: t.form.phone }).fill('5125550100');
  await site.getByRole('textbox', { name: t.form.month }).fill('4');
  await site.getByRole('textbox', { name: t.form.day }).fill('21');
  await site.getByRole('textbox', { name: t.form.year }).fill('1985');
  await site.getByRole('button', { name: t.form.submit }).click();
  await expect(site.getByRole('dialog', { name: t.configured.pastDueTitle })).toBeVisible();

  await expect(studio.locator('.chart-state--active[data-state-id="payment.errorModal.pastDue"]')).toBeVisible();
  await expect(
    studio.locator('.chart-edge--taken[data-edge-id="payment.lookingUp --xstate.done.actor.lookup [isPastDue]--> payment.errorModal.pastDue"]'),
  ).toHaveCount(1);
  const log = studio.locator('.studio-log tbody');
  await expect(log).toContainText('form.submit');
  // One line per event, with the state after it: the lookup, or (the drawn form sent before the
  // carrier list came) the submit held until it comes (decision 6), then the lookup.
  await expect(log.locator('tr').filter({ hasText: 'form.submit' })).toHaveCount(1);
  await expect(log.locator('tr').filter({ hasText: 'form.submit' })).toContainText(/lookingUp|formSent/);
  await expect(log).toContainText('lookingUp');
  await expect(log).toContainText('pastDue');
  await expect(studio.getByRole('listitem').filter({ hasText: '/pay/?inspect' }).first()).toContainText('pastDue');
});

test('studio (en): the quote chart opens whole, collapses and expands a state by keyboard, reads its paths from the build and plays one', async ({ page }) => {
  test.setTimeout(120_000);
  const t = studioText.en;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/studio/?flow=quote');
  await expect(page.locator('[data-state-id="quote.checkingPage"]')).toBeVisible({ timeout: 20_000 });
  // Its stages are child charts: a chart this small is drawn whole, no compound state collapsed.
  await expect(page.locator('[data-state-id="quote.driver2.asking"]')).toBeVisible();
  await expect(page.locator('.chart-toggle[aria-expanded="false"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.chart.expandAll, exact: true })).toBeDisabled();
  // Collapsed by keyboard: one box, its states gone, focus on the toggle that expands it.
  await page.getByRole('button', { name: `${t.chart.collapse} driver2`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-state-id="quote.driver2.asking"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-state-id="quote.driver2"]')).toHaveClass(/chart-state--collapsed/);
  await expect(page.getByRole('button', { name: `${t.chart.expand} driver2`, exact: true })).toBeFocused();
  // Expanded again by keyboard: its states back, focus on the toggle that collapses it.
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-state-id="quote.driver2.asking"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: `${t.chart.collapse} driver2`, exact: true })).toBeFocused();
  expect(await scan(page)).toEqual([]);

  // The paths: asked for by the Paths view, read by the studio's worker from the file the build wrote
  // (scripts/studioPathsPlugin.ts), not generated there (payment's are: the path to "already paid", above).
  const file = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/paths/quote.json');
  await page.getByRole('tab', { name: t.tabs.paths }).click();
  expect((await file).status()).toBe(200);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: fill(t.paths.play, { path: 'P1' }), exact: true })).toBeVisible(QUOTE_PATHS);
  await expect(panel.getByRole('button', { name: /^Play P\d+$/ })).toHaveCount(50);
  // Every state and transition of the chart and its child charts is visited.
  for (const label of [t.paths.states, t.paths.transitions]) {
    const figure = (await panel.locator('.studio-figure').filter({ hasText: label }).locator('dd').innerText()).trim();
    const [covered, total] = figure.split('/');
    expect(covered).toBe(total);
  }
  expect(await scan(page)).toEqual([]);

  // A path played step by step on the real view; the chart follows the state. The first path of a
  // first visit that gets its token (a path that starts and ends on a redirect has no step to play).
  await panel.getByRole('searchbox', { name: t.paths.filter }).fill('first visit visitorToken');
  await expect(panel.getByRole('button', { name: fill(t.paths.play, { path: 'P1' }), exact: true })).toHaveCount(0);
  await panel.getByRole('button', { name: /^Play P\d+$/ }).first().click();
  await expect(page).toHaveURL(/[?&]tab=player&path=P\d+&step=0/);
  await expect(panel.getByText(/^Step 0 of \d+$/)).toBeVisible();
  await panel.getByRole('button', { name: t.player.next }).click();
  await expect(panel.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(page.locator('.studio-chart .chart-state--active:not(.chart-state--machine)').first()).toBeVisible({ timeout: 20_000 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  expect(await scan(page)).toEqual([]);
});

for (const lang of ['en', 'es'] as const) {
  const base = lang === 'es' ? '/es/studio/' : '/studio/';
  test(`studio (${lang}) at 390 px: no view is wider than the phone, the quote chart included`, async ({ page }) => {
    const t = studioText[lang];
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${base}?flow=quote`);
    await expect(page.locator('[data-state-id="quote.checkingPage"]')).toBeVisible({ timeout: 20_000 });
    // The whole chart drawn (nothing collapsed), then collapsed and expanded again: never wider than the phone.
    await expect(page.locator('[data-state-id="quote.driver2.asking"]')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t.chart.collapseAll, exact: true }).click();
    await expect(page.locator('[data-state-id="quote.driver2.asking"]')).toHaveCount(0, { timeout: 20_000 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t.chart.expandAll, exact: true }).click();
    await expect(page.locator('[data-state-id="quote.driver2.asking"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.chart-toggle[aria-expanded="false"]')).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    const path = generated.paths.find((p) => p.steps.some((s) => s.leaves.includes('alreadyPaid')))!;
    for (const tab of ['paths', 'player', 'live'] as const) {
      await page.goto(`${base}?flow=payment&tab=${tab}&path=${path.id}&step=2`);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 20_000 });
      if (tab !== 'live') await expect(page.getByRole('tabpanel').locator('.studio-progress')).toHaveCount(0, { timeout: 20_000 });
      expect(await pageWidth(page), `the ${tab} view`).toBeLessThanOrEqual(390);
    }
    expect(await scan(page)).toEqual([]);
  });
}
