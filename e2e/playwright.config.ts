/**
 * Browser tests: every generated path of every registered flow, walked in Debian's Chromium
 * (never a downloaded browser) against the built site and its sandbox API, in English and
 * Spanish. `npm run test:e2e` builds the site, serves dist/ with `vite preview` (the sandbox
 * is mounted in the preview server) on a port of its own, and stops it at the end.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
// The dev server a newcomer starts with `npm start` (the same command on a port of its own).
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
const devBaseURL = `http://127.0.0.1:${devPort}`;
const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

/** A server the run starts (and stops), ready once its sandbox answers; reused outside CI when already up. */
function server(command: string, url: string) {
  return { command, cwd: root, url: `${url}/sandbox/health`, reuseExistingServer: !process.env.CI, timeout: 120_000, stdout: 'ignore' as const, stderr: 'pipe' as const };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A failing test's screenshot and snapshot; test-results/ itself keeps the runners' timing files
  // (Playwright empties its output folder when a run starts).
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The list, the summary lines, test-results/e2e-times.json for `npm run bench:suites`, and the
  // record of the charts walked in full (e2e/full-walks.json, src/testing/fullWalks.ts).
  reporter: [['list'], ['./summary-reporter.ts'], ['./timesReporter.ts'], ['./fullWalkReporter.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    // Recording a trace for every test (kept on failure) costs about a quarter of the run (the quote
    // flow's English paths: 186 s with it, 133 s without): on demand only (E2E_TRACE=1).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The journeys tagged @newcomer run on the dev server only (project `dev`): the built site walks their flows' paths.
    { name: 'chromium', testIgnore: ['**/bfcache.spec.ts', '**/paths.spec.ts', '**/layout.spec.ts', '**/devServer.spec.ts'], grepInvert: /@newcomer/ },
    {
      // `npm start` as a newcomer runs it: every page it prints, each flow's happy path and the
      // journeys tagged @newcomer, against the dev server (React's development build, StrictMode).
      // devServer.spec.ts keeps one browser context per worker, as studio.spec.ts does (their
      // `test.use`), for the browser's HTTP cache; E2E_FRESH_CONTEXT=1 gives each test its own.
      name: 'dev',
      testMatch: ['**/devServer.spec.ts', '**/quoteJourney.spec.ts', '**/accountJourney.spec.ts'],
      grep: /@newcomer/,
      use: { baseURL: devBaseURL },
    },
    {
      // The generated paths and the pages' layout loads: each worker keeps one browser context and
      // each test has a tab of its own in it, the browser's cache kept (e2e/workerPage.ts).
      // E2E_FRESH_CONTEXT=1 gives each test its own context.
      name: 'reused',
      testMatch: ['**/paths.spec.ts', '**/layout.spec.ts'],
    },
    {
      // Back and Forward as people have them: Playwright launches Chromium with
      // --disable-back-forward-cache, so this project drops that switch.
      name: 'bfcache',
      testMatch: '**/bfcache.spec.ts',
      use: {
        launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
      },
    },
  ],
  webServer: [
    // E2E_BUILT=1: dist/ is this checkout's build already (.ci/run builds once, before the run).
    server(`${process.env.E2E_BUILT === '1' ? '' : 'npm run build && '}npx --no-install vite preview --configLoader runner --host 127.0.0.1 --port ${port} --strictPort`, baseURL),
    // package.json's `start` (vite --configLoader runner --strictPort) on the dev project's port.
    server(`npx --no-install vite --configLoader runner --host 127.0.0.1 --port ${devPort} --strictPort`, devBaseURL),
  ],
});
