/**
 * `npm run bench:pages`: measures the built site's customer pages on a phone profile and prints
 * a table for docs/performance.md. Reports, never asserts: timings depend on the machine.
 *
 * - JS gzip per page: from dist/bundle-report.json (run `npm run build` first).
 * - In Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through Playwright, against
 *   `vite preview` on BENCH_PORT (default 4394): 4x CPU slowdown
 *   (CDP Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbps down and 750 kbps up
 *   (CDP Network.emulateNetworkConditions), a 412 x 823 viewport, cache off.
 * - "usable": ms from navigation start until every widget host of the page takes input: a host
 *   drawn at build time (data-first-paint) at the first contentful paint, the others when they
 *   say data-widget-state="ready" (the form is drawn); widgets that wait (data-load: near the
 *   viewport, once idle) are not counted; "-" on pages without widgets.
 * - "first use": for hosts drawn at build time, ms from focusing the first field (after the page
 *   has settled) until the widget has taken over (data-widget-state="ready").
 * - CLS: the sum of layout-shift entries without recent input, read 1.5 s after the page is usable.
 * - The floors, built here (scripts/benchFloors/, into a temporary folder served by a second
 *   `vite preview` with the site's config, on BENCH_PORT + 1) and measured in the same run, the
 *   pages in random order each round: floor 0, one form and no script (the network's and the
 *   paint's share); floor A, React 19 drawing one form (issue 31's yardstick); floor P, floor A's
 *   source built on preact/compat (what Preact would save). "to floor A" is a page's median usable
 *   time over floor A's.
 * Each page is loaded RUNS times (default 3); the table shows the median.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from './benchServer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4394);
const runs = Number(process.env.RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${port + 1}`;
const PAGES = [
  '/',
  '/es/',
  '/pay/',
  '/es/pay/',
  '/quote/',
  '/es/quote/',
  '/sign-in/',
  '/es/sign-in/',
  '/create-customer/',
  // As the reset email links it (the sandbox's valid token, docs/sandbox.md).
  '/set-password/?token=RESET-VALID',
  '/coming-soon/',
];
/**
 * The floors (scripts/benchFloors/), by the name the table gives them: the page built (served under
 * /<letter>/) and the aliases of its build (floor P is floor A's very source on Preact's React layer).
 */
const FLOORS = [
  { name: 'floor 0 (one form, no script)', html: 'floor0.html', alias: {} },
  { name: 'floor A (React 19, one form)', html: 'floorA.html', alias: {} },
  {
    name: 'floor P (floor A on preact/compat)',
    html: 'floorA.html',
    alias: { 'react-dom/client': 'preact/compat/client', 'react/jsx-runtime': 'preact/jsx-runtime', react: 'preact/compat' },
  },
] as const;
const FLOOR_A = 'floor A (React 19, one form)';
/** Budgets of docs/performance.md: JS gzip in kB, and CLS. */
const BUDGET = { home: 100, customer: 170, cls: 0.05 };

interface Report {
  page: string;
  gzip: number;
  gzipOnLoad: number;
}

/** What the init script keeps on window. */
interface Probe {
  __usable: number | null;
  __cls: number;
}

