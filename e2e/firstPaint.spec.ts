/**
 * The home page's first screen drawn at build time (src/pages/firstScreen.ts): the ZIP form is on
 * the page before any script, the page loads no widget code until the visitor uses the form, and a
 * ZIP typed and sent while the widget's code is still on its way is taken over and sent once
 * (src/mount.ts, src/widgets/takeOver.ts), also when the code arrives while the button is pressed.
 * The chunks are slowed as on a phone.
 */
import { expect, test } from '@playwright/test';
import { LANGS } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { quoteText } from '../src/i18n/quote';
import { quoteZipText } from '../src/i18n/quoteZip';
import { watchRequests } from './pageSettled';

for (const lang of LANGS) {
  test(`first paint: [site-2.21] the home page's ZIP form before any widget code, in ${lang}`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const requests = watchRequests(page);
    await page.goto(pagePath('/', lang));
    const t = quoteZipText[lang];
    await expect(page.getByRole('textbox', { name: t.zipLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
    // Once the page is still: what it loads once idle has come and been answered.
    await requests.settled();
    // Nothing of the ZIP form's widget (its chart, its catalogs) until the form is used. React and
    // XState may come meanwhile for the page's other widgets: the reviews once near the viewport,
    // the popups once the page is idle (docs/architecture.md, "Widgets further down a page").
    // The page's own script names the flow (its descriptor, a few hundred bytes, is one of the page's scripts).
    const own = await page.locator('script[src]').evaluateAll((list) => list.map((el) => new URL((el as HTMLScriptElement).src).pathname));
    expect(scripts.filter((s) => !own.includes(s) && /\/assets\/quoteZip(\.machine|\.en|\.es)?-/.test(s))).toEqual([]);
    expect(await page.locator('[data-widget="quoteZip"]').getAttribute('data-widget-state')).toBeNull();
  });

  test(`first paint: [site-4.4] a ZIP typed and sent before the widget's code arrives goes to the quote page once, in ${lang}`, async ({ page }) => {
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/address/citybyzip')) lookups.push(r.url());
    });
    await page.goto(pagePath('/', lang));
    const t = quoteZipText[lang];
    const field = page.getByRole('textbox', { name: t.zipLabel });
    await field.pressSequentially('75201');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pagePath('/quote/', lang).replace(/\//g, '\\/')}#driver1$`), { timeout: 15_000 });
    expect(lookups).toHaveLength(1);
    expect(new URL(lookups[0]!).searchParams.get('zip')).toBe('75201');
  });

  test(`first paint: [site-4.4] Start my quote pressed as the widget's code arrives, released after, goes to the quote page, in ${lang}`, async ({ page }) => {
    // The widget's chunks wait until the button is down, so the widget arrives during the press.
    let gating = false;
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (gating) await arrived;
      await route.continue();
    });
    const requests = watchRequests(page);
    await page.goto(pagePath('/', lang));
    gating = true;
    const t = quoteZipText[lang];
    await page.getByRole('textbox', { name: t.zipLabel }).fill('75201');
    const box = await page.getByRole('button', { name: t.submit }).boundingBox();
    if (!box) throw new Error('no Start my quote button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    arrive();
    // A press is a moment; the widget's code has come meanwhile (before the fix it took over here and the release made no click).
    await requests.settled();
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${pagePath('/quote/', lang).replace(/\//g, '\\/')}#driver1$`), { timeout: 15_000 });
  });

  test(`first paint: [quote-4.4] the quote page's driver1 takes the visitor as the widget comes; the later steps load once the visitor is in the form, in ${lang}`, async ({ page }) => {
    const laterSteps: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/assets\/(Driver2Step|Driver3Step|DriverSummary|VehicleSummary|CoverageStep)-/.test(r.url())) laterSteps.push(r.url());
    });
    const requests = watchRequests(page);
    // As the home page's ZIP form opens it.
    await page.goto(`${pagePath('/quote/', lang)}#driver1`);
    const t = quoteText[lang];
    const host = page.locator('[data-widget="quote"]');
    await expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    await expect(host).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.getByText(t.start.loading)).toHaveCount(0);
    await requests.settled();
    expect(laterSteps).toEqual([]);
    const first = page.getByRole('textbox', { name: t.driver1.firstName });
    await first.fill('Ana');
    await expect.poll(() => laterSteps.length).toBeGreaterThan(0);
    await expect(first).toHaveValue('Ana');
  });
}
