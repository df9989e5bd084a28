/**
 * The customer portal's calls against the in-process sandbox (no mocked fetch): the profile, the
 * policies and a policy's details (portal-3.1, portal-3.2, portal-7.3 to portal-7.5), the pay-now
 * URL after the customer token fetch (portal-7.7, portal-7.13), the payment return by token
 * (portal-7.6), the California endpoint (portal-6.2), the token refusals and the faults.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PASSWORD, SANDBOX_RECAPTCHA, SIGN_IN_MAGIC, SIGN_IN_MESSAGES } from '../fixtures/data/accounts';
import { findCarrierByName } from '../fixtures/data/carriers';
import { MESSAGES } from '../fixtures/data/policies';
import { findPortalCustomer, PORTAL_MESSAGES, SANDBOX_PORTAL, type PortalStatusWord } from '../fixtures/data/portal';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { MemoryStorage } from '../src/storage/memory';
import { createTokenStore, type TokenStore } from '../src/storage/tokens';
import { login, isTokenRefused } from './customer';
import { getCarriers, getCustomerPayment } from './payments';
import { MAX_SERVER_TEXT } from './http';
import { getPayNowUrl, getPolicies, getPolicyDetails, getPortalCustomer, policiesAnswerSchema, policyDocumentsSchema, policyDriverSchema, portalCustomerSchema, type PortalPolicy } from './portal';
import { obtainCustomerToken } from './tokens';

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR).toISOString();

let sandbox: SandboxHarness;
let bearer: string | null;
let store: TokenStore;

/** The fixed sign-in token of a portal customer (as a test writes it into a page's storage). */
function signedInAs(email: string): void {
  bearer = `sbx-session-${findPortalCustomer(email)?.key ?? 'nobody'}`;
}

beforeEach(() => {
  bearer = null;
  store = createTokenStore({ backend: new MemoryStorage(), brand: 'agency', now: () => TEST_NOW.getTime() });
  sandbox = connectSandbox({ api: { getBearerToken: () => store.read('customer')?.token ?? bearer, getRecaptchaToken: async () => SANDBOX_RECAPTCHA.pass } });
});

