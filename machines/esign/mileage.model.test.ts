/**
 * The vehicle mileage dialog alone (./mileage.machine.ts), with the kit's address autocomplete it
 * invokes running for real and its two calls held: every path of the system's graph replayed on a
 * real actor on a simulated clock; then what the driver stage reads of it (its output) and what a
 * save keeps or refuses: the values of portal-3.17, the address picked from the suggestions
 * (portal-7.16), "mileage address required" (portal-8.8).
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { createActorController } from '../../src/paths/actors';
import { chartLint } from '../../src/paths/lint';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren } from '../../src/paths/types';
import type { AddressSuggestion, FoundAddress } from '../../services/addressSuggest';
import { SUGGEST_DELAY_MS, type AddressSuggestEvent } from '../kit/addressSuggest.machine';
import { mileageMachine, type MileageContext, type MileageInput } from './mileage.machine';
import type { MileageForm, MileageVehicle } from './mileage.rules';

const camry: MileageVehicle = { vin: '4T1B11HK5KU437897', year: 2019, make: 'Toyota', model: 'Camry' };
const WILSHIRE: FoundAddress = { address: '9450 Wilshire Blvd', city: 'Beverly Hills', state: 'CA', zipCode: '90212' };
const civic: MileageVehicle = {
  vin: '2HGFC2F58HH264186',
  year: '2017',
  maker: 'Honda',
  model: 'Civic',
  odometerReading: 61_250,
  selectedAnnualMileage: 9000,
  commutingVehicle: true,
  commutingDays: 4,
  commutingAddress: WILSHIRE,
};
const DALLAS: AddressSuggestion[] = [
  { text: '1200 Main St, Dallas, TX, 75202, USA', magicKey: 'sbx-addr-dallas-main' },
  { text: '1200 Main St Apt 4B, Dallas, TX, 75202, USA', magicKey: 'sbx-addr-dallas-main-4b' },
];
const MAIN_ST: FoundAddress = { address: '1200 Main St', city: 'Dallas', state: 'TX', zipCode: '75202' };
const notCommuting: MileageForm = { odometerReading: 42_180, selectedAnnualMileage: 12_000, commutingVehicle: false, commutingDays: null };
const commuting: MileageForm = { ...notCommuting, commutingVehicle: true, commutingDays: 5 };
const fault = { kind: 'http', status: 500, message: 'fault' };
const route = (description: string) => ({ description });

const model = definePathModelWithChildren<AddressSuggestEvent>()({
  id: 'esignMileage',
  machine: mileageMachine,
  inputs: [
    { label: 'a Camry with no mileage yet', input: { vehicle: camry, region: 'main' }, sandbox: route('a vehicle of the transaction without mileage values') },
    { label: 'a Civic that commutes to Wilshire Blvd', input: { vehicle: civic, region: 'ca' }, sandbox: route('a California vehicle with its mileage values') },
  ],
  userEvents: [
    { label: 'saves 42,180 miles, 12,000 a year, no commute', event: { type: 'mileage.save', form: notCommuting } },
    { label: 'saves a commute of 5 days', event: { type: 'mileage.save', form: commuting } },
    { label: 'saves an odometer of 1,000,000', event: { type: 'mileage.save', form: { ...notCommuting, odometerReading: 1_000_000 } } },
    { label: 'cancels', event: { type: 'dialog.cancel' } },
    { label: 'types "1200 Main"', event: { type: 'address.type', text: '1200 Main' } },
    { label: 'types "12"', event: { type: 'address.type', text: '12' } },
    { label: 'picks the first suggestion', event: { type: 'address.pick', index: 0 } },
    { label: 'presses Escape in the address', event: { type: 'address.close' } },
    { label: 'presses the down arrow in the address', event: { type: 'address.open' } },
    { label: 'presses Try again', event: { type: 'address.retry' } },
  ],
  // What the save's guard reads besides the form: whether an address is chosen.
  distinguish: (context: MileageContext) => context.commutingAddress !== null,
  actors: {
    suggest: [
      { label: 'two addresses', result: { done: DALLAS }, sandbox: route('text "1200 Main"') },
      { label: 'none', result: { done: [] }, sandbox: route('text "Nowhere Lane"') },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route('text "FAULT-500"') },
    ],
    lookup: [
      { label: 'the address', result: { done: MAIN_ST }, sandbox: route('magic key sbx-addr-dallas-main') },
      { label: 'no candidate', result: { done: null }, sandbox: route('text "No Candidate", its suggestion picked') },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route('text "Lookup Fails", its suggestion picked') },
    ],
  },
});

const generated = generatePaths(model);

describe('the mileage dialog alone, its address autocomplete included: every path of its graph', () => {
  it('names every action, guard and actor, its child chart\'s too', () => {
    expect(chartLint(mileageMachine)).toEqual([]);
  });

  it('covers every state and transition, the autocomplete\'s included', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    // The dialog's 3 states, the autocomplete's chart (`address:(machine)`) and its 9 states (`searching` and the 5 inside it).
    expect(generated.coverage.states.total).toBe(13);
  });

  for (const path of generated.paths) {
    it(`[portal-2.16 portal-3.17 portal-7.16] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step) => {
          const output = (step.state as AnyMachineSnapshot).output as unknown;
          if (step.leaves.includes('saved')) expect(output).toMatchObject({ kind: 'saved' });
          if (step.leaves.includes('cancelled')) expect(output).toEqual({ kind: 'cancelled' });
        },
      });
    });
  }
});

/** The dialog as the driver stage runs it, the autocomplete's calls held, on a simulated clock. */
function open(input: MileageInput) {
  const controller = createActorController(mileageMachine);
  const clock = new SimulatedClock();
  const actor = createActor(provideControlled(mileageMachine, controller), { input, clock }).start();
  const address = () => actor.getSnapshot().children.address as AnyActorRef;
  const settle = async (id: string, result: { done: unknown } | { error: unknown }) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  /** Types, waits for the pause, gets the suggestions and picks the first, whose address is found. */
  const pickMainSt = async () => {
    address().send({ type: 'address.type', text: '1200 Main' });
    clock.increment(SUGGEST_DELAY_MS);
    await settle('suggest', { done: DALLAS });
    address().send({ type: 'address.pick', index: 0 });
    await settle('lookup', { done: MAIN_ST });
  };
  return { actor, address, controller, clock, settle, pickMainSt };
}

