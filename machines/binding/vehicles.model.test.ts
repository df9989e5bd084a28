/**
 * The cars' chart of online binding's section 3 alone, with its vehicle dialog: the paths of its
 * graph, each replayed on a real actor; what it tells the drivers' chart after each change; and
 * which cars may be edited, removed and added, rule by rule.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren } from '../../src/paths/types';
import type { BindingCar } from './driverCheck.machine';
import type { VehicleDialogContext, VehicleDialogEvent } from './vehicleDialog.machine';
import { vehiclesMachine, type VehiclesContext, type VehiclesInput, type VehiclesParentEvent } from './vehicles.machine';

const NOW = Date.UTC(2026, 10, 29, 18);
const f150: BindingCar = { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150' };
const civic: BindingCar = { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic' };
const camry: BindingCar = { vin: '4T1B11HK5KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true };
const input: VehiclesInput = { cars: [f150, civic], canAdd: true, now: () => NOW };
const route = { description: 'no call: the chart alone' };

const dialogOf = (root: AnyMachineSnapshot) => (root.children as { vehicleDialog?: { getSnapshot(): AnyMachineSnapshot } }).vehicleDialog?.getSnapshot();
/** The dialog is open, adding a car (true) or editing one (false). */
const dialogAdding = (adding: boolean) => (root: AnyMachineSnapshot) => (dialogOf(root)?.context as VehicleDialogContext | undefined)?.adding === adding;
const carsAre = (n: number) => (root: AnyMachineSnapshot) => (root.context as VehiclesContext).cars.length === n;

/** Alone, with no drivers' chart to tell: the telling is the test's below. */
const alone = vehiclesMachine.provide({ actions: { announceCars: () => {} } });

const model = definePathModelWithChildren<VehicleDialogEvent>()({
  id: 'bindingVehicles',
  machine: alone,
  inputs: [
    { label: 'the F-150 and the Civic of the quote', input, sandbox: route },
    { label: 'the F-150 alone, adding turned off', input: { ...input, cars: [f150], canAdd: false }, sandbox: route },
  ],
  userEvents: [
    { label: 'adds a vehicle', event: { type: 'vehicle.add' }, when: carsAre(2) },
    { label: 'edits the F-150', event: { type: 'vehicle.edit', index: 0 } },
    { label: 'edits the Camry', event: { type: 'vehicle.edit', index: 2 } },
    { label: 'removes the Civic', event: { type: 'vehicle.remove', index: 1 } },
    { label: 'removes the F-150', event: { type: 'vehicle.remove', index: 0 } },
    { label: 'confirms', event: { type: 'remove.confirm' } },
    { label: 'keeps the vehicle', event: { type: 'remove.cancel' } },
    { label: 'saves a 2019 Toyota Camry', event: { type: 'vehicle.save', car: camry }, when: dialogAdding(true) },
    { label: 'saves a Camry whose VIN has the letter O', event: { type: 'vehicle.save', car: { ...camry, vin: '4T1B11HK5KU43789O' } }, when: dialogAdding(true) },
    { label: 'saves a Camry of model year 1975', event: { type: 'vehicle.save', car: { ...camry, year: 1975 } }, when: dialogAdding(true) },
    { label: "saves the F-150's VIN typed in lower case", event: { type: 'vehicle.save', car: { ...f150, vin: f150.vin.toLowerCase(), year: 1999 } }, when: dialogAdding(false) },
    { label: "saves the Civic's VIN on the F-150", event: { type: 'vehicle.save', car: { ...f150, vin: civic.vin } }, when: dialogAdding(false) },
    { label: 'cancels the dialog', event: { type: 'dialog.cancel' } },
  ],
  // What the guards read: how many cars (the last is never removed, an index past the end is none), the one picked.
  distinguish: (context: VehiclesContext) => [context.cars.map((c) => c.vin).join(','), context.carIndex],
  actors: {},
});

const generated = generatePaths(model);

/** The cars' chart under a parent that keeps what it is told, as the drivers' chart does. */
function withParent(over: Partial<VehiclesInput> = {}) {
  const told: BindingCar[][] = [];
  const parent = createMachine({
    invoke: { id: 'vehicles', src: vehiclesMachine, input: { ...input, ...over } },
    on: { 'vehicles.changed': { actions: ({ event }) => told.push((event as VehiclesParentEvent).cars) } },
  });
  const root = createActor(parent).start();
  const actor = root.getSnapshot().children.vehicles as unknown as ReturnType<typeof createActor<typeof vehiclesMachine>>;
  const dialog = () => actor.getSnapshot().children.vehicleDialog!;
  return { actor, dialog, told };
}

describe('the cars of section 3 alone: every path of its graph', () => {
  it('covers every state and transition, the vehicle dialog included', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-2.11 portal-9.9] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step) => {
          // portal-2.11: the last car is never removed.
          const cars = (step.state.context as VehiclesContext).cars;
          expect(cars.length).toBeGreaterThan(0);
        },
      });
    });
  }
});

describe('what the cars chart keeps and tells', () => {
  it('[portal-2.11] a car added, then one removed: the list each time, told to the drivers\' chart', () => {
    const { actor, dialog, told } = withParent();
    actor.send({ type: 'vehicle.add' });
    dialog().send({ type: 'vehicle.save', car: camry });
    actor.send({ type: 'vehicle.remove', index: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingRemoval');
    actor.send({ type: 'remove.confirm' });
    expect(told).toEqual([
      [f150, civic, camry],
      [f150, camry],
    ]);
    expect(actor.getSnapshot().context.carIndex).toBeNull();
  });

  it('[portal-2.11] a car of the quote changes its VIN only (upper case); the dialog opens on it and knows the other cars', () => {
    const { actor, dialog, told } = withParent();
    actor.send({ type: 'vehicle.edit', index: 0 });
    expect(dialog().getSnapshot().context).toMatchObject({ car: f150, adding: false, others: [civic] });
    dialog().send({ type: 'vehicle.save', car: { vin: ' 1ftew1eg7jf716597 ', year: 1999, maker: 'Other', model: 'X' } });
    expect(told).toEqual([[f150, civic]]);
  });

  it('[portal-2.11] the last car is not removed; an index outside the list is nothing', () => {
    const { actor, told } = withParent({ cars: [f150] });
    actor.send({ type: 'vehicle.remove', index: 0 });
    actor.send({ type: 'vehicle.edit', index: 3 });
    actor.send({ type: 'vehicle.remove', index: -1 });
    expect(actor.getSnapshot().value).toBe('list');
    expect(told).toEqual([]);
  });

  it('[portal-2.12] a page that turns the add-vehicle button off: adding does nothing, editing still opens the dialog', () => {
    const { actor } = withParent({ canAdd: false });
    actor.send({ type: 'vehicle.add' });
    expect(actor.getSnapshot().value).toBe('list');
    actor.send({ type: 'vehicle.edit', index: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('[portal-2.11] Cancel and No change nothing and tell nothing', () => {
    const { actor, dialog, told } = withParent();
    actor.send({ type: 'vehicle.add' });
    dialog().send({ type: 'dialog.cancel' });
    actor.send({ type: 'vehicle.remove', index: 0 });
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ cars: [f150, civic], carIndex: null });
    expect(told).toEqual([]);
  });
});
