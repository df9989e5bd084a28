/**
 * Bill payment's carriers and look-up (site-3.4, site-3.9, site-4.6 to site-4.11, site-7.5)
 * through the real client against the in-process sandbox: the carrier list, every magic policy
 * number's look-up answer as the page reads it, and the payload as sent. The token call is in
 * services/paymentTokens.test.ts, the payment result in services/paymentResults.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CARRIERS } from '../fixtures/data/carriers';
import { MESSAGES, SANDBOX_POLICIES } from '../fixtures/data/policies';
import { carrierOf, HOUR, lookup } from '../fixtures/sandbox/paymentsTesting';
import { apiFailure, connectSandbox, TEST_NOW, type SandboxHarness } from '../fixtures/sandbox/testing';
import { getCarriers, lookupPayment } from './payments';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

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

describe('carrier data', () => {
  it('the fixture list is what the sandbox serves', async () => {
    expect(await getCarriers()).toEqual(CARRIERS);
  });
});
