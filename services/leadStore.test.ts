/**
 * The lead store calls (quote-3.12, quote-7.31) through the real client against the in-process
 * sandbox: what create and update send, what the sandbox keeps by key, the refusals (409, 404,
 * 400, 401), and the magic e-mails that fail the store.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import {
  keyMismatchMessage,
  LEAD_STORE_FAULT_EMAILS,
  LEAD_STORE_UPDATE_FAILS_EMAIL,
  leadExistsMessage,
  storedLead,
  unknownLeadMessage,
} from '../fixtures/sandbox/routes/leadStore';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_BEARER_TOKEN, TEST_NOW, TEST_TRACK_ID, type SandboxHarness } from '../fixtures/sandbox/testing';
import { apiCallOf, configureApi } from './http';
import { createLead, leadStorePaths, updateLead, type LeadRecord } from './leadStore';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const header = { lang: 'en', trackId: TEST_TRACK_ID, requestDate: TEST_NOW.toISOString() };
const EPOCH = 1741618800000;
const STORE_KEY = '0f6b2c1e-9a4d-4c3b-8e2f-5d7a1b3c9e40';

function record(email = 'Rosa.Delgado@example.com', patch: Partial<LeadRecord> = {}): LeadRecord {
  return {
    key: `${email.trim().toLowerCase()}-${EPOCH}`,
    storeKey: STORE_KEY,
    email,
    phone: '5125550100',
    firstName: 'Rosa',
    lastName: 'Delgado',
    state: 'TX',
    zip: '78701',
    city: 'Austin',
    address: '1200 Congress Ave',
    apartment: 'Apt 4B',
    dob: '1985-04-12',
    ageGroup: '35-44',
    licenseType: '6',
    licenseId: '',
    gender: 1,
    maritalStatus: 0,
    currentlyInsured: true,
    interestedInHomeInsurance: false,
    brand: 'bluebonnet',
    userType: 'new',
    experience: '',
    quoteStatus: 'Lead',
    visitDate: '2025-03-10T10:00:00.000-05:00',
    carriers: [],
    ...patch,
  };
}

const carriers = Array.from({ length: 10 }, (_, i) => ({
  companyID: `C${i}`,
  name: `Carrier ${i}`,
  rateQuoteId: `RQ-C${i}-6`,
  payPlanPaymentAmount: 120.5,
  payPlanDownPayment: 150,
  totalPremium: 873,
}));

const stored = (key: string) => storedLead(sandbox.settings.fetch, key, TEST_BEARER_TOKEN);

describe('create: POST /leads/store', () => {
  it('[quote-7.31] [quote-3.12] sends the header and the lead with the bearer token; the sandbox keeps it under its key', async () => {
    const lead = record();
    await expect(createLead(lead)).resolves.toBe(lead.storeKey);
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/leads/store',
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
      body: { header, lead },
    });
    expect(await stored(lead.storeKey)).toEqual(lead);
    expect(sandbox.errors).toEqual([]);
  });

  it('[quote-7.31] a second create of the same key is refused with 409 and leaves the first record', async () => {
    const lead = record();
    await createLead(lead);
    const error = await apiFailure(createLead({ ...lead, firstName: 'Other' }));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: leadExistsMessage(lead.storeKey) });
    expect((await stored(lead.storeKey))?.firstName).toBe('Rosa');
  });

  it('[quote-7.31] a write given its own time limit fails as a timeout after it, whatever the client\'s own limit', async () => {
    sandbox.fault = 'timeout';
    const error = await apiFailure(createLead(record(), { timeoutMs: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'No answer within 30 ms.' });
  });

  it('[quote-7.31] goes to the California endpoint when asked', async () => {
    await createLead(record(), { region: 'ca' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/leads/store');
  });
});

describe('update: PUT /leads/store/{key}', () => {
  it('[quote-7.31] the path names the lead by its opaque store key: no e-mail or other personal data in any URL', async () => {
    const lead = record();
    await createLead(lead);
    await updateLead({ ...lead, quoteStatus: 'Quoted', carriers });
    const put = sandbox.records.at(-1);
    expect(put?.path).toBe(`/api/leads/store/${STORE_KEY}`);
    for (const r of sandbox.records) expect(decodeURIComponent(r.path).toLowerCase()).not.toContain('rosa');
  });

  it('[quote-7.31] [quote-3.12] replaces the record of the same key: Quoted with its 10 carriers; the store key goes in the path', async () => {
    const lead = record();
    await createLead(lead);
    const quoted = { ...lead, quoteStatus: 'Quoted' as const, carriers };
    await expect(updateLead(quoted)).resolves.toBe(lead.storeKey);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'PUT', path: `/api/leads/store/${encodeURIComponent(lead.storeKey)}`, body: { header, lead: quoted } });
    expect(await stored(lead.storeKey)).toEqual(quoted);
  });

  it('[quote-7.31] the key stays the one it was created with when the e-mail changed', async () => {
    const lead = record();
    await createLead(lead);
    await updateLead({ ...lead, email: 'rosa.new@example.com' });
    expect(await stored(lead.storeKey)).toMatchObject({ key: lead.key, storeKey: STORE_KEY, email: 'rosa.new@example.com' });
  });

  it('[quote-7.31] an update of a key the store does not hold is refused with 404 and stores nothing', async () => {
    const lead = record('nobody@example.com');
    expect(await apiFailure(updateLead(lead))).toMatchObject({ kind: 'http', status: 404, message: unknownLeadMessage(lead.storeKey) });
    expect(await stored(lead.storeKey)).toBeNull();
  });

  it('[quote-7.31] a path key that is not the lead\'s store key is refused with 400', async () => {
    const lead = record();
    await createLead(lead);
    const other = '9e40c1a2-1b3c-4d5e-8f60-7a8b9c0d1e2f';
    const res = await sandbox.settings.fetch(`/api${leadStorePaths.lead(other)}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${TEST_BEARER_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ header, lead }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ isSuccess: false, message: keyMismatchMessage(other, lead.storeKey) });
  });
});

describe('the contract', () => {
  it.each([
    ['a key that is not <e-mail in lower case>-<epoch ms>', { key: 'Rosa.Delgado@example.com-1741618800000' }, 'key'],
    ['a phone that is not 10 digits', { phone: '512-555-0100' }, 'phone'],
    ['more than 10 carriers', { carriers: [...carriers, { ...carriers[0]!, companyID: 'C10' }] }, 'carriers'],
    ['a status other than Lead or Quoted', { quoteStatus: 'Sold' }, 'quoteStatus'],
    ['a visit date without its offset', { visitDate: '2025-03-10T10:00:00' }, 'visitDate'],
  ])('[quote-3.12] a lead with %s is refused with 400 naming the field', async (_, patch, field) => {
    const lead = { ...record(), ...patch } as LeadRecord;
    const error = await apiFailure(createLead(lead));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining(field) });
  });

  it('[quote-7.31] create and update need the visitor\'s token (401), and the client sends none without one', async () => {
    const res = await sandbox.settings.fetch('/api/leads/store', { method: 'POST', body: JSON.stringify({ header, lead: record() }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
    configureApi({ getBearerToken: () => null });
    expect(await apiFailure(createLead(record()))).toMatchObject({ kind: 'auth' });
    expect(await apiFailure(updateLead(record()))).toMatchObject({ kind: 'auth' });
  });

  it('the sandbox\'s read of a stored lead (GET /leads/store/{key}) needs a token too: 401 without one, and none of the lead in the answer', async () => {
    const lead = record();
    await createLead(lead);
    for (const headers of [{}, { Authorization: 'Bearer ' }, { Authorization: 'Basic eDp5' }] as Array<Record<string, string>>) {
      const res = await sandbox.settings.fetch(`/api${leadStorePaths.lead(lead.storeKey)}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: BEARER_MISSING });
      for (const personal of [lead.email, lead.phone, lead.dob, lead.address, lead.lastName]) expect(text).not.toContain(personal);
    }
    // With the visitor's token, as the tests read it.
    expect(await stored(lead.storeKey)).toEqual(lead);
  });

  it('[quote-7.31] a failed call is reported without the key: the e-mail is not in the api_error call', async () => {
    await apiFailure(updateLead(record()));
    expect(sandbox.errors).toHaveLength(1);
    expect(apiCallOf(sandbox.errors[0]!.url)).toBe('/api/leads/store/:value');
  });
});

describe('the magic e-mails', () => {
  const failing = Object.entries(LEAD_STORE_FAULT_EMAILS).flatMap(([email, fault]) => (fault === 'slow' ? [] : [[email, fault, FAULT_ERROR_KIND[fault]] as const]));

  it.each(failing)('[quote-7.31] %s (%s) fails the create with a %s ApiError and stores nothing', async (email, _, kind) => {
    const lead = record(email);
    expect(await apiFailure(createLead(lead))).toMatchObject({ kind });
    expect(await stored(lead.storeKey)).toBeNull();
  });

  it.each(failing)('[quote-7.31] %s (%s) fails the update with a %s ApiError; the lead stays as created', async (email, _, kind) => {
    const lead = record(email);
    // Created under another e-mail's outcome: the magic e-mail is the update's.
    await createLead({ ...lead, email: 'rosa.delgado@example.com' });
    expect(await apiFailure(updateLead({ ...lead, quoteStatus: 'Quoted', carriers }))).toMatchObject({ kind });
    expect(await stored(lead.storeKey)).toMatchObject({ quoteStatus: 'Lead', carriers: [] });
  });

  it('[quote-7.31] the slow e-mail answers late and stores the lead', async () => {
    const lead = record('LeadStore.Slow@example.com');
    await expect(createLead(lead)).resolves.toBe(lead.storeKey);
    expect(await stored(lead.storeKey)).toEqual(lead);
  });

  it(`[quote-7.31] ${LEAD_STORE_UPDATE_FAILS_EMAIL} is created, then every update answers 500 and the lead stays Lead`, async () => {
    const lead = record(LEAD_STORE_UPDATE_FAILS_EMAIL);
    await createLead(lead);
    expect(await apiFailure(updateLead({ ...lead, quoteStatus: 'Quoted', carriers }))).toMatchObject({ kind: 'http', status: 500 });
    expect(await stored(lead.storeKey)).toEqual(lead);
  });

  it('[quote-7.31] each app keeps its own leads', async () => {
    const lead = record();
    await createLead(lead);
    sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
    expect(await stored(lead.storeKey)).toBeNull();
  });
});
