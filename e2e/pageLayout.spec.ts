/**
 * What a newcomer saw at a phone's width (issue 27), measured in Chromium: the footer reaches the
 * bottom of a short page; a testimonial is either whole or cut with its Read more (no text cut off
 * with nothing to read it by); the signed-in customer's account menu stays within the page's
 * gutters, not flush against the window's edge. e2e/layout.spec.ts checks the layout shift.
 */
import { expect } from '@playwright/test';
import { test } from './workerPage';
import { SANDBOX_PASSWORD, SIGN_IN_MAGIC } from '../fixtures/data/accounts';
import { LANGS } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { accountHeaderText } from '../src/i18n/accountHeader';
import { signInText } from '../src/i18n/signIn';
import { idleAndDrawn } from './pageSettled';

const SHORT_PAGES = ['/coming-soon/', '/contact/', '/form-error/'];

for (const width of [390, 1280]) {
  test(`layout: the footer reaches the bottom of the short pages at ${width} px, in both languages`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1200 });
    for (const lang of LANGS) {
      for (const path of SHORT_PAGES) {
        await page.goto(pagePath(path, lang));
        // The footer's bottom is the page's: at the window's foot when the page is shorter, else after the content.
        const { bottom, page: height } = await page.evaluate(() => ({ bottom: document.querySelector('.site-footer')!.getBoundingClientRect().bottom, page: document.documentElement.scrollHeight }));
        expect(Math.round(bottom), `${pagePath(path, lang)}: the footer's bottom`).toBe(Math.max(1200, height));
      }
    }
  });
}

for (const lang of LANGS) {
  test(`[site-2.15 site-2.16] layout (${lang}, 390 px): every testimonial is whole, or cut with its Read more`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(pagePath('/', lang));
    const slider = page.locator('[data-widget="reviewSlider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-widget-state', 'ready', { timeout: 15_000 });
    await expect(slider.locator('.review').first()).toBeVisible();
    // Once the slider has laid its slides out (their texts measured) and drawn them.
    await idleAndDrawn(page);
    const cards = await slider.locator('.review').evaluateAll((reviews) =>
      reviews.map((r) => {
        const text = r.querySelector<HTMLElement>('.review__text')!;
        return { cut: text.scrollHeight > text.clientHeight + 1, faded: getComputedStyle(text).maskImage !== 'none', more: r.querySelector('.review__more') !== null };
      }),
    );
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      expect(card.cut).toBe(card.more);
      // A text that fits does not fade out as if it were cut.
      expect(card.faded).toBe(card.cut);
    }
  });

  test(`[site-2.28] layout (${lang}, 390 px): the account menu opens within the page's gutters`, async ({ page }) => {
    const s = signInText[lang];
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(pagePath('/sign-in/', lang));
    await page.getByRole('textbox', { name: s.emailLabel }).fill(SIGN_IN_MAGIC.mainCustomer);
    await page.getByLabel(s.passwordLabel, { exact: true }).fill(SANDBOX_PASSWORD);
    await page.getByRole('button', { name: s.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('/portal/', lang)}$`));
    await page.getByRole('banner').getByRole('button', { name: new RegExp(accountHeaderText[lang].menuLabel) }).click();
    const menu = await page.locator('.site-account__dropdown').boundingBox();
    expect(menu).not.toBeNull();
    expect(menu!.x).toBeGreaterThanOrEqual(12);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(390 - 12);
  });
}
