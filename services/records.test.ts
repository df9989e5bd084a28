/**
 * The quote form's records (quote-7.30, quote-8.1) through the real client against the in-process
 * sandbox: what each call sends (the header object, the fields, the token or none), the answer as
 * parsed, the refusals (400, 401, 404) and the magic inputs that fail a call.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { CONTACT_EXAMPLE_EMAIL, CONTACT_FAULT_EMAILS, unknownFileMessage } from '../fixtures/sandbox/routes/records';
import { apiFailure, connectSandbox, FAILING_FAULTS, FAULT_ERROR_KIND, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { ApiError } from './http';
import {
  attachFile,
  errorLogOf,
  isErrorLogCall,
  logError,
  recordAnswerSchema,
  recordPaths,
  saveContact,
  savePersonalData,
  type ContactRecord,
  type PersonalDataRecord,
} from './records';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const TRANSACTION = '0b8f5a52-3c1e-4a8e-9d43-6f2d1c0b7e11';

const contact: ContactRecord = { email: CONTACT_EXAMPLE_EMAIL, phone: '2145550142', dob: '1988-06-14' };

const personalData: PersonalDataRecord = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  dob: '1988-06-14',
  address: '1200 Congress Ave',
  address2: 'Apt 4B',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  gender: 1,
  maritalStatus: 0,
  priorInsurance: true,
  licenseType: '6',
  licenseId: '',
  rentersAndHome: false,
};

/** A request straight to the sandbox (a body the client would never send). */
async function post(path: string, body: unknown, token: string | null = TEST_BEARER_TOKEN): Promise<{ status: number; body: unknown }> {
  const res = await createInProcessFetch(createSandboxApp())(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('contact: POST /quote/saveContact', () => {
  it('[quote-7.30] sends the header, the e-mail, the phone and the date of birth with the visitor\'s token; the answer is read', async () => {
    await expect(saveContact(contact)).resolves.toBeUndefined();
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/quote/saveContact',
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, ...contact },
    });
    expect(sandbox.errors).toEqual([]);
  });

  it('[quote-7.30] goes to the California endpoint when asked', async () => {
    await saveContact(contact, { region: 'ca' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/quote/saveContact');
  });

  it.each(Object.entries(CONTACT_FAULT_EMAILS).filter(([, fault]) => fault !== 'slow'))(
    '[quote-7.30] the magic e-mail %s fails the call as its fault, reported through onError',
    async (email, fault) => {
      const error = await apiFailure(saveContact({ ...contact, email }));
      expect(error.kind).toBe(FAULT_ERROR_KIND[fault as Exclude<typeof fault, 'slow'>]);
      expect(sandbox.errors).toEqual([error]);
    },
  );

  it('[quote-7.30] an answer that breaks its contract is a schema error', async () => {
    sandbox.fault = 'schema';
    expect((await apiFailure(saveContact(contact))).kind).toBe('schema');
  });

  it.each([
    ['a phone of 9 digits', { ...contact, phone: '214555014' }, 'phone'],
    ['no e-mail', { ...contact, email: '' }, 'email'],
    ['a date of birth as MM-DD-YYYY', { ...contact, dob: '06-14-1988' }, 'dob'],
  ])('[quote-7.30] the sandbox refuses %s with 400 naming the field', async (_, body, field) => {
    const res = await post(recordPaths.contact, { header, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining(field) });
  });

  it('[quote-7.30] the sandbox refuses a body without the header object (400) and a call without the token (401)', async () => {
    expect((await post(recordPaths.contact, contact)).status).toBe(400);
    expect(await post(recordPaths.contact, { header, ...contact }, null)).toEqual({ status: 401, body: { message: BEARER_MISSING } });
  });
});

describe('personal data: POST /quote/savePersonalData', () => {
  it('[quote-7.30] sends the header and driver1\'s and driver3\'s answers with the visitor\'s token', async () => {
    await expect(savePersonalData(personalData)).resolves.toBeUndefined();
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/quote/savePersonalData',
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, ...personalData },
    });
  });

  it('[quote-7.30] the magic second address line FAULT-500 fails with HTTP 500; FAULT-SLOW is recorded late', async () => {
    expect(await apiFailure(savePersonalData({ ...personalData, address2: 'FAULT-500' }))).toMatchObject({ kind: 'http', status: 500 });
    await expect(savePersonalData({ ...personalData, address2: 'FAULT-SLOW' })).resolves.toBeUndefined();
  });

  it.each([
    ['a state in lower case', { ...personalData, state: 'tx' }, 'state'],
    ['a gender code of 2', { ...personalData, gender: 2 }, 'gender'],
    ['a ZIP of 4 digits', { ...personalData, zipCode: '7870' }, 'zipCode'],
  ])('[quote-7.30] the sandbox refuses %s with 400 naming the field', async (_, body, field) => {
    const res = await post(recordPaths.personalData, { header, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining(field) });
  });
});

