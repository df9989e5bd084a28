/**
 * Is a customer signed in? The small check every page makes before it loads the header's account
 * control (site-2.28, site-6.1): a stored `customer-token` record of kind customer, with a token,
 * whose expiry (and the storage entry's own, `customer-token-expires`) is still ahead. No zod and
 * no imports, so a signed-out visitor's page pays a few hundred bytes for it. An expired or
 * unreadable record reads as signed out; the token store (src/storage/tokens.ts) removes it when
 * it is next read.
 */

/** The key of the customer token record (src/storage/tokens.ts `tokenKeys.customer`). */
export const CUSTOMER_TOKEN_KEY = 'customer-token';

export function hasCustomerToken(backend: Pick<Storage, 'getItem'> | null, now: number = Date.now()): boolean {
  try {
    const raw = backend?.getItem(CUSTOMER_TOKEN_KEY);
    if (!backend || !raw) return false;
    const expires = backend.getItem(`${CUSTOMER_TOKEN_KEY}-expires`);
    if (expires !== null && !(/^\d+$/.test(expires) && Number(expires) > now)) return false;
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null) return false;
    const { kind, token, expiresAt } = record as Record<string, unknown>;
    return kind === 'customer' && typeof token === 'string' && token !== '' && typeof expiresAt === 'number' && expiresAt > now;
  } catch {
    // Storage blocked (private mode) or a record that is not JSON: signed out.
    return false;
  }
}

/**
 * site-2.28: a change of the page's storage made in another tab of the site (a `storage` event)
 * that leaves no signed-in customer: the customer token removed or replaced by one that is not a
 * valid customer token (sign-out there), or the whole storage cleared (`key` null). A change of
 * another key, or a new valid token, is not one.
 */
export function signedOutElsewhere(change: { key: string | null; newValue: string | null }, now: number = Date.now()): boolean {
  if (change.key === null) return true;
  if (change.key !== CUSTOMER_TOKEN_KEY) return false;
  return !hasCustomerToken({ getItem: (key) => (key === CUSTOMER_TOKEN_KEY ? change.newValue : null) }, now);
}

/** The page's localStorage, or null where it is blocked. */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
