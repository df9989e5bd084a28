/** The stored prefill's personal data: a lifetime, and gone on sign-out. */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATE_HOURS, HOUR_MS, createStorage, expiryKey, storageKeys } from './index';
import { MemoryStorage } from './memory';
import { DRIVER_PREFILL_KEY, PREFILL_HOURS, readDriverPrefill, saveDriverPrefill, signOutStorage } from './prefill';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const isAny = (_v: unknown): _v is unknown => true;

function setup() {
  const backend = new MemoryStorage();
  let clock = T0;
  const storage = createStorage(backend, () => clock);
  return { backend, storage, advance: (ms: number) => (clock += ms) };
}

describe('driverPrefill lifetime and contents', () => {
  it('lives as long as the other visitor keys (168 hours) and is gone after', () => {
    const { backend, storage, advance } = setup();
    saveDriverPrefill(storage, { driverFirstName: 'Maria', driverEmail: 'maria@example.com' });
    expect(PREFILL_HOURS).toBe(CUSTOMER_STATE_HOURS);
    expect(backend.getItem(expiryKey(DRIVER_PREFILL_KEY))).toBe(String(T0 + 168 * HOUR_MS));
    advance(167 * HOUR_MS);
    expect(readDriverPrefill(storage)).toEqual({ driverFirstName: 'Maria', driverEmail: 'maria@example.com' });
    advance(2 * HOUR_MS);
    expect(readDriverPrefill(storage)).toEqual({});
    expect(backend.getItem(DRIVER_PREFILL_KEY)).toBeNull();
  });

  it('sign-out removes the customer token and the prefill', () => {
    const { storage } = setup();
    storage.set(storageKeys.customerToken(), { kind: 'customer', token: 't' });
    saveDriverPrefill(storage, { driverFirstName: 'Maria' });
    signOutStorage(storage);
    expect(storage.get(DRIVER_PREFILL_KEY, isAny)).toBeNull();
    expect(storage.get(storageKeys.customerToken(), isAny)).toBeNull();
  });
});
