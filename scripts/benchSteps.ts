/**
 * `npm run bench:steps`: the main-thread work of each step of a quote, as a visitor on a phone makes
 * it (issue 31: long tasks under 200 ms on each Continue). Reports, never asserts.
 *
 * Against `vite preview` of the built site (BENCH_PORT, default 4396) in Debian's Chromium with the
 * CPU 4 times slower (no network throttling: the steps' own work is measured), a 412 x 823 phone
 * viewport and a warm cache (the page is loaded once before each run; COLD=1: none, each run in a
 * fresh browser context): the Texas journey of
 * e2e/quoteJourney.spec.ts in English, each press followed by its next screen. For each step, the
 * longest task (PerformanceObserver `longtask`, 50 ms and over) and the blocking time (each long
 * task's time over 50 ms, summed) from the press until the page has been still for 500 ms. RUNS
 * (default 3) journeys; the table shows the medians and each run's longest task.
 */
import { chromium, type Page } from 'playwright-core';
import { findByLicense, SANDBOX_DRIVERS } from '../fixtures/data/drivers';
import { SANDBOX_VINS } from '../fixtures/data/vehicles';
import { formText } from '../src/i18n/form';
import { quoteText } from '../src/i18n/quote';
import { startServer } from './benchServer';

const port = Number(process.env.BENCH_PORT ?? 4396);
const runs = Number(process.env.RUNS ?? 3);
const cold = process.env.COLD === '1';
const base = `http://127.0.0.1:${port}`;
const t = quoteText.en;
const kit = formText.en;

interface StepFigures {
  longest: number;
  blocking: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The long tasks since the last call, then the page still (no long task) for 500 ms. */
async function settled(page: Page): Promise<StepFigures> {
  const tasks: Array<{ start: number; duration: number }> = [];
  for (;;) {
    await page.waitForTimeout(500);
    const more = await page.evaluate(() => {
      // Not on the blank page before the first load.
      const w = window as unknown as { __longTasks?: Array<{ start: number; duration: number }> };
      return w.__longTasks?.splice(0) ?? [];
    });
    if (more.length === 0) break;
    tasks.push(...more);
  }
  return {
    longest: Math.max(0, ...tasks.map((x) => x.duration)),
    blocking: tasks.reduce((sum, x) => sum + Math.max(0, x.duration - 50), 0),
  };
}

async function journey(page: Page): Promise<Map<string, StepFigures>> {
  const out = new Map<string, StepFigures>();
  const step = async (name: string, act: () => Promise<void>, until: () => Promise<void>) => {
    await settled(page);
    if (process.env.BENCH_VERBOSE) console.error(`step: ${name}`);
    await act();
    await until();
    out.set(name, await settled(page));
  };
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const shown = (name: string) => () => heading(name).waitFor({ timeout: 30_000 });
  const found = findByLicense(SANDBOX_DRIVERS.texasLicense, SANDBOX_DRIVERS.texasDob);
  if (!found) throw new Error('the sandbox data changed');
  const [year = '', month = '', day = ''] = SANDBOX_DRIVERS.texasDob.split('-');

  await step('opens the quote page', () => page.goto(`${base}/quote/#driver1`).then(() => undefined), shown(t.driver1.heading));
  await step(
    'driver1: the licence looked up',
    async () => {
      await page.getByRole('radiogroup', { name: t.driver1.licenseMode }).getByRole('radio', { name: t.driver1.modes.dl }).check();
      await box(t.driver1.license).fill(SANDBOX_DRIVERS.texasLicense);
      const dob = page.getByRole('group', { name: t.driver1.dob });
      await dob.getByRole('textbox', { name: kit.month, exact: true }).fill(month);
      await dob.getByRole('textbox', { name: kit.day, exact: true }).fill(day);
      await dob.getByRole('textbox', { name: kit.year, exact: true }).fill(year);
      await page.keyboard.press('Tab');
    },
    () => page.getByText(t.driver1.found).waitFor({ timeout: 30_000 }),
  );
  await step('Continue to driver2', () => button(t.buttons.continue).click(), shown(t.driver2.heading));
  await step(
    'Continue to driver3',
    async () => {
      await box(t.driver2.email).fill('steps@example.com');
      await box(t.driver2.phone).fill('214-555-0142');
      await page.getByRole('checkbox', { name: t.driver2.consent }).check();
      await button(t.buttons.continue).click();
    },
    shown(t.driver3.heading),
  );
  await step('Continue to the drivers', () => button(t.buttons.continue).click(), shown(t.summary.heading));
  await step('Continue to the vehicles', () => button(t.buttons.continue).click(), shown(t.vehicles.heading));
  await step(
    'a vehicle by VIN, saved',
    async () => {
      await button(t.vehicles.add).click();
      const dialog = page.getByRole('dialog', { name: t.vehicleDialog.addTitle });
      await dialog.getByRole('textbox', { name: t.vehicleDialog.vin }).fill(SANDBOX_VINS.decoded);
      await dialog.getByRole('button', { name: t.vehicleDialog.lookUp }).click();
      await dialog.getByRole('button', { name: t.vehicleDialog.save }).and(page.locator(':not([aria-disabled="true"])')).waitFor();
      await dialog.getByRole('button', { name: t.vehicleDialog.save }).click();
    },
    () => page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 }),
  );
  await step('Continue to the coverage', () => button(t.buttons.continue).click(), shown(t.coverage.heading));
  await step(
    'Continue to the quotes',
    async () => {
      // A package by its code (its name and description are the API's).
      await page.getByRole('radiogroup', { name: t.coverage.packages }).locator('input[type="radio"][value="LUU"]').check();
      await button(t.buttons.continue).click();
    },
    () => heading(t.configured.quotesTitle).waitFor({ timeout: 60_000 }),
  );
  return out;
}

async function main(): Promise<void> {
  const server = startServer(port);
  try {
    await server.ready;
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const results: Array<Map<string, StepFigures>> = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(`
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      `);
      if (!cold) {
        // Warm the cache (a visitor who has the site's code), then start afresh.
        await page.goto(`${base}/quote/`);
        await page.waitForLoadState('load');
        await context.clearCookies();
        await page.evaluate(() => window.localStorage.clear());
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      results.push(await journey(page));
      await context.close();
      console.error(`run ${i + 1} of ${runs} measured`);
    }
    await browser.close();
    console.log(`Phone profile: 4x CPU, ${cold ? 'cold' : 'warm'} cache, no network throttling; median of ${runs} journeys (Texas, English).\n`);
    console.log('| step | longest task, ms (each run) | blocking time, ms |');
    console.log('| --- | --- | --- |');
    for (const name of results[0]!.keys()) {
      const taken = results.map((r) => r.get(name)!);
      const longest = taken.map((x) => Math.round(x.longest));
      console.log(`| ${name} | ${median(longest)} (${longest.join(', ')}) | ${Math.round(median(taken.map((x) => x.blocking)))} |`);
    }
  } finally {
    server.stop();
  }
}

await main();