describe('file attach: POST /helper/ocr/attachFile', () => {
  it('[quote-7.30] [quote-3.16] sends the header, the reading\'s fileId and the transaction with the visitor\'s token', async () => {
    await expect(attachFile({ fileId: 'OCR-TX-1001', transactionId: TRANSACTION })).resolves.toBeUndefined();
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/helper/ocr/attachFile',
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, fileId: 'OCR-TX-1001', transactionId: TRANSACTION },
    });
  });

  it('[quote-7.30] a fileId no upload answered is a 404', async () => {
    const error = await apiFailure(attachFile({ fileId: 'OCR-XX-0000', transactionId: TRANSACTION }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: unknownFileMessage('OCR-XX-0000') });
  });

  it('[quote-7.30] the sandbox refuses a transaction that is not a UUID with 400', async () => {
    const res = await post(recordPaths.attachFile, { header, fileId: 'OCR-TX-1001', transactionId: 'TRX-1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining('transactionId') });
  });
});

describe('error log: POST /log/error', () => {
  it('[quote-7.30] [quote-8.1] sends the header, type API Error, the call\'s path, the message and the status, with no token', async () => {
    const error = new ApiError('rejected', '/api/search/driver/dl?DLNumer=24681357&dob=1988-06-14&lang=en', 200, 'Driver not found.');
    await expect(logError(errorLogOf(error))).resolves.toBeUndefined();
    const sent = sandbox.records.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/log/error',
      body: { header, type: 'API Error', url: '/api/search/driver/dl', message: 'Driver not found.', status: 200 },
    });
    expect(sent?.headers).not.toHaveProperty('authorization');
  });

  it('[quote-8.1] [quote-4.5] goes to the California endpoint when asked', async () => {
    await logError(errorLogOf(new ApiError('http', '/api-ca/address/citybyzip?zip=90210', 500, 'x')), { region: 'ca' });
    expect(sandbox.records.at(-1)).toMatchObject({ path: '/api-ca/log/error', body: { url: '/api-ca/address/citybyzip' } });
  });

  it('[quote-8.1] the logged url keeps no value: no origin, no query, a value in the path replaced', () => {
    expect(errorLogOf(new ApiError('http', 'https://api.example.com/api/rating/loadByRateQuoteId/RQ-20001?lang=es', 500, 'x')).url).toBe(
      '/api/rating/loadByRateQuoteId/:value',
    );
    expect(errorLogOf(new ApiError('network', '/api/leads/store/rosa%40example.com-1741618800000', null, 'The connection failed.'))).toEqual({
      type: 'API Error',
      url: '/api/leads/store/:value',
      message: 'The connection failed.',
      status: null,
    });
  });

  it('[quote-8.1] the error log knows its own call (never logged again) from every other', () => {
    expect(isErrorLogCall({ url: '/api/log/error' })).toBe(true);
    expect(isErrorLogCall({ url: 'https://api.example.com/api-ca/log/error' })).toBe(true);
    expect(isErrorLogCall({ url: '/api/quote/saveContact' })).toBe(false);
  });

  it.each(FAILING_FAULTS)('[quote-8.1] the %s fault fails the log call as %s', async (fault, kind) => {
    sandbox.fault = fault;
    expect((await apiFailure(logError(errorLogOf(new ApiError('http', '/api/x', 500, 'x'))))).kind).toBe(kind);
  });

  it('[quote-8.1] the sandbox refuses a url with a query, and another type, with 400', async () => {
    const log = { header, type: 'API Error', url: '/api/search/driver/dl', message: 'x', status: 500 };
    expect((await post(recordPaths.logError, { ...log, url: '/api/search/driver/dl?dob=1988-06-14' }, null)).status).toBe(400);
    expect((await post(recordPaths.logError, { ...log, type: 'OCR Error' }, null)).status).toBe(400);
    expect((await post(recordPaths.logError, log, null)).status).toBe(200);
  });
});

describe('contract', () => {
  it('[quote-7.30] the answer is { isSuccess: true } with an optional message; anything else breaks it', () => {
    expect(recordAnswerSchema.safeParse({ isSuccess: true }).success).toBe(true);
    expect(recordAnswerSchema.safeParse({ isSuccess: true, message: 'Saved.' }).success).toBe(true);
    expect(recordAnswerSchema.safeParse({ isSuccess: 'yes' }).success).toBe(false);
  });
});
