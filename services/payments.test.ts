/**
 * Bill payment calls (site-7.5 to site-7.7) through the real client against the in-process
 * sandbox: every magic policy number, token answer and result token of docs/sandbox.md parses
 * with the service schemas and carries what the page needs for its outcome.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CARRIERS } from '../fixtures/data/carriers';
import { MESSAGES, SANDBOX_POLICIES, SANDBOX_RESULT_TOKENS } from '../fixtures/data/policies';
import { FAULT_VALUES, type FaultKind } from '../fixtures/sandbox/faults';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_NOW, TEST_TIMES, type SandboxHarness } from '../fixtures/sandbox/testing';
import { apiSettings, configureApi } from './http';
import {
  getCarriers,
  getCustomerPayment,
  getPaymentToken,
  lookupPayment,
  type Carrier,
  type PaymentLookup,
  type PaymentToken,
} from './payments';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});


function lookup(policyNumber: string): Promise<PaymentLookup> {
  return lookupPayment({
    policyNumber,
    receiptEmail: 'maria.garcia@example.com',
    receiptPhone: '2145550142',
    dob: '1985-04-12',
  });
}

async function lookupThenToken(policyNumber: string): Promise<{ found: PaymentLookup; token: PaymentToken }> {
  const found = await lookup(policyNumber);
  const token = await getPaymentToken({ policyId: found.policyId, token: found.token });
  return { found, token };
}

/** The carrier whose name matches the company ignoring case, as the page matches (site-4.6). */
function carrierOf(company: string, carriers: readonly Carrier[]): Carrier | undefined {
  return carriers.find((c) => c.carrierName.toLowerCase() === company.toLowerCase());
}

const HOUR = 3_600_000;

