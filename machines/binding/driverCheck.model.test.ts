/**
 * The driver check alone: the paths of its graph, each replayed on a real actor whose calls the
 * test answers, with the lookup asked (by licence, or in California by name and address) and the
 * VINs decoded; and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import type { Region } from '../../services/http';
import type { DriversAnswer } from '../../services/search';
import type { VehicleDetail } from '../../services/vehicle';
import { driverCheckMachine, type DriverCheckInput, type DriverIdentity } from './driverCheck.machine';

const VIN1 = '4T1B11HK5KU000001';
const VIN2 = '1FTFW1ET5DFC10312';
const values = { licence: ' 12345678 ', dob: '1985-04-12', vins: [VIN1.toLowerCase(), VIN2] };
const texan: DriverCheckInput = {
  region: 'main',
  driver: { firstName: 'Maria', lastName: 'Garcia', address: '1200 Main St', city: 'Dallas', state: 'TX', zipCode: '75201' },
  cars: [
    { vin: '', year: 2019, maker: 'Toyota', model: 'Camry' },
    { vin: VIN2, year: null, maker: '', model: '' },
  ],
  values,
};
const californian: DriverCheckInput = { ...texan, region: 'ca', driver: { ...texan.driver, address: '500 Ocean Ave', city: 'Santa Monica', state: 'CA', zipCode: '90401' } };
const route = { description: 'the call answers as the outcome says' };
const foundDriver = { drivers: [{ firstName: 'Maria' }] } as unknown as DriversAnswer;
const decoded: VehicleDetail[][] = [[{ vin: VIN1, year: 2019, maker: 'Toyota', model: 'Camry' }], [{ vin: VIN2, year: 2013, maker: 'Ford', model: 'F-150' }]];

const model = definePathModel({
  id: 'driverCheck',
  machine: driverCheckMachine,
  inputs: [
    { label: 'a Texas driver with two cars', input: texan, sandbox: route },
    { label: 'a California driver', input: californian, sandbox: route },
    { label: 'a VIN short', input: { ...texan, values: { ...values, vins: [VIN1, 'ABC'] } }, sandbox: route },
  ],
  userEvents: [],
  actors: {
    driver: [
      { label: 'a driver found', result: { done: foundDriver }, sandbox: route },
      { label: 'no driver', result: { done: { drivers: [] } as unknown as DriversAnswer }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500, message: 'fault' } }, sandbox: route },
    ],
    vins: [
      { label: 'both VINs decoded', result: { done: decoded }, sandbox: route },
      { label: 'the second VIN unknown', result: { done: [decoded[0]!, []] }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500, message: 'fault' } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the driver check alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-5.4 portal-5.5 portal-5.6 portal-5.9 portal-7.20] ${path.title}`, async () => {
      const california = path.start.label.includes('California');
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          // The lookup: by licence and date of birth, or in California by name and address; the licence trimmed.
          if (step.leaves.includes('checkingDriver')) {
            expect(controller.lastInput('driver')).toEqual({ region: california ? 'ca' : 'main', driver: (california ? californian : texan).driver, licence: '12345678', dob: '1985-04-12' });
          }
          // Every VIN decoded, upper case.
          if (step.leaves.includes('decodingVins')) expect(controller.lastInput('vins')).toEqual({ region: california ? 'ca' : 'main', vins: [VIN1, VIN2] });
          // Values that are not whole send nothing.
          if (step.leaves.includes('malformed')) expect(controller.calls).toHaveLength(0);
        },
      });
    });
  }
});

describe('what the check ends with', () => {
  const run = async (input: DriverCheckInput, driver: DriversAnswer, vins: VehicleDetail[][]) => {
    const actor = createActor(
      driverCheckMachine.provide({
        actors: {
          driver: fromPromise<DriversAnswer, { region: Region; driver: DriverIdentity; licence: string; dob: string }>(async () => driver),
          vins: fromPromise<VehicleDetail[][], { region: Region; vins: string[] }>(async () => vins),
        },
      }),
      { input },
    );
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    return actor.getSnapshot().output;
  };

  it('[portal-5.6] the cars take the year, make and model their VINs decode to', async () => {
    expect(await run(texan, foundDriver, decoded)).toEqual({
      kind: 'checked',
      licence: '12345678',
      dob: '1985-04-12',
      cars: [
        { vin: VIN1, year: 2019, maker: 'Toyota', model: 'Camry' },
        { vin: VIN2, year: 2013, maker: 'Ford', model: 'F-150' },
      ],
    });
  });

  it('[portal-5.9] no driver found: given data not correct', async () => {
    expect(await run(texan, { drivers: [] } as unknown as DriversAnswer, decoded)).toEqual({ kind: 'notCorrect' });
  });

  it('[portal-5.6] a VIN without details is wrong, on its car', async () => {
    expect(await run(texan, foundDriver, [[], decoded[1]!])).toEqual({ kind: 'vinWrong', index: 0 });
    expect(await run(texan, foundDriver, [decoded[0]!, []])).toEqual({ kind: 'vinWrong', index: 1 });
  });

  it('[portal-5.5 portal-5.6] values that are not whole are not sent: a VIN short, a missing licence, a VIN per car, I O Q', async () => {
    for (const bad of [{ ...values, vins: [VIN1, 'ABC'] }, { ...values, licence: ' ' }, { ...values, vins: [VIN1] }, { ...values, vins: [VIN1, 'IOQ11HK5KU0000011'] }, { ...values, dob: '04/12/1985' }]) {
      expect(await run({ ...texan, values: bad }, foundDriver, decoded)).toEqual({ kind: 'malformed' });
    }
  });
});
