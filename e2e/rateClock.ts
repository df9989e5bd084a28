/**
 * The sandbox's carriers answer a rate request over polls 3 s apart (docs/sandbox.md). A journey
 * that waits for the quotes runs the page on Playwright's clock from the press that asks for them
 * (`page.clock.install()`: it then runs as the real one does, in this page and the ones loaded
 * after), and moves it on to each poll instead of waiting for it in real time.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page's clock is moved at a time: a poll's answer comes back between two moves. */
const STEP_MS = 500;

/** Moves the page's clock on until `shown` is visible, at most `limitMs` of the page's time. */
export async function untilShown(page: Page, shown: Locator, limitMs = 15_000): Promise<void> {
  for (let moved = 0; moved < limitMs; moved += STEP_MS) {
    if (await shown.isVisible()) return;
    await page.clock.runFor(STEP_MS);
  }
  await expect(shown).toBeVisible();
}