describe('the profile (GET /portal/customer)', () => {
  it('[portal-3.1] [portal-7.3] answers every profile field for the token the sign-in issued, with the header fields in the query', async () => {
    const signedIn = await login({ email: SANDBOX_PORTAL.statuses, password: SANDBOX_PASSWORD });
    bearer = signedIn.outcome === 'signedIn' ? signedIn.token : null;
    expect(await getPortalCustomer()).toEqual({
      name: 'Sam',
      surname: 'Status',
      address: '1200 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      mail: SANDBOX_PORTAL.statuses,
      phone: '2145550102',
      birthDate: '1984-06-30',
      driverLicenseNumber: '10000102',
      customerCode: 'CUST-0102',
      isSmsNotify: true,
    });
    const sent = sandbox.records.at(-1);
    expect(sent).toMatchObject({ method: 'GET', path: '/api/portal/customer', query: header });
    expect(sent?.headers.authorization).toBe(`Bearer ${bearer}`);
  });

  it('[portal-6.2] a California customer is served on /api-ca only; a Texas one on /api only', async () => {
    signedInAs(SANDBOX_PORTAL.california);
    expect(await getPortalCustomer({ region: 'ca' })).toMatchObject({ state: 'CA', city: 'Santa Monica' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/portal/customer');
    expect(await apiFailure(getPortalCustomer())).toMatchObject({ kind: 'http', status: 401, message: SIGN_IN_MESSAGES.tokenRefused });
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await apiFailure(getPolicies({ region: 'ca' }))).toMatchObject({ kind: 'http', status: 401 });
  });

  it('[portal-6.2] without a token the call is not sent; a token the API does not take is refused (401)', async () => {
    const none = await apiFailure(getPortalCustomer());
    expect(none.kind).toBe('auth');
    expect(sandbox.records).toHaveLength(0);
    bearer = SIGN_IN_MAGIC.revokedToken;
    const refused = await apiFailure(getPortalCustomer());
    expect(refused).toMatchObject({ kind: 'http', status: 401 });
    expect(isTokenRefused(refused)).toBe(true);
  });

  it('[portal-7.3] a sign-in account without portal records is answered 404', async () => {
    bearer = 'sbx-session-maria-garcia';
    expect(await apiFailure(getPortalCustomer())).toMatchObject({ kind: 'http', status: 404, message: PORTAL_MESSAGES.noPortal });
  });

  it.each(FAILING_FAULTS)('[portal-7.3] the fault %s fails the profile (%s)', async (fault, kind) => {
    signedInAs(SANDBOX_PORTAL.empty);
    sandbox.fault = fault;
    expect(await apiFailure(getPortalCustomer())).toMatchObject({ kind });
  });
});

/** The conditions of the section 4 table, on the list fields the sandbox answers at TEST_NOW. */
function meetsRow(p: PortalPolicy, status: PortalStatusWord): boolean {
  const { expirationDate, effectiveDate, paymentDueDate } = p.details;
  const now = TEST_NOW.getTime();
  const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  const expires = time(expirationDate);
  const effective = time(effectiveDate);
  const due = time(paymentDueDate);
  const current = expires !== null && expires > now;
  switch (status) {
    case '—':
      return expires === null;
    case 'expired':
      return expires !== null && expires < now;
    case 'noteffective':
      return current && (due === null || (effective !== null && effective > now));
    case 'pastdue':
      return current && due !== null && due < now && effective !== null && effective <= now;
    case 'duewithin48':
      return current && due !== null && due >= now && due - now <= 48 * HOUR && effective !== null && effective <= now;
    case 'paymentdue':
      return current && p.isPayable && due !== null && due - now > 48 * HOUR && effective !== null && effective <= now;
    case 'paid':
      return current && !p.isPayable && (p.message ?? '').includes(MESSAGES.alreadyPaid);
  }
}

describe('the policies (GET /portal/policies)', () => {
  it('[portal-7.4] [portal-2.5] a customer without policies is answered an empty list', async () => {
    signedInAs(SANDBOX_PORTAL.empty);
    expect(await getPolicies()).toEqual([]);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/portal/policies', query: header });
  });

  it('[portal-3.2] [portal-7.4] each policy has the list fields, dates as ISO date-times from the sandbox clock', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const policies = await getPolicies();
    expect(policies.map((p) => p.policyNumber)).toEqual([
      'LSM-710-NOEXP',
      'LSM-720-EXPIRED',
      'LSM-730-NODUE',
      'LSM-740-PASTDUE',
      'LSM-750-DUE48',
      'LSM-760-PAYNOW',
      'LSM-765-PAYFAIL',
      'LSM-768-ELSEWHERE',
      'LSM-770-FUTURE',
      'LSM-780-PAID',
      'ACM-790-NOCARRIER',
    ]);
    const due48 = policies.find((p) => p.policyNumber === 'LSM-750-DUE48');
    expect(due48).toEqual({
      policyId: 'PP-7500',
      policyNumber: 'LSM-750-DUE48',
      isPayable: true,
      message: null,
      details: {
        policyType: 'Auto',
        company: 'Lone Star Mutual',
        monthlyPayment: 142.5,
        expirationDate: at(150 * 24),
        effectiveDate: at(-30 * 24),
        paymentDueDate: at(24),
        quoteStatus: 'Active',
      },
    });
    for (const p of policies) expect(Object.keys(p.details).sort()).toEqual(Object.keys(due48?.details ?? {}).sort());
  });

  it('[portal-4.1] [portal-4.2] [portal-4.3] [portal-4.4] [portal-4.5] [portal-4.6] [portal-4.7] [portal-4.8] [portal-9.5] the status customer has a policy meeting each row of the status table', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const policies = await getPolicies();
    const data = findPortalCustomer(SANDBOX_PORTAL.statuses)?.policies ?? [];
    const statuses = new Set(data.map((p) => p.status));
    expect([...statuses].sort()).toEqual(['duewithin48', 'expired', 'noteffective', 'paid', 'pastdue', 'paymentdue', '—'].sort());
    for (const p of data) {
      const answered = policies.find((q) => q.policyId === p.policyId);
      expect(answered && meetsRow(answered, p.status), `${p.policyNumber} is ${p.status}`).toBe(true);
    }
  });

  it('[portal-4.1] [portal-4.8] the dates follow the sandbox clock: a policy keeps its status on any day', async () => {
    const later = new Date('2031-07-01T09:30:00.000Z');
    sandbox = connectSandbox({ sandbox: { now: () => later }, api: { getBearerToken: () => 'sbx-session-portal-statuses' } });
    const policies = await getPolicies();
    expect(policies.find((p) => p.policyNumber === 'LSM-740-PASTDUE')?.details.paymentDueDate).toBe(new Date(later.getTime() - 5 * 24 * HOUR).toISOString());
  });

  it('[portal-4.9] [portal-3.3] the policy of an unlisted carrier names a company the carrier list does not have', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const [policies, carriers] = await Promise.all([getPolicies(), getCarriers()]);
    const companies = new Set(carriers.map((c) => c.carrierName.toLowerCase()));
    expect(policies.filter((p) => !companies.has(p.details.company.toLowerCase())).map((p) => p.policyNumber)).toEqual(['ACM-790-NOCARRIER']);
  });

  it.each(FAILING_FAULTS)('[portal-7.4] the fault %s fails the list (%s)', async (fault, kind) => {
    signedInAs(SANDBOX_PORTAL.statuses);
    sandbox.fault = fault;
    expect(await apiFailure(getPolicies())).toMatchObject({ kind });
  });
});

