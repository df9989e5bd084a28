/**
 * The additional drivers chart alone, with its driver dialog: the paths of its graph, each replayed
 * on a real actor whose licence lookups the test answers; and what Next decides, rule by rule. The
 * cars' chart it runs below the drivers has its own paths (./vehicles.model.test.ts); here, that
 * its changes reach the section's end.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren } from '../../src/paths/types';
import type { Region } from '../../services/http';
import { additionalDriversMachine, type AdditionalDriversContext, type AdditionalDriversInput } from './additionalDrivers.machine';
import { carrierConfigSchema } from './carrierConfig.rules';
import type { BindingCar } from './driverCheck.machine';
import type { DriverDialogEvent } from './driverDialog.machine';
import type { VehiclesEvent } from './vehicles.machine';
import { newAdditionalDriver, type BindingDriver } from './drivers.rules';

const NOW = Date.UTC(2026, 10, 29, 18);
const primary: BindingDriver = { ...newAdditionalDriver('primary'), firstName: 'Maria', lastName: 'Garcia', dob: '1985-04-12', gender: 1, marital: 0, primaryDriver: true, isManualDriver: false, license: '12345678' };
const found: BindingDriver = { ...newAdditionalDriver('found'), firstName: 'Luis', lastName: 'Garcia', dob: '2007-02-02', gender: 0, marital: 1, relation: 2, isManualDriver: false, license: '22223333' };
/** The spouse the customer adds: insured, married, with a licence. */
const spouse: BindingDriver = { ...newAdditionalDriver('added-1'), firstName: 'Jorge', lastName: 'Garcia', dob: '1983-08-20', gender: 0, marital: 0, relation: 1, license: '33334444' };
const config = carrierConfigSchema.parse({ carrierid: '101', enablemaritalvalidation: true });
const f150: BindingCar = { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150' };
const camry: BindingCar = { vin: '4T1B11HK5KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true };
const input: AdditionalDriversInput = { region: 'main', state: 'TX', drivers: [primary, found], config, canAdd: true, cars: [f150], canAddVehicles: true, limits: { minAge: 16, maxAge: 75 }, now: () => NOW };
const route = { description: 'the call answers as the outcome says' };
const lookups = (firstName: string | null) => [{ key: 'added-1', firstName }];

/** The cars' list shows no dialog (its removal question covers the page). */
const carsIdle = (root: AnyMachineSnapshot) => (root.children as { vehicles?: { getSnapshot(): AnyMachineSnapshot } }).vehicles?.getSnapshot().matches('list') !== false;
/** The section as it opens, in the first input (two cars). */
const opening = (root: AnyMachineSnapshot) => {
  const c = root.context as AdditionalDriversContext;
  return root.matches('list') && c.check === null && c.cars.length === 2 && c.drivers.length === 2 && c.drivers[0]!.marital === 0;
};

const model = definePathModelWithChildren<DriverDialogEvent | VehiclesEvent>()({
  id: 'additionalDrivers',
  machine: additionalDriversMachine,
  inputs: [
    { label: 'Maria (married) and Luis, a found driver', input: { ...input, cars: [f150, camry] }, sandbox: route },
    { label: 'Maria (single) and Luis', input: { ...input, drivers: [{ ...primary, marital: 1 }, found] }, sandbox: route },
    { label: 'Maria and Luis, found without a licence', input: { ...input, drivers: [primary, { ...found, license: '' }] }, sandbox: route },
  ],
  userEvents: [
    { label: 'adds a driver', event: { type: 'driver.add' }, when: carsIdle },
    { label: 'edits Maria', event: { type: 'driver.edit', index: 0 }, when: carsIdle },
    { label: 'removes the added driver', event: { type: 'driver.remove', index: 2 }, when: carsIdle },
    { label: 'confirms', event: { type: 'remove.confirm' } },
    { label: 'keeps the driver', event: { type: 'remove.cancel' }, when: carsIdle },
    { label: 'saves Jorge, her spouse', event: { type: 'dialog.save', driver: spouse } },
    { label: 'saves a driver without a relation', event: { type: 'dialog.save', driver: { ...spouse, relation: 0 } } },
    { label: 'saves Jorge as a single spouse', event: { type: 'dialog.save', driver: { ...spouse, marital: 1 } } },
    { label: 'cancels the dialog', event: { type: 'dialog.cancel' } },
    { label: 'goes on', event: { type: 'drivers.submit' }, when: carsIdle },
    { label: 'goes back', event: { type: 'step.back' }, when: carsIdle },
    // The cars' chart tells this one each new list (its own paths are its model test's): one removal, as the section opens.
    { label: 'removes the Camry', event: { type: 'vehicle.remove', index: 1 }, when: opening },
  ],
  // What the guards read: the drivers listed (a spouse or not), the one picked.
  distinguish: (context: AdditionalDriversContext) => [context.drivers.map((d) => `${d.key}:${d.marital}:${d.license}`).join(','), context.driverIndex],
  actors: {
    licences: [
      { label: "Jorge's licence, his name", result: { done: lookups('Jorge') }, sandbox: route },
      { label: 'a licence of someone else', result: { done: lookups('Pedro') }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500, message: 'fault' } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the additional drivers chart alone: every path of its graph', () => {
  it('covers every state and transition (the cars\' chart: its own test)', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing.filter((s) => !s.startsWith('vehicles'))).toEqual([]);
    expect(generated.coverage.transitions.missing.filter((t) => !t.startsWith('bindingVehicle'))).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-4.19 portal-5.10 portal-5.11 portal-5.14] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          // portal-5.10: only the insured driver added here is looked up by licence and date of birth.
          if (step.leaves.includes('lookingUp')) {
            const asked = controller.lastInput('licences') as { region: string; drivers: BindingDriver[] };
            expect(asked.region).toBe('main');
            expect(asked.drivers.map((d) => [d.key, d.license, d.dob])).toEqual([['added-1', spouse.license, spouse.dob]]);
          }
        },
      });
    });
  }
});

