/**
 * Create customer (portal-7.14, quote-7.2, quote-3.13, portal-8.2) through the real client against
 * the in-process sandbox: the token fetch with the new customer's email, phone and date of birth,
 * then the creation with that token; every magic email of docs/sandbox.md and the faults.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../fixtures/data/accounts';
import { FAULT_EMAILS, LONG_MESSAGE_CHARS, NEW_CUSTOMER_EMAILS, NEW_CUSTOMER_MESSAGES } from '../fixtures/data/newCustomers';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { NO_ATTRIBUTION } from '../src/rules/attribution';
import { MemoryStorage } from '../src/storage/memory';
import { createTokenStore, type TokenStore } from '../src/storage/tokens';
import { createCustomer, createCustomerPaths, obtainSignUpToken, type CreateCustomerRequest } from './createCustomer';
import { configureApi, MAX_SERVER_TEXT } from './http';
import { accountPaths } from './tokens';

let sandbox: SandboxHarness;
let store: TokenStore;

const identity = { email: 'ana@example.com', phone: '512-555-0123', dob: '1990-04-07', state: 'TX' };
const request = (over: Partial<CreateCustomerRequest> = {}): CreateCustomerRequest => ({
  firstname: 'Ana',
  lastname: 'López-Ortiz',
  dob: '1990-04-07',
  email: NEW_CUSTOMER_EMAILS.created,
  phone: '5125550123',
  state: 'TX',
  city: 'AUSTIN',
  zipcode: '78701',
  loyaltyEnrollmentStatus: true,
  ...NO_ATTRIBUTION,
  utmSource: 'google',
  landingPage: '/create-customer/',
  ...over,
});

beforeEach(() => {
  store = createTokenStore({ backend: new MemoryStorage(), brand: 'bluebonnet', now: () => TEST_NOW.getTime() });
  // As the page calls: the bearer token is the stored one (src/boot.ts), the reCAPTCHA from the sandbox stand-in.
  sandbox = connectSandbox({
    api: { getBearerToken: () => store.read('anonymous')?.token ?? null, getRecaptchaToken: async () => 'sandbox-recaptcha-pass' },
  });
});

/** The token fetch, then the creation, as the chart makes them. */
async function signUp(body: CreateCustomerRequest = request(), region: 'main' | 'ca' = 'main') {
  const { token } = await obtainSignUpToken(store, { ...identity, state: region === 'ca' ? 'CA' : 'TX' });
  return createCustomer(body, { region, token });
}

describe('[portal-7.14] the token fetch before the creation', () => {
  it('[portal-7.14 portal-6.1] a visitor with no token gets one with the email, phone digits and date of birth (isskiplogin true), kept as the visitor token', async () => {
    expect(store.read('anonymous')).toBeNull();
    const record = await obtainSignUpToken(store, identity);
    // A main-endpoint token is kept without a region (src/storage/tokens.ts reads it as main).
    expect(record).toMatchObject({ kind: 'anonymous' });
    expect('region' in record ? (record.region ?? 'main') : 'main').toBe('main');
    expect(store.read('anonymous')?.token).toBe(record.token);
    expect(store.read('customer')).toBeNull();
    expect(sandbox.records.map((r) => [r.method, r.path])).toEqual([['POST', `/api${accountPaths.loginWithToken}`]]);
    expect(sandbox.records[0]?.body).toEqual({
      header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() },
      email: 'ana@example.com',
      phone: '5125550123',
      dob: '1990-04-07',
      transactionId: null,
      isskiplogin: true,
    });
  });

  it('[portal-7.14] a California customer gets the token of the California endpoint', async () => {
    const record = await obtainSignUpToken(store, { ...identity, state: 'CA' });
    expect(record).toMatchObject({ kind: 'anonymous', region: 'ca' });
    expect(sandbox.records[0]?.path).toBe(`/api-ca${accountPaths.loginWithToken}`);
  });

  it('[portal-7.14] a failed token fetch is an ApiError and keeps no token', async () => {
    sandbox.fault = '500';
    const error = await apiFailure(obtainSignUpToken(store, identity));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(store.read('anonymous')).toBeNull();
  });
});

