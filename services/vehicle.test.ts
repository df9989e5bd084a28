/**
 * The vehicle calls (quote-7.9, quote-7.10) through the real client against the in-process
 * sandbox: the magic VINs of docs/sandbox.md, the year, make, model and details lists, a fault on
 * each call, the requests as sent, and the 400 and 401 answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_VINS, VEHICLE_VINS } from '../fixtures/data/vehicles';
import { createSandboxApp } from '../fixtures/sandbox/app';
import { FAULT_VINS, type FaultKind } from '../fixtures/sandbox/faults';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { apiFailure, connectSandbox, FAULT_ERROR_KIND, TEST_BEARER_TOKEN, TEST_TIMES, type SandboxHarness } from '../fixtures/sandbox/testing';
import { MAX_SERVER_TEXT } from './http';
import {
  getVehicleByVin,
  getVehicleDetails,
  getVehicleMakes,
  getVehicleModels,
  getVehicleYears,
  vehicleDetailSchema,
  vehicleYearsSchema,
} from './vehicle';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const CAMRY = { vin: SANDBOX_VINS.decoded, year: 2019, maker: 'Toyota', model: 'Camry' };

describe('VIN lookup: GET /vehicle/detailbyvin', () => {
  it('[quote-7.9] a known VIN answers details[] with its vin, maker, model, year and isExistingVehicle false', async () => {
    expect(await getVehicleByVin(SANDBOX_VINS.decoded)).toEqual([{ ...CAMRY, isExistingVehicle: false }]);
  });

  it('[quote-7.9] every VIN of the vehicle data decodes to its own vehicle', async () => {
    for (const known of VEHICLE_VINS) {
      const [found] = await getVehicleByVin(known.vin);
      expect(found).toMatchObject(known);
    }
  });

  it('[quote-7.9] a car of a sandbox household is an existing vehicle', async () => {
    expect(await getVehicleByVin('1FTEW1EG7JF716597')).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', isExistingVehicle: true },
    ]);
  });

  it('[quote-7.9] sends the VIN upper-cased and trimmed in the query', async () => {
    await getVehicleByVin(` ${SANDBOX_VINS.decoded.toLowerCase()} `);
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/vehicle/detailbyvin',
      query: expect.objectContaining({ vin: SANDBOX_VINS.decoded }),
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
  });

  it('[quote-7.9] an unknown VIN (right pattern and check digit) and a VIN with a wrong check digit answer []', async () => {
    expect(await getVehicleByVin(SANDBOX_VINS.unknown)).toEqual([]);
    expect(await getVehicleByVin(SANDBOX_VINS.badCheckDigit)).toEqual([]);
  });

  it('a VIN with the letter O, or of 16 characters, is a 400 naming the VIN', async () => {
    for (const vin of [SANDBOX_VINS.letterO, SANDBOX_VINS.decoded.slice(0, 16)]) {
      const error = await apiFailure(getVehicleByVin(vin));
      expect(error).toMatchObject({ kind: 'http', status: 400, message: 'A VIN has 17 letters and digits, without I, O and Q.' });
    }
  });

  const failing = Object.entries(FAULT_VINS).filter((entry): entry is [string, Exclude<FaultKind, 'slow'>] => entry[1] !== 'slow');

  it.each(failing)('the magic VIN %s fails as its fault', async (vin, fault) => {
    expect((await apiFailure(getVehicleByVin(vin))).kind).toBe(FAULT_ERROR_KIND[fault]);
  });

  it('the slow magic VIN answers the Camry after the slow delay', async () => {
    const started = performance.now();
    expect(await getVehicleByVin('FAULTSLWXSBX00001')).toEqual([{ ...CAMRY, isExistingVehicle: false }]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_TIMES.slowMs - 2);
  });
});

describe('dropdowns: GET /vehicle/years, /makes, /models, /details', () => {
  it('[quote-7.10] the years are numbers, newest first, 2026 to 2005', async () => {
    const years = await getVehicleYears();
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2005);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/vehicle/years' });
  });

  it('[quote-7.10] the makes of a year are an alphabetical array; a year without vehicles has none', async () => {
    const makes = await getVehicleMakes(2019);
    expect(makes).toEqual(expect.arrayContaining(['Ford', 'Honda', 'Toyota', 'Tesla']));
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b)));
    expect(sandbox.records.at(-1)?.query).toMatchObject({ year: '2019' });
    expect(await getVehicleMakes(1999)).toEqual([]);
  });

  it('[quote-7.10] the models of a make (any case) in a year', async () => {
    expect(await getVehicleModels(2019, 'toyota')).toEqual(['Camry', 'Corolla', 'RAV4', 'Tacoma']);
    expect(sandbox.records.at(-1)?.query).toMatchObject({ year: '2019', make: 'toyota' });
  });

  it('[quote-7.10] the details of a year, make and model give the VIN as details[0].vin; none known is []', async () => {
    const details = await getVehicleDetails(2019, 'Toyota', 'Camry');
    expect(details[0]?.vin).toBe(SANDBOX_VINS.decoded);
    expect(details).toEqual([CAMRY]);
    expect(sandbox.records.at(-1)?.query).toMatchObject({ year: '2019', make: 'Toyota', model: 'Camry' });
    expect(await getVehicleDetails(2019, 'Toyota', 'Corolla')).toEqual([]);
  });

  it('[quote-7.10] a year, then a make, then a model of the lists lead to the details of a known VIN', async () => {
    const year = (await getVehicleYears()).find((y) => y === 2018);
    expect(year).toBe(2018);
    const make = (await getVehicleMakes(2018)).find((m) => m === 'Ford') ?? '';
    const model = (await getVehicleModels(2018, make)).find((m) => m === 'F-150') ?? '';
    expect((await getVehicleDetails(2018, make, model))[0]?.vin).toBe('1FTEW1EG7JF716597');
  });

  it.each([
    ['years', () => getVehicleYears()],
    ['makes', () => getVehicleMakes(2019)],
    ['models', () => getVehicleModels(2019, 'Toyota')],
    ['details', () => getVehicleDetails(2019, 'Toyota', 'Camry')],
  ] as const)('%s fails with the fault of the X-Sandbox-Fault header', async (_call, call) => {
    sandbox.fault = '500';
    expect(await apiFailure(call())).toMatchObject({ kind: 'http', status: 500 });
    sandbox.fault = 'schema';
    expect((await apiFailure(call())).kind).toBe('schema');
  });

  it('a year that is not four digits is a 400 naming year; a blank make is a 400 naming make', async () => {
    expect(await apiFailure(getVehicleMakes(99))).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('year') });
    expect(await apiFailure(getVehicleModels(2019, ' '))).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('make') });
    expect(await apiFailure(getVehicleDetails(2019, 'Toyota', ''))).toMatchObject({ status: 400, message: expect.stringContaining('model') });
  });

  it('the sandbox answers 401 to a vehicle call without Authorization: Bearer', async () => {
    const res = await createInProcessFetch(createSandboxApp())('/api/vehicle/years');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });
});

describe('contract', () => {
  it('years may come as four-digit text; a year outside 1900-2100 breaks the contract', () => {
    expect(vehicleYearsSchema.parse(['2019', 2020])).toEqual([2019, 2020]);
    expect(vehicleYearsSchema.safeParse([3019]).success).toBe(false);
  });

  it('maker and model are capped like every server text', () => {
    const long = 'x'.repeat(MAX_SERVER_TEXT + 10);
    expect(vehicleDetailSchema.parse({ ...CAMRY, model: long }).model).toHaveLength(MAX_SERVER_TEXT);
  });
});