describe('what Next decides', () => {
  const run = async (over: Partial<AdditionalDriversInput>, answers: Array<{ key: string; firstName: string | null }> = []) => {
    const actor = createActor(
      additionalDriversMachine.provide({ actors: { licences: fromPromise<typeof answers, { region: Region; drivers: BindingDriver[] }>(async () => answers) } }),
      { input: { ...input, ...over } },
    );
    actor.start();
    actor.send({ type: 'drivers.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    return actor.getSnapshot();
  };

  it('[portal-5.11] a married primary without a spouse: the marital problems, on the list', async () => {
    const s = await run({});
    expect(s.value).toBe('list');
    expect(s.context.check).toEqual({ kind: 'marital', problems: { invalidSpouse: [], invalidMarital: true, oddMarital: true } });
  });

  it('[portal-5.11] the same list with marital validation off goes on', async () => {
    const s = await run({ config: carrierConfigSchema.parse({ carrierid: '101' }) });
    expect(s.output).toEqual({ kind: 'submitted', drivers: [primary, found], cars: [f150] });
  });

  it('[portal-5.10] a driver whose rules fail (no relation) stops Next before any lookup', async () => {
    const s = await run({ drivers: [primary, { ...spouse, relation: 0 }] });
    expect(s.context.check).toEqual({ kind: 'rules' });
  });

  it('[portal-5.10] a licence that names someone else stops Next; the matching one goes on', async () => {
    expect((await run({ drivers: [primary, spouse] }, lookups('Pedro'))).context.check).toEqual({ kind: 'licence', keys: ['added-1'] });
    expect((await run({ drivers: [primary, spouse] }, lookups(' JORGE '))).output).toEqual({ kind: 'submitted', drivers: [primary, spouse], cars: [f150] });
  });

  it('[portal-5.10 portal-5.9] in California no driver is looked up again by licence', async () => {
    const s = await run({ state: 'CA', drivers: [primary, spouse] }, lookups('Pedro'));
    expect(s.output).toEqual({ kind: 'submitted', drivers: [primary, spouse], cars: [f150] });
  });

  it('[portal-5.13] duplicates are dropped from the list it starts with', () => {
    const actor = createActor(additionalDriversMachine, { input: { ...input, drivers: [primary, found, { ...found, key: 'again', firstName: 'LUIS' }] } }).start();
    expect(actor.getSnapshot().context.drivers.map((d) => d.key)).toEqual(['primary', 'found']);
  });

  it('[portal-2.11] the cars changed below the drivers (a car added, the first removed) are the cars the section ends with', () => {
    const actor = createActor(additionalDriversMachine, { input: { ...input, config: carrierConfigSchema.parse({ carrierid: '101' }) } }).start();
    const vehicles = actor.getSnapshot().children.vehicles!;
    vehicles.send({ type: 'vehicle.add' });
    vehicles.getSnapshot().children.vehicleDialog!.send({ type: 'vehicle.save', car: camry });
    expect(actor.getSnapshot().context.cars).toEqual([f150, camry]);
    vehicles.send({ type: 'vehicle.remove', index: 0 });
    vehicles.send({ type: 'remove.confirm' });
    actor.send({ type: 'drivers.submit' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', drivers: [primary, found], cars: [camry] });
  });

  it('[portal-2.12] a page that turns the add button off: adding does nothing', () => {
    const actor = createActor(additionalDriversMachine, { input: { ...input, canAdd: false } }).start();
    actor.send({ type: 'driver.add' });
    expect(actor.getSnapshot().value).toBe('list');
    const allowed = createActor(additionalDriversMachine, { input }).start();
    allowed.send({ type: 'driver.add' });
    expect(allowed.getSnapshot().value).toBe('editing');
  });

  it('[portal-5.14] the found driver cannot be edited or removed; the primary edited, never removed', () => {
    const actor = createActor(additionalDriversMachine, { input }).start();
    actor.send({ type: 'driver.edit', index: 1 });
    actor.send({ type: 'driver.remove', index: 1 });
    actor.send({ type: 'driver.remove', index: 0 });
    expect(actor.getSnapshot().value).toBe('list');
    actor.send({ type: 'driver.edit', index: 0 });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
