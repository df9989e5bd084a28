/**
 * The token store (quote-9.2, portal-5.19, site-3.19, portal-3.28) and the driver prefill
 * (portal-3.28), on an in-memory Storage with a controlled clock; waitForToken on fake timers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS, storageKeys, createStorage } from './index';
import { DRIVER_PREFILL_KEY, maritalFromCheckbox, readDriverPrefill, saveDriverPrefill } from './prefill';
import {
  createTokenStore,
  isCaliforniaCustomer,
  MINUTE_MS,
  TOKEN_LIFETIME_MS,
  TOKEN_POLL_MS,
  tokenKeys,
  TokenWaitError,
  waitForToken,
  type TokenKind,
} from './tokens';
import { MemoryStorage } from './memory';


const T0 = Date.parse('2026-11-21T12:00:00Z');
const BRAND = 'bluebonnet';

function setup() {
  const backend = new MemoryStorage();
  let clock = T0;
  const store = createTokenStore({ backend, brand: BRAND, now: () => clock });
  return {
    backend,
    store,
    advance: (ms: number) => {
      clock += ms;
    },
    raw: (key: string): unknown => {
      const text = backend.getItem(key);
      return text === null ? null : JSON.parse(text);
    },
  };
}

const customer = { email: 'maria.garcia@example.com', state: 'TX' };

afterEach(() => {
  vi.useRealTimers();
});

describe('token lifetimes', () => {
  it('[quote-9.2] anonymous and fetch tokens live 1 day, the customer token 30 minutes', () => {
    expect(TOKEN_LIFETIME_MS).toEqual({ anonymous: 24 * HOUR_MS, fetch: 24 * HOUR_MS, customer: 30 * MINUTE_MS });
    expect(TOKEN_POLL_MS).toBe(50);
  });

  const rows: [TokenKind, number, boolean][] = [
    ['anonymous', 0, true],
    ['anonymous', 24 * HOUR_MS - 1, true],
    ['anonymous', 24 * HOUR_MS, false],
    ['fetch', 23 * HOUR_MS, true],
    ['fetch', 24 * HOUR_MS, false],
    ['customer', 0, true],
    ['customer', 29 * MINUTE_MS, true],
    ['customer', 30 * MINUTE_MS - 1, true],
    ['customer', 30 * MINUTE_MS, false],
    ['customer', 31 * MINUTE_MS, false],
  ];
  it.each(rows)('[quote-9.2] [portal-5.19] a %s token read %i ms after it was stored is valid: %s', (kind, elapsed, valid) => {
    const { store, backend, advance } = setup();
    const saved = kind === 'customer' ? store.save(kind, 'tok-1', customer) : store.save(kind, 'tok-1');
    advance(elapsed);
    const read = store.read(kind);
    expect(read).toEqual(valid ? saved : null);
    expect(backend.items.has(tokenKeys[kind](BRAND))).toBe(valid);
  });

  it('[portal-5.19] a stored record whose own expiry has passed reads as missing, whatever the envelope says', () => {
    const { store, backend } = setup();
    const key = tokenKeys.fetch(BRAND);
    const record = { kind: 'fetch', token: 'tok-old', createdAt: T0 - 2 * HOUR_MS, expiresAt: T0 };
    backend.setItem(key, JSON.stringify({ value: record, expires: T0 + HOUR_MS }));
    expect(store.read('fetch')).toBeNull();
    expect(backend.items.has(key)).toBe(false);
  });
});

describe('what is stored', () => {
  it('[quote-9.2] each kind is kept with its creation and expiry times', () => {
    const { store, raw } = setup();
    store.save('anonymous', 'anon-1');
    store.save('fetch', 'fetch-1');
    expect(raw(tokenKeys.anonymous(BRAND))).toEqual({ kind: 'anonymous', token: 'anon-1', createdAt: T0, expiresAt: T0 + 24 * HOUR_MS });
    expect(raw(`${tokenKeys.anonymous(BRAND)}-expires`)).toBe(T0 + 24 * HOUR_MS);
    expect(raw(tokenKeys.fetch(BRAND))).toEqual({ kind: 'fetch', token: 'fetch-1', createdAt: T0, expiresAt: T0 + 24 * HOUR_MS });
    expect(raw(`${tokenKeys.fetch(BRAND)}-expires`)).toBe(T0 + 24 * HOUR_MS);
  });

  it('[site-3.19] [portal-3.28] the customer token is kept under customer-token with the email and the state in lower case', () => {
    const { store, raw } = setup();
    store.save('customer', 'cust-1', { email: ' daniel.reyes@example.com ', state: 'CA' });
    expect(tokenKeys.customer(BRAND)).toBe(storageKeys.customerToken());
    expect(raw('customer-token')).toEqual({
      kind: 'customer',
      token: 'cust-1',
      createdAt: T0,
      expiresAt: T0 + 30 * MINUTE_MS,
      email: 'daniel.reyes@example.com',
      state: 'ca',
    });
    expect(raw('customer-token-expires')).toBe(T0 + 30 * MINUTE_MS);
  });

  const stateRows: [string | null, string | null, boolean][] = [
    ['CA', 'ca', true],
    ['ca', 'ca', true],
    ['TX', 'tx', false],
    [null, null, false],
    ['', null, false],
    ['undefined', null, false],
    ['  ', null, false],
  ];
  it.each(stateRows)('[portal-3.28] [portal-5.19] a customer state %j is stored as %j (California: %s)', (state, stored, california) => {
    const { store } = setup();
    store.save('customer', 'cust-1', { email: 'a@example.com', state });
    const read = store.read('customer');
    expect(read?.state).toBe(stored);
    expect(isCaliforniaCustomer(read)).toBe(california);
  });

  it('the token keys are per site (brand-prefixed) for anonymous and fetch tokens', () => {
    expect(tokenKeys.anonymous('bluebonnet')).toBe('bluebonnet-token');
    expect(tokenKeys.fetch('bluebonnet')).toBe('bluebonnet-fetch-token');
    expect(tokenKeys.anonymous('lonestar')).toBe('lonestar-token');
  });

  it('a record with any other field (a password, say) reads as missing and is removed', () => {
    const { store, backend } = setup();
    const record = {
      kind: 'customer',
      token: 'cust-1',
      createdAt: T0,
      expiresAt: T0 + MINUTE_MS,
      email: 'a@example.com',
      state: null,
      password: 'hunter2',
    };
    backend.setItem('customer-token', JSON.stringify({ value: record, expires: T0 + MINUTE_MS }));
    expect(store.read('customer')).toBeNull();
    expect(backend.items.has('customer-token')).toBe(false);
  });

  it('a token of one kind is not read as another', () => {
    const { store, backend } = setup();
    store.save('anonymous', 'anon-1');
    const text = backend.getItem(tokenKeys.anonymous(BRAND));
    backend.setItem(tokenKeys.fetch(BRAND), text ?? '');
    expect(store.read('fetch')).toBeNull();
    expect(store.read('anonymous')?.token).toBe('anon-1');
  });

  it('clear removes only that kind', () => {
    const { store } = setup();
    store.save('anonymous', 'anon-1');
    store.save('customer', 'cust-1', customer);
    store.clear('customer');
    expect(store.read('customer')).toBeNull();
    expect(store.read('anonymous')?.token).toBe('anon-1');
  });

  it('a customer token needs the customer details', () => {
    const { store } = setup();
    const save = store.save as (kind: TokenKind, token: string) => unknown;
    expect(() => save('customer', 'cust-1')).toThrow(/email and state/);
  });
});

describe('waitForToken', () => {
  function clockedStore() {
    vi.useFakeTimers({ now: T0 });
    const backend = new MemoryStorage();
    const store = createTokenStore({ backend, brand: BRAND, now: () => Date.now() });
    return store;
  }

  it('[quote-9.2] answers at once with a token already stored', async () => {
    const store = clockedStore();
    store.save('anonymous', 'anon-1');
    await expect(waitForToken(store, 'anonymous')).resolves.toMatchObject({ token: 'anon-1' });
  });

  it('[quote-9.2] polls every 50 ms: a token stored at 120 ms is found by the poll at 150 ms', async () => {
    const store = clockedStore();
    const reads = vi.spyOn(store, 'read');
    let found: string | null = null;
    void waitForToken(store, 'fetch').then((r) => {
      found = r.token;
    });
    await vi.advanceTimersByTimeAsync(120);
    store.save('fetch', 'fetch-1');
    await vi.advanceTimersByTimeAsync(29);
    expect(found).toBeNull();
    expect(reads).toHaveBeenCalledTimes(3); // at 0, 50 and 100 ms
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toBe('fetch-1');
    expect(reads).toHaveBeenCalledTimes(4); // and at 150 ms
  });

  it('[quote-9.2] gives up after its limit with a TokenWaitError', async () => {
    const store = clockedStore();
    const waiting = waitForToken(store, 'customer', { limitMs: 500 });
    const outcome = waiting.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(450);
    await vi.advanceTimersByTimeAsync(50);
    const error = await outcome;
    expect(error).toBeInstanceOf(TokenWaitError);
    expect(error).toMatchObject({ kind: 'customer', waitedMs: 500 });
  });

  it('an expired token does not end the wait', async () => {
    const store = clockedStore();
    store.save('customer', 'cust-old', customer);
    await vi.advanceTimersByTimeAsync(30 * MINUTE_MS);
    const outcome = waitForToken(store, 'customer', { limitMs: 100 }).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBeInstanceOf(TokenWaitError);
  });

  it('stops polling when the signal aborts, rejecting with its reason', async () => {
    const store = clockedStore();
    const reads = vi.spyOn(store, 'read');
    const controller = new AbortController();
    const outcome = waitForToken(store, 'anonymous', { signal: controller.signal }).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('left the state', 'AbortError'));
    const error = await outcome;
    expect(error).toMatchObject({ name: 'AbortError', message: 'left the state' });
    const count = reads.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads.mock.calls.length).toBe(count);
  });

  it('an already aborted signal rejects without reading', async () => {
    const store = clockedStore();
    const reads = vi.spyOn(store, 'read');
    const controller = new AbortController();
    controller.abort();
    await expect(waitForToken(store, 'anonymous', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('driver prefill', () => {
  function prefillStorage() {
    const backend = new MemoryStorage();
    return { backend, storage: createStorage(backend, () => T0) };
  }

  it('[portal-3.28] the portal writes the driver fields under driverPrefill.data', () => {
    const { storage } = prefillStorage();
    saveDriverPrefill(storage, {
      driverFirstName: 'Maria',
      driverLastName: 'Garcia',
      driverEmail: 'maria.garcia@example.com',
      driverPhone: '2145550142',
      driverLicense: '12345678',
      driverState: 'TX',
      driverZipCode: '75201',
      driverAddress: '100 Main St',
      driverAddress2: 'Apt 2',
      driverCity: 'Dallas',
      driverMarital: maritalFromCheckbox(true),
    });
    expect(DRIVER_PREFILL_KEY).toBe('driverPrefill');
    expect(readDriverPrefill(storage)).toEqual({
      driverFirstName: 'Maria',
      driverLastName: 'Garcia',
      driverEmail: 'maria.garcia@example.com',
      driverPhone: '2145550142',
      driverLicense: '12345678',
      driverState: 'TX',
      driverZipCode: '75201',
      driverAddress: '100 Main St',
      driverAddress2: 'Apt 2',
      driverCity: 'Dallas',
      driverMarital: 'Married',
    });
  });

  it.each([
    [true, 'Married'],
    [false, 'Single'],
  ] as const)('[portal-3.28] the married box checked %s is driverMarital %s', (checked, marital) => {
    expect(maritalFromCheckbox(checked)).toBe(marital);
  });

  it('[portal-3.28] [portal-5.19] missing values are not written, and the quote flow\'s part of the record is kept', () => {
    const { storage } = prefillStorage();
    storage.set(DRIVER_PREFILL_KEY, { page: 2, policyTerm: 6, data: { driverDob: '1985-04-12', driverCity: 'Austin' } });
    saveDriverPrefill(storage, { driverFirstName: 'Maria', driverCity: '  ', driverAddress2: 'undefined' });
    expect(storage.get(DRIVER_PREFILL_KEY, (_value): _value is unknown => true)).toEqual({
      page: 2,
      policyTerm: 6,
      data: { driverDob: '1985-04-12', driverCity: 'Austin', driverFirstName: 'Maria' },
    });
  });

  it('[portal-3.28] zip, state and city live under brand-prefixed keys', () => {
    expect([storageKeys.zip(BRAND), storageKeys.customerState(BRAND), storageKeys.city(BRAND)]).toEqual([
      'bluebonnet-zipCodeStored',
      'bluebonnet-customerState',
      'bluebonnet-cityStored',
    ]);
  });
});
