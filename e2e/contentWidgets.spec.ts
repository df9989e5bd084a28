/**
 * The content page's widgets (/auto-insurance-101/) in Chromium, for what the generated paths do
 * not show: the lite video makes no request to any other origin before the press and asks the
 * provider's embed (answered by a stand-in, e2e/videoProvider.ts) after it, sized to its parent
 * and capped at the declared width; the glossary's back to top appears past 400 px of real
 * scrolling and takes the visitor to the top. Both languages; axe-core on the page with
 * everything open.
 */
import { expect } from '@playwright/test';
import { test } from './workerPage';
import { LANGS } from '../src/config/lang';
import { VIDEO_PROVIDER_ORIGIN } from '../src/config/liteVideo';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { estimatePanelText } from '../src/i18n/estimatePanel';
import { genericFormText } from '../src/i18n/genericForm';
import { glossaryText } from '../src/i18n/glossary';
import { liteVideoText } from '../src/i18n/liteVideo';
import { newsletterText } from '../src/i18n/newsletter';
import { formatMoney } from '../src/rules/money';
import { scan } from './axeScan';
import { idleAndDrawn, watchRequests } from './pageSettled';
import { stubVideoProvider } from './videoProvider';
import { widgetsReady } from './widgets';

const PAGE = '/auto-insurance-101/';

