/**
 * The vehicle dialog's own checks, machine alone (its paths run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the lists load in order, each with what was picked before, a VIN
 * is checked before it is looked up, and California needs a mileage.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SANDBOX_VINS } from '../../fixtures/data/vehicles';
import { vinDetail } from '../../fixtures/models/quote.model';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { vehicleDialogMachine, type VehicleDialogInput } from './vehicleDialog.machine';
import { createTokenStore } from '../../src/storage/tokens';

/** The visitor's token store the vehicle calls are given. */
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });

function open(dialog: Omit<VehicleDialogInput, 'tokens'>) {
  const controller = createActorController(vehicleDialogMachine);
  const input: VehicleDialogInput = { ...dialog, tokens };
  const actor = createActor(provideControlled(vehicleDialogMachine, controller), { input });
  actor.start();
  return { actor, controller };
}

describe('[quote-4.8] [quote-7.10] the year, make and model lists', () => {
  it('loads the years first, then the makes of the year, then the models of the make, and finds the VIN', async () => {
    const { actor, controller } = open({ vehicle: null, mileageRequired: false });
    actor.send({ type: 'mode.dropdowns' });
    expect(controller.hasPending('loadYears')).toBe(true);
    controller.settle('loadYears', { done: [2020, 2019] });
    await flushMicrotasks();
    actor.send({ type: 'year.pick', year: 2019 });
    expect(controller.lastInput('loadMakes')).toEqual({ year: 2019, region: 'main', tokens });
    controller.settle('loadMakes', { done: ['Honda', 'Toyota'] });
    await flushMicrotasks();
    actor.send({ type: 'make.pick', maker: 'Toyota' });
    expect(controller.lastInput('loadModels')).toEqual({ year: 2019, maker: 'Toyota', region: 'main', tokens });
    controller.settle('loadModels', { done: ['Camry'] });
    await flushMicrotasks();
    actor.send({ type: 'model.pick', model: 'Camry' });
    expect(controller.lastInput('loadDetails')).toEqual({ year: 2019, maker: 'Toyota', model: 'Camry', region: 'main', tokens });
    controller.settle('loadDetails', { done: [vinDetail] });
    await flushMicrotasks();
    actor.send({ type: 'vehicle.save', mileage: 10000 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ vehicle: { vin: SANDBOX_VINS.decoded, year: 2019, maker: 'Toyota', model: 'Camry', mileage: 10000, isExistingVehicle: false } });
  });

  it('forgets the make and model when another year is picked', async () => {
    const { actor, controller } = open({ vehicle: null, mileageRequired: false });
    actor.send({ type: 'mode.dropdowns' });
    controller.settle('loadYears', { done: [2019] });
    await flushMicrotasks();
    actor.send({ type: 'year.pick', year: 2019 });
    controller.settle('loadMakes', { done: ['Toyota'] });
    await flushMicrotasks();
    actor.send({ type: 'make.pick', maker: 'Toyota' });
    controller.settle('loadModels', { done: ['Camry'] });
    await flushMicrotasks();
    actor.send({ type: 'year.pick', year: 2018 });
    expect(actor.getSnapshot().context).toMatchObject({ year: 2018, maker: '', model: '', makes: [], models: [] });
  });
});

describe('[quote-5.9] [quote-7.9] the VIN', () => {
  it('refuses a VIN with the letter O without looking it up, and looks a good one up as typed in capitals', () => {
    const { actor, controller } = open({ vehicle: null, mileageRequired: false });
    actor.send({ type: 'vin.decode', vin: SANDBOX_VINS.letterO });
    expect(actor.getSnapshot().value).toEqual({ vin: 'invalid' });
    expect(controller.hasPending('decodeVin')).toBe(false);
    actor.send({ type: 'vin.decode', vin: SANDBOX_VINS.decoded.toLowerCase() });
    expect(controller.lastInput('decodeVin')).toEqual({ vin: SANDBOX_VINS.decoded, region: 'main', tokens });
  });

  it('opens a vehicle without a VIN on the dropdowns and one with a VIN on the VIN panel', () => {
    const car = { vin: '', year: 2012, maker: 'Honda', model: 'Civic', mileage: 12000, isExistingVehicle: false };
    expect(open({ vehicle: car, mileageRequired: false }).actor.getSnapshot().value).toEqual({ dropdowns: 'loadingYears' });
    expect(open({ vehicle: { ...car, vin: SANDBOX_VINS.decoded }, mileageRequired: false }).actor.getSnapshot().value).toEqual({ vin: 'typing' });
  });
});

describe('[quote-4.5] the annual mileage in California', () => {
  it('cannot save without a mileage where it is required, and can elsewhere with the default', async () => {
    const car = { vin: SANDBOX_VINS.decoded, year: 2019, maker: 'Toyota', model: 'Camry', mileage: 10000, isExistingVehicle: false };
    const ca = open({ vehicle: null, mileageRequired: true });
    ca.actor.send({ type: 'vin.decode', vin: car.vin });
    ca.controller.settle('decodeVin', { done: [vinDetail] });
    await flushMicrotasks();
    ca.actor.send({ type: 'vehicle.save', mileage: null });
    expect(ca.actor.getSnapshot().status).toBe('active');
    ca.actor.send({ type: 'vehicle.save', mileage: 12000 });
    expect(ca.actor.getSnapshot().output?.vehicle?.mileage).toBe(12000);
    const tx = open({ vehicle: car, mileageRequired: false });
    tx.actor.send({ type: 'vehicle.save', mileage: 10000 });
    expect(tx.actor.getSnapshot().output?.vehicle).toEqual(car);
  });
});
