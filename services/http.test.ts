/**
 * The one HTTP client against the in-process sandbox (no mocked fetch): the header object, brand
 * auth, regions, and every fault kind becoming an ApiError of the right kind.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { FAULT_KINDS } from '../fixtures/sandbox/faults';
import { createInProcessFetch, withRequestHeaders } from '../fixtures/sandbox/inProcessFetch';
import {
  apiFailure,
  connectSandbox,
  FAILING_FAULTS,
  FAULT_ERROR_KIND,
  TEST_NOW,
  TEST_TIMES,
  TEST_TRACK_ID,
  type SandboxHarness,
} from '../fixtures/sandbox/testing';
import { addressPaths, lookupZip, zipLookupSchema } from './address';
import { configureApi, listenToApiErrors, request, type ApiError } from './http';
import { loginWithToken } from './tokens';
import { getCarriers, getCustomerPayment, getPaymentToken, lookupPayment, paymentLookupSchema } from './payments';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});


const lookupBody = {
  policyNumber: 'LSM-100-PAY',
  receiptEmail: 'maria.garcia@example.com',
  receiptPhone: '2145550142',
  dob: '1985-04-12',
};

/** One call of each kind (GET with the header in the query, POST with it in the body). */
const calls: Array<[string, () => Promise<unknown>]> = [
  ['GET zip lookup', () => lookupZip('75201', 'agency')],
  ['GET carriers', () => getCarriers()],
  ['POST payment lookup', () => lookupPayment(lookupBody)],
  ['POST payment token', () => getPaymentToken({ policyId: 'P-100100', token: 'LKP-LSM-100-PAY' })],
  ['GET customer payment', () => getCustomerPayment('TOK-APPROVED-LSM-100-PAY')],
];

describe('the header object', () => {
  it('[site-7.2] a GET sends lang, trackId and requestDate as query fields', async () => {
    await lookupZip('75201', 'agency');
    const record = sandbox.records.at(-1);
    expect(record?.method).toBe('GET');
    expect(record?.path).toBe('/api/address/citybyzip');
    expect(record?.query).toEqual({
      zip: '75201',
      brand: 'agency',
      lang: 'en',
      trackId: TEST_TRACK_ID,
      requestDate: TEST_NOW.toISOString(),
    });
  });

  it('[site-7.5] a POST sends the header object as `header` in the body, beside the payload', async () => {
    configureApi({ lang: 'es' });
    await lookupPayment(lookupBody);
    const record = sandbox.records.at(-1);
    expect(record?.method).toBe('POST');
    expect(record?.body).toEqual({
      header: { lang: 'es', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() },
      ...lookupBody,
    });
    expect(record?.headers['content-type']).toMatch(/application\/json/);
  });

  it('the sandbox refuses a call without the header object (400 with a message)', async () => {
    const error = await apiFailure(
      request({ schema: zipLookupSchema, path: addressPaths.cityByZip, query: { zip: '75201', brand: 'agency' }, withHeader: false }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/not valid \(lang/);
  });
});

describe('brand auth', () => {
  it('[site-7.5] the payment calls send X-Brand-Token', async () => {
    await lookupPayment(lookupBody);
    expect(sandbox.records.at(-1)?.headers['x-brand-token']).toBe('sandbox-brand-token');
  });

  it('a missing brand token answers 401 with a message, an http ApiError', async () => {
    configureApi({ brandToken: '' });
    const error = await apiFailure(getCarriers());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toBe('The brand token is missing (X-Brand-Token).');
    expect(error.body).toEqual({ message: 'The brand token is missing (X-Brand-Token).' });
    expect(sandbox.errors).toEqual([error]);
  });

  it('the ZIP lookup needs no brand token', async () => {
    configureApi({ brandToken: '' });
    await expect(lookupZip('75201', 'agency')).resolves.toMatchObject({ isQuoteAvaliable: true });
    expect(sandbox.records.at(-1)?.headers['x-brand-token']).toBeUndefined();
  });
});

describe('regions', () => {
  it("region 'ca' calls the California endpoint /api-ca, which serves the same contract", async () => {
    const answer = await request({
      schema: paymentLookupSchema,
      path: '/payments/lookup',
      method: 'POST',
      auth: 'brand',
      region: 'ca',
      body: lookupBody,
    });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/payments/lookup');
    expect(answer.policyNumber).toBe('LSM-100-PAY');
  });

  it("region 'main' (the default) calls /api", async () => {
    await getCarriers();
    expect(sandbox.records.at(-1)?.path).toBe('/api/payments/carriers');
  });

  it('the error of a ca call names its /api-ca url', async () => {
    sandbox.fault = '500';
    const error = await apiFailure(
      request({ schema: zipLookupSchema, path: addressPaths.cityByZip, region: 'ca', query: { zip: '90210', brand: 'agency' } }),
    );
    expect(error.url).toBe('/api-ca/address/citybyzip');
  });
});

describe('faults through the X-Sandbox-Fault header', () => {
  it('covers every fault kind the sandbox knows', () => {
    expect([...FAULT_KINDS].sort()).toEqual([...Object.keys(FAULT_ERROR_KIND), 'slow'].sort());
  });

  describe.each(calls)('%s', (_name, call) => {
    it.each(FAILING_FAULTS)('fault %s ends in an ApiError of kind %s', async (fault, kind) => {
      sandbox.fault = fault;
      const error = await apiFailure(call());
      expect(error.kind).toBe(kind);
      expect(sandbox.errors).toEqual([error]);
    });

    it('fault slow still answers, after the slow delay', async () => {
      sandbox.fault = 'slow';
      const started = performance.now();
      await expect(call()).resolves.toBeDefined();
      expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_TIMES.slowMs - 2);
      expect(sandbox.errors).toEqual([]);
    });
  });

  it('fault 500 is an http error carrying status 500 and the body message', async () => {
    sandbox.fault = '500';
    const error = await apiFailure(lookupPayment(lookupBody));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'The sandbox failed on purpose (fault 500).',
      url: '/api/payments/lookup',
    });
    expect(error.body).toEqual({ message: 'The sandbox failed on purpose (fault 500).' });
  });

  it('fault malformed is a parse error on a 200 answer', async () => {
    sandbox.fault = 'malformed';
    const error = await apiFailure(lookupZip('75201', 'agency'));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
  });

  it('fault schema is a schema error that keeps the JSON it received', async () => {
    sandbox.fault = 'schema';
    const error = await apiFailure(lookupPayment(lookupBody));
    expect(error).toMatchObject({ kind: 'schema', status: 200 });
    expect(error.body).toEqual({ token: 42, company: null, isPayable: 'yes' });
  });

  it('fault timeout is a timeout error once timeoutMs passes, long before the sandbox gives up', async () => {
    sandbox.fault = 'timeout';
    const started = performance.now();
    const error = await apiFailure(getCarriers());
    const waited = performance.now() - started;
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
    expect(waited).toBeGreaterThanOrEqual(TEST_TIMES.timeoutMs - 5);
    expect(waited).toBeLessThan(TEST_TIMES.holdMs);
  });

  it('fault drop is a network error', async () => {
    sandbox.fault = 'drop';
    const error = await apiFailure(getCustomerPayment('TOK-APPROVED-LSM-100-PAY'));
    expect(error).toMatchObject({ kind: 'network', status: null });
  });

  it('an unknown fault name is refused with 400', async () => {
    configureApi({
      fetch: withRequestHeaders(createInProcessFetch(createSandboxApp()), () => ({ 'X-Sandbox-Fault': 'explode' })),
    });
    const error = await apiFailure(getCarriers());
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/Unknown X-Sandbox-Fault "explode"/);
  });
});

