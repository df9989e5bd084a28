/**
 * Hostile answers (issue: a 1 MB message froze the tab; amounts of 1e308 and -142.50 were shown;
 * an API error's message went to the dataLayer word for word). Through the real client against
 * the in-process sandbox where the sandbox can produce the answer; the amount and text rules on
 * the very schemas the client parses with.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp, MAX_REQUEST_BODY_BYTES } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { apiFailure, connectSandbox, type SandboxHarness } from '../fixtures/sandbox/testing';
import { boot } from '../src/boot';
import { lookupZip } from './address';
import { apiCallOf, apiSettings, capText, configureApi, MAX_ANSWER_CHARS, MAX_SERVER_TEXT } from './http';
import { customerPaymentResultSchema, getCarriers, getCustomerPayment, lookupPayment, paymentLookupSchema } from './payments';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
  window.dataLayer = [];
});

afterEach(() => {
  window.dataLayer = [];
});

describe('[site-4.11] an answer over the size limit is a schema error, never parsed', () => {
  it('a 2 MB answer (sandbox fault "oversize") fails as kind schema on every call', async () => {
    sandbox.fault = 'oversize';
    for (const call of [() => getCarriers(), () => getCustomerPayment('TOK-APPROVED-LSM-100-PAY')]) {
      const error = await apiFailure(call());
      expect(error.kind).toBe('schema');
      expect(error.body).toBeNull();
      expect(error.message.length).toBeLessThan(200);
    }
  });

  it('the limit is the client setting: a small limit refuses a normal answer, the default takes it', async () => {
    expect(apiSettings().maxAnswerChars).toBe(MAX_ANSWER_CHARS);
    await expect(getCarriers()).resolves.not.toHaveLength(0);
    configureApi({ maxAnswerChars: 50 });
    expect((await apiFailure(getCarriers())).kind).toBe('schema');
  });
});

describe('[site-4.11 quote-8.1] analytics get codes and kinds only', () => {
  it("an API error's message and the typed values never reach the dataLayer", async () => {
    boot('en', undefined);
    // boot points the client at the page's settings; keep the in-process sandbox and its clock.
    configureApi({ fetch: sandbox.settings.fetch, timeoutMs: 200 });
    await apiFailure(lookupZip('00010', 'agency'));
    await apiFailure(
      lookupPayment({ policyNumber: 'FAULT-500', receiptEmail: 'maria.garcia@example.com', receiptPhone: '2145550142', dob: '1985-04-12' }),
    );
    expect(window.dataLayer).toEqual([
      { event: 'api_error', call: '/api/address/citybyzip', status: 500, kind: 'http' },
      { event: 'api_error', call: '/api/payments/lookup', status: 500, kind: 'http' },
    ]);
    const text = JSON.stringify(window.dataLayer);
    for (const secret of ['00010', 'maria', '1985', 'sandbox failed']) expect(text).not.toContain(secret);
  });

  it.each([
    ['/api/address/zip/78701?brand=x&lang=en', '/api/address/zip/:value'],
    ['https://api.agency.example/v1/payments/customer-payment?token=TOK-1', '/v1/payments/customer-payment'],
    ['/api/customers/maria@example.com/policies', '/api/customers/:value/policies'],
    ['/api/x/%E2%80%8B', '/api/x/:value'],
  ])('the call of %s is reported as %s', (url, call) => {
    expect(apiCallOf(url)).toBe(call);
  });
});

describe('[site-3.4 site-3.6] server text is capped; amounts are finite and not negative', () => {
  const lookup = {
    token: 't',
    policyId: 1,
    company: 'Lone Star Mutual',
    monthlyPayment: 142.5,
    policyType: 'Auto',
    paymentDueDate: null,
    isPayable: true,
    message: null,
    carrierUrl: null,
    policyNumber: 'LSM-100-PAY',
    applicantName: 'Maria Garcia',
  };

  it(`a message of 100 000 characters is shown as ${MAX_SERVER_TEXT}`, () => {
    const parsed = paymentLookupSchema.parse({ ...lookup, message: 'x'.repeat(100_000), applicantName: 'y'.repeat(600) });
    expect(parsed.message).toHaveLength(MAX_SERVER_TEXT);
    expect(parsed.message?.endsWith('…')).toBe(true);
    expect(parsed.applicantName).toHaveLength(MAX_SERVER_TEXT);
    expect(paymentLookupSchema.parse({ ...lookup, message: 'Call your agent.' }).message).toBe('Call your agent.');
  });

  it('capping never splits a character in two', () => {
    const capped = capText('😀'.repeat(600), 10);
    expect(Array.from(capped)).toHaveLength(10);
    expect(capped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it.each([
    [142.5, true],
    ['142.50', true],
    [0, true],
    [1e308, false],
    ['1e308', false],
    [-142.5, false],
    ['-142.50', false],
    [Number.POSITIVE_INFINITY, false],
    ['NaN', false],
    [2_000_000, false],
  ])('the amount %j is accepted: %s', (amount, ok) => {
    expect(paymentLookupSchema.safeParse({ ...lookup, monthlyPayment: amount }).success).toBe(ok);
    const result = {
      customerPayment: {
        policyId: '1',
        policyNumber: 'LSM-100-PAY',
        email: null,
        phoneNumber: null,
        carrierName: null,
        city: null,
        state: null,
        zipCode: null,
        sex: null,
        maritalStatus: null,
        name: null,
        paymentDetails: [{ dueDate: null, payDate: null, amount, invoiceId: null, status: 'A', cardHolderName: null, resultMessage: null }],
      },
    };
    expect(customerPaymentResultSchema.safeParse(result).success).toBe(ok);
  });
});

describe('the sandbox refuses request bodies over 1 MB', () => {
  it('answers 413 to a body over the limit, and takes one just under it', async () => {
    const f = createInProcessFetch(createSandboxApp({ now: () => new Date('2025-03-10T15:00:00Z') }));
    const headers = { 'Content-Type': 'application/json', 'X-Brand-Token': 'b' };
    const big = JSON.stringify({ policyNumber: 'x'.repeat(MAX_REQUEST_BODY_BYTES) });
    const refused = await f('/api/payments/lookup', { method: 'POST', headers, body: big });
    expect(refused.status).toBe(413);
    const small = JSON.stringify({ policyNumber: 'x'.repeat(MAX_REQUEST_BODY_BYTES - 100) });
    const taken = await f('/api/payments/lookup', { method: 'POST', headers, body: small });
    expect(taken.status).toBe(400);
  });
});
