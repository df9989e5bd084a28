/**
 * Typed browser storage (site-3.14 to site-3.20): the key names of the specification's table,
 * lifetimes of 168 hours (site-9.5), and a storage that is full, blocked or holding old data
 * never breaks a page.
 */
import { describe, expect, it } from 'vitest';
import { createStorage, CUSTOMER_STATE_HOURS, expiryKey, HOUR_MS, isString, storageKeys } from './index';
import { MemoryStorage } from './memory';


/** A storage that refuses to write (full, or private mode). */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A storage that refuses everything (blocked by the browser's settings). */
class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  }
  override removeItem(): void {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number';
const isZip = (v: unknown): v is string => typeof v === 'string' && /^\d{5}$/.test(v);
const isCity = (v: unknown): v is { city: string; state: string } =>
  typeof v === 'object' && v !== null && 'city' in v && 'state' in v && typeof v.city === 'string' && typeof v.state === 'string';

const T0 = Date.parse('2026-11-21T12:00:00Z');

function setup() {
  const backend = new MemoryStorage();
  let clock = T0;
  const storage = createStorage(backend, () => clock);
  return {
    backend,
    storage,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('storageKeys', () => {
  const rows: [string, string, string][] = [
    ['site-3.15', storageKeys.zip('bluebonnet'), 'bluebonnet-zipCodeStored'],
    ['site-3.16', storageKeys.customerState('bluebonnet'), 'bluebonnet-customerState'],
    ['site-3.17', storageKeys.city('bluebonnet'), 'bluebonnet-cityStored'],
    ['site-3.18', storageKeys.rememberMe('bluebonnet'), 'bluebonnet-remember-me'],
    ['site-3.19', storageKeys.customerToken(), 'customer-token'],
    ['site-3.20', storageKeys.visitedSite(), 'visited_site'],
    ['site-3.15', storageKeys.zip('lonestar-auto'), 'lonestar-auto-zipCodeStored'],
  ];
  it.each(rows)('[%s] the key is %j (expected %j)', (_clause, key, expected) => {
    expect(key).toBe(expected);
  });
});

describe('createStorage', () => {
  it('[site-3.15] [site-3.17] a value written is read back', () => {
    const { storage } = setup();
    storage.set(storageKeys.zip('bluebonnet'), '78701');
    storage.set(storageKeys.city('bluebonnet'), { city: 'Austin', state: 'TX' });
    expect(storage.get(storageKeys.zip('bluebonnet'), isString)).toBe('78701');
    expect(storage.get(storageKeys.city('bluebonnet'), isCity)).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('[site-3.15] writing again replaces the value', () => {
    const { storage } = setup();
    storage.set('k', '78701');
    storage.set('k', '75201');
    expect(storage.get('k', isString)).toBe('75201');
  });

  it('[site-3.16] [site-9.5] the customer state lives 168 hours', () => {
    expect(CUSTOMER_STATE_HOURS).toBe(168);
  });

  const ttlRows: [string, number, string | null][] = [
    ['just written', 0, 'TX'],
    ['167 hours later', 167 * HOUR_MS, 'TX'],
    ['a millisecond before 168 hours', 168 * HOUR_MS - 1, 'TX'],
    ['exactly 168 hours later', 168 * HOUR_MS, null],
    ['169 hours later', 169 * HOUR_MS, null],
  ];
  it.each(ttlRows)('[site-3.16] [site-9.5] a customer state with ttlHours 168, read %s, is %j', (_label, elapsed, read) => {
    const { storage, backend, advance } = setup();
    const key = storageKeys.customerState('bluebonnet');
    storage.set(key, 'TX', { ttlHours: CUSTOMER_STATE_HOURS });
    advance(elapsed);
    expect(storage.get(key, isString)).toBe(read);
    expect(backend.items.has(key)).toBe(read !== null);
    expect(backend.items.has(expiryKey(key))).toBe(read !== null);
  });

  it('[site-3.15] a value written without a lifetime does not expire', () => {
    const { storage, advance } = setup();
    storage.set('k', '78701');
    advance(10 * 365 * 24 * HOUR_MS);
    expect(storage.get('k', isString)).toBe('78701');
  });

  it('[site-3.15] [site-3.17] stores the bare value the specification names, so other scripts read the bare ZIP', () => {
    const { storage, backend } = setup();
    storage.set(storageKeys.zip('bluebonnet'), '78701');
    storage.set(storageKeys.city('bluebonnet'), 'Austin');
    expect(backend.getItem('bluebonnet-zipCodeStored')).toBe('78701');
    expect(backend.getItem('bluebonnet-cityStored')).toBe('Austin');
    expect(backend.items.has(expiryKey('bluebonnet-zipCodeStored'))).toBe(false);
  });

  it('[site-3.16] [site-9.5] keeps the expiry beside the value, under <key>-expires', () => {
    const { storage, backend } = setup();
    storage.set(storageKeys.customerState('bluebonnet'), 'TX', { ttlHours: CUSTOMER_STATE_HOURS });
    expect(backend.getItem('bluebonnet-customerState')).toBe('TX');
    expect(backend.getItem('bluebonnet-customerState-expires')).toBe(String(T0 + 168 * HOUR_MS));
  });

  it('writing again without a lifetime removes the old expiry', () => {
    const { storage, backend, advance } = setup();
    storage.set('k', 'TX', { ttlHours: 1 });
    storage.set('k', 'CA');
    expect(backend.items.has('k-expires')).toBe(false);
    advance(2 * HOUR_MS);
    expect(storage.get('k', isString)).toBe('CA');
  });

  it('a value that is not a string is kept as JSON', () => {
    const { storage, backend } = setup();
    storage.set('k', { city: 'Austin', state: 'TX' });
    expect(backend.getItem('k')).toBe('{"city":"Austin","state":"TX"}');
  });

  const oldEnvelopeRows: [string, string, string | null][] = [
    ['without expiry', JSON.stringify({ value: '78701', expires: null }), '78701'],
    ['not yet expired', JSON.stringify({ value: 'TX', expires: T0 + 1 }), 'TX'],
    ['expired', JSON.stringify({ value: '78701', expires: T0 - 1 }), null],
    ['expiring right now', JSON.stringify({ value: '78701', expires: T0 }), null],
  ];
  it.each(oldEnvelopeRows)('[site-3.15] an entry in the older envelope format, %s, is still read (%s -> %j)', (_label, raw, read) => {
    const { storage, backend } = setup();
    backend.setItem('k', raw);
    expect(storage.get('k', isString)).toBe(read);
    expect(backend.items.has('k')).toBe(read !== null);
  });

  const garbageRows: [string, string][] = [
    ['not JSON and no ZIP', '78701-not-json{'],
    ['null', 'null'],
    ['an envelope of another shape', '{"value":"78701"}'],
    ['an envelope whose expires is not a number', '{"value":"75201","expires":"soon"}'],
    ['an expired envelope', JSON.stringify({ value: '78701', expires: T0 - 1 })],
  ];
  it.each(garbageRows)('[site-3.15] %s is no ZIP: it reads as null and is removed', (_label, raw) => {
    const { storage, backend } = setup();
    backend.setItem('k', raw);
    backend.setItem('other', 'kept');
    expect(storage.get('k', isZip)).toBeNull();
    expect(backend.items.has('k')).toBe(false);
    expect(backend.getItem('other')).toBe('kept');
  });

  const badExpiryRows: [string, string][] = [
    ['passed', String(T0 - 1)],
    ['now', String(T0)],
    ['not a number', 'soon'],
  ];
  it.each(badExpiryRows)('an expiry beside the value that is %s removes both', (_label, expires) => {
    const { storage, backend } = setup();
    backend.setItem('k', 'TX');
    backend.setItem('k-expires', expires);
    expect(storage.get('k', isString)).toBeNull();
    expect(backend.items.has('k')).toBe(false);
    expect(backend.items.has('k-expires')).toBe(false);
  });

  it('a value of the wrong type (guard mismatch) reads as null and is removed', () => {
    const { storage, backend } = setup();
    storage.set('k', { city: 'Austin' });
    expect(storage.get('k', isNumber)).toBeNull();
    expect(backend.items.has('k')).toBe(false);
  });

  it('a value of the right type passes its guard', () => {
    const { storage, backend } = setup();
    storage.set('k', 78701);
    expect(storage.get('k', isNumber)).toBe(78701);
    expect(backend.items.has('k')).toBe(true);
  });

  it('a missing key reads as null', () => {
    const { storage } = setup();
    expect(storage.get('missing', isString)).toBeNull();
  });

  it('remove deletes the entry', () => {
    const { storage, backend } = setup();
    storage.set('k', 'x');
    storage.set('t', 'x', { ttlHours: 1 });
    storage.remove('k');
    storage.remove('t');
    expect(backend.items.has('k')).toBe(false);
    expect(backend.items.size).toBe(0);
    expect(storage.get('k', isString)).toBeNull();
  });

  it('with no storage at all (null backend) every call is a harmless no-op', () => {
    const storage = createStorage(null, () => T0);
    expect(() => storage.set('k', 'x', { ttlHours: 168 })).not.toThrow();
    expect(storage.get('k', isString)).toBeNull();
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('a full storage (setItem throws QuotaExceededError) does not throw, and nothing is stored', () => {
    const backend = new FullStorage();
    const storage = createStorage(backend, () => T0);
    expect(() => storage.set('k', '78701', { ttlHours: 168 })).not.toThrow();
    expect(storage.get('k', isString)).toBeNull();
  });

  it('a blocked storage (every call throws SecurityError) does not throw', () => {
    const storage = createStorage(new BlockedStorage(), () => T0);
    expect(() => storage.set('k', '78701')).not.toThrow();
    expect(storage.get('k', isString)).toBeNull();
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('[site-3.15] works on the page localStorage', () => {
    const storage = createStorage(window.localStorage, () => T0);
    storage.set(storageKeys.zip('bluebonnet'), '78701');
    expect(window.localStorage.getItem('bluebonnet-zipCodeStored')).not.toBeNull();
    expect(createStorage(window.localStorage, () => T0).get(storageKeys.zip('bluebonnet'), isString)).toBe('78701');
  });
});
