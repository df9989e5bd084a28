/**
 * Waiting for a page's widgets in the browser tests. A host drawn at build time
 * (`data-first-paint="onEngage"`) loads its widget only when the visitor uses it: these helpers
 * focus its first field (or button), as a visitor tapping it does; a host further down the page
 * (`data-load="nearViewport"`) is scrolled to; then they wait for the widget to say it is ready, or,
 * for one that waits, that it can show this visitor nothing and was not loaded (`unneeded`).
 */
import { expect, type Page } from '@playwright/test';

/** Every widget host of the page has drawn its widget: the ones that wait for a visitor are used first. */
export async function widgetsReady(page: Page, timeout = 15_000): Promise<void> {
  const hosts = page.locator('[data-widget]');
  const count = await hosts.count();
  for (let i = 0; i < count; i += 1) {
    const host = hosts.nth(i);
    if ((await host.getAttribute('data-first-paint')) === 'onEngage' && (await host.getAttribute('data-widget-state')) === null) {
      // Its first field, or its first button where it has none (the contact page's tabs).
      await host.locator('input, select, textarea, button').first().focus();
    }
    // A widget further down the page loads when the visitor scrolls near it (src/mount.ts).
    if ((await host.getAttribute('data-load')) === 'nearViewport' && (await host.getAttribute('data-widget-state')) === null) {
      await host.scrollIntoViewIfNeeded();
    }
    // A widget that waits and can show nothing to this visitor is not loaded at all (`canAct`: the popups on a phone in the page's language).
    await expect(host).toHaveAttribute('data-widget-state', (await host.getAttribute('data-load')) ? /^(ready|unneeded)$/ : 'ready', { timeout });
  }
}
