/**
 * The studio on the largest chart, in Debian's Chromium (the browser half of `npm run bench:chart`).
 * Reports, never asserts: timings depend on the machine and its load.
 *
 * Serves the built site (`npm run build` first) with `vite preview` on BENCH_PORT (default 4395),
 * or the dev server with BENCH_SERVER=dev (what `npm start` runs; one warm-up load first, which
 * lets Vite transform the modules). A desktop profile without throttling: 1280 x 800, cache on.
 * For the flow BENCH_FLOW (default `quote`), RUNS times (default 3), each in a fresh context:
 *
 * - "drawn": ms from navigation start until the flow's chart shows its states (the drawing area
 *   no longer busy);
 * - "paths": ms from a press on the Paths tab until the first generated path is listed;
 * - "player": ms from a press on the Player tab until the real screen of the first step shows;
 * - "expand": ms from a press on the first collapsed state's toggle until the chart is laid out again;
 * - "longest task": the longest main-thread task of each phase (PerformanceObserver `longtask`,
 *   which lists the tasks over 50 ms), and "blocked" the sum of their time over 50 ms;
 * - "heap": the page's JavaScript heap after a garbage collection (CDP), at the end of each phase.
 *
 * Each phase waits at most BENCH_TIMEOUT ms (default 15 minutes: the old studio generated the quote
 * paths while it rendered); a phase that does not finish is reported as such.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { startServer } from './benchServer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.env.BENCH_SERVER === 'dev';
const port = Number(process.env.BENCH_PORT ?? 4395);
const runs = Number(process.env.RUNS ?? 3);
const flow = process.env.BENCH_FLOW ?? 'quote';
const timeout = Number(process.env.BENCH_TIMEOUT ?? 15 * 60_000);
const base = `http://127.0.0.1:${port}`;
const url = `${base}/studio/?flow=${encodeURIComponent(flow)}`;

interface Phase {
  ms: number | null;
  /** Why there is no time (nothing to press). */
  note?: string;
  longest: number;
  blocked: number;
  heapMb: number;
}

interface Run {
  drawn: Phase;
  paths: Phase;
  player: Phase;
  expand: Phase;
}

