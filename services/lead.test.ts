/**
 * The affiliate lead (quote-7.21, quote-7.32) through the real client against the in-process
 * sandbox: every magic lead id of docs/sandbox.md, its data read from rawData and what the form's
 * affiliate rule makes of it, a fault, the request as sent, and the 400 and 401 answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_LEADS } from '../fixtures/data/leads';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { FAULT_VALUES, type FaultKind } from '../fixtures/sandbox/faults';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_BEARER_TOKEN, type SandboxHarness } from '../fixtures/sandbox/testing';
import { MAX_SERVER_TEXT } from './http';
import { getLeadByUtm, leadSchema } from './lead';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const lead = (customerId: string) => getLeadByUtm({ customerId, utmSource: 'qs' });

describe('affiliate lead: GET /lead/get-by-utm', () => {
  it('[quote-7.21] [quote-7.32] a complete lead carries rawData as a JSON string, read into data with every field', async () => {
    const found = await lead(SANDBOX_LEADS.complete);
    expect(found.customerId).toBe(SANDBOX_LEADS.complete);
    expect(found.source).toBe('qs');
    expect(typeof found.rawData).toBe('string');
    expect(found.data).toEqual(JSON.parse(found.rawData ?? 'null'));
    expect(found.data).toMatchObject({
      firstName: 'Marisol',
      lastName: 'Vega',
      dob: '1990-03-22',
      email: 'marisol.vega@example.com',
      phone: '9155550148',
      city: 'El Paso',
      state: 'TX',
      zip: '79912',
      consent: true,
    });
    for (const field of ['firstName', 'lastName', 'dob', 'email', 'phone', 'address', 'city', 'state', 'zip', 'gender', 'maritalStatus']) {
      expect(found.data?.[field]).toBeTruthy();
    }
  });

  it('[quote-7.21] sends customerid and the attribution parameters it has, with the header fields', async () => {
    await getLeadByUtm({ customerId: ` ${SANDBOX_LEADS.complete} `, utmSource: 'eq', utmMedium: 'affiliate', utmCampaign: 'spring', gclid: null });
    const record = sandbox.records.at(-1);
    expect(record).toMatchObject({
      method: 'GET',
      path: '/api/lead/get-by-utm',
      query: expect.objectContaining({ customerid: SANDBOX_LEADS.complete, utm_source: 'eq', utm_medium: 'affiliate', utm_campaign: 'spring', lang: 'en' }),
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
    expect(record?.query).not.toHaveProperty('gclid');
  });

  it('[quote-7.32] a lead without consent has every field, with consent false', async () => {
    const found = await lead(SANDBOX_LEADS.noConsent);
    expect(found.source).toBe('eq');
    expect(found.data).toMatchObject({ firstName: 'Tomas', lastName: 'Herrera', address2: 'Unit 12', consent: false });
  });

  it('[quote-7.32] the lead missing its contact has email "" and phone null', async () => {
    expect((await lead(SANDBOX_LEADS.missingContact)).data).toMatchObject({ firstName: 'Marisol', email: '', phone: null });
  });

  it('[quote-7.32] the lead without an address has names, dob, email, phone and consent only', async () => {
    const data = (await lead(SANDBOX_LEADS.missingAddress)).data ?? {};
    expect(Object.keys(data).sort()).toEqual(['consent', 'dob', 'email', 'firstName', 'lastName', 'phone']);
  });

  it('[quote-7.32] rawData "{}" is read as an empty object, and rawData null as no data', async () => {
    expect(await lead(SANDBOX_LEADS.empty)).toMatchObject({ rawData: '{}', data: {} });
    expect(await lead(SANDBOX_LEADS.noData)).toMatchObject({ rawData: null, data: null });
  });

  it('[quote-7.32] rawData that is not JSON breaks the contract: a schema error naming rawData', async () => {
    const error = await apiFailure(lead(SANDBOX_LEADS.badJson));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('rawData');
  });

  it('[quote-7.21] an unknown lead id is a 404 with a message', async () => {
    expect(await apiFailure(lead(SANDBOX_LEADS.unknown))).toMatchObject({ kind: 'http', status: 404, message: 'We could not find that lead.' });
  });

  const failing = Object.entries(FAULT_VALUES).filter((entry): entry is [string, Exclude<FaultKind, 'slow'>] => entry[1] !== 'slow');

  it.each(failing)('the magic lead id %s fails as its fault', async (customerId, fault) => {
    expect((await apiFailure(lead(customerId))).kind).toBe(FAULT_ERROR_KIND[fault]);
  });

  it('FAULT-SLOW answers the complete lead', async () => {
    expect((await lead('FAULT-SLOW')).data?.firstName).toBe('Marisol');
  });

  it('a blank lead id is a 400 naming customerid', async () => {
    expect(await apiFailure(lead('  '))).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('customerid') });
  });

  it('the sandbox answers 401 to a lead call without Authorization: Bearer', async () => {
    const res = await createInProcessFetch(createSandboxApp())(`/api/lead/get-by-utm?customerid=${SANDBOX_LEADS.complete}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });
});

describe('contract', () => {
  it('the values of rawData are capped like every server text; rawData that is JSON but not an object breaks the contract', () => {
    const long = 'x'.repeat(MAX_SERVER_TEXT + 1);
    const parsed = leadSchema.parse({ customerId: 'L-1', source: 'qs', rawData: JSON.stringify({ firstName: long }) });
    expect(String(parsed.data?.firstName)).toHaveLength(MAX_SERVER_TEXT);
    expect(leadSchema.safeParse({ customerId: 'L-1', source: 'qs', rawData: '[1, 2]' }).success).toBe(false);
    expect(leadSchema.parse({ customerId: 'L-1', source: null, rawData: '  ' }).data).toBeNull();
  });
});
