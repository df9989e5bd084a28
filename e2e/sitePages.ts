/** The pages the browser tests load as a visitor does. */
import type { Page } from '@playwright/test';
import { SANDBOX_PORTAL } from '../fixtures/data/portal';
import { findSignInAccount } from '../fixtures/data/accounts';
import { sitePages, widgetsOf, type SitePage } from '../src/pages/render';
import { MemoryStorage, storageWith } from '../src/storage';
import { MINUTE_MS } from '../src/storage/tokens';

/**
 * One page per template and language: the pages made per item from one template (an office's page,
 * one per office) are built alike, so the first of them stands for the rest.
 */
export const representativePages: SitePage[] = (() => {
  const seen = new Set<string>();
  return sitePages().filter((p) => {
    const key = `${p.template.id} ${p.lang}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
})();

/**
 * The customer pages with a widget (the studio is for designers and QA): e2e/layout.spec.ts loads
 * each at a phone and a desktop width, and checks its headers and CSP violations as it draws.
 */
export const widgetPages = representativePages.filter((p) => widgetsOf(p.template).some((w) => w !== 'studio'));

/**
 * Open `sitePage` as its visitor: a signed-in customer's page (`visitor: 'customer'`, the portal) with
 * the stored customer token of the sandbox's portal customer (docs/sandbox.md), as sign-in writes it;
 * any other page as it is.
 */
export async function asVisitorOf(page: Page, of: { visitor?: 'customer' | undefined }): Promise<void> {
  if (of.visitor !== 'customer') return;
  const account = findSignInAccount(SANDBOX_PORTAL.statuses);
  if (!account) throw new Error('The sandbox has no portal customer');
  const now = Date.now();
  const memory = new MemoryStorage();
  storageWith(
    { 'customer-token': { kind: 'customer', token: `sbx-session-${account.key}-1`, createdAt: now, expiresAt: now + 30 * MINUTE_MS, email: account.email, state: null } },
    memory,
  );
  await page.addInitScript((items: Array<[string, string]>) => {
    if (window.top !== window) return;
    for (const [key, value] of items) window.localStorage.setItem(key, value);
  }, [...memory.items]);
}