describe("a policy's details (GET /portal/policies/{policyId})", () => {
  it('[portal-3.2] [portal-7.5] answers the list fields and every detail; driver names made one name, gender codes read', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const policy = await getPolicyDetails('PP-7600');
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/portal/policies/PP-7600', query: header });
    expect(policy).toMatchObject({ policyId: 'PP-7600', policyNumber: 'LSM-760-PAYNOW', isPayable: true, message: null });
    expect(policy.details).toMatchObject({ company: 'Lone Star Mutual', monthlyPayment: 142.5, paymentDueDate: at(12 * 24) });
    expect(policy.details.drivers).toEqual([
      { name: 'Sam Status', age: 40, sex: 'female' },
      { name: 'Jordan Status', age: 19, sex: 'male' },
    ]);
    expect(policy.details.vehicles).toEqual([
      { year: 2019, make: 'Toyota', model: 'Camry', vin: '4T1B11HK5KU000001' },
      { year: 2016, make: 'Ford', model: 'F-150', vin: null },
    ]);
    expect(policy.details.coverages).toEqual([
      { coverageName: 'BI', coverageDescription: 'Bodily Injury Liability', limit: ['30', '60'], deductible: null },
      { coverageName: 'PD', coverageDescription: 'Property Damage Liability', limit: ['25'], deductible: null },
      { coverageName: 'COLL', coverageDescription: 'Collision', limit: [], deductible: '500' },
    ]);
    expect(policy.details.transactions).toEqual([
      { createdUtc: at(-30 * 24), entryDate: at(-30 * 24).slice(0, 10), paymentSource: 'Credit Card', collectedAmount: 142.5 },
      { createdUtc: at(-60 * 24), entryDate: at(-60 * 24).slice(0, 10), paymentSource: 'Bank Account', collectedAmount: 142.5 },
    ]);
    expect(policy.details.installments).toEqual([0, 1, 2].map((n) => ({ dueDate: at((12 + 30 * n) * 24), dueAmount: 142.5 })));
    expect(policy.details).toMatchObject({ emailAddress: SANDBOX_PORTAL.statuses, homePhone: '2145550102' });
  });

  it('[portal-7.5] a policy links its ID card and declarations page where the API gives them; an expired one none', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect((await getPolicyDetails('PP-7600')).details.documents).toEqual([
      { type: 'idCard', url: '/sandbox/documents/LSM-760-PAYNOW/id-card.pdf' },
      { type: 'declarations', url: '/sandbox/documents/LSM-760-PAYNOW/declarations.pdf' },
    ]);
    expect((await getPolicyDetails('PP-7200')).details.documents).toEqual([]);
  });

  it('[portal-7.5] documents: an unknown kind is dropped, a kind given twice is kept once, none (or null) is an empty list', () => {
    const docs = (documents: unknown) => policyDocumentsSchema.parse(documents);
    expect(docs([{ type: 'idCard', url: ' https://docs.example/1.pdf ' }, { type: 'claimForm', url: 'https://docs.example/2.pdf' }, { type: 'idCard', url: 'https://docs.example/3.pdf' }])).toEqual([
      { type: 'idCard', url: 'https://docs.example/1.pdf' },
    ]);
    expect(docs(null)).toEqual([]);
    expect(docs(undefined)).toEqual([]);
    expect(policyDocumentsSchema.safeParse([{ type: 'idCard' }]).success).toBe(false);
  });

  it('[portal-7.5] a policy without a due date has no installments', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect((await getPolicyDetails('PP-7300')).details.installments).toEqual([]);
  });

  it("[portal-7.5] another customer's policy, or an unknown one, is 404", async () => {
    signedInAs(SANDBOX_PORTAL.empty);
    expect(await apiFailure(getPolicyDetails('PP-7600'))).toMatchObject({ kind: 'http', status: 404, message: PORTAL_MESSAGES.policyNotFound });
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await apiFailure(getPolicyDetails('PP-0000'))).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('the pay-now URL (GET /portal/policies/{policyId}/payment-url)', () => {
  it('[portal-7.7] answers the sandbox payment provider page, which serves the policy', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const { paymentUrl } = await getPayNowUrl('PP-7600');
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/portal/policies/PP-7600/payment-url', query: header });
    expect(paymentUrl).toBe('http://localhost/sandbox/provider?token=TOK-APPROVED-LSM-760-PAYNOW&lang=en&back=portal');
    const page = await sandbox.settings.fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('LSM-760-PAYNOW');
  });

  it('[portal-8.4] a failing pay-now URL is an http ApiError (500); a policy not payable online is refused (409)', async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    expect(await apiFailure(getPayNowUrl('PP-7650'))).toMatchObject({ kind: 'http', status: 500, message: PORTAL_MESSAGES.payNowFailed });
    expect(await apiFailure(getPayNowUrl('PP-7400'))).toMatchObject({ kind: 'http', status: 409 });
    sandbox.fault = 'schema';
    expect(await apiFailure(getPayNowUrl('PP-7600'))).toMatchObject({ kind: 'schema' });
  });

  it("[portal-7.13] [portal-7.7] the customer token fetch with the profile's email, phone and birth date precedes it; its token is taken", async () => {
    signedInAs(SANDBOX_PORTAL.statuses);
    const profile = await getPortalCustomer();
    const record = await obtainCustomerToken(store, { email: profile.mail, phone: profile.phone ?? '', dob: profile.birthDate ?? '', state: profile.state });
    expect(record.token).toMatch(/^sbx-cust-/);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'POST', path: '/api/account/loginWithToken' });
    expect(sandbox.records.at(-1)?.body).toMatchObject({ email: SANDBOX_PORTAL.statuses, phone: '2145550102', dob: '1984-06-30', isskiplogin: false });
    // The stored customer token is now the fetched one: the pay-now call (and the portal's others) take it.
    await expect(getPayNowUrl('PP-7600')).resolves.toMatchObject({ paymentUrl: expect.stringContaining('TOK-APPROVED-LSM-760-PAYNOW') });
    expect(sandbox.records.at(-1)?.headers.authorization).toBe(`Bearer ${record.token}`);
    await expect(getPolicies()).resolves.toHaveLength(11);
    store.clear('customer');
    bearer = null;
    await expect(getPayNowUrl('PP-7600', { token: record.token })).resolves.toMatchObject({ paymentUrl: expect.any(String) });
  });

  it('[portal-7.13] [portal-6.2] a California customer fetches its token on /api-ca and pays there', async () => {
    const record = await obtainCustomerToken(store, { email: SANDBOX_PORTAL.california, phone: '310-555-0106', dob: '1988-12-01', state: 'CA' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/account/loginWithToken');
    expect(await getPayNowUrl('PP-8300', { region: 'ca' })).toEqual({ paymentUrl: 'http://localhost/sandbox/provider?token=TOK-APPROVED-SRI-830-CA&lang=en&back=portal' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/portal/policies/PP-8300/payment-url');
    expect(await apiFailure(getPayNowUrl('PP-8300', { token: record.token }))).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('the return from payment (GET /payments/customer-payment?token=, portal-7.6)', () => {
  it('[portal-7.6] [portal-4.11] a TOK-APPROVED token of a portal policy answers status A; TOK-DECLINED a failure with its result message', async () => {
    const approved = await getCustomerPayment('TOK-APPROVED-LSM-760-PAYNOW');
    expect(approved.customerPayment).toMatchObject({ policyNumber: 'LSM-760-PAYNOW', carrierName: 'Lone Star Mutual' });
    expect(approved.customerPayment?.paymentDetails.at(-1)?.status).toBe('A');
    const declined = await getCustomerPayment('TOK-DECLINED-SRI-830-CA');
    expect(declined.customerPayment?.carrierName).toBe('Sierra Ridge Insurance');
    expect(findCarrierByName(declined.customerPayment?.carrierName ?? '')?.carrierUrl).toBeTruthy();
    expect(declined.customerPayment?.paymentDetails.at(-1)).toMatchObject({ status: 'D', resultMessage: MESSAGES.declined });
  });
});

describe('the contracts (what the schemas take and make)', () => {
  const listed = {
    policyId: 7100,
    policyNumber: 'LSM-1',
    isPayable: true,
    message: null,
    details: { policyType: null, company: 'Lone Star Mutual', monthlyPayment: '98.10', expirationDate: '2025-09-01T00:00:00', effectiveDate: null, paymentDueDate: '2025-03-11T05:00:00-05:00', quoteStatus: null },
  };

  it('[portal-3.2] takes a numeric policyId, a decimal string amount and date-times with or without an offset', () => {
    expect(policiesAnswerSchema.parse([listed])[0]).toMatchObject({ policyId: '7100', details: { monthlyPayment: 98.1, expirationDate: '2025-09-01T00:00:00' } });
  });

  it('[portal-3.2] refuses a date that is not an ISO date-time and a negative amount: a schema error, never a bad date in a view', () => {
    expect(policiesAnswerSchema.safeParse([{ ...listed, details: { ...listed.details, paymentDueDate: '03/11/2025' } }]).success).toBe(false);
    expect(policiesAnswerSchema.safeParse([{ ...listed, details: { ...listed.details, expirationDate: '2025-09-01' } }]).success).toBe(false);
    expect(policiesAnswerSchema.safeParse([{ ...listed, details: { ...listed.details, monthlyPayment: -1 } }]).success).toBe(false);
  });

  it('[portal-3.2] a driver without a fullName is named by firstName and lastName; an unknown gender is null', () => {
    expect(policyDriverSchema.parse({ fullName: '  ', firstName: ' Ana ', lastName: 'Ruiz', age: 33, sex: 'x' })).toEqual({ name: 'Ana Ruiz', age: 33, sex: null });
    expect(policyDriverSchema.parse({ firstName: null, lastName: 'Ruiz', age: null, sex: '0' })).toEqual({ name: 'Ruiz', age: null, sex: 'male' });
  });

  it('[portal-3.1] server text is capped, the state kept upper case, the birth date as YYYY-MM-DD', () => {
    const profile = portalCustomerSchema.parse({
      name: 'x'.repeat(MAX_SERVER_TEXT + 50),
      surname: 'Ruiz',
      address: null,
      city: null,
      state: 'ca',
      zipCode: null,
      mail: 'ana@example.com',
      phone: null,
      birthDate: '1990-01-02T00:00:00',
      driverLicenseNumber: null,
      customerCode: null,
      isSmsNotify: false,
    });
    expect(Array.from(profile.name)).toHaveLength(MAX_SERVER_TEXT);
    expect(profile).toMatchObject({ state: 'CA', birthDate: '1990-01-02' });
  });
});
