/**
 * The driver lookups (quote-7.5, quote-7.6, quote-7.7, quote-7.25, quote-7.26, quote-7.27) through
 * the real client against the in-process sandbox: every magic licence number, last name, commonId
 * and surname of docs/sandbox.md, a fault on each call, the requests as sent, and the 400 and 401
 * answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_DRIVERS } from '../fixtures/data/drivers';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { FAULT_VALUES, type FaultKind } from '../fixtures/sandbox/faults';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import {
  apiFailure,
  connectSandbox,
  FAULT_ERROR_KIND,
  TEST_BEARER_TOKEN,
  TEST_NOW,
  TEST_TIMES,
  type SandboxHarness,
} from '../fixtures/sandbox/testing';
import { configureApi, MAX_SERVER_TEXT } from './http';
import {
  foundDriverSchema,
  lookupRepeatCustomer,
  searchDriverByLicense,
  searchDriversByName,
  searchDriversPublic,
  searchHousehold,
  type FoundDriver,
  type RepeatCustomerLookup,
} from './search';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const ROSA: FoundDriver = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  relation: 0,
  dob: '1988-06-14',
  gender: 1,
  maritalStatus: 0,
  address: { address: '4812 Maple Ridge Dr', address2: null, city: 'Dallas', state: 'TX', zipCode: '75204', county: 'Dallas' },
  priorInsurance: true,
  isDefaultInsured: true,
  driverLicenseNumber: '24681357',
  issueDate: null,
  residenceStatus: 'Own',
  driverStatus: 'Rated',
  isExcluded: false,
  isManualDriver: false,
};

const byLicense = (licenseNumber: string, dob: string = SANDBOX_DRIVERS.texasDob, fetchAddress = true) =>
  searchDriverByLicense({ licenseNumber, dob, fetchAddress });
const byName = (lastName: string, dob: string = SANDBOX_DRIVERS.texasDob, includeEnhancedVehicle = false) =>
  searchDriversByName({ firstName: 'Rosa', lastName, dob, address: '4812 Maple Ridge Dr', city: 'Dallas', state: 'TX', zipCode: '75204', includeEnhancedVehicle });
const publicSearch = (surName: string, dob: string = SANDBOX_DRIVERS.texasDob, fetchAddress = true) =>
  searchDriversPublic({ name: 'Rosa', surName, dob, fetchAddress });
const repeat = (patch: Partial<RepeatCustomerLookup> = {}) =>
  lookupRepeatCustomer({ name: 'Rosa', surname: 'Delgado', dob: '1988-06-14', driverLicenseNumber: '24681357', zipCode: '75204', ...patch });

const failingMagic = Object.entries(FAULT_VALUES).filter((entry): entry is [string, Exclude<FaultKind, 'slow'>] => entry[1] !== 'slow');

describe('by licence number: GET /search/driver/dl', () => {
  it('[quote-7.5] [quote-3.3] 24681357 with its dob finds Rosa Delgado with every driver field, her address and the commonId', async () => {
    expect(await byLicense(SANDBOX_DRIVERS.texasLicense)).toEqual({ drivers: [ROSA], commonId: SANDBOX_DRIVERS.texasCommonId });
  });

  it('[quote-7.5] FetchAddress false answers the driver without an address', async () => {
    const answer = await byLicense(SANDBOX_DRIVERS.texasLicense, SANDBOX_DRIVERS.texasDob, false);
    expect(answer.drivers).toEqual([{ ...ROSA, address: null }]);
  });

  it('[quote-7.5] a licence number is found only with its own date of birth', async () => {
    expect(await byLicense(SANDBOX_DRIVERS.texasLicense, '1988-06-15')).toEqual({ drivers: [], commonId: null });
  });

  it('[quote-7.5] the second Texas licence finds Luis Delgado, the spouse (relation 1, male 0, married 0), in the same household', async () => {
    const answer = await byLicense('13572468', '1986-01-30');
    expect(answer.drivers).toEqual([expect.objectContaining({ firstName: 'Luis', relation: 1, gender: 0, maritalStatus: 0, issueDate: '2004-03-02' })]);
    expect(answer.commonId).toBe(SANDBOX_DRIVERS.texasCommonId);
  });

  it('[quote-7.5] D4821937 (any case) finds Kevin Tran of Los Angeles, CA', async () => {
    const answer = await byLicense(' d4821937 ', SANDBOX_DRIVERS.californiaDob);
    expect(answer.commonId).toBe(SANDBOX_DRIVERS.californiaCommonId);
    expect(answer.drivers).toEqual([
      expect.objectContaining({
        firstName: 'Kevin',
        lastName: 'Tran',
        gender: 0,
        maritalStatus: 1,
        isManualDriver: false,
        address: expect.objectContaining({ address2: 'Apt 3B', city: 'Los Angeles', state: 'CA', zipCode: '90026' }),
      }),
    ]);
  });

  it('[quote-7.5] any other licence number finds nobody', async () => {
    expect(await byLicense(SANDBOX_DRIVERS.unknownLicense)).toEqual({ drivers: [], commonId: null });
  });

  it('[quote-7.5] sends DLNumer (the API\'s spelling), dob, FetchAddress and the header fields with the bearer token', async () => {
    await byLicense(' 24681357 ');
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/search/driver/dl',
      query: { DLNumer: '24681357', dob: '1988-06-14', FetchAddress: 'true', lang: 'en', trackId: 'track-test-0001', requestDate: TEST_NOW.toISOString() },
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
  });

  it('asks the California endpoint when told to, with the same answer', async () => {
    const answer = await searchDriverByLicense({ licenseNumber: 'D4821937', dob: SANDBOX_DRIVERS.californiaDob, fetchAddress: true }, { region: 'ca' });
    expect(sandbox.records.at(-1)?.path).toBe('/api-ca/search/driver/dl');
    expect(answer.drivers).toHaveLength(1);
  });

  it.each(failingMagic)('the magic licence number %s fails as its fault', async (value, fault) => {
    expect((await apiFailure(byLicense(value))).kind).toBe(FAULT_ERROR_KIND[fault]);
  });

  it('FAULT-SLOW answers Rosa Delgado after the slow delay', async () => {
    const started = performance.now();
    const answer = await byLicense('FAULT-SLOW', '2000-01-01');
    expect(answer.drivers.map((d) => d.firstName)).toEqual(['Rosa']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_TIMES.slowMs - 2);
  });

  it('a dob that is not YYYY-MM-DD is a 400 naming dob', async () => {
    const error = await apiFailure(byLicense(SANDBOX_DRIVERS.texasLicense, '06-14-1988'));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('dob') });
  });

  it('a blank licence number is a 400 naming DLNumer', async () => {
    const error = await apiFailure(byLicense('  '));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('DLNumer') });
  });
});

describe('by name: GET /search/driver/search', () => {
  it('[quote-7.6] Delgado with Rosa\'s dob finds Rosa with her address and the commonId', async () => {
    expect(await byName('Delgado')).toEqual({ drivers: [ROSA], commonId: SANDBOX_DRIVERS.texasCommonId });
  });

  it('[quote-7.6] the last name is matched in any case, and the dob picks the driver (Luis)', async () => {
    const answer = await byName('DELGADO', '1986-01-30');
    expect(answer.drivers.map((d) => d.firstName)).toEqual(['Luis']);
  });

  it('[quote-7.6] IncludeEnhancedVehicle adds the household\'s vehicles', async () => {
    const answer = await byName('Delgado', SANDBOX_DRIVERS.texasDob, true);
    expect(answer.vehicles).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', isExistingVehicle: true },
      { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic', isExistingVehicle: true },
    ]);
  });

  it('[quote-7.6] Tran with Kevin\'s dob finds Kevin; Nobody finds nobody', async () => {
    expect((await byName('Tran', SANDBOX_DRIVERS.californiaDob)).drivers.map((d) => d.firstName)).toEqual(['Kevin']);
    expect(await byName(SANDBOX_DRIVERS.unknownLastName)).toEqual({ drivers: [], commonId: null });
  });

  it('[quote-7.6] sends the names, the address fields, the dob and IncludeEnhancedVehicle', async () => {
    await byName('Delgado', SANDBOX_DRIVERS.texasDob, true);
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/search/driver/search',
      query: expect.objectContaining({
        firstName: 'Rosa',
        lastName: 'Delgado',
        dob: '1988-06-14',
        address: '4812 Maple Ridge Dr',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75204',
        IncludeEnhancedVehicle: 'true',
      }),
    });
  });

  it('fails with the fault of the X-Sandbox-Fault header (500)', async () => {
    sandbox.fault = '500';
    expect(await apiFailure(byName('Delgado'))).toMatchObject({ kind: 'http', status: 500 });
  });

  it('the magic last name FAULT-SCHEMA answers JSON that breaks the contract', async () => {
    expect((await apiFailure(byName('FAULT-SCHEMA'))).kind).toBe('schema');
  });

  it('a blank first name is a 400 naming firstName', async () => {
    const error = await apiFailure(searchDriversByName({ firstName: ' ', lastName: 'Delgado', dob: '1988-06-14' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('firstName') });
  });
});

describe('public search: POST /search/driver/public', () => {
  it('[quote-7.25] [quote-7.27] Delgado with Rosa\'s dob answers Rosa and the commonId', async () => {
    expect(await publicSearch('Delgado')).toEqual({ drivers: [ROSA], commonId: SANDBOX_DRIVERS.texasCommonId });
  });

  it('[quote-7.25] fetchAddress false answers the driver without an address', async () => {
    expect((await publicSearch('delgado', SANDBOX_DRIVERS.texasDob, false)).drivers).toEqual([{ ...ROSA, address: null }]);
  });

  it('[quote-7.25] posts { header, fetchAddress, name, surName, dob }', async () => {
    await publicSearch('Delgado');
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/search/driver/public',
      body: { header: { lang: 'en', trackId: 'track-test-0001' }, fetchAddress: true, name: 'Rosa', surName: 'Delgado', dob: '1988-06-14' },
    });
  });

  it('[quote-7.25] Nobody, or a known surname with another dob, finds nobody', async () => {
    expect(await publicSearch(SANDBOX_DRIVERS.unknownLastName)).toEqual({ drivers: [], commonId: null });
    expect(await publicSearch('Tran', SANDBOX_DRIVERS.texasDob)).toEqual({ drivers: [], commonId: null });
  });

  it('the magic surname FAULT-TIMEOUT holds the request until the client times out', async () => {
    expect((await apiFailure(publicSearch('FAULT-TIMEOUT'))).kind).toBe('timeout');
  });

  it('a body without fetchAddress is a 400 naming it', async () => {
    const res = await createInProcessFetch(createSandboxApp())('/api/search/driver/public', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_BEARER_TOKEN}` },
      body: JSON.stringify({ header: { lang: 'en', trackId: 't', requestDate: TEST_NOW.toISOString() }, name: 'Rosa', surName: 'Delgado', dob: '1988-06-14' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('fetchAddress') });
  });
});

describe('drivers and cars of a household: GET /search/driverandcar/search', () => {
  it('[quote-7.7] [quote-7.27] the commonId of a first lookup and the state give the household\'s drivers and cars', async () => {
    const first = await publicSearch('Delgado');
    const household = await searchHousehold({ state: 'tx', commonId: first.commonId ?? '' });
    expect(household.drivers.map((d) => `${d.firstName} ${d.lastName}`)).toEqual(['Rosa Delgado', 'Luis Delgado']);
    expect(household.drivers.every((d) => !d.isManualDriver)).toBe(true);
    expect(household.cars).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', isExistingVehicle: true },
      { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic', isExistingVehicle: true },
    ]);
    expect(sandbox.records.at(-1)).toMatchObject({ path: '/api/search/driverandcar/search', query: expect.objectContaining({ state: 'TX', commonId: 'CID-TX-1001' }) });
  });

  it('[quote-7.27] the California household has Kevin Tran and a 2020 Subaru Forester', async () => {
    const household = await searchHousehold({ state: 'CA', commonId: SANDBOX_DRIVERS.californiaCommonId });
    expect(household.drivers.map((d) => d.firstName)).toEqual(['Kevin']);
    expect(household.cars).toEqual([{ vin: 'JF2SKAEC2LH207766', year: 2020, maker: 'Subaru', model: 'Forester', isExistingVehicle: true }]);
  });

  it('[quote-7.7] another state, or an unknown commonId, has no drivers and no cars', async () => {
    expect(await searchHousehold({ state: 'CA', commonId: SANDBOX_DRIVERS.texasCommonId })).toEqual({ drivers: [], cars: [] });
    expect(await searchHousehold({ state: 'TX', commonId: SANDBOX_DRIVERS.unknownCommonId })).toEqual({ drivers: [], cars: [] });
  });

  it('the magic commonId FAULT-MALFORMED answers a body that is not JSON', async () => {
    expect((await apiFailure(searchHousehold({ state: 'TX', commonId: 'FAULT-MALFORMED' }))).kind).toBe('parse');
  });

  it('a state that is not two letters is a 400 naming state', async () => {
    const error = await apiFailure(searchHousehold({ state: 'Texas', commonId: SANDBOX_DRIVERS.texasCommonId }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('state') });
  });
});

describe('repeat customer: POST /search/customer/repeat', () => {
  it('[quote-7.26] [quote-3.14] Rosa Delgado\'s details find her record with every field of the repeat-customer response', async () => {
    const customer = await repeat();
    expect(customer).toMatchObject({
      name: 'Rosa',
      surname: 'Delgado',
      birthDate: '1988-06-14',
      email: 'rosa.delgado@example.com',
      phoneNumber: '2145550163',
      address: '4812 Maple Ridge Dr',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75204',
      term: 6,
      foreignLicenseType: null,
      foreignLicenseId: null,
      customerPolicies: [{ company: 'Lone Star Mutual', effectiveDate: '2024-04-01', expireDate: '2024-10-01', policyNumber: 'LSM-4471-0923' }],
    });
    expect(customer?.drivers.map((d) => d.firstName)).toEqual(['Rosa', 'Luis']);
    expect(customer?.vehicles.map((v) => v.vin)).toEqual(['1FTEW1EG7JF716597', '2HGFC2F58HH264186']);
    expect(customer?.coverages.map((c) => c.coverageCd)).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL']);
    expect(customer?.coverages[0]).toEqual({ coverageCd: 'BI', val1: 30000, val2: 60000 });
  });

  it('[quote-7.26] posts { header, name, surname, dob, driverLicenseNumber, zipCode }', async () => {
    await repeat({ surname: ' delgado ' });
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/search/customer/repeat',
      body: { header: expect.objectContaining({ lang: 'en' }), name: 'Rosa', surname: 'delgado', dob: '1988-06-14', driverLicenseNumber: '24681357', zipCode: '75204' },
    });
  });

  it('[quote-7.26] blank licence and ZIP are not compared; a different ZIP, licence or dob is not the customer', async () => {
    expect(await repeat({ driverLicenseNumber: '', zipCode: '' })).not.toBeNull();
    expect(await repeat({ zipCode: '75201' })).toBeNull();
    expect(await repeat({ driverLicenseNumber: '99999999' })).toBeNull();
    expect(await repeat({ dob: '1988-06-15' })).toBeNull();
  });

  it('[quote-7.26] Kevin Tran is found by the driver lookups but is not a repeat customer', async () => {
    expect(await repeat({ name: 'Kevin', surname: 'Tran', dob: SANDBOX_DRIVERS.californiaDob, driverLicenseNumber: '', zipCode: '' })).toBeNull();
  });

  it('the magic surname FAULT-DROP drops the connection; FAULT-SLOW answers Rosa\'s record', async () => {
    expect((await apiFailure(repeat({ surname: 'FAULT-DROP' }))).kind).toBe('network');
    expect((await repeat({ surname: 'FAULT-SLOW', dob: '2000-01-01' }))?.email).toBe('rosa.delgado@example.com');
  });

  it('a ZIP that is neither blank nor 5 digits is a 400 naming zipCode', async () => {
    const error = await apiFailure(repeat({ zipCode: '7520' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('zipCode') });
  });
});

describe('the visitor\'s token (quote §6)', () => {
  it('without a token the client does not call (an auth ApiError)', async () => {
    configureApi({ getBearerToken: () => null });
    const before = sandbox.records.length;
    expect((await apiFailure(byLicense(SANDBOX_DRIVERS.texasLicense))).kind).toBe('auth');
    expect(sandbox.records).toHaveLength(before);
  });

  it('the sandbox answers 401 to a search call without Authorization: Bearer', async () => {
    const res = await createInProcessFetch(createSandboxApp())('/api/search/driver/dl?DLNumer=24681357&dob=1988-06-14&FetchAddress=true');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });
});

describe('server text', () => {
  it('a found driver\'s names and address are capped like every server text', () => {
    const long = 'x'.repeat(MAX_SERVER_TEXT + 100);
    const driver = foundDriverSchema.parse({ ...ROSA, firstName: long, address: { ...ROSA.address, city: long } });
    expect(driver.firstName).toHaveLength(MAX_SERVER_TEXT);
    expect(driver.address?.city).toHaveLength(MAX_SERVER_TEXT);
  });

  it('codes may come as digits and dates as date-times', () => {
    const driver = foundDriverSchema.parse({ ...ROSA, gender: '1', relation: '0', dob: '1988-06-14T00:00:00' });
    expect(driver).toMatchObject({ gender: 1, relation: 0, dob: '1988-06-14' });
  });
});
