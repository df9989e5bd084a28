/**
 * The browser a site-popups path starts in (site-4.13, site-4.14): the browser's language, the
 * window's width, `visited_site` and this visit's session storage that the path's `readVisitor` outcome describes
 * (fixtures/data/sitePopups.ts; storage comes from the outcome's `sandbox.storage`, which the walk
 * seeds like any start's). Paths of other flows start as a visitor who chose the page's language.
 *
 * The walk would call, in openPath (e2e/walk.ts) before the page opens:
 *   await prepareVisitor(page, path, lang);
 * and, once the page's widgets are ready (the home page's ZIP form is focused to load it, and a
 * focused field holds the popups back, as it does for a visitor typing):
 *   await leaveFields(page);
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MemoryStorage, storageKeys, storageWith } from '../src/storage';
import type { Lang } from '../src/config/lang';
import type { ModelPath } from '../src/paths/model';
import { browserLanguage, SANDBOX_BROWSERS, type SandboxBrowser } from '../fixtures/data/sitePopups';

/** The browser a path's outcome names, if any. */
export function visitorOf(path: ModelPath): SandboxBrowser | undefined {
  for (const step of path.steps) {
    const name = step.actorId === 'readVisitor' ? step.outcome?.sandbox.description : undefined;
    if (name && name in SANDBOX_BROWSERS) return SANDBOX_BROWSERS[name as keyof typeof SANDBOX_BROWSERS];
  }
  return undefined;
}

export async function prepareVisitor(page: Page, path: ModelPath, lang: Lang): Promise<void> {
  const visitor = visitorOf(path);
  // The cookie is the browser's before the page opens, as a returning visitor's would be: a page
  // that wrote it itself would count as one whose cookies changed, which keeps a no-store page (the
  // pay page) out of the back/forward cache.
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  await page.context().clearCookies({ name: 'visited_site' });
  // Another flow's path on a page with the popups (the home page): a visitor who has chosen this
  // language already, so no language popup comes over the flow being walked.
  const visited = visitor ? visitor.visited : lang;
  if (visited) await page.context().addCookies([{ name: 'visited_site', value: visited, url: origin }]);
  await seedVisit(page, visitor?.idleShown ?? false);
  if (!visitor) return;
  const tag = browserLanguage(visitor, lang);
  await page.setViewportSize({ width: visitor.width, height: 900 });
  await page.addInitScript((language: string) => {
    Object.defineProperty(navigator, 'language', { get: () => language, configurable: true });
    Object.defineProperty(navigator, 'languages', { get: () => [language], configurable: true });
  }, tag);
}

/**
 * site-4.14: whether the idle popup opened earlier in this visit is in the tab's session storage, which
 * outlives the test (the worker's context and its tab are reused): every path sets it as its browser
 * says, a fresh visit unless told, once (the first document of the test; later ones keep what the page wrote).
 */
async function seedVisit(page: Page, idleShown: boolean): Promise<void> {
  const session = new MemoryStorage();
  if (idleShown) storageWith({ [storageKeys.idlePopupShown()]: true }, session);
  await page.addInitScript(
    ({ key, value, mark }: { key: string; value: string | null; mark: string }) => {
      if (window.top !== window) return;
      if (window.sessionStorage.getItem('e2e-path-visit') === mark) return;
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-path-visit', mark);
    },
    { key: storageKeys.idlePopupShown(), value: session.getItem(storageKeys.idlePopupShown()), mark: randomUUID() },
  );
}

/** Focus leaves the page's fields (the walk focused a field to load its widget). */
export async function leaveFields(page: Page): Promise<void> {
  await page.evaluate(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.matches('input, select, textarea')) active.blur();
  });
}

/**
 * A widget that loads once the page is idle (`data-load="idle"`, the popups) has mounted, or was
 * not loaded because it can show this visitor nothing (`unneeded`, its flow's `canAct`): its
 * chart's waits start when it mounts, so the walk moves the page's clock only after this.
 */
export async function idleWidgetsReady(page: Page, timeout = 15_000): Promise<void> {
  const hosts = page.locator('[data-widget][data-load="idle"]');
  const count = await hosts.count();
  for (let i = 0; i < count; i += 1) await expect(hosts.nth(i)).toHaveAttribute('data-widget-state', /^(ready|unneeded)$/, { timeout });
}
