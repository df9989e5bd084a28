/** The driver lookup strategies (quote-4.10) against the in-process sandbox: which calls, in which order, and what is found. */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_DRIVERS } from '../../fixtures/data/drivers';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { DEFAULT_LOOKUP_STRATEGY, lookUpDriver, lookupPlan, type LookupAsk } from './driverLookup';

const rosa: LookupAsk = { license: SANDBOX_DRIVERS.texasLicense, firstName: 'Rosa', lastName: SANDBOX_DRIVERS.texasLastName, dob: SANDBOX_DRIVERS.texasDob };
const nobody: LookupAsk = { license: SANDBOX_DRIVERS.unknownLicense, firstName: 'Pat', lastName: SANDBOX_DRIVERS.unknownLastName, dob: '1990-01-01' };

let sandbox: SandboxHarness;
const paths = () => sandbox.records.map((r) => `${r.method} ${r.path}`);

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

describe('[quote-4.10] the lookup plan of each strategy', () => {
  it('[quote-4.10] "public" is the default', () => {
    expect(DEFAULT_LOOKUP_STRATEGY).toBe('public');
  });

  it.each([
    ['fenris', ['licence'], []],
    ['public', ['licence'], ['searchApi', 'publicSearch']],
    ['both', ['licence', 'searchApi', 'publicSearch'], ['searchApi', 'publicSearch']],
    ['publicWithoutSearchApi', ['licence'], ['publicSearch']],
    ['customerRateQuoteId', ['licence'], []],
  ] as const)('[quote-4.10] [quote-5.8] %s calls %j with a licence number, %j with names and a date of birth only', (strategy, withLicence, byName) => {
    expect(lookupPlan(strategy, rosa)).toEqual(withLicence);
    expect(lookupPlan(strategy, { ...rosa, license: '' })).toEqual(byName);
  });

  it('[quote-4.10] a call is made only with what it needs: one-letter names, no name search; no date of birth, nothing', () => {
    expect(lookupPlan('both', { ...rosa, license: '  ' })).toEqual(['searchApi', 'publicSearch']);
    expect(lookupPlan('both', { ...rosa, firstName: 'R' })).toEqual(['licence']);
    expect(lookupPlan('public', { ...rosa, license: '', lastName: 'D' })).toEqual([]);
    expect(lookupPlan('both', { ...rosa, dob: '' })).toEqual([]);
  });
});

describe('[quote-4.10] the lookup against the sandbox', () => {
  it('[quote-4.10] [quote-7.5] fenris finds Rosa by her licence with one call', async () => {
    const found = await lookUpDriver('fenris', rosa);
    expect(found.by).toBe('licence');
    expect(found.drivers[0]).toMatchObject({ firstName: 'Rosa', lastName: 'Delgado' });
    expect(found.commonId).toBe(SANDBOX_DRIVERS.texasCommonId);
    expect(paths()).toEqual(['GET /api/search/driver/dl']);
  });

  it('[quote-4.10] [quote-7.6] public finds Rosa by her names with the search API and stops there', async () => {
    const found = await lookUpDriver('public', { ...rosa, license: '' });
    expect(found.by).toBe('searchApi');
    expect(found.drivers[0]).toMatchObject({ firstName: 'Rosa', lastName: 'Delgado' });
    expect(paths()).toEqual(['GET /api/search/driver/search']);
  });

  it('[quote-4.10] [quote-7.25] publicWithoutSearchApi posts the public search only', async () => {
    const found = await lookUpDriver('publicWithoutSearchApi', { ...rosa, license: '' });
    expect(found.by).toBe('publicSearch');
    expect(paths()).toEqual(['POST /api/search/driver/public']);
  });

  it('[quote-4.10] both, for somebody nobody knows, asks all three in order and answers nobody', async () => {
    const found = await lookUpDriver('both', nobody);
    expect(found).toEqual({ drivers: [], by: null });
    expect(paths()).toEqual(['GET /api/search/driver/dl', 'GET /api/search/driver/search', 'POST /api/search/driver/public']);
  });

  it('[quote-4.10] customerRateQuoteId makes no search by name', async () => {
    expect(await lookUpDriver('customerRateQuoteId', { ...rosa, license: '' })).toEqual({ drivers: [], by: null });
    expect(sandbox.records).toEqual([]);
  });

  it('a failed call does not stop the next; the lookup fails only when every call failed', async () => {
    // FAULT-500 as the licence number fails the licence lookup; the name search then finds Rosa.
    const found = await lookUpDriver('both', { ...rosa, license: 'FAULT-500' });
    expect(found.by).toBe('searchApi');
    sandbox.records.length = 0;
    sandbox.fault = '500';
    const error = await apiFailure(lookUpDriver('public', { ...rosa, license: '' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(paths()).toEqual(['GET /api/search/driver/search', 'POST /api/search/driver/public']);
  });

  it('[quote-4.5] a California lookup goes to the California endpoint', async () => {
    await lookUpDriver('fenris', { ...rosa, license: SANDBOX_DRIVERS.californiaLicense, dob: SANDBOX_DRIVERS.californiaDob }, { region: 'ca' });
    expect(paths()).toEqual(['GET /api-ca/search/driver/dl']);
  });
});
