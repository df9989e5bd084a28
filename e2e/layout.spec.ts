/**
 * Each widget host keeps the room of what it draws (src/pages/site.css): nothing below it moves when
 * the form replaces "Loading…". Cumulative layout shift, read in Chromium once every widget is
 * drawn, must stay under 0.05 (it was 0.137 on /pay/), on a phone and a desktop width. The same
 * load checks the page's headers and that nothing breaks its Content-Security-Policy while the
 * widgets draw (e2e/csp.spec.ts does so for the pages not loaded here).
 */
import { expect, test } from '@playwright/test';
import { expectSiteHeaders, watchCsp } from './cspWatch';
import { widgetPages } from './sitePages';
import { widgetsReady } from './widgets';

for (const width of [412, 1280]) {
  for (const sitePage of widgetPages) {
    test(`layout: ${sitePage.path} at ${width} px shifts less than 0.05 while its widgets draw, with the site's headers and no CSP violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const violations = await watchCsp(page);
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Slow the widget chunks a little so "Loading…" is drawn before the form, as on a phone.
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 150));
        await route.continue();
      });
      expectSiteHeaders(await page.goto(sitePage.path), sitePage.path);
      // A first screen drawn at build time is taken over when first used (focus is not input
      // to the layout-shift score, so a shift then would count).
      await widgetsReady(page);
      await page.waitForTimeout(800);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      console.log(`layout ${sitePage.path} ${width}px: CLS ${cls.toFixed(3)}`);
      expect(cls).toBeLessThan(0.05);
      expect(await violations()).toEqual([]);
    });
  }
}