describe('[portal-7.14 quote-7.2 quote-3.13] POST /api/account/createCustomer', () => {
  it('[portal-7.14 quote-7.2 quote-3.13] creates the customer with the fetched token as bearer, the lead fields, loyalty enrollment and attribution', async () => {
    await expect(signUp()).resolves.toEqual({ isSuccess: true, message: null });
    const create = sandbox.records[1]!;
    expect([create.method, create.path]).toEqual(['POST', `/api${createCustomerPaths.createCustomer}`]);
    expect(create.headers.authorization).toBe(`Bearer ${store.read('anonymous')?.token}`);
    expect(create.body).toEqual({ header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() }, ...request() });
  });

  it('[portal-7.14] a California customer is created on the California endpoint', async () => {
    await expect(signUp(request({ state: 'CA', city: 'BEVERLY HILLS', zipcode: '90210' }), 'ca')).resolves.toEqual({ isSuccess: true, message: null });
    expect(sandbox.records[1]?.path).toBe(`/api-ca${createCustomerPaths.createCustomer}`);
  });

  it('[portal-7.14] without the fetched token the creation is not sent', async () => {
    const error = await apiFailure(createCustomer(request(), { token: '' }));
    expect(error).toMatchObject({ kind: 'auth' });
    expect(sandbox.records).toEqual([]);
  });

  it('[portal-7.14] a customer signed in on the page: the creation still carries the token fetched for the new customer, not theirs', async () => {
    const customerToken = store.save('customer', 'sbx-cust-signed-in', { email: CUSTOMERS[0]!.email, state: 'TX' }).token;
    configureApi({ getBearerToken: () => store.read('customer')?.token ?? store.read('anonymous')?.token ?? null });
    await expect(signUp()).resolves.toEqual({ isSuccess: true, message: null });
    const create = sandbox.records[1]!;
    expect(create.headers.authorization).toBe(`Bearer ${store.read('anonymous')?.token}`);
    expect(create.headers.authorization).not.toContain(customerToken);
  });

  it('[portal-7.14] the sandbox refuses a creation without a bearer token (401)', async () => {
    configureApi({ getBearerToken: () => null });
    const answer = await sandbox.settings.fetch('/api/account/createCustomer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() }, ...request() }),
    });
    expect(answer.status).toBe(401);
  });

  it('[quote-7.2] a payload that breaks the contract never leaves the page', async () => {
    const { token } = await obtainSignUpToken(store, identity);
    await expect(createCustomer(request({ phone: '512-555-0123' }), { token })).rejects.toThrow();
    expect(sandbox.records).toHaveLength(1);
  });

  it.each([NEW_CUSTOMER_EMAILS.taken, ...CUSTOMERS.map((c) => c.email)])('[portal-8.2] %s exists already: refused with the server message', async (email) => {
    const error = await apiFailure(signUp(request({ email })));
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: NEW_CUSTOMER_MESSAGES.taken, body: { isSuccess: false, message: NEW_CUSTOMER_MESSAGES.taken } });
  });

  it('[portal-8.2] declined@example.com is refused without a message', async () => {
    const error = await apiFailure(signUp(request({ email: NEW_CUSTOMER_EMAILS.declined })));
    expect(error).toMatchObject({ kind: 'rejected', body: { isSuccess: false, message: null } });
  });

  it('[portal-8.2] registered@example.com is refused with HTTP 400 and its message in the body', async () => {
    const error = await apiFailure(signUp(request({ email: NEW_CUSTOMER_EMAILS.registered })));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: NEW_CUSTOMER_MESSAGES.registered, body: { message: NEW_CUSTOMER_MESSAGES.registered } });
  });

  it('[portal-8.2] long-message@example.com is refused with a message the client caps', async () => {
    const error = await apiFailure(signUp(request({ email: NEW_CUSTOMER_EMAILS.longMessage })));
    expect((error.body as { message: string }).message).toHaveLength(LONG_MESSAGE_CHARS);
    expect(error.message).toHaveLength(MAX_SERVER_TEXT);
  });

  it.each(Object.entries(FAULT_EMAILS))('[portal-8.2] %s injects the fault %s', async (email, fault) => {
    const answer = signUp(request({ email }));
    if (fault === 'slow') {
      await expect(answer).resolves.toEqual({ isSuccess: true, message: null });
      return;
    }
    const error = await apiFailure(answer);
    expect(error.kind).toBe(FAULT_ERROR_KIND[fault]);
  });
});