/** What the init script keeps on window. */
interface Probe {
  __tasks: Array<{ start: number; duration: number }>;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

/** The long tasks that started at or after `since` (page ms). */
async function tasksSince(page: Page, since: number): Promise<{ longest: number; blocked: number }> {
  const tasks = await page.evaluate((from) => (window as unknown as Probe).__tasks.filter((t) => t.start >= from), since);
  return {
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    blocked: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
  };
}

/** Press something, then time until `done` holds in the page. */
async function phase(page: Page, cdp: CDPSession, press: (() => Promise<void>) | null, done: Condition): Promise<Phase> {
  const start = press ? await page.evaluate(() => performance.now()) : 0;
  if (press) await press();
  let ms: number | null = null;
  try {
    await page.waitForFunction(done, null, { timeout, polling: 50 });
    ms = (await page.evaluate(() => performance.now())) - start;
  } catch (error) {
    console.error(`a phase did not finish: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    ms = null;
  }
  const { longest, blocked } = await tasksSince(page, start);
  return { ms, longest, blocked, heapMb: await heapMb(cdp) };
}

// Conditions read in the page. Functions, not strings: the site's Content-Security-Policy forbids
// eval, which a string condition needs; no named functions inside (tsx would wrap them in a helper
// the page does not have).
type Condition = () => boolean;
const CHART_DRAWN: Condition = () => {
  const vp = document.querySelector('.studio-chart .chart-view__viewport');
  return !!vp && vp.getAttribute('aria-busy') === 'false' && !!vp.querySelector('[data-state-id]');
};
const CHART_BUSY: Condition = () => document.querySelector('.studio-chart .chart-view__viewport')?.getAttribute('aria-busy') === 'true';
const CHART_IDLE: Condition = () => document.querySelector('.studio-chart .chart-view__viewport')?.getAttribute('aria-busy') === 'false';
const PATHS_LISTED: Condition = () => !!document.querySelector('#studio-tabpanel .studio-path');
const PLAYER_SHOWN: Condition = () => {
  const s = document.querySelector('#studio-tabpanel .studio-screen');
  return !!s && s.querySelectorAll('button, input, select, h1, h2, h3, p').length > 0;
};

async function measure(browser: Browser): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(`
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  `);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
  const drawn = await phase(page, cdp, null, CHART_DRAWN);
  const paths = await phase(page, cdp, () => page.locator('#studio-tab-paths').click({ timeout }), PATHS_LISTED);
  const player = await phase(page, cdp, () => page.locator('#studio-tab-player').click({ timeout }), PLAYER_SHOWN);
  // Back on the chart: expand the first collapsed compound state (none in a chart drawn all expanded).
  await page.locator('#studio-tab-chart').click({ timeout });
  const toggle = page.locator('.studio-chart .chart-view__viewport').first().locator('.chart-toggle[aria-expanded="false"]').first();
  const expand =
    (await toggle.count()) > 0
      ? await phase(
          page,
          cdp,
          async () => {
            await toggle.focus();
            await page.keyboard.press('Enter');
            // The status says the chart is laid out again before the condition below can hold.
            await page.waitForFunction(CHART_BUSY, null, { timeout: 5000 }).catch(() => {});
          },
          CHART_IDLE,
        )
      : { ms: null, note: 'no collapsed state', longest: 0, blocked: 0, heapMb: await heapMb(cdp) };
  await context.close();
  return { drawn, paths, player, expand };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function main(): Promise<void> {
  if (!dev && !existsSync(resolve(root, process.env.BUILD_OUT_DIR ?? 'dist', 'studio/index.html'))) {
    console.error('bench:chart: no built studio; run `npm run build` first (or BENCH_SERVER=dev for the dev server).');
    process.exitCode = 1;
    return;
  }
  const server = startServer(port, { dev });
  try {
    await server.ready;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    if (dev) {
      // Vite transforms the studio's modules on the first load: not what a second visit waits for.
      const warm = await browser.newPage();
      await warm.goto(url, { timeout });
      await warm.waitForFunction(CHART_DRAWN, null, { timeout, polling: 200 }).catch(() => {});
      await warm.close();
    }
    const samples: Run[] = [];
    for (let i = 0; i < runs; i += 1) {
      samples.push(await measure(browser));
      console.error(`run ${i + 1} of ${runs} done`);
    }
    await browser.close();
    const ms = (phases: Phase[]) => {
      const done = phases.map((p) => p.ms).filter((x): x is number => x !== null);
      const each = phases.map((p) => (p.ms === null ? (p.note ?? 'not done') : String(Math.round(p.ms)))).join(', ');
      if (done.length) return `${Math.round(median(done))} (${each})`;
      return phases[0]?.note ?? `not done in ${timeout / 1000} s`;
    };
    const num = (xs: number[], digits = 0) => `${median(xs).toFixed(digits)} (max ${Math.max(...xs).toFixed(digits)})`;
    console.log(
      `Studio, ${flow} chart, ${dev ? 'dev server (npm start)' : 'built site (vite preview)'}; Chromium ${browser.version()}, 1280 x 800, no throttling; median of ${runs} runs.\n`,
    );
    console.log('| phase | ms (each run) | longest task, ms | blocked, ms over 50 | heap after, MB |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const key of ['drawn', 'paths', 'player', 'expand'] as const) {
      const phases = samples.map((s) => s[key]);
      console.log(
        `| ${key} | ${ms(phases)} | ${num(phases.map((p) => p.longest))} | ${num(phases.map((p) => p.blocked))} | ${num(
          phases.map((p) => p.heapMb),
          1,
        )} |`,
      );
    }
  } finally {
    server.stop();
  }
}

await main();