for (const lang of LANGS) {
  const video = liteVideoText[lang];
  const playName = fill(video.configured.playLabel, { title: video.example.title });

  test(`[site-2.20 site-4.3 site-7.15] content page (${lang}): the lite video asks nothing of another origin before the press, and the provider's player once after it`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const asked = await stubVideoProvider(page);
    const still = watchRequests(page);
    await page.goto(pagePath(PAGE, lang));
    await widgetsReady(page);
    const play = page.getByRole('button', { name: playName, exact: true });
    await expect(play).toBeVisible();
    await still.settled();
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(asked).toEqual([]);

    await play.click();
    const frame = page.locator(`iframe[title="${video.example.title}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    await expect(play).toHaveCount(0);
    await expect.poll(() => asked.length).toBe(1);
    expect(new URL(asked[0]!).origin).toBe(VIDEO_PROVIDER_ORIGIN);
    await expect(page.frameLocator(`iframe[title="${video.example.title}"]`).getByText('Video player stand-in')).toBeVisible();
    // Activated once: nothing more is asked of the provider.
    await still.settled();
    expect(asked).toHaveLength(1);
  });

  for (const width of [412, 1280]) {
    test(`[site-2.20] content page (${lang}, ${width} px): the video is as wide as its parent, never wider than the declared 560 px, at 560 by 315`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await stubVideoProvider(page);
      await page.goto(pagePath(PAGE, lang));
      await widgetsReady(page);
      const sizes = async () =>
        page.locator('.lite-video').evaluate((figure) => {
          const frame = figure.querySelector('.lite-video__frame')!.getBoundingClientRect();
          return { parent: figure.parentElement!.getBoundingClientRect().width, width: frame.width, height: frame.height };
        });
      const before = await sizes();
      expect(before.width).toBeCloseTo(Math.min(before.parent, 560), 0);
      expect(before.height).toBeCloseTo((before.width * 315) / 560, 0);
      if (width === 412) expect(before.width).toBeLessThan(560);
      else expect(before.width).toBe(560);
      await page.getByRole('button', { name: playName, exact: true }).click();
      const frame = await page.locator('iframe.lite-video__embed').boundingBox();
      expect(frame?.width).toBeCloseTo(before.width, 0);
      expect(frame?.height).toBeCloseTo(before.height, 0);
    });
  }

  test(`[site-2.18 site-9.3] content page (${lang}): back to top appears only past 400 px of scrolling and takes the visitor to the top`, async ({ page }) => {
    const t = glossaryText[lang];
    await page.setViewportSize({ width: 412, height: 700 });
    await page.goto(pagePath(PAGE, lang));
    await widgetsReady(page);
    const back = page.getByRole('button', { name: t.configured.backToTop, exact: true });
    await expect(back).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // The scroll handled and drawn: still no button.
    await idleAndDrawn(page);
    await expect(back).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 401));
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main#main')).toBeFocused();
    await expect(back).toHaveCount(0);
  });

  test(`[site-2.17 site-2.18 site-2.20] content page (${lang}): everything opened by keyboard, no serious axe violation`, async ({ page }) => {
    const e = estimatePanelText[lang];
    const g = glossaryText[lang];
    await stubVideoProvider(page);
    await page.goto(pagePath(PAGE, lang));
    await widgetsReady(page);
    // site-2.17: the page gives no estimate: no figure until an example's coverage is chosen (by keyboard).
    const panel = page.getByRole('region', { name: e.configured.title, exact: true });
    await expect(panel).not.toContainText('$');
    await panel.getByRole('button', { name: e.choose.full, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText(fill(e.perMonth, { amount: formatMoney(e.examples.full.monthly, lang) }), { exact: true })).toBeVisible();
    await expect(panel.getByText(e.choose.note, { exact: true })).toBeVisible();
    // Each control pressed with Enter; a toggle then says it collapses, the play button gives way to the player.
    for (const [name, after] of [
      [e.configured.expandLabel, e.configured.collapseLabel],
      [g.configured.expandLinksLabel, g.configured.collapseLinksLabel],
      [g.configured.expandLabel, g.configured.collapseLabel],
      [playName, null],
    ] as const) {
      await page.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      if (after) await expect(page.getByRole('button', { name: after, exact: true })).toBeFocused();
    }
    await expect(page.getByRole('button', { name: e.configured.collapseLabel, exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('table', { name: e.rowsLabel })).toBeVisible();
    await expect(page.getByText(g.terms.at(-1)!.definition, { exact: true })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test(`[site-7.14 site-5.7] content page (${lang}): the generic form, wrong then right, is submitted natively and the page comes back with the thank-you`, async ({ page }) => {
    const t = genericFormText[lang];
    const label = (name: string) => new RegExp(`^${t.fields.find((f) => f.name === name)!.label}`);
    await page.goto(pagePath(PAGE, lang));
    await widgetsReady(page);
    // The form's own region: the page's newsletter has an "Email" field too.
    const form = page.getByRole('region', { name: t.configured.title, exact: true });
    const submit = form.getByRole('button', { name: t.configured.submit, exact: true });
    await form.getByRole('textbox', { name: label('email') }).fill('maria.garcia@example');
    await submit.click();
    // Nothing is sent while a field fails; the first failing field has focus.
    await expect(form.getByRole('textbox', { name: label('fullName') })).toBeFocused();
    expect(new URL(page.url()).search).toBe('');
    await form.getByRole('textbox', { name: label('fullName') }).fill('Maria Garcia');
    await form.getByRole('textbox', { name: label('email') }).fill('maria.garcia@example.com');
    await form.getByRole('textbox', { name: label('question') }).fill('Is rental car coverage included?');
    await form.getByRole('checkbox', { name: label('agree') }).check();
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/forms/submit') && r.method() === 'POST'), submit.click()]);
    const sent = new URLSearchParams(request.postData() ?? '');
    expect(Object.fromEntries(sent)).toMatchObject({ fullName: 'Maria Garcia', agree: 'checked', textUpdates: 'Unchecked', website: '' });
    await expect(page).toHaveURL(new RegExp(`${pagePath(PAGE, lang).replace(/\//g, '\\/')}\\?sent=1$`));
    await widgetsReady(page);
    await expect(page.getByRole('heading', { name: t.thankYouTitle, exact: true })).toBeFocused();
  });

  test(`[site-5.8] content page (${lang}): a program filling the spam trap lands on the error page, and nothing is submitted`, async ({ page }) => {
    const t = genericFormText[lang];
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto(pagePath(PAGE, lang));
    await widgetsReady(page);
    await page.getByLabel(t.trapLabel, { exact: true }).fill('https://spam.example/');
    await page.getByRole('button', { name: t.configured.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('/form-error/', lang)}$`));
    expect(posts).toEqual([]);
  });

  test(`[site-5.10 site-7.14] content page (${lang}): the newsletter sends nothing and says nothing without a valid email, then posts to the action rewritten to root`, async ({ page }) => {
    const t = newsletterText[lang];
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    const requests = watchRequests(page);
    await page.goto(pagePath(PAGE, lang));
    await widgetsReady(page);
    const region = page.getByRole('region', { name: t.configured.title, exact: true });
    const before = await region.textContent();
    await region.getByRole('textbox', { name: t.emailLabel, exact: true }).fill('maria.garcia@example');
    await region.getByRole('button', { name: t.submit, exact: true }).click();
    await requests.settled();
    expect(posts).toEqual([]);
    expect(await region.textContent()).toBe(before);
    await expect(region.getByRole('textbox', { name: t.emailLabel, exact: true })).toBeFocused();
    await region.getByRole('textbox', { name: t.emailLabel, exact: true }).fill('maria.garcia@example.com');
    await region.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(/\?subscribed=1$/);
    expect(posts).toEqual(['/api/forms/submit']);
    await widgetsReady(page);
    await expect(page.getByRole('heading', { name: t.thankYouTitle, exact: true })).toBeFocused();
  });
}
