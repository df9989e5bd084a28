/**
 * The token calls against the in-process sandbox (no mocked fetch): the three token kinds and
 * their calls (quote-6.1, quote-6.2, quote-7.1, quote-7.4), the reCAPTCHA stand-in, answers with
 * isSuccess false and non-OK answers (quote-8.1), and what the sandbox does with what the
 * specification does not show (quote-9.9).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS, SANDBOX_RECAPTCHA, ACCOUNT_MESSAGES } from '../fixtures/data/accounts';
import { apiFailure, connectSandbox, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { createStorage, HOUR_MS } from '../src/storage';
import { createTokenStore, MINUTE_MS, type TokenStore } from '../src/storage/tokens';
import { configureApi, request } from './http';
import {
  accountPaths,
  fetchTokenByRateQuoteId,
  loginWithRatingTransaction,
  loginWithToken,
  ensureAnonymousToken,
  obtainAnonymousToken,
  obtainCustomerToken,
  obtainFetchToken,
  tokenAnswerSchema,
} from './tokens';
import { MemoryStorage } from '../src/storage/memory';


const T0 = TEST_NOW.getTime();
const maria = { email: SANDBOX_ACCOUNTS.texasCustomer, phone: '214-555-0142', dob: '1985-04-12', state: 'TX' };
const daniel = { email: SANDBOX_ACCOUNTS.californiaCustomer, phone: '3105550177', dob: '1990-08-23', state: 'CA' };
const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };

let sandbox: SandboxHarness;
let backend: MemoryStorage;
let store: TokenStore;

function useRecaptcha(token: string | null) {
  configureApi({ getRecaptchaToken: async () => token });
}

beforeEach(() => {
  sandbox = connectSandbox();
  useRecaptcha(SANDBOX_RECAPTCHA.pass);
  backend = new MemoryStorage();
  store = createTokenStore({ backend, brand: 'agency', now: () => T0 });
});

describe('the anonymous token', () => {
  it('[quote-6.1] [quote-7.1] is asked with the reCAPTCHA header and isskiplogin, and kept for 1 day', async () => {
    const record = await obtainAnonymousToken(store);
    const sent = sandbox.records.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/api/account/loginWithToken');
    expect(sent?.headers['x-recaptcha-token']).toBe(SANDBOX_RECAPTCHA.pass);
    expect(sent?.body).toEqual({ header, email: '', phone: '', dob: '', transactionId: null, isskiplogin: true });
    expect(record).toEqual({ kind: 'anonymous', token: expect.stringMatching(/^sbx-anon-/), createdAt: T0, expiresAt: T0 + 24 * HOUR_MS });
    expect(store.read('anonymous')).toEqual(record);
  });

  it('[quote-6.1] every call answers a new token', async () => {
    const first = await loginWithToken({ email: '', phone: '', dob: '', transactionId: null, isskiplogin: true });
    const second = await loginWithToken({ email: '', phone: '', dob: '', transactionId: null, isskiplogin: true });
    expect(first.token).not.toBe(second.token);
  });

  it('[quote-6.1] without a reCAPTCHA response the page does not call (auth ApiError)', async () => {
    useRecaptcha(null);
    const error = await apiFailure(obtainAnonymousToken(store));
    expect(error).toMatchObject({ kind: 'auth', url: '/api/account/loginWithToken' });
    expect(sandbox.records).toEqual([]);
    expect(store.read('anonymous')).toBeNull();
  });

  it('[quote-6.1] [quote-8.1] a refused reCAPTCHA is a 403 whose body is parsed: http ApiError with its message, reported', async () => {
    useRecaptcha(SANDBOX_RECAPTCHA.refused);
    const error = await apiFailure(obtainAnonymousToken(store));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: ACCOUNT_MESSAGES.recaptchaRefused });
    expect(error.body).toEqual({ isSuccess: false, message: ACCOUNT_MESSAGES.recaptchaRefused });
    expect(sandbox.errors).toEqual([error]);
    expect(store.read('anonymous')).toBeNull();
  });

  it('a reCAPTCHA response the stand-in does not know is refused too', async () => {
    useRecaptcha('some-other-response');
    const error = await apiFailure(obtainAnonymousToken(store));
    expect(error).toMatchObject({ kind: 'http', status: 403 });
  });
});

describe('the anonymous token of each endpoint (quote-4.5)', () => {
  it('[quote-4.5] the stored token is used while it is from the endpoint asked for; the other endpoint gets a new one, kept with its region', async () => {
    const main = await ensureAnonymousToken(store);
    expect(await ensureAnonymousToken(store)).toEqual(main);
    expect(sandbox.records.map((r) => r.path)).toEqual(['/api/account/loginWithToken']);

    const ca = await ensureAnonymousToken(store, { region: 'ca' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/account/loginWithToken');
    expect(ca).toMatchObject({ kind: 'anonymous', region: 'ca' });
    expect(ca.token).not.toBe(main.token);
    expect(await ensureAnonymousToken(store, { region: 'ca' })).toEqual(ca);

    // Leaving California: a new token from the main endpoint.
    const back = await ensureAnonymousToken(store, { region: 'main' });
    expect(sandbox.records.at(-1)?.path).toBe('/api/account/loginWithToken');
    expect(back.token).not.toBe(ca.token);
    expect(sandbox.records).toHaveLength(3);
  });

  it('a record stored before regions were kept is the main endpoint\'s', async () => {
    createStorage(backend, () => T0).set('agency-token', { kind: 'anonymous', token: 'old-1', createdAt: T0, expiresAt: T0 + HOUR_MS }, { ttlHours: 1 });
    const read = store.read('anonymous');
    if (read) expect(await ensureAnonymousToken(store)).toEqual(read);
    else expect.unreachable('the stored record reads');
    expect(sandbox.records).toEqual([]);
  });
});

describe('the customer token', () => {
  it('[quote-6.2] [quote-7.1] is asked with email, phone (digits), dob and transactionId, and kept 30 minutes with email and state', async () => {
    const record = await obtainCustomerToken(store, { ...maria, transactionId: SANDBOX_ACCOUNTS.transaction });
    const sent = sandbox.records.at(-1);
    expect(sent?.path).toBe('/api/account/loginWithToken');
    expect(sent?.body).toEqual({
      header,
      email: maria.email,
      phone: '2145550142',
      dob: maria.dob,
      transactionId: SANDBOX_ACCOUNTS.transaction,
      isskiplogin: false,
    });
    expect(record).toEqual({
      kind: 'customer',
      token: expect.stringMatching(/^sbx-cust-/),
      createdAt: T0,
      expiresAt: T0 + 30 * MINUTE_MS,
      email: maria.email,
      state: 'tx',
    });
    expect(store.read('customer')).toEqual(record);
  });

  it('[quote-6.2] no password is sent or stored: storage holds only the token, its times, email and state', async () => {
    await obtainCustomerToken(store, { ...maria, transactionId: null });
    const sent = JSON.stringify(sandbox.records.at(-1)?.body);
    expect(sent).not.toMatch(/password/i);
    expect([...backend.items.keys()].sort()).toEqual(['customer-token', 'customer-token-expires']);
    const stored = JSON.parse(backend.getItem('customer-token') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'kind', 'state', 'token']);
  });

  it('[quote-6.2] a California customer is asked of the California endpoint and kept with state ca', async () => {
    const record = await obtainCustomerToken(store, { ...daniel, transactionId: null });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/account/loginWithToken');
    expect(record.state).toBe('ca');
  });

  it('[quote-8.1] an unknown customer answers 200 with isSuccess false: a rejected ApiError with url, message and status, reported', async () => {
    const error = await apiFailure(obtainCustomerToken(store, { ...maria, email: SANDBOX_ACCOUNTS.unknownCustomer, transactionId: null }));
    expect(error).toMatchObject({
      kind: 'rejected',
      url: '/api/account/loginWithToken',
      status: 200,
      message: ACCOUNT_MESSAGES.customerNotFound,
    });
    expect(error.body).toEqual({ isSuccess: false, token: null, message: ACCOUNT_MESSAGES.customerNotFound });
    expect(sandbox.errors).toEqual([error]);
    expect(store.read('customer')).toBeNull();
  });

  it('[quote-8.1] a known email with another date of birth is rejected the same way', async () => {
    const error = await apiFailure(obtainCustomerToken(store, { ...maria, dob: '1985-04-13', transactionId: null }));
    expect(error).toMatchObject({ kind: 'rejected', message: ACCOUNT_MESSAGES.customerNotFound });
  });

  it('a California customer asked of the main endpoint is not found there', async () => {
    const { email, phone, dob } = daniel;
    const error = await apiFailure(loginWithToken({ email, phone, dob, transactionId: null, isskiplogin: false }));
    expect(error).toMatchObject({ kind: 'rejected', url: '/api/account/loginWithToken' });
  });

  it('[quote-8.1] a non-OK answer that is not JSON is an http ApiError whose body is null', async () => {
    const error = await apiFailure(obtainCustomerToken(store, { ...maria, email: SANDBOX_ACCOUNTS.gatewayError, transactionId: null }));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'The API answered 502.', body: null });
    expect(sandbox.errors).toEqual([error]);
  });

  it('the magic FAULT-SLOW email answers, after the delay, a token for the Texas customer', async () => {
    const record = await obtainCustomerToken(store, { ...maria, email: 'FAULT-SLOW', transactionId: null });
    expect(record.token).toMatch(/^sbx-cust-/);
  });

  it.each([
    ['FAULT-500', 'http'],
    ['FAULT-MALFORMED', 'parse'],
    ['FAULT-SCHEMA', 'schema'],
    ['FAULT-DROP', 'network'],
  ])('the magic email %s fails the call with kind %s', async (email, kind) => {
    const error = await apiFailure(obtainCustomerToken(store, { ...maria, email, transactionId: null }));
    expect(error.kind).toBe(kind);
    expect(store.read('customer')).toBeNull();
  });
});

describe('the fetch token', () => {
  it('[quote-6.2] [quote-7.4] by rating transaction: POST loginWithRatingTransaction, kept for 1 day', async () => {
    const record = await obtainFetchToken(store, { transactionId: SANDBOX_ACCOUNTS.transaction });
    const sent = sandbox.records.at(-1);
    expect(sent?.path).toBe('/api/account/loginWithRatingTransaction');
    expect(sent?.headers['x-recaptcha-token']).toBe(SANDBOX_RECAPTCHA.pass);
    expect(sent?.body).toEqual({ header, transactionId: SANDBOX_ACCOUNTS.transaction });
    expect(record).toEqual({ kind: 'fetch', token: expect.stringMatching(/^sbx-fetch-/), createdAt: T0, expiresAt: T0 + 24 * HOUR_MS });
    expect(store.read('fetch')).toEqual(record);
  });

  it('[quote-6.2] [quote-7.4] by rate quote: POST fetchTokenByRateQuoteId, kept for 1 day', async () => {
    const record = await obtainFetchToken(store, { rateQuoteId: SANDBOX_ACCOUNTS.rateQuote });
    const sent = sandbox.records.at(-1);
    expect(sent?.path).toBe('/api/account/fetchTokenByRateQuoteId');
    expect(sent?.body).toEqual({ header, rateQuoteId: SANDBOX_ACCOUNTS.rateQuote });
    expect(record.expiresAt - record.createdAt).toBe(24 * HOUR_MS);
  });

  it.each([
    ['transaction', () => loginWithRatingTransaction(SANDBOX_ACCOUNTS.unknownTransaction), ACCOUNT_MESSAGES.transactionNotFound],
    ['rate quote', () => fetchTokenByRateQuoteId(SANDBOX_ACCOUNTS.unknownRateQuote), ACCOUNT_MESSAGES.rateQuoteNotFound],
  ])('[quote-7.4] [quote-8.1] an unknown %s is rejected (isSuccess false)', async (_label, call, message) => {
    const error = await apiFailure(call());
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message });
  });

  it('[quote-7.4] faults by the request header reach every token call', async () => {
    sandbox.fault = '500';
    const error = await apiFailure(fetchTokenByRateQuoteId(SANDBOX_ACCOUNTS.rateQuote));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it.each([
    ['loginWithRatingTransaction', () => loginWithRatingTransaction('FAULT-TIMEOUT'), 'timeout'],
    ['fetchTokenByRateQuoteId', () => fetchTokenByRateQuoteId('FAULT-SCHEMA'), 'schema'],
  ])('[quote-7.4] the magic ids fail %s', async (_label, call, kind) => {
    const error = await apiFailure(call());
    expect(error.kind).toBe(kind);
  });
});

describe('what the specification does not show (quote-9.9)', () => {
  it('[quote-9.9] a request field outside the contract is refused with a schema error (400)', async () => {
    const error = await apiFailure(
      request({
        schema: tokenAnswerSchema,
        path: accountPaths.loginWithRatingTransaction,
        method: 'POST',
        auth: 'recaptcha',
        body: { transactionId: SANDBOX_ACCOUNTS.transaction, password: 'secret' },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/not valid/);
  });

  it('[quote-9.9] a header object with age limits (not shown) is refused: the header carries lang, trackId and requestDate only', async () => {
    const error = await apiFailure(
      request({
        schema: tokenAnswerSchema,
        path: accountPaths.fetchTokenByRateQuoteId,
        method: 'POST',
        auth: 'recaptcha',
        withHeader: false,
        body: { header: { ...header, minAge: 16, maxAge: 75 }, rateQuoteId: SANDBOX_ACCOUNTS.rateQuote },
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/header/);
  });

  it('[quote-9.9] a call the specification does not list is a 404 (no /account/deleteCustomer)', async () => {
    const error = await apiFailure(
      request({ schema: tokenAnswerSchema, path: '/account/deleteCustomer', method: 'POST', auth: 'recaptcha', body: {} }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('a customer token call without a date of birth is refused (400)', async () => {
    const error = await apiFailure(loginWithToken({ email: maria.email, phone: maria.phone, dob: '', transactionId: null, isskiplogin: false }));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/dob/);
  });
});