interface Sample {
  usableMs: number | null;
  cls: number;
  firstUseMs: number | null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string, floor: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.addInitScript(`
    window.__cls = 0;
    window.__usable = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    window.__fcp = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
      check();
    }).observe({ type: 'paint', buffered: true });
    function check() {
      // The widgets the page loads to be used: not those that wait (near the viewport, once idle), which
      // load later or, when they can show this visitor nothing, never.
      const hosts = [...document.querySelectorAll('[data-widget]:not([data-load])')];
      const usable = (h) => h.getAttribute('data-widget-state') === 'ready' || (h.hasAttribute('data-first-paint') && window.__fcp !== null);
      if (window.__usable === null && hosts.length > 0 && hosts.every(usable)) {
        const allDrawn = hosts.every((h) => h.hasAttribute('data-first-paint'));
        window.__usable = allDrawn ? window.__fcp : Math.max(performance.now(), window.__fcp ?? 0);
      }
    }
    new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  `);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const hasWidgets = (await page.locator('[data-widget]:not([data-load])').count()) > 0;
  if (hasWidgets) await page.waitForFunction(() => (window as unknown as Probe).__usable !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const sample = await page.evaluate(() => ({ usableMs: (window as unknown as Probe).__usable, cls: (window as unknown as Probe).__cls }));
  // A host drawn at build time: how long from the first focus until its widget has taken over (a floor has none).
  let firstUseMs: number | null = null;
  const drawn = page.locator('[data-widget][data-first-paint]').first();
  if (!floor && (await drawn.count()) > 0) {
    const started = await page.evaluate(() => performance.now());
    await drawn.locator('input, select, textarea').first().focus();
    await page.waitForFunction(() => document.querySelector('[data-widget][data-first-paint]')?.getAttribute('data-widget-state') === 'ready', null, { timeout: 60_000 });
    firstUseMs = (await page.evaluate(() => performance.now())) - started;
  }
  await context.close();
  return { ...sample, firstUseMs };
}

/** The floors built for production into a temporary folder; each one's JavaScript, gzip bytes. */
async function buildFloors(outDir: string): Promise<Map<string, number>> {
  const dir = join(root, 'scripts/benchFloors');
  const gzip = new Map<string, number>();
  for (const floor of FLOORS) {
    const output = await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      base: './',
      resolve: { alias: { ...floor.alias } },
      build: { outDir: join(outDir, floor.name.split(' ')[1]!), emptyOutDir: true, rollupOptions: { input: join(dir, floor.html) } },
    });
    const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
    gzip.set(floor.name, outputs.reduce((sum, o) => (o.type === 'chunk' ? sum + gzipSync(o.code).length : sum), 0));
  }
  return gzip;
}

function shuffled<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function main(): Promise<void> {
  const report = JSON.parse(readFileSync(join(root, 'dist/bundle-report.json'), 'utf8')) as Report[];
  const floorsDir = mkdtempSync(join(tmpdir(), 'bench-floors-'));
  const floorGzip = await buildFloors(floorsDir);
  const servers = [startServer(port), startServer(port + 1, { outDir: floorsDir })];
  try {
    await Promise.all(servers.map((s) => s.ready));
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const targets = [
      ...FLOORS.map((f) => ({ name: f.name, url: `${floorBase}/${f.name.split(' ')[1]!}/${f.html}`, floor: true })),
      ...PAGES.map((path) => ({ name: path, url: `${base}${path}`, floor: false })),
    ];
    const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
    // Round by round, every page once in a random order: a slow spell of the machine falls on all of them.
    for (let i = 0; i < runs; i += 1) {
      for (const target of shuffled(targets)) samples.get(target.name)!.push(await measure(browser, target.url, target.floor));
      console.error(`round ${i + 1} of ${runs} measured`);
    }
    await browser.close();
    const ms = (xs: number[]) => (xs.length ? `${Math.round(median(xs))} (${xs.map(Math.round).join(', ')})` : '-');
    const usableOf = (name: string) => samples.get(name)!.map((s) => s.usableMs).filter((v): v is number => v !== null);
    const floorA = median(usableOf(FLOOR_A));
    const rows = targets.map(({ name, floor }) => {
      const taken = samples.get(name)!;
      const figures = report.find((r) => r.page === name.split('?')[0]);
      const gzip = (floor ? (floorGzip.get(name) ?? NaN) : (figures?.gzip ?? NaN)) / 1024;
      const onLoad = floor ? gzip : (figures?.gzipOnLoad ?? NaN) / 1024;
      const budget = name === '/' || name === '/es/' ? BUDGET.home : BUDGET.customer;
      const firstUse = taken.map((s) => s.firstUseMs).filter((v): v is number => v !== null);
      const usable = usableOf(name);
      const cls = median(taken.map((s) => s.cls));
      const ratio = usable.length ? (median(usable) / floorA).toFixed(2) : '-';
      const label = floor ? name : `\`${name}\``;
      const load = floor ? onLoad.toFixed(1) : `${onLoad.toFixed(1)} (budget ${budget}: ${onLoad <= budget ? 'within' : 'over'})`;
      return `| ${label} | ${load} | ${gzip.toFixed(1)} | ${ms(usable)} | ${ratio} | ${ms(firstUse)} | ${cls.toFixed(3)} (${cls < BUDGET.cls ? 'within' : 'over'}) |`;
    });
    console.log(`Phone profile: 4x CPU, 150 ms RTT, 1.6 Mbps down; median of ${runs} loads, cache off, every page once per round in a random order.\n`);
    console.log('| page | JS kB gzip on load | JS kB gzip after first use | usable, ms (each run) | to floor A | first use to widget, ms | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    for (const server of servers) server.stop();
    rmSync(floorsDir, { recursive: true, force: true });
  }
}

await main();
