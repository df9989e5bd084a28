/** The small check every page makes before it loads the header's account control (site-6.1). */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory';
import { createStorage } from './index';
import { createTokenStore } from './tokens';
import { hasCustomerToken, signedOutElsewhere } from './session';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('[site-6.1] hasCustomerToken', () => {
  it('is true for the record the token store saves, until it expires (30 minutes)', () => {
    const backend = new MemoryStorage();
    createTokenStore({ backend, brand: 'bluebonnet', now: () => NOW }).save('customer', 'sbx-session-maria-garcia-1', { email: 'maria.garcia@example.com', state: null });
    expect(hasCustomerToken(backend, NOW)).toBe(true);
    expect(hasCustomerToken(backend, NOW + 30 * 60_000 - 1)).toBe(true);
    expect(hasCustomerToken(backend, NOW + 30 * 60_000)).toBe(false);
  });

  const record = { kind: 'customer', token: 't', createdAt: NOW, expiresAt: NOW + 1000, email: 'a@b.co', state: null };
  it.each([
    ['no storage (blocked)', null],
    ['nothing stored', {}],
    ['not JSON', { 'customer-token': '{kind' }],
    ['not a record', { 'customer-token': '"t"' }],
    ['another kind of token', { 'customer-token': JSON.stringify({ ...record, kind: 'anonymous' }) }],
    ['an empty token', { 'customer-token': JSON.stringify({ ...record, token: '' }) }],
    ['an expiry passed', { 'customer-token': JSON.stringify({ ...record, expiresAt: NOW }) }],
    ['no expiry', { 'customer-token': JSON.stringify({ ...record, expiresAt: undefined }) }],
    ['the entry itself expired', { 'customer-token': JSON.stringify(record), 'customer-token-expires': String(NOW) }],
    ['an unreadable entry expiry', { 'customer-token': JSON.stringify(record), 'customer-token-expires': 'soon' }],
  ] as const)('is false with %s', (_label, entries) => {
    if (entries === null) {
      expect(hasCustomerToken(null, NOW)).toBe(false);
      return;
    }
    const backend = new MemoryStorage();
    for (const [k, v] of Object.entries(entries)) backend.setItem(k, v);
    expect(hasCustomerToken(backend, NOW)).toBe(false);
  });

  it('is false where reading storage throws (private mode)', () => {
    const throwing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(hasCustomerToken(throwing, NOW)).toBe(false);
  });

  it('reads what the typed storage writes with an entry expiry', () => {
    const backend = new MemoryStorage();
    createStorage(backend, () => NOW).set('customer-token', record, { ttlHours: 0.5 });
    expect(hasCustomerToken(backend, NOW)).toBe(true);
  });
});

describe('[site-2.28] signedOutElsewhere: a storage change made in another tab', () => {
  const record = { kind: 'customer', token: 't', createdAt: NOW, expiresAt: NOW + 1000, email: 'a@b.co', state: null };
  it.each([
    ['the customer token removed (sign-out there)', { key: 'customer-token', newValue: null }, true],
    ['the whole storage cleared', { key: null, newValue: null }, true],
    ['the token replaced by an expired one', { key: 'customer-token', newValue: JSON.stringify({ ...record, expiresAt: NOW }) }, true],
    ['the token replaced by a visitor token', { key: 'customer-token', newValue: JSON.stringify({ ...record, kind: 'anonymous' }) }, true],
    ['a new valid customer token (signed in again there)', { key: 'customer-token', newValue: JSON.stringify(record) }, false],
    ['another key removed', { key: 'bluebonnet-remember-me', newValue: null }, false],
    ['the token entry\'s own expiry changed', { key: 'customer-token-expires', newValue: null }, false],
  ])('%s: %s', (_what, change, out) => {
    expect(signedOutElsewhere(change, NOW)).toBe(out);
  });
});
