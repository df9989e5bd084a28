/** Address autocomplete (portal-7.16) through the real client against the in-process sandbox: suggest, then find the address. */
import * as z from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_FAULT_QUERIES, SANDBOX_ADDRESS_QUERIES as Q, SANDBOX_LOOKUP_FAILS_KEY, SANDBOX_NO_CANDIDATE_KEY } from '../fixtures/data/addressSuggest';
import { apiFailure, connectSandbox, FAILING_FAULTS, type SandboxHarness } from '../fixtures/sandbox/testing';
import { findAddress, foundAddressOf, suggestAddresses } from './addressSuggest';
import { request } from './http';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

const faultQuery = (fault: string) => Object.keys(ADDRESS_FAULT_QUERIES).find((q) => ADDRESS_FAULT_QUERIES[q] === fault) ?? '';

describe('address suggestions', () => {
  it('[portal-7.16] suggests the addresses that begin as typed, in the USA (GET, countryCode USA, the header object)', async () => {
    await expect(suggestAddresses(Q.twoFound)).resolves.toEqual([
      { text: '1200 Main St, Dallas, TX, 75202, USA', magicKey: 'sbx-addr-dallas-main' },
      { text: '1200 Main St Apt 4B, Dallas, TX, 75202, USA', magicKey: 'sbx-addr-dallas-main-4b' },
    ]);
    const [record] = sandbox.records;
    expect(record?.method).toBe('GET');
    expect(record?.path).toBe('/api/geocode/suggest');
    expect(record?.query).toMatchObject({ text: Q.twoFound, countryCode: 'USA', maxSuggestions: '5', lang: 'en' });
  });

  it('[portal-7.16] asks the California endpoint for a California customer', async () => {
    await expect(suggestAddresses('Wilshire', { region: 'ca' })).resolves.toEqual([{ text: '9450 Wilshire Blvd, Beverly Hills, CA, 90212, USA', magicKey: 'sbx-addr-beverly-hills-wilshire' }]);
    expect(sandbox.records[0]?.path).toBe('/api-ca/geocode/suggest');
  });

  it('[portal-7.16] none for a text no address begins with; a collection (no address) is left out', async () => {
    await expect(suggestAddresses(Q.none)).resolves.toEqual([]);
    await expect(suggestAddresses(Q.collectionOnly)).resolves.toEqual([]);
  });

  it('[portal-7.16] the fault texts fail the call with the kind of their fault', async () => {
    const tried = FAILING_FAULTS.filter(([fault]) => faultQuery(fault) !== '' && fault !== 'timeout');
    expect(tried.map(([fault]) => fault)).toEqual(expect.arrayContaining(['500', 'malformed', 'schema', 'drop']));
    for (const [fault, kind] of tried) {
      const error = await apiFailure(suggestAddresses(faultQuery(fault)));
      expect(error.kind, fault).toBe(kind);
    }
  });

  it('[portal-7.16] a superseded call is aborted: it fails as aborted and is not reported', async () => {
    const controller = new AbortController();
    const call = suggestAddresses(Q.twoFound, { signal: controller.signal });
    controller.abort();
    expect((await apiFailure(call)).kind).toBe('aborted');
    expect(sandbox.errors).toEqual([]);
  });

  it('[portal-7.16] refuses a blank text, another country and a bad maxSuggestions with 400', async () => {
    const ask = (query: Record<string, string>) => apiFailure(request({ schema: z.unknown(), path: '/geocode/suggest', query }));
    expect((await ask({ text: ' ', countryCode: 'USA' })).status).toBe(400);
    expect((await ask({ text: 'Main', countryCode: 'CAN' })).status).toBe(400);
    expect((await ask({ text: 'Main', countryCode: 'USA', maxSuggestions: '50' })).status).toBe(400);
  });
});

describe('the address of a suggestion', () => {
  it('[portal-7.16] [portal-3.17] reads UnitName, StAddr, City, RegionAbbr and Postal: the unit after the street', async () => {
    const [apt] = (await suggestAddresses('1200 Main Apt')) ?? [];
    expect(apt?.magicKey).toBe('sbx-addr-dallas-main-4b');
    await expect(findAddress(apt!)).resolves.toEqual({ address: '1200 Main St Apt 4B', city: 'Dallas', state: 'TX', zipCode: '75202' });
    const find = sandbox.records.at(-1);
    expect(find?.path).toBe('/api/geocode/findaddresscandidates');
    expect(find?.query).toMatchObject({ magicKey: 'sbx-addr-dallas-main-4b', singleLine: apt?.text, outFields: 'UnitName,StAddr,City,RegionAbbr,Postal' });
    expect(foundAddressOf({ UnitName: '', StAddr: '701 Congress Ave', City: 'Austin', RegionAbbr: 'TX', Postal: '78701' })).toEqual({ address: '701 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' });
  });

  it('[portal-7.16] none found: null; the lookup-fails key: HTTP 500', async () => {
    await expect(findAddress({ text: '2 No Candidate Way', magicKey: SANDBOX_NO_CANDIDATE_KEY })).resolves.toBeNull();
    await expect(findAddress({ text: 'x', magicKey: 'sbx-addr-unknown' })).resolves.toBeNull();
    const error = await apiFailure(findAddress({ text: '1 Lookup Fails Way', magicKey: SANDBOX_LOOKUP_FAILS_KEY }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('[portal-7.16] a broken answer is a schema error', async () => {
    sandbox.fault = 'schema';
    expect((await apiFailure(findAddress({ text: 'x', magicKey: 'sbx-addr-dallas-main' }))).kind).toBe('schema');
  });
});