describe('aborts', () => {
  it("a signal aborted while the call is pending ends in kind 'aborted', without onError", async () => {
    sandbox.fault = 'slow';
    configureApi({ timeoutMs: 2000 });
    const controller = new AbortController();
    const pending = lookupZip('75201', 'agency', { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const error = await apiFailure(pending);
    expect(error.kind).toBe('aborted');
    expect(sandbox.errors).toEqual([]);
  });

  it("a signal aborted before the call ends in kind 'aborted' and sends nothing", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await apiFailure(lookupPayment(lookupBody, { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(sandbox.records).toEqual([]);
    expect(sandbox.errors).toEqual([]);
  });

  it("a signal aborted while the reCAPTCHA token is awaited ends in kind 'aborted' and sends nothing", async () => {
    configureApi({ timeoutMs: 2000, getRecaptchaToken: () => new Promise((resolve) => setTimeout(() => resolve('recaptcha-ok'), 20)) });
    const controller = new AbortController();
    const started = performance.now();
    const pending = loginWithToken({ email: '', phone: '', dob: '', transactionId: null, isskiplogin: true }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const error = await apiFailure(pending);
    expect(error.kind).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(sandbox.records).toEqual([]);
  });

  it('aborting a held call answers at once instead of waiting for the timeout', async () => {
    sandbox.fault = 'timeout';
    configureApi({ timeoutMs: 4000 });
    const controller = new AbortController();
    const started = performance.now();
    const pending = getCarriers({ signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await apiFailure(pending);
    expect(error.kind).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('onError', () => {
  it('is told of each failure, with the same ApiError the caller gets', async () => {
    sandbox.fault = '500';
    const first = await apiFailure(getCarriers());
    sandbox.fault = 'malformed';
    const second = await apiFailure(lookupZip('75201', 'agency'));
    expect(sandbox.errors).toEqual([first, second]);
    expect(sandbox.errors.map((e) => e.kind)).toEqual(['http', 'parse']);
  });

  it('is not told of successful calls', async () => {
    await getCarriers();
    await lookupZip('99999', 'agency');
    expect(sandbox.errors).toEqual([]);
  });
});

describe('listenToApiErrors', () => {
  it('[quote-8.1] tells a listener of each failure onError is told of (never an abort), until it stops listening', async () => {
    const heard: ApiError[] = [];
    const stop = listenToApiErrors((e) => heard.push(e));
    sandbox.fault = '500';
    const failed = await apiFailure(getCarriers());
    const controller = new AbortController();
    controller.abort();
    expect((await apiFailure(lookupZip('75201', 'agency', { signal: controller.signal }))).kind).toBe('aborted');
    stop();
    await apiFailure(getCarriers());
    expect(heard).toEqual([failed]);
    expect(sandbox.errors).toHaveLength(2);
  });
});