describe('what the driver stage reads of the dialog', () => {
  it('[portal-3.17] [portal-9.9] not commuting: the values, days and address null; the annual mileage 10000 when the vehicle had none', () => {
    const { actor } = open({ vehicle: camry, region: 'main' });
    expect(actor.getSnapshot().context.form.selectedAnnualMileage).toBe(10_000);
    actor.send({ type: 'mileage.save', form: { ...notCommuting, commutingDays: 3 } });
    expect(actor.getSnapshot().output).toEqual({
      kind: 'saved',
      values: { odometerReading: 42_180, selectedAnnualMileage: 12_000, commutingVehicle: false, commutingDays: null, commutingAddress: null },
    });
  });

  it('[portal-3.17] [portal-7.16] commuting: the days and the address picked from the suggestions, asked for in the region of the customer', async () => {
    const { actor, controller, pickMainSt } = open({ vehicle: camry, region: 'main' });
    await pickMainSt();
    expect(controller.calls.map((c) => [c.src, c.input])).toEqual([
      ['suggest', { text: '1200 Main', region: 'main' }],
      ['lookup', { suggestion: DALLAS[0], region: 'main' }],
    ]);
    expect(actor.getSnapshot().context.commutingAddress).toEqual(MAIN_ST);
    actor.send({ type: 'mileage.save', form: commuting });
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', values: { ...commuting, commutingAddress: MAIN_ST } });
  });

  it('[portal-3.17] a vehicle that commutes already: its address is the field\'s text and is kept without typing it again', () => {
    const { actor, address } = open({ vehicle: civic, region: 'ca' });
    expect(address().getSnapshot().context).toMatchObject({ text: '9450 Wilshire Blvd, Beverly Hills, CA 90212', region: 'ca' });
    actor.send({ type: 'mileage.save', form: { odometerReading: 61_300, selectedAnnualMileage: 9000, commutingVehicle: true, commutingDays: 4 } });
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', values: { odometerReading: 61_300, selectedAnnualMileage: 9000, commutingVehicle: true, commutingDays: 4, commutingAddress: WILSHIRE } });
  });

  it('cancel (Cancel, Close, Escape) ends with nothing to keep, and stops the autocomplete', () => {
    const { actor, address } = open({ vehicle: civic, region: 'ca' });
    const child = address();
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    expect(child.getSnapshot().status).toBe('stopped');
  });
});

describe('what a save refuses', () => {
  it('[portal-8.8] [portal-7.16] commuting without an address picked: "mileage address required", the dialog open with the form as given', () => {
    const { actor } = open({ vehicle: camry, region: 'main' });
    actor.send({ type: 'mileage.save', form: commuting });
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.refusal).toEqual({ form: commuting, problems: { commutingAddress: 'required' } });
  });

  it('[portal-8.8] [portal-7.16] typing in the address after picking one forgets it: the address must be picked again', async () => {
    const { actor, address, pickMainSt } = open({ vehicle: civic, region: 'ca' });
    address().send({ type: 'address.type', text: '9450 Wilshire Blv' });
    expect(actor.getSnapshot().context.commutingAddress).toBeNull();
    actor.send({ type: 'mileage.save', form: commuting });
    expect(actor.getSnapshot().context.refusal?.problems).toEqual({ commutingAddress: 'required' });
    await pickMainSt();
    actor.send({ type: 'mileage.save', form: commuting });
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', values: { ...commuting, commutingAddress: MAIN_ST } });
  });

  it('[portal-3.17] numbers past their limits are refused, by field', () => {
    const { actor } = open({ vehicle: camry, region: 'main' });
    actor.send({ type: 'mileage.save', form: { odometerReading: 1_000_000, selectedAnnualMileage: 100_001, commutingVehicle: true, commutingDays: 8 } });
    expect(actor.getSnapshot().context.refusal?.problems).toEqual({ odometerReading: 'invalid', selectedAnnualMileage: 'invalid', commutingDays: 'invalid', commutingAddress: 'required' });
  });
});
