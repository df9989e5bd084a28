/**
 * The customer account calls against the in-process sandbox (no mocked fetch): the existence
 * check on both endpoints (quote-7.3), the login and its refusals, the profile (site-3.13,
 * site-7.10, site-6.2), the faults of each, and that no request record keeps a password.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PASSWORD, SIGN_IN_MAGIC, SIGN_IN_MESSAGES } from '../fixtures/data/accounts';
import { REDACTED } from '../fixtures/sandbox/app';
import { FAULT_VALUES } from '../fixtures/sandbox/faults';
import { CHECK_FAULT_EMAILS, PROFILE_FAULT_TOKENS } from '../fixtures/sandbox/routes/customer';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { request } from './http';
import { checkCustomer, checkCustomerAnswerSchema, customerPaths, getProfile, isTokenRefused, login, logout } from './customer';

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const { mainCustomer: maria, californiaCustomer: daniel, unknown, locked } = SIGN_IN_MAGIC;

let sandbox: SandboxHarness;
let bearer: string | null;

beforeEach(() => {
  bearer = null;
  sandbox = connectSandbox({ api: { getBearerToken: () => bearer } });
});

describe('the customer existence check (POST /account/checkCustomer)', () => {
  it.each([
    [maria, true, false],
    [daniel, false, true],
    [locked, true, false],
    [unknown, false, false],
  ])('[quote-7.3] [site-7.10] [site-6.2] %s exists on /api: %s, on /api-ca: %s', async (email, onMain, onCa) => {
    expect(await checkCustomer(email)).toEqual({ isCustomerExist: onMain });
    expect(await checkCustomer(email, { region: 'ca' })).toEqual({ isCustomerExist: onCa });
    expect(sandbox.records.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/account/checkCustomer', { header, email }],
      ['POST', '/api-ca/account/checkCustomer', { header, email }],
    ]);
  });

  it('[quote-7.3] the email is sent trimmed, and found in any case', async () => {
    expect(await checkCustomer(`  ${maria.toUpperCase()} `)).toEqual({ isCustomerExist: true });
    expect(sandbox.records[0]?.body).toEqual({ header, email: maria.toUpperCase() });
  });

  it('[quote-7.3] a blank email or a field outside the contract is refused (400)', async () => {
    expect(await apiFailure(checkCustomer('   '))).toMatchObject({ kind: 'http', status: 400 });
    const extra = await apiFailure(
      request({ schema: checkCustomerAnswerSchema, path: customerPaths.checkCustomer, method: 'POST', body: { email: maria, phone: '2145550142' } }),
    );
    expect(extra).toMatchObject({ kind: 'http', status: 400 });
  });

  it.each(Object.entries(CHECK_FAULT_EMAILS).filter(([, f]) => f !== 'slow'))(
    '[site-7.10] the fault email %s fails the check (%s) on both endpoints',
    async (email, fault) => {
      const kind = FAULT_ERROR_KIND[fault as Exclude<typeof fault, 'slow'>];
      expect(await apiFailure(checkCustomer(email))).toMatchObject({ kind });
      expect(await apiFailure(checkCustomer(email, { region: 'ca' }))).toMatchObject({ kind });
    },
  );

  it('[site-7.10] the slow email answers late as the Texas customer', async () => {
    expect(await checkCustomer('check.slow@example.com')).toEqual({ isCustomerExist: true });
  });
});

describe('the login (POST /account/login)', () => {
  it('[site-7.10] [site-3.13] the Texas customer signs in on /api with the sandbox password: a token', async () => {
    const result = await login({ email: maria, password: SANDBOX_PASSWORD });
    expect(result).toEqual({ outcome: 'signedIn', token: expect.stringMatching(/^sbx-session-maria-garcia-\d+$/) });
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/account/login' });
  });

  it('[site-6.2] [portal-1.3] the California customer signs in on /api-ca only', async () => {
    expect(await login({ email: daniel, password: SANDBOX_PASSWORD }, { region: 'ca' })).toEqual({
      outcome: 'signedIn',
      token: expect.stringMatching(/^sbx-session-daniel-reyes-\d+$/),
    });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/account/login');
    expect(await login({ email: daniel, password: SANDBOX_PASSWORD })).toEqual({ outcome: 'refused', reason: 'credentials' });
    expect(await login({ email: maria, password: SANDBOX_PASSWORD }, { region: 'ca' })).toEqual({ outcome: 'refused', reason: 'credentials' });
  });

  it('[site-8.9] a wrong password, an unknown email and a locked account are refusals, not failures', async () => {
    expect(await login({ email: maria, password: SIGN_IN_MAGIC.wrongPassword })).toEqual({ outcome: 'refused', reason: 'credentials' });
    expect(await login({ email: unknown, password: SANDBOX_PASSWORD })).toEqual({ outcome: 'refused', reason: 'credentials' });
    expect(await login({ email: locked, password: SANDBOX_PASSWORD })).toEqual({ outcome: 'refused', reason: 'locked' });
    expect(await login({ email: locked, password: SIGN_IN_MAGIC.wrongPassword })).toEqual({ outcome: 'refused', reason: 'locked' });
  });

  it.each(Object.entries(FAULT_VALUES).filter(([, f]) => f !== 'slow'))('[site-7.10] the fault password %s fails the login (%s)', async (password, fault) => {
    const kind = FAULT_ERROR_KIND[fault as Exclude<typeof fault, 'slow'>];
    expect(await apiFailure(login({ email: maria, password }))).toMatchObject({ kind });
  });

  it('[site-7.10] the slow password answers late as the right one', async () => {
    expect(await login({ email: maria, password: 'FAULT-SLOW' })).toMatchObject({ outcome: 'signedIn' });
  });

  it('[site-1.6] [portal-9.14] the sandbox checks the password and its request records never keep it', async () => {
    await login({ email: maria, password: SANDBOX_PASSWORD });
    await login({ email: maria, password: SIGN_IN_MAGIC.wrongPassword });
    expect(sandbox.records.map((r) => r.body)).toEqual([
      { header, email: maria, password: REDACTED },
      { header, email: maria, password: REDACTED },
    ]);
    const everything = JSON.stringify([sandbox.records, sandbox.errors.map((e) => [e.message, e.body])]);
    expect(everything).not.toContain(SANDBOX_PASSWORD);
    expect(everything).not.toContain(SIGN_IN_MAGIC.wrongPassword);
  });

  it('[site-1.6] a request body that is not JSON and names a password is not kept either', async () => {
    const raw = `{"email":"${maria}","password":"${SANDBOX_PASSWORD}"`;
    await sandbox.settings.fetch('/api/account/login', { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } });
    expect(sandbox.records.at(-1)?.body).toBe(REDACTED);
  });

  it('[site-7.10] an empty password is refused (400): the page never sends one', async () => {
    expect(await apiFailure(login({ email: maria, password: '' }))).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('the customer profile (GET /account/profile)', () => {
  it('[site-3.13] [site-7.10] answers the name for the token the login issued, with the header fields in the query', async () => {
    const signedIn = await login({ email: maria, password: SANDBOX_PASSWORD });
    bearer = signedIn.outcome === 'signedIn' ? signedIn.token : null;
    expect(await getProfile()).toEqual({ name: 'Maria Garcia' });
    const sent = sandbox.records.at(-1);
    expect(sent).toMatchObject({ method: 'GET', path: '/api/account/profile', query: header });
    expect(sent?.headers.authorization).toBe(`Bearer ${bearer}`);
  });

  it('[site-6.2] [portal-1.3] a California token is read on /api-ca, and refused on /api', async () => {
    bearer = 'sbx-session-daniel-reyes';
    expect(await getProfile({ region: 'ca' })).toEqual({ name: 'Daniel Reyes' });
    const refused = await apiFailure(getProfile());
    expect(refused).toMatchObject({ kind: 'http', status: 401, message: SIGN_IN_MESSAGES.tokenRefused });
    expect(isTokenRefused(refused)).toBe(true);
  });

  it('[site-2.28] a token the API no longer takes, or no token at all, is a refused token', async () => {
    bearer = SIGN_IN_MAGIC.revokedToken;
    expect(isTokenRefused(await apiFailure(getProfile()))).toBe(true);
    bearer = null;
    const none = await apiFailure(getProfile());
    expect(none.kind).toBe('auth');
    expect(isTokenRefused(none)).toBe(true);
  });

  it.each(Object.entries(PROFILE_FAULT_TOKENS).filter(([, f]) => f !== 'slow'))('[site-2.28] the token %s fails the profile (%s): not a refused token', async (token, fault) => {
    bearer = token;
    const error = await apiFailure(getProfile());
    expect(error).toMatchObject({ kind: FAULT_ERROR_KIND[fault as Exclude<typeof fault, 'slow'>] });
    expect(isTokenRefused(error)).toBe(false);
  });

  it('[site-2.28] the slow token answers late as the Texas customer', async () => {
    bearer = 'sbx-session-fault-slow';
    expect(await getProfile()).toEqual({ name: 'Maria Garcia' });
  });
});

describe('[site-2.28] [site-6.1] the customer token\'s lifetime: 30 minutes from its login, and sign-out ends it', () => {
  const MINUTE = 60_000;
  let clock: number;

  beforeEach(() => {
    clock = TEST_NOW.getTime();
    bearer = null;
    sandbox = connectSandbox({ sandbox: { now: () => new Date(clock) }, api: { getBearerToken: () => bearer } });
  });

  async function signedInToken(): Promise<string> {
    const signedIn = await login({ email: maria, password: SANDBOX_PASSWORD });
    if (signedIn.outcome !== 'signedIn') throw new Error('not signed in');
    return signedIn.token;
  }

  it('a token the login issued is taken for 30 minutes, then refused as no longer valid (401)', async () => {
    bearer = await signedInToken();
    clock += 30 * MINUTE - 1;
    expect(await getProfile()).toEqual({ name: 'Maria Garcia' });
    clock += 1;
    const expired = await apiFailure(getProfile());
    expect(expired).toMatchObject({ kind: 'http', status: 401, message: SIGN_IN_MESSAGES.tokenRefused });
    expect(isTokenRefused(expired)).toBe(true);
  });

  it('sign-out (POST /account/logout with the token) revokes it: the profile then refuses it; another token of the customer still works', async () => {
    const other = await signedInToken();
    bearer = await signedInToken();
    await expect(logout()).resolves.toEqual({ isSuccess: true });
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/account/logout' });
    expect(isTokenRefused(await apiFailure(getProfile()))).toBe(true);
    // Signing out again with the same token is no failure: it is revoked already.
    await expect(logout()).resolves.toEqual({ isSuccess: true });
    bearer = other;
    expect(await getProfile()).toEqual({ name: 'Maria Garcia' });
  });

  it('sign-out without a token is refused (401), as every call that needs one', async () => {
    bearer = null;
    expect(await apiFailure(logout())).toMatchObject({ kind: 'auth' });
    const raw = await apiFailure(request({ schema: checkCustomerAnswerSchema, path: customerPaths.logout, method: 'POST' }));
    expect(raw).toMatchObject({ kind: 'http', status: 401 });
  });
});
