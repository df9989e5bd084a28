/**
 * The site as a newcomer first meets it: `npm start`, Vite's dev server (Playwright project `dev`,
 * e2e/playwright.config.ts, on a port of its own). There React is its development build, so the
 * StrictMode of the widget root runs every effect twice (a widget mounts, unmounts and mounts
 * again, as `<Activity>` and Suspense do in production), and every module is transformed on first
 * request: what works in the built site may still break here.
 *
 * - Every page `npm start` prints (src/pages/pageList.ts), in English, and in Spanish the fewest of
 *   them that host every widget (`pagesCoveringWidgets`): each widget it
 *   hosts comes up (those that wait for a first use or the viewport are used and scrolled to), and
 *   once its calls are answered no widget shows an alert, nothing is thrown and nothing is logged
 *   as an error.
 * - Each customer flow's happy path (its path model's `happy`) walked with every step's screen
 *   checked: a flow that fails its first call under StrictMode shows its failure screen there. In
 *   English: the built site walks every path in both languages (e2e/paths.spec.ts), and Spanish
 *   gets its whole walk here in the quote journey.
 * - The journeys tagged `@newcomer` in the other specs: a whole quote from the home page's ZIP form
 *   in Spanish (e2e/quoteJourney.spec.ts), a sign-in with the name in every page's header in English
 *   (e2e/accountJourney.spec.ts). They run here only (the project `chromium` leaves them out): the
 *   built site walks the same flows' paths.
 */
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { LANGS } from '../src/config/lang';
import { loadFlows } from '../src/flows/kit';
import { walkedFlows } from '../src/registry';
import { happyPath } from '../src/paths/model';
import { newcomerPages, pagesCoveringWidgets } from '../src/pages/pageList';
import { watchRequests } from './pageSettled';
import { asVisitorOf } from './sitePages';
import { cachedPaths } from './pathsCache';
import { walkPath } from './walk';
import { test } from './workerPage';

/** The first request of a module makes the dev server transform it: give a first load its time. */
const SETTLE_MS = 30_000;

/** What the page logged as an error, and threw. */
function watchProblems(page: Page): () => string[] {
  const problems: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  };
  const onError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    return problems;
  };
}

/** Use every widget that waits: focus a drawn first screen, bring each host near the viewport. */
async function wakeWidgets(page: Page): Promise<void> {
  for (const host of await page.locator('[data-widget][data-first-paint]').all()) {
    await host.locator('input, select, textarea, button').first().focus();
  }
  for (const host of await page.locator('[data-widget]').all()) await host.scrollIntoViewIfNeeded();
}

// One tab per worker, as in the project `reused` (e2e/workerPage.ts, decision 24): the browser's
// HTTP cache lasts as long as the worker, so React, XState and the other pre-bundled modules (sent
// as immutable) come once per worker, and the site's own modules are revalidated (304) rather than
// sent again. The dev server transforms each module on its first request whatever the cache.

// Every page in English; in Spanish, the fewest pages that show every widget (pagesCoveringWidgets):
// each widget's Spanish texts once through the dev server (the built site loads every page in both languages: e2e/layout.spec.ts).
const inSpanish = new Set(pagesCoveringWidgets().map((p) => p.id));

test.describe('npm start: every page it prints', { tag: '@newcomer' }, () => {
  for (const listed of newcomerPages()) {
    for (const lang of LANGS.filter((l) => l === 'en' || inSpanish.has(listed.id))) {
      test(`${listed.href[lang]}: its widgets come up and show no failure`, async ({ page }) => {
        test.setTimeout(60_000);
        const problems = watchProblems(page);
        const requests = watchRequests(page);
        await asVisitorOf(page, listed);
        await page.goto(listed.href[lang]);
        await wakeWidgets(page);
        const hosts = page.locator('[data-widget]');
        const count = await hosts.count();
        for (let i = 0; i < count; i++) {
          const host = hosts.nth(i);
          const name = await host.getAttribute('data-widget');
          await expect(host, `widget ${name} is up`).toHaveAttribute('data-widget-state', /^(ready|error|unneeded)$/, { timeout: SETTLE_MS });
          // A widget that waits and can show this visitor nothing is not loaded (its flow's `canAct`).
          await expect(host, `widget ${name} loaded`).toHaveAttribute('data-widget-state', (await host.getAttribute('data-load')) ? /^(ready|unneeded)$/ : 'ready');
        }
        // Its calls answered (the sandbox answers at once) and the page still: then no widget shows a failure.
        await requests.settled(SETTLE_MS);
        requests.stop();
        const alerts = (await page.locator('[data-widget] [role="alert"]').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
        expect(alerts, 'alerts shown by the widgets').toEqual([]);
        expect(problems(), 'errors in the page').toEqual([]);
      });
    }
  }
});

const loaded = await loadFlows(walkedFlows.filter((f) => !f.fixture));

test.describe('npm start: each flow’s happy path', { tag: '@newcomer' }, () => {
  for (const flow of loaded) {
    const happy = happyPath(flow.model, cachedPaths(flow.model).paths);
    test(`[${happy?.spec.join(' ') ?? ''}] ${flow.id} en: ${happy?.title ?? 'no happy path'}`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      if (!happy) throw new Error(`${flow.id}: its path model names no happy path that a generated path takes`);
      await walkPath({ page, flow, lang: 'en', path: happy, scanAt: new Set(), testInfo });
    });
  }
});
