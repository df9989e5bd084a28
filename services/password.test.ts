/**
 * The password calls (site-7.4, site-7.9, site-3.12, portal-3.24, site-6.2) through the real
 * client against the in-process sandbox: every magic token and address of docs/sandbox.md, the
 * faults, and what never leaves the call (the password is in no record, answer or error).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_MAGIC } from '../fixtures/data/accounts';
import { PASSWORD_MESSAGES, SANDBOX_RESET_TOKENS } from '../fixtures/data/passwords';
import { FAULT_VALUES } from '../fixtures/sandbox/faults';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { checkCustomer } from './customer';
import { apiCallOf, configureApi } from './http';
import { isResetLimited, sendResetPassword, setPassword } from './password';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

const NEW_PASSWORD = 'Río-Bravo25';
const change = (token: string, region: 'main' | 'ca' = 'main', password = NEW_PASSWORD, passwordVerify = password) =>
  setPassword({ token, password, passwordVerify }, { region });

describe('send reset (site-7.4)', () => {
  it('an address that has been sent too many reset emails is refused with HTTP 423 and a message (the API\'s limit)', async () => {
    const error = await apiFailure(sendResetPassword(SIGN_IN_MAGIC.resetLimited));
    expect(error).toMatchObject({ kind: 'http', status: 423, body: { message: PASSWORD_MESSAGES.resetLimited } });
    expect(isResetLimited(error)).toBe(true);
    sandbox.fault = '500';
    expect(isResetLimited(await apiFailure(sendResetPassword(SIGN_IN_MAGIC.mainCustomer)))).toBe(false);
  });

  it('[site-7.4] posts the header object and the email with the brand token, on the endpoint asked', async () => {
    await sendResetPassword(SIGN_IN_MAGIC.mainCustomer);
    await sendResetPassword(SIGN_IN_MAGIC.californiaCustomer, { region: 'ca' });
    const [main, ca] = sandbox.records;
    expect(main).toMatchObject({
      method: 'POST',
      path: '/api/account/sendResetPassword',
      body: { header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() }, email: SIGN_IN_MAGIC.mainCustomer },
    });
    expect(main?.headers['x-brand-token']).toBe('sandbox-brand-token');
    expect(ca).toMatchObject({ path: '/api-ca/account/sendResetPassword', body: { email: SIGN_IN_MAGIC.californiaCustomer } });
  });

  it('[site-7.4] [site-4.18] answers a known and an unknown address the same (no account enumeration)', async () => {
    const known = await sendResetPassword(SIGN_IN_MAGIC.mainCustomer);
    const unknown = await sendResetPassword(SIGN_IN_MAGIC.unknown);
    const otherEndpoint = await sendResetPassword(SIGN_IN_MAGIC.mainCustomer, { region: 'ca' });
    expect(known).toEqual({ isSuccess: true });
    expect(unknown).toEqual(known);
    expect(otherEndpoint).toEqual(known);
  });

  it.each(FAILING_FAULTS)('[site-7.4] the %s fault is an ApiError of kind %s', async (fault, kind) => {
    sandbox.fault = fault;
    expect(await apiFailure(sendResetPassword(SIGN_IN_MAGIC.mainCustomer))).toMatchObject({ kind });
  });

  it('[site-7.4] without the brand token the call is refused', async () => {
    configureApi({ brandToken: '' });
    expect(await apiFailure(sendResetPassword(SIGN_IN_MAGIC.mainCustomer))).toMatchObject({
      kind: 'http',
      status: 401,
      message: PASSWORD_MESSAGES.brandMissing,
    });
  });
});

describe('set new password (site-7.9)', () => {
  it('[site-3.12] [portal-3.24] [site-7.9] posts the header object, the token, the password and its repeat, with the brand token', async () => {
    expect(await change(SANDBOX_RESET_TOKENS.valid)).toEqual({ isSuccess: true, message: null });
    const record = sandbox.records.at(-1);
    expect(record).toMatchObject({ method: 'POST', path: '/api/account/setPassword' });
    expect(record?.headers['x-brand-token']).toBe('sandbox-brand-token');
    // The record shows the fields as sent, the passwords redacted: the sandbox never keeps them.
    expect(record?.body).toEqual({
      header: { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() },
      token: SANDBOX_RESET_TOKENS.valid,
      password: '[redacted]',
      passwordVerify: '[redacted]',
    });
  });

  it('[site-6.2] [site-7.9] a California token changes the password on the California endpoint only', async () => {
    expect(await change(SANDBOX_RESET_TOKENS.california, 'ca')).toEqual({ isSuccess: true, message: null });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/account/setPassword');
    expect(await apiFailure(change(SANDBOX_RESET_TOKENS.california, 'main'))).toMatchObject({
      kind: 'rejected',
      message: PASSWORD_MESSAGES.invalidToken,
    });
    expect(await apiFailure(change(SANDBOX_RESET_TOKENS.valid, 'ca'))).toMatchObject({ kind: 'rejected', message: PASSWORD_MESSAGES.invalidToken });
  });

  const refused: Array<[string, string, string]> = [
    ['expired', SANDBOX_RESET_TOKENS.expired, PASSWORD_MESSAGES.expired],
    ['unknown', SANDBOX_RESET_TOKENS.unknown, PASSWORD_MESSAGES.invalidToken],
    ['any other', 'abc123', PASSWORD_MESSAGES.invalidToken],
  ];
  it.each(refused)('[site-7.9] [site-5.5] an %s token is refused: a rejected ApiError (%s)', async (_what, token, message) => {
    expect(await apiFailure(change(token))).toMatchObject({ kind: 'rejected', message });
    expect(await apiFailure(change(token, 'ca'))).toMatchObject({ kind: 'rejected', message });
  });

  const badPasswords: Array<[string, string, string]> = [
    ['Ab1!', 'Ab1!', PASSWORD_MESSAGES.weakPassword],
    ['abcdef1!', 'abcdef1!', PASSWORD_MESSAGES.weakPassword],
    ['Abcdefghij1!x', 'Abcdefghij1!x', PASSWORD_MESSAGES.weakPassword],
    ['Abcd1!', 'Abcd1?', PASSWORD_MESSAGES.mismatch],
  ];
  it.each(badPasswords)('[site-5.5] the sandbox checks the password: %j with repeat %j is refused', async (password, verify, message) => {
    const error = await apiFailure(change(SANDBOX_RESET_TOKENS.valid, 'main', password, verify));
    expect(error).toMatchObject({ kind: 'rejected', message });
    // Never the password itself, in the answer or the error.
    expect(JSON.stringify({ message: error.message, body: error.body })).not.toContain(password);
  });

  it.each(FAILING_FAULTS)('[site-7.9] the %s fault is an ApiError of kind %s', async (fault, kind) => {
    sandbox.fault = fault;
    expect(await apiFailure(change(SANDBOX_RESET_TOKENS.valid))).toMatchObject({ kind });
  });

  const faultTokens = Object.entries(FAULT_VALUES).filter(([, fault]) => fault !== 'slow' && fault !== 'timeout');
  it.each(faultTokens)('[site-7.9] the magic token %s injects its fault (%s)', async (token) => {
    expect((await apiFailure(change(token))).kind).toMatch(/^(http|parse|schema|network)$/);
  });

  it('[site-7.9] the slow token answers as the valid one, after a while', async () => {
    expect(await change('FAULT-SLOW')).toEqual({ isSuccess: true, message: null });
  });

  it('[site-7.9] without the brand token the call is refused', async () => {
    configureApi({ brandToken: '' });
    expect(await apiFailure(change(SANDBOX_RESET_TOKENS.valid))).toMatchObject({ kind: 'http', status: 401 });
  });

  it('[site-5.5] no password is in any record or error of the calls', async () => {
    await change(SANDBOX_RESET_TOKENS.valid);
    await apiFailure(change(SANDBOX_RESET_TOKENS.expired));
    await apiFailure(change(SANDBOX_RESET_TOKENS.valid, 'main', NEW_PASSWORD, `${NEW_PASSWORD}x`));
    sandbox.fault = '500';
    await apiFailure(change(SANDBOX_RESET_TOKENS.valid));
    const everything = JSON.stringify({ records: sandbox.records, errors: sandbox.errors.map((e) => ({ ...e, message: e.message })) });
    expect(everything).not.toContain(NEW_PASSWORD);
    expect(sandbox.errors.length).toBe(3);
  });
});

describe('a forgotten password, from the email to the new one (site-1.5)', () => {
  it.each([
    ['a Texas customer', SIGN_IN_MAGIC.mainCustomer, SANDBOX_RESET_TOKENS.valid],
    ['a California customer', SIGN_IN_MAGIC.californiaCustomer, SANDBOX_RESET_TOKENS.california],
  ] as const)('[site-1.5] [site-7.3] [site-6.2] %s: found, sent the email on its endpoint, and sets a new password with its link', async (_who, email, token) => {
    const region = (await checkCustomer(email, { region: 'main' })).isCustomerExist ? 'main' : 'ca';
    expect((await checkCustomer(email, { region })).isCustomerExist).toBe(true);
    expect(await sendResetPassword(email, { region })).toEqual({ isSuccess: true });
    expect(await change(token, region)).toEqual({ isSuccess: true, message: null });
    expect(sandbox.records.map((r) => r.path).filter((p) => !p.endsWith('checkCustomer'))).toEqual([
      `${region === 'ca' ? '/api-ca' : '/api'}/account/sendResetPassword`,
      `${region === 'ca' ? '/api-ca' : '/api'}/account/setPassword`,
    ]);
  });

  it('[site-7.9] a failed call is reported to analytics by its path alone: never the token, never the password', async () => {
    sandbox.fault = '500';
    await apiFailure(change(SANDBOX_RESET_TOKENS.valid));
    const reported = sandbox.errors.map((e) => apiCallOf(e.url));
    expect(reported).toEqual(['/api/account/setPassword']);
  });
});
