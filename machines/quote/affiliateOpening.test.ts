/**
 * An affiliate's opening of the quote form (machines/quote/affiliateOpening.ts): the lead's call,
 * then its ZIP, against the in-process sandbox (quote-7.21, quote-7.32, quote-7.8, quote-6.3), and
 * where a lead lands (quote-4.11, quote-4.5). How the lead's fields are read one by one is
 * quoteVisitor.test.ts's.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLETE_LEAD_DATA, COMPLETE_LEAD_VALUES, SANDBOX_LEADS } from '../../fixtures/data/leads';
import { connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { affiliateLanding, loadAffiliateLead, withLeadZip, type AffiliateOpening } from './affiliateOpening';
import { affiliatePrefill } from './quoteVisitor';
import { readVisitorParams } from './visitorParams';

const url = (query: string) => new URL(`https://agency.example/quote/${query}`);

describe('loadAffiliateLead and withLeadZip: the lead call, then its ZIP, for the chart (in-process sandbox)', () => {
  let sandbox: SandboxHarness;
  beforeEach(() => {
    sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
  });

  const lead = (query: string, region: 'main' | 'ca' = 'main'): Promise<AffiliateOpening> => loadAffiliateLead({ params: readVisitorParams(url(query)), region });
  /** The lead, then its ZIP, as the chart calls them one after the other. */
  const run = async (query: string, region: 'main' | 'ca' = 'main'): Promise<AffiliateOpening> => withLeadZip({ opening: await lead(query, region), brand: 'bluebonnet', region });

  it('[quote-7.21] [quote-7.32] [quote-6.3] a complete lead: an affiliate, prefilled, the address\'s parameters sent', async () => {
    const r = await lead(`?customerid=${SANDBOX_LEADS.complete}&utm_source=qs&utm_medium=affiliate&utm_campaign=spring&gclid=G-1`);
    expect(r).toMatchObject({ visitor: 'affiliate', leadId: SANDBOX_LEADS.complete, source: 'qs' });
    expect(r.prefill.values).toEqual(COMPLETE_LEAD_VALUES);
    expect(r.prefill.problems).toEqual([]);
    expect(sandbox.records.at(-1)).toMatchObject({
      path: '/api/lead/get-by-utm',
      query: expect.objectContaining({ customerid: SANDBOX_LEADS.complete, utm_source: 'qs', utm_medium: 'affiliate', utm_campaign: 'spring', gclid: 'G-1' }),
    });
  });

  it('[quote-7.21] the region of a Californian page is used', async () => {
    await lead(`?customerid=${SANDBOX_LEADS.complete}&utm_source=qs`, 'ca');
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/lead/get-by-utm');
  });

  it('[quote-7.8] [quote-4.11] the lead alone lands as if its ZIP were not checked; its ZIP looked up, with a quote there, the vehicles', async () => {
    const found = await lead(`?customerid=${SANDBOX_LEADS.complete}&utm_source=qs`);
    expect(found).toMatchObject({ zip: null, landing: 'driver3', consentSection: false });
    const r = await withLeadZip({ opening: found, brand: 'bluebonnet', region: 'main' });
    expect(sandbox.records.at(-1)).toMatchObject({ path: '/api/address/citybyzip', query: expect.objectContaining({ zip: '79912' }) });
    expect(r).toMatchObject({ zip: { zip: '79912', available: true, city: 'El Paso', state: 'TX' }, landing: 'vehiclesummary', consentSection: false });
  });

  it('[quote-7.8] a failed ZIP look-up rejects (the chart keeps the lead\'s opening: the address step checks the ZIP again)', async () => {
    const found = await lead(`?customerid=${SANDBOX_LEADS.complete}&utm_source=qs`);
    sandbox.fault = '500';
    await expect(withLeadZip({ opening: found, brand: 'bluebonnet', region: 'main' })).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('[quote-2.12] a lead without consent: every field, the consent section', async () => {
    const r = await run(`?customerid=${SANDBOX_LEADS.noConsent}&utm_source=eq`);
    expect(r.prefill.values.driver3).toMatchObject({ address2: 'Unit 12', gender: '0', marital: '0' });
    expect(r.prefill).toMatchObject({ consentSection: true, problems: [] });
  });

  it('[quote-5.16] [quote-4.11] [quote-8.7] missing fields: reported, landing on driver2 / driver3', async () => {
    const contact = await run(`?customerid=${SANDBOX_LEADS.missingContact}&utm_source=qs`);
    expect(contact.prefill).toMatchObject({ missing: ['email', 'phone'], problems: ['email is empty', 'phone is empty'], landing: 'driver2' });
    expect(contact.prefill.events.map((e) => e.message)).toEqual(['email is empty', 'phone is empty']);
    const address = await lead(`?customerid=${SANDBOX_LEADS.missingAddress}&utm_source=eq`);
    expect(address.prefill).toMatchObject({ missing: ['address', 'city', 'state', 'zip', 'gender', 'maritalStatus'], landing: 'driver3' });
  });

  it.each([SANDBOX_LEADS.empty, SANDBOX_LEADS.noData])('[quote-8.7] [quote-4.11] %s: "Affiliate data is empty", driver1', async (id) => {
    const r = await lead(`?customerid=${id}&utm_source=qs`);
    expect(r).toMatchObject({ visitor: 'affiliate', prefill: { problems: ['Affiliate data is empty'], landing: 'driver1' } });
  });

  it('[quote-7.21] HTTP 500: the lead call rejects (the chart opens driver1 for a new visitor)', async () => {
    sandbox.fault = '500';
    await expect(lead(`?customerid=${SANDBOX_LEADS.complete}&utm_source=qs`)).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('[quote-7.21] [quote-7.32] an unknown lead (404) and rawData that is not JSON: the lead call rejects', async () => {
    await expect(lead(`?customerid=${SANDBOX_LEADS.unknown}&utm_source=qs`)).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(lead(`?customerid=${SANDBOX_LEADS.badJson}&utm_source=qs`)).rejects.toMatchObject({ kind: 'schema' });
  });

  it('no affiliate in the address: rejects, without a call', async () => {
    await expect(lead('?customerid=C-1')).rejects.toThrow('No affiliate lead id');
    expect(sandbox.records).toEqual([]);
  });
});

describe('affiliateLanding: where a complete lead lands (quote-4.11, quote-4.5)', () => {
  const complete = affiliatePrefill(COMPLETE_LEAD_DATA);
  const elPaso = { zip: '79912', available: true, city: 'El Paso', state: 'TX' };

  it('[quote-4.11] every driver field given, a quote in its ZIP: the vehicles', () => {
    expect(affiliateLanding(complete, elPaso, 'main')).toBe('vehiclesummary');
  });

  it('[quote-4.11] [quote-5.3] no quote in its ZIP, or the ZIP not checked (the lookup failed): the address step, which says so or checks it again', () => {
    expect(affiliateLanding(complete, { ...elPaso, available: false }, 'main')).toBe('driver3');
    expect(affiliateLanding(complete, null, 'main')).toBe('driver3');
  });

  it('[quote-4.5] a state of the other endpoint: the address step, whose Continue switches the endpoint and its token', () => {
    expect(affiliateLanding(complete, elPaso, 'ca')).toBe('driver3');
    const californian = affiliatePrefill({ ...COMPLETE_LEAD_DATA, city: 'Beverly Hills', state: 'CA', zip: '90210' });
    expect(affiliateLanding(californian, { zip: '90210', available: true, city: 'Beverly Hills', state: 'CA' }, 'main')).toBe('driver3');
    expect(affiliateLanding(californian, { zip: '90210', available: true, city: 'Beverly Hills', state: 'CA' }, 'ca')).toBe('vehiclesummary');
  });

  it('[quote-4.11] an earlier landing stays: the first step with missing data', () => {
    expect(affiliateLanding(affiliatePrefill({ ...COMPLETE_LEAD_DATA, email: '' }), null, 'main')).toBe('driver2');
  });
});
