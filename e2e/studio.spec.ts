/**
 * The studio in Chromium as designers and QA use it: read a chart by keyboard, play a path on
 * the real view, and watch a second tab opened with ?inspect move through the chart. axe-core
 * checks the studio too.
 */
import { expect, test, type Page } from '@playwright/test';
import { paymentText } from '../src/i18n/payment';
import { studioText } from '../src/i18n/studio';
import { flowById } from '../src/registry';
import { generatePaths } from '../src/paths/model';
import { scan } from './walk';

const payment = flowById('payment')!;
const generated = generatePaths(await payment.model());

async function chartReady(page: Page) {
  await expect(page.locator('[data-state-id="payment.editing"]')).toBeVisible({ timeout: 20_000 });
}

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
  await expect(log).toContainText('pastDue');
  await expect(studio.getByRole('listitem').filter({ hasText: '/pay/?inspect' }).first()).toContainText('pastDue');
});
