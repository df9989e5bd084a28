/**
 * The page (and `context`) of every browser test but the first-paint checks (a cold load) and the
 * site header's (one keeps JavaScript off): one browser context and one tab per worker.
 * Playwright's own reuse (`reuseContext`) empties the browser's HTTP cache at every test, so every
 * page load fetched and compiled each script again; here the cache (and V8's code cache with it)
 * lasts as long as the worker. Between tests the tab drops what the test gave it (its init scripts
 * and routes, the other tabs it opened, its size) and goes to about:blank, and the context is
 * emptied of every kind of storage of the site's origin (session storage included), cookies,
 * permissions, the location and the emulated media.
 *
 * A context whose page clock a test installed (the clock is the context's, for every later tab
 * too: `usesPageClock`), or whose test failed, is closed and the next test gets a fresh one, as
 * does every test with E2E_FRESH_CONTEXT=1.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

const withClock = new WeakSet<BrowserContext>();

/** Call before `page.clock.install`: the context's clock outlives the tab, so the context ends with the test. */
export function usesPageClock(page: Page): void {
  withClock.add(page.context());
}

interface WorkerTab {
  context?: BrowserContext;
  page?: Page;
}

/**
 * The tab goes to about:blank. A test may end while its page is still navigating on its own (the
 * portal reloads itself at `?tabid=rewards` after an award): that navigation wins over ours, so the
 * tab waits for it to land and goes again.
 */
async function leaveForBlank(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto('about:blank');
      return;
    } catch (error) {
      if (attempt >= 3 || !/interrupted by another navigation/.test(String(error))) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

export const test = base.extend<object, { workerTab: WorkerTab }>({
  // The tab's own context: a test that asks for `context` (to grant a permission, open a tab) gets
  // the one its page is in, not another.
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
  workerTab: [
    async ({}, provide) => {
      const tab: WorkerTab = {};
      await provide(tab);
      await tab.context?.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, workerTab, baseURL, viewport }, provide, testInfo) => {
    if (!workerTab.context || !workerTab.page || workerTab.page.isClosed()) {
      await workerTab.context?.close();
      workerTab.context = await browser.newContext({ baseURL, viewport });
      workerTab.page = await workerTab.context.newPage();
    }
    const { context, page } = workerTab as Required<WorkerTab>;
    // The test's init scripts, taken off the tab when it ends.
    const scripts: Array<{ dispose(): Promise<void> }> = [];
    const addInitScript = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args);
      scripts.push(script);
      return script;
    }) as Page['addInitScript'];
    try {
      await provide(page);
    } finally {
      page.addInitScript = addInitScript;
    }
    // A failed test's screenshot and page snapshot are Playwright's own (`screenshot` in the config).
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed || withClock.has(context) || page.isClosed() || process.env.E2E_FRESH_CONTEXT === '1') {
      workerTab.context = undefined;
      workerTab.page = undefined;
      await context.close();
      return;
    }
    for (const script of scripts) await script.dispose();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const other of context.pages()) if (other !== page) await other.close();
    await leaveForBlank(page);
    // Every kind of storage of the site's origin (local and session storage, IndexedDB, cookies),
    // then the cookies of any origin, what was granted, the location and the tab's size.
    if (baseURL) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' });
      await cdp.detach();
    }
    await context.clearCookies();
    await context.clearPermissions();
    await context.setGeolocation(null);
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
  },
});
