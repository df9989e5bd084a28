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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./summary-reporter.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npm run build && npx --no-install vite preview --configLoader runner --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: root,
    url: `${baseURL}/sandbox/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
