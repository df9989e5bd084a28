/**
 * Bill payment's token call (site-3.5, site-4.7, site-4.8, site-7.6) through the real client
 * against the in-process sandbox: each magic policy's token answer (the provider page, the page
 * itself, already approved, a failure, an insecure URL), the refusals, and the magic fault values
 * of the look-up, the token and the result calls.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SANDBOX_POLICIES } from '../fixtures/data/policies';
import { FAULT_VALUES, type FaultKind } from '../fixtures/sandbox/faults';
import { lookup, lookupThenToken } from '../fixtures/sandbox/paymentsTesting';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_TIMES, type SandboxHarness } from '../fixtures/sandbox/testing';
import { configureApi } from './http';
import { getCustomerPayment, getPaymentToken } from './payments';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

describe('payment token outcomes', () => {
  it('[site-3.5] [site-4.7] [site-7.6] LSM-100-PAY gets the provider page as paymentUrl, with its token and the page language', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.payToProvider);
    expect(token).toEqual({
      paymentUrl: 'http://localhost/sandbox/provider?token=TOK-APPROVED-LSM-100-PAY&lang=en',
      token: 'TOK-APPROVED-LSM-100-PAY',
      message: null,
    });
  });

  it('[site-7.6] the token call sends the header object, the policyId and the lookup token', async () => {
    await lookupThenToken(SANDBOX_POLICIES.payToProvider);
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/payments/token',
      body: { header: expect.objectContaining({ trackId: 'track-test-0001' }), policyId: 'P-100100', token: 'LKP-LSM-100-PAY' },
      headers: expect.objectContaining({ 'x-brand-token': 'sandbox-brand-token' }),
    });
  });

  it('[site-4.7] the provider URL carries lang=es for a Spanish page', async () => {
    configureApi({ lang: 'es' });
    const { token } = await lookupThenToken(SANDBOX_POLICIES.payToProvider);
    expect(token.paymentUrl).toBe('http://localhost/sandbox/provider?token=TOK-APPROVED-LSM-100-PAY&lang=es');
  });

  it('[site-4.7] LSM-200-RETURN gets no paymentUrl but a token: the page goes back to itself with ?token=', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.payReturn);
    expect(token).toEqual({ paymentUrl: null, token: 'TOK-APPROVED-LSM-200-RETURN', message: null });
  });

  it('[site-4.7] LSM-300-APPROVED answers "This transaction has been approved" (the pay button stays disabled)', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.alreadyApproved);
    expect(token.message).toBe('This transaction has been approved');
    expect(token.paymentUrl).toBeNull();
  });

  it('[site-4.8] LSM-400-NOTOKEN is payable but its token call fails with HTTP 500', async () => {
    const found = await lookup(SANDBOX_POLICIES.tokenFails);
    expect(found.isPayable).toBe(true);
    const error = await apiFailure(getPaymentToken({ policyId: found.policyId, token: found.token }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: MESSAGES.tokenFailed });
  });

  it('[site-4.8] LSM-450-INSECURE answers a payment URL over plain http that the page must refuse', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.insecureUrl);
    // The page's refusal is a rule of the chart: machines/payment.rules.test.ts (paymentTarget).
    expect(token.paymentUrl).toBe('http://payments.example.com/checkout');
  });

  it('[site-4.6] [site-4.7] GCA-100-PAY (numeric policyId) gets the provider page like LSM-100-PAY', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.carrierCaseInsensitive);
    expect(token.paymentUrl).toBe('http://localhost/sandbox/provider?token=TOK-APPROVED-GCA-100-PAY&lang=en');
    expect(token.token).toBe('TOK-APPROVED-GCA-100-PAY');
  });

  it('refuses a lookup token of another policy with 403', async () => {
    const error = await apiFailure(getPaymentToken({ policyId: 'P-100100', token: 'LKP-LSM-200-RETURN' }));
    expect(error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('answers 404 for an unknown policyId', async () => {
    const error = await apiFailure(getPaymentToken({ policyId: 'P-404404', token: 'LKP-X' }));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('answers 409 for a policy that is not payable', async () => {
    const found = await lookup(SANDBOX_POLICIES.alreadyPaid);
    const error = await apiFailure(getPaymentToken({ policyId: found.policyId, token: found.token }));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: MESSAGES.notPayable });
  });
});

describe('magic fault values', () => {
  const failing = Object.entries(FAULT_VALUES).filter(
    (entry): entry is [string, Exclude<FaultKind, 'slow'>] => entry[1] !== 'slow',
  );

  it.each(failing)('[site-4.11] the policy number %s makes the lookup throw (fault %s)', async (policyNumber, fault) => {
    const error = await apiFailure(lookup(policyNumber));
    expect(error.kind).toBe(FAULT_ERROR_KIND[fault]);
    expect(sandbox.errors).toEqual([error]);
  });

  it.each(failing)('the result token %s makes the result call throw (fault %s)', async (token, fault) => {
    const error = await apiFailure(getCustomerPayment(token));
    expect(error.kind).toBe(FAULT_ERROR_KIND[fault]);
  });

  it('the policy number FAULT-SLOW answers, after the slow delay, what LSM-100-PAY answers', async () => {
    const started = performance.now();
    const found = await lookup('FAULT-SLOW');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_TIMES.slowMs - 2);
    expect(found).toEqual(await lookup(SANDBOX_POLICIES.payToProvider));
  });

  it('the result token FAULT-SLOW answers, after the slow delay, an approved payment', async () => {
    const result = await getCustomerPayment('FAULT-SLOW');
    expect(result.customerPayment?.paymentDetails[0]?.status).toBe('A');
  });

  it('the schema fault of the result breaks its schema even though both fields are optional', async () => {
    const error = await apiFailure(getCustomerPayment('FAULT-SCHEMA'));
    expect(error.kind).toBe('schema');
  });

  it('the fault header works on the token call too', async () => {
    const found = await lookup(SANDBOX_POLICIES.payToProvider);
    sandbox.fault = 'schema';
    const error = await apiFailure(getPaymentToken({ policyId: found.policyId, token: found.token }));
    expect(error.kind).toBe('schema');
  });
});