describe('carriers', () => {
  it('[site-3.9] lists at least four carriers with their policy number prefixes, https pay links and logos', async () => {
    const carriers = await getCarriers();
    expect(carriers.length).toBeGreaterThanOrEqual(4);
    expect(carriers.map((c) => [c.carrierName, c.carrierCode])).toEqual(
      expect.arrayContaining([
        ['Lone Star Mutual', ['LSM']],
        ['Gulf Coast Auto', ['GCA']],
        ['Pioneer Casualty', ['PCX', 'PIO']],
        ['Sierra Ridge Insurance', ['SRI']],
      ]),
    );
    for (const carrier of carriers) {
      expect(carrier.carrierUrl).toMatch(/^https:\/\//);
      expect(carrier.carrierLogo).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('[site-3.9] the prefixes of the carriers do not overlap', async () => {
    const codes = (await getCarriers()).flatMap((c) => c.carrierCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('payment lookup outcomes', () => {
  it('[site-4.7] [site-7.5] [site-3.4] LSM-100-PAY is payable, with every lookup field filled', async () => {
    const found = await lookup(SANDBOX_POLICIES.payToProvider);
    expect(found).toEqual({
      token: 'LKP-LSM-100-PAY',
      policyId: 'P-100100',
      company: 'Lone Star Mutual',
      monthlyPayment: 142.5,
      policyType: 'Auto',
      paymentDueDate: new Date(TEST_NOW.getTime() + 12 * 24 * HOUR).toISOString(),
      isPayable: true,
      message: null,
      carrierUrl: 'https://www.lonestarmutual.example/pay',
      policyNumber: 'LSM-100-PAY',
      applicantName: 'Maria Garcia',
    });
  });

  it('[site-4.6] ACM-900-NOCARRIER is payable but its company matches no carrier', async () => {
    const [found, carriers] = await Promise.all([lookup(SANDBOX_POLICIES.noCarrier), getCarriers()]);
    expect(found.isPayable).toBe(true);
    expect(found.company).toBe('Acme Mutual');
    expect(carrierOf(found.company, carriers)).toBeUndefined();
    expect(found.carrierUrl).toMatch(/^https:\/\//);
  });

  it('[site-4.6] GCA-100-PAY names its carrier in capitals: it matches only ignoring case', async () => {
    const [found, carriers] = await Promise.all([lookup(SANDBOX_POLICIES.carrierCaseInsensitive), getCarriers()]);
    expect(found.company).toBe('GULF COAST AUTO');
    expect(carriers.some((c) => c.carrierName === found.company)).toBe(false);
    expect(carrierOf(found.company, carriers)?.carrierName).toBe('Gulf Coast Auto');
    expect(found.isPayable).toBe(true);
  });

  it('a numeric policyId on the wire reaches the page as a string', async () => {
    const found = await lookup(SANDBOX_POLICIES.carrierCaseInsensitive);
    expect(found.policyId).toBe('770100');
  });

  it('[site-4.9] [site-8.7] the already-paid policy answers not payable with the already-made message', async () => {
    const found = await lookup(SANDBOX_POLICIES.alreadyPaid);
    expect(found.isPayable).toBe(false);
    expect(found.message).toContain('This payment has already been made');
  });

  it('[site-4.10] [site-9.4] LSM-600-DUESOON is not payable and due 24 hours after now, inside the 48-hour threshold', async () => {
    const found = await lookup(SANDBOX_POLICIES.dueSoon);
    expect(found.isPayable).toBe(false);
    expect(found.message).toBe('Your payment is due soon.');
    expect(found.message).not.toContain(MESSAGES.alreadyPaid);
    const due = Date.parse(found.paymentDueDate ?? '');
    expect(due - TEST_NOW.getTime()).toBe(24 * HOUR);
    expect(due - TEST_NOW.getTime()).toBeLessThan(48 * HOUR);
  });

  it('[site-4.10] LSM-700-PASTDUE is not payable and due five days before now', async () => {
    const found = await lookup(SANDBOX_POLICIES.pastDue);
    expect(found.isPayable).toBe(false);
    expect(found.message).toBe('Your payment is past due.');
    expect(TEST_NOW.getTime() - Date.parse(found.paymentDueDate ?? '')).toBe(5 * 24 * HOUR);
  });

  it('[site-4.10] LSM-800-NODATE is not payable, has no due date, and carries the message to show', async () => {
    const found = await lookup(SANDBOX_POLICIES.noDueDate);
    expect(found.isPayable).toBe(false);
    expect(found.paymentDueDate).toBeNull();
    expect(found.message).toBe('This policy was cancelled. Please call your agent.');
  });

  it('[site-4.10] the due dates follow the sandbox clock at request time', async () => {
    let clock = new Date('2025-06-01T12:00:00.000Z');
    connectSandbox({ sandbox: { now: () => clock } });
    const first = await lookup(SANDBOX_POLICIES.dueSoon);
    clock = new Date('2025-07-01T12:00:00.000Z');
    const second = await lookup(SANDBOX_POLICIES.dueSoon);
    expect(first.paymentDueDate).toBe('2025-06-02T12:00:00.000Z');
    expect(second.paymentDueDate).toBe('2025-07-02T12:00:00.000Z');
  });

  it('[site-4.11] an unknown policy number answers 404: the lookup throws an http error with the message', async () => {
    const error = await apiFailure(lookup(SANDBOX_POLICIES.unknown));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'We could not find a policy with those details.' });
  });

  it('matches the policy number exactly (the page sends it uppercased)', async () => {
    const error = await apiFailure(lookup('lsm-100-pay'));
    expect(error.status).toBe(404);
  });

  it('[site-7.5] sends the lookup payload beside the header object', async () => {
    await lookup(SANDBOX_POLICIES.payToProvider);
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/payments/lookup',
      body: {
        header: expect.objectContaining({ lang: 'en' }),
        policyNumber: 'LSM-100-PAY',
        receiptEmail: 'maria.garcia@example.com',
        receiptPhone: '2145550142',
        dob: '1985-04-12',
      },
    });
  });

  it('refuses a date of birth that is not YYYY-MM-DD with 400', async () => {
    const error = await apiFailure(
      lookupPayment({ policyNumber: 'LSM-100-PAY', receiptEmail: 'a@b.co', receiptPhone: '2145550142', dob: '04/12/1985' }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/dob/);
  });
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

describe('payment result', () => {
  it('[site-4.12] [site-7.7] [site-3.6] an approved token answers the customer payment with status "A" and every field filled', async () => {
    const result = await getCustomerPayment(SANDBOX_RESULT_TOKENS.approved);
    const payment = result.customerPayment;
    expect(payment).toMatchObject({
      policyId: 'P-100100',
      policyNumber: 'LSM-100-PAY',
      carrierName: 'Lone Star Mutual',
      name: 'Maria Garcia',
      email: 'maria.garcia@example.com',
    });
    expect(payment?.paymentDetails[0]).toEqual({
      dueDate: new Date(TEST_NOW.getTime() + 12 * 24 * HOUR).toISOString(),
      payDate: TEST_NOW.toISOString(),
      amount: 142.5,
      invoiceId: 'INV-LSM-100-PAY-0001',
      status: 'A',
      cardHolderName: 'Maria Garcia',
      resultMessage: 'This transaction has been approved.',
    });
    for (const value of Object.values(payment ?? {})) expect(value).not.toBeNull();
  });

  it('[site-4.12] a declined token answers status "D" with the decline message and a carrier that has a pay link', async () => {
    const [result, carriers] = await Promise.all([getCustomerPayment(SANDBOX_RESULT_TOKENS.declined), getCarriers()]);
    const detail = result.customerPayment?.paymentDetails[0];
    expect(detail?.status).toBe('D');
    expect(detail?.resultMessage).toBe('The card was declined.');
    const carrier = carrierOf(result.customerPayment?.carrierName ?? '', carriers);
    expect(carrier?.carrierUrl).toBe('https://www.lonestarmutual.example/pay');
  });

  it('[site-4.12] the policy in the token decides the carrier', async () => {
    const result = await getCustomerPayment(SANDBOX_RESULT_TOKENS.approvedGulfCoast);
    expect(result.customerPayment?.carrierName).toBe('Gulf Coast Auto');
    expect(result.customerPayment?.policyId).toBe('770100');
  });

  it('[site-4.12] a token without a policy defaults to Lone Star Mutual', async () => {
    const result = await getCustomerPayment('TOK-APPROVED');
    expect(result.customerPayment?.carrierName).toBe('Lone Star Mutual');
    expect(result.customerPayment?.paymentDetails[0]?.status).toBe('A');
  });

  it('[site-4.12] an unlisted policy in the token takes its carrier from the prefix', async () => {
    const result = await getCustomerPayment('TOK-DECLINED-SRI-555-ANY');
    expect(result.customerPayment?.carrierName).toBe('Sierra Ridge Insurance');
    expect(result.customerPayment?.policyNumber).toBe('SRI-555-ANY');
  });

  it.each([SANDBOX_RESULT_TOKENS.unknown, 'whatever', 'TOK-PENDING-LSM-100-PAY'])(
    '[site-7.7] the token %s answers only a message: the payment was not found',
    async (token) => {
      const result = await getCustomerPayment(token);
      expect(result).toEqual({ customerPayment: null, message: 'We could not find that payment.' });
    },
  );

  it('[site-7.7] sends the token in the query beside the header fields', async () => {
    await getCustomerPayment(SANDBOX_RESULT_TOKENS.approved);
    expect(sandbox.records.at(-1)?.query).toEqual(expect.objectContaining({ token: 'TOK-APPROVED-LSM-100-PAY', lang: 'en' }));
  });
});

describe('the sandbox payment provider round trip', () => {
  async function providerLinks(paymentUrl: string): Promise<{ doc: Document; approve: string; decline: string }> {
    const res = await apiSettings().fetch(paymentUrl);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const [approve, decline] = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    return { doc, approve: approve ?? '', decline: decline ?? '' };
  }

  function tokenOf(href: string): string {
    return new URL(href, 'http://localhost').searchParams.get('token') ?? '';
  }

  it('[site-4.7] [site-4.12] approve at the provider, come back with a token whose result is status "A"', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.payToProvider);
    const { doc, approve } = await providerLinks(token.paymentUrl ?? '');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Sandbox payment provider');
    expect(approve).toBe('/pay/?token=TOK-APPROVED-LSM-100-PAY');
    const result = await getCustomerPayment(tokenOf(approve));
    expect(result.customerPayment?.paymentDetails[0]?.status).toBe('A');
  });

  it('[site-4.12] decline at the provider, come back with a token whose result is a failure', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.carrierCaseInsensitive);
    const { decline } = await providerLinks(token.paymentUrl ?? '');
    expect(decline).toBe('/pay/?token=TOK-DECLINED-GCA-100-PAY');
    const result = await getCustomerPayment(tokenOf(decline));
    expect(result.customerPayment?.paymentDetails[0]?.status).toBe('D');
    expect(result.customerPayment?.carrierName).toBe('Gulf Coast Auto');
  });

  it('[site-4.7] a Spanish page gets a Spanish provider page that returns to /es/pay/', async () => {
    configureApi({ lang: 'es' });
    const { token } = await lookupThenToken(SANDBOX_POLICIES.payToProvider);
    const { doc, approve, decline } = await providerLinks(token.paymentUrl ?? '');
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.body.textContent).toContain('Aprobar el pago');
    expect(approve).toBe('/es/pay/?token=TOK-APPROVED-LSM-100-PAY');
    expect(decline).toBe('/es/pay/?token=TOK-DECLINED-LSM-100-PAY');
  });

  it('[site-4.7] LSM-200-RETURN: the page comes back to itself with the token, whose result is status "A"', async () => {
    const { token } = await lookupThenToken(SANDBOX_POLICIES.payReturn);
    const result = await getCustomerPayment(token.token ?? '');
    expect(result.customerPayment?.policyNumber).toBe('LSM-200-RETURN');
    expect(result.customerPayment?.paymentDetails[0]?.status).toBe('A');
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

describe('carrier data', () => {
  it('the fixture list is what the sandbox serves', async () => {
    expect(await getCarriers()).toEqual(CARRIERS);
  });
});
