/**
 * The binding vehicle dialog alone: the paths of its graph (adding a car, editing a car of the
 * quote), each replayed on a real actor; and what a save keeps, rule by rule (./vehicles.rules.ts).
 * Its paths also run inside the cars' chart (./vehicles.model.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import type { BindingCar } from './driverCheck.machine';
import { vehicleDialogMachine, type VehicleDialogContext, type VehicleDialogInput } from './vehicleDialog.machine';
import { newVehicle } from './vehicles.rules';

const NOW = Date.UTC(2026, 10, 29, 18);
const f150: BindingCar = { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150' };
const camry: BindingCar = { vin: '4T1B11HK5KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true };
const adding: VehicleDialogInput = { car: newVehicle(), adding: true, others: [f150], now: () => NOW };
const editing: VehicleDialogInput = { car: f150, adding: false, others: [], now: () => NOW };
const route = { description: 'no call: the chart alone' };

const model = definePathModel({
  id: 'bindingVehicleDialog',
  machine: vehicleDialogMachine,
  inputs: [
    { label: 'adding a car', input: adding, sandbox: route },
    { label: 'editing the F-150 of the quote', input: editing, sandbox: route },
  ],
  userEvents: [
    { label: 'saves a 2019 Toyota Camry', event: { type: 'vehicle.save', car: camry } },
    { label: "saves the F-150's VIN again", event: { type: 'vehicle.save', car: { ...camry, vin: f150.vin } } },
    { label: 'cancels', event: { type: 'dialog.cancel' } },
  ],
  distinguish: (context: VehicleDialogContext) => context.refusal !== null,
  actors: {},
});

const generated = generatePaths(model);

const save = (start: VehicleDialogInput, car: BindingCar) => {
  const actor = createActor(vehicleDialogMachine, { input: start }).start();
  actor.send({ type: 'vehicle.save', car });
  return actor.getSnapshot();
};

describe('the binding vehicle dialog alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-2.11 portal-9.9] ${path.title}`, async () => {
      await runPathOnMachine(model, path);
    });
  }
});

describe('what a save keeps', () => {
  it('[portal-2.11] a car added is kept as given, marked added, its VIN as the kit reads it and its names trimmed', () => {
    const s = save(adding, { ...camry, vin: '4t1b11hk5ku437897', maker: ' Toyota ', added: false });
    expect(s.output).toEqual({ car: camry });
  });

  it('[portal-2.11] a car of the quote keeps its year, make and model: only the VIN changes', () => {
    const s = save(editing, { vin: '1ftew1eg7jf716598', year: 1999, maker: 'Other', model: 'Y', added: true });
    expect(s.output).toEqual({ car: { ...f150, vin: '1FTEW1EG7JF716598' } });
  });

  it('[portal-9.9] a save that breaks a rule is refused: the dialog stays open and the refusal keeps the car as given', () => {
    const bad: BindingCar[] = [
      { ...camry, vin: '' },
      { ...camry, vin: '4T1B11HK5KU43789' },
      { ...camry, vin: '4T1B11HK5KU43789O' },
      { ...camry, vin: f150.vin },
      { ...camry, year: null },
      { ...camry, year: 1980 },
      { ...camry, year: 2028 },
      { ...camry, maker: ' ' },
      { ...camry, model: '!?' },
    ];
    for (const car of bad) {
      const s = save(adding, car);
      expect(s.value, JSON.stringify(car)).toBe('open');
      expect(s.context.refusal?.car.vin, JSON.stringify(car)).toBe(car.vin);
    }
    // The range runs to next year (America/Chicago): 2027 on a day of 2026.
    expect(save(adding, { ...camry, year: 2027 }).value).toBe('saved');
    expect(save(adding, { ...camry, year: 1981 }).value).toBe('saved');
  });

  it('[portal-9.9] a refusal says what it found, by field', () => {
    expect(save(adding, { ...camry, vin: f150.vin }).context.refusal?.problems).toEqual({ vin: 'duplicate' });
    expect(save(adding, { ...camry, vin: '4T1B11HK5KU43789O', year: 1975 }).context.refusal?.problems).toEqual({ vin: 'invalid', year: 'invalid' });
  });

  it('[portal-2.11] cancel ends with no car', () => {
    const actor = createActor(vehicleDialogMachine, { input: editing }).start();
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().output).toEqual({ car: null });
  });
});
