/**
 * Every page of the built site, in both languages, under the strict Content-Security-Policy the
 * preview server sends (scripts/securityHeaders.ts, the same headers as docs/deployment.md): the
 * headers must be exactly those, and no `securitypolicyviolation` event or CSP console report may
 * happen while the page loads and its widgets draw, in the studio while a chart is laid out, or in
 * a payment flow that opens an error modal (React sets styles through the CSSOM, which the policy
 * allows; a `style` attribute in HTML, an inline script or style, or zod's `new Function` would
 * each be reported).
 */
import { expect } from '@playwright/test';
import { test } from './workerPage';
import { LANGS } from '../src/config/lang';
import { paymentText } from '../src/i18n/payment';
import { expectSiteHeaders, watchCsp } from './cspWatch';
import { watchRequests } from './pageSettled';
import { representativePages, widgetPages } from './sitePages';
import { widgetsReady } from './widgets';

/** The pages e2e/layout.spec.ts loads check their headers and violations there, as their widgets draw. */
const checkedByLayout = new Set(widgetPages.map((p) => p.path));

// One page per template (a page made per office stands for the others).
for (const sitePage of representativePages.filter((p) => !checkedByLayout.has(p.path))) {
  test(`csp: ${sitePage.path} sends the site's headers and reports no violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    const requests = watchRequests(page);
    expectSiteHeaders(await page.goto(sitePage.path), sitePage.path);
    await widgetsReady(page);
    if (sitePage.template.id === 'studio') {
      // The chart is laid out in a worker and drawn with React: wait for the drawing.
      await expect(page.locator('svg g').first()).toBeVisible({ timeout: 20_000 });
    }
    await requests.settled();
    expect(await violations()).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`csp: a payment error modal (${lang}) reports no violation`, async ({ page }) => {
    const t = paymentText[lang].form;
    const violations = await watchCsp(page);
    const requests = watchRequests(page);
    await page.goto(lang === 'en' ? '/pay/' : '/es/pay/');
    await widgetsReady(page);
    await page.getByLabel(t.policyNumber, { exact: false }).first().fill('ACM-900-NOCARRIER');
    await page.getByLabel(t.email, { exact: false }).first().fill('maria.garcia@example.com');
    await page.getByLabel(t.phone, { exact: false }).first().fill('512-555-0100');
    await page.getByLabel(t.month, { exact: true }).fill('4');
    await page.getByLabel(t.day, { exact: true }).fill('21');
    await page.getByLabel(t.year, { exact: true }).fill('1985');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await requests.settled();
    expect(await violations()).toEqual([]);
  });
}

test('csp: a page cannot be framed by another site', async ({ page }) => {
  const response = await page.request.get('/pay/');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
