/**
 * Bill payment's result (site-3.6, site-4.12, site-7.7) through the real client against the
 * in-process sandbox: what each result token answers, and the round trip through the sandbox
 * payment provider's page (approve, decline, a Spanish page) back to a token and its result.
 * Reads the provider's HTML with the DOM's parser (a jsdom test, listed in vite.config.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_POLICIES, SANDBOX_RESULT_TOKENS } from '../fixtures/data/policies';
import { carrierOf, HOUR, lookupThenToken } from '../fixtures/sandbox/paymentsTesting';
import { connectSandbox, TEST_NOW, type SandboxHarness } from '../fixtures/sandbox/testing';
import { apiSettings, configureApi } from './http';
import { getCarriers, getCustomerPayment } from './payments';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
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
