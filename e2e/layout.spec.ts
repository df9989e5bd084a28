/**
 * Each widget host keeps the room of what it draws (src/pages/site.css): nothing below it moves when
 * the form replaces "Loading…". Cumulative layout shift, read in Chromium once every widget is
 * drawn and the page is still (e2e/pageSettled.ts), must stay under 0.05 (it was 0.137 on /pay/),
 * on a phone and a desktop width. The same load checks the page's headers and that nothing breaks
 * its Content-Security-Policy while the widgets draw (e2e/csp.spec.ts does so for the pages not
 * loaded here).
 */
import { expect } from '@playwright/test';
import { test } from './workerPage';
import { expectSiteHeaders, watchCsp } from './cspWatch';
import { watchRequests } from './pageSettled';
import { asVisitorOf, widgetPages } from './sitePages';
import { widgetsReady } from './widgets';

/** A layout shift as Chromium reports it (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

declare global {
  interface Window {
    /** The layout shifts without input so far. */
    __cls?: number;
    /** The same, with the shifts not yet handed to the observer. */
    __clsNow?: () => number;
  }
}

for (const width of [412, 1280]) {
  for (const sitePage of widgetPages) {
    test(`layout: ${sitePage.path} at ${width} px shifts less than 0.05 while its widgets draw, with the site's headers and no CSP violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const violations = await watchCsp(page);
      await page.addInitScript(() => {
        window.__cls = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const e of entries as LayoutShift[]) if (!e.hadRecentInput) window.__cls = (window.__cls ?? 0) + e.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The shifts of the last frames, not yet handed to the observer's callback.
        window.__clsNow = () => {
          add(observer.takeRecords());
          return window.__cls ?? 0;
        };
      });
      // Slow each script a little, as on a phone, so "Loading…" and every state on the way to the
      // form are drawn (50 ms: three frames). With the payment host's room taken away, /pay/ at
      // 412 px measures 0.143 this way.
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 50));
        await route.continue();
      });
      await asVisitorOf(page, sitePage.template);
      const requests = watchRequests(page);
      try {
        expectSiteHeaders(await page.goto(sitePage.path), sitePage.path);
        // A first screen drawn at build time is taken over when first used (focus is not input
        // to the layout-shift score, so a shift then would count): after its widgets are ready, the
        // page must be still (their calls answered, the code loaded once idle, the last frames drawn).
        await widgetsReady(page);
        await requests.settled();
      } finally {
        requests.stop();
      }
      const cls = await page.evaluate(() => window.__clsNow?.() ?? Number.NaN);
      console.log(`layout ${sitePage.path} ${width}px: CLS ${cls.toFixed(3)}`);
      expect(cls).toBeLessThan(0.05);
      expect(await violations()).toEqual([]);
    });
  }
}
