/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance and SEO audits of the built site's
 * customer pages, for docs/performance.md. Reports, never asserts: the figures depend on the machine and
 * on what else runs on it.
 *
 * Lighthouse's default mobile settings (a Moto G Power sized screen, simulated throttling: 4x CPU
 * slowdown, 150 ms round trip, 1.6 Mbps down), in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium) launched headless with a debugging port, against `vite preview` of dist/ on
 * BENCH_PORT (default 4396). Each page RUNS times (default 3); the table shows the medians and
 * each run's score (PAGES=/quote/,/es/quote/: those pages only). Run `npm run build` first.
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from './benchServer';

const port = Number(process.env.BENCH_PORT ?? 4396);
const debugPort = Number(process.env.DEBUG_PORT ?? 9339);
const runs = Number(process.env.RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const ALL_PAGES = ['/', '/es/', '/pay/', '/es/pay/', '/quote/', '/es/quote/', '/sign-in/', '/es/sign-in/', '/coming-soon/'];
/** PAGES=/quote/,/es/quote/ audits those only. */
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ALL_PAGES;

interface Run {
  score: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function audit(path: string): Promise<Run> {
  const result = await lighthouse(`${base}${path}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

async function main(): Promise<void> {
  const server = startServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', `--remote-debugging-port=${debugPort}`],
  });
  try {
    await server.ready;
    const rows: string[] = [];
    for (const path of PAGES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(path));
      const m = (k: keyof Run) => median(results.map((r) => r[k]));
      rows.push(
        `| \`${path}\` | ${m('score')} (${results.map((r) => r.score).join(', ')}) | ${m('seo')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} |`,
      );
      console.error(`audited ${path}`);
    }
    console.log(`Lighthouse ${'mobile'} performance and SEO, simulated throttling; median of ${runs} runs.\n`);
    console.log('| page | performance (each run) | SEO | FCP, ms | LCP, ms | TBT, ms | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
