/**
 * The add/edit vehicle dialog of online binding (portal-2.11, portal-9.9): a child
 * chart of the vehicles' list (./vehicles.machine.ts). It holds the car being added or edited; the
 * form (its field rules: the year's four digits and range, make and model, the VIN's 17 characters
 * of the kit's pattern) hands it the values, and the chart keeps them only when the car's rules pass
 * (./vehicles.rules.ts `vehicleProblems`, a VIN already on another car included). A car of the
 * quote changes only its VIN. The VIN is not looked up here: the lookup (portal-5.6) is the driver
 * step's, run on every car when the customer sends that step again. Save ends the dialog with the
 * car, Cancel with none.
 */
import { assign, setup } from 'xstate';
import type { BindingCar } from './driverCheck.machine';
import { savedVehicle, vehicleProblems, type VehicleField, type VehicleProblem } from './vehicles.rules';

export interface VehicleDialogInput {
  /** The car edited, or the new car's blank (./vehicles.rules.ts `newVehicle`). */
  car: BindingCar;
  /** Adding (a new car) or editing one of the list. */
  adding: boolean;
  /** The policy's other cars: a VIN already on one of them is refused. */
  others: BindingCar[];
  /** The page's clock (epoch ms): the model years run to next year. */
  now: () => number;
}

/** What a refused save found: the car as given, and its problems by field (the view shows them at the fields). */
export interface VehicleRefusal {
  car: BindingCar;
  problems: Partial<Record<VehicleField, VehicleProblem>>;
}

export interface VehicleDialogContext extends VehicleDialogInput {
  /** The last save, when it was refused. */
  refusal: VehicleRefusal | null;
}

export interface VehicleDialogOutput {
  car: BindingCar | null;
}

export type VehicleDialogEvent = { type: 'vehicle.save'; car: BindingCar } | { type: 'dialog.cancel' };

const given = ({ event }: { event: { car: BindingCar } }) => ({ car: event.car });

export const vehicleDialogMachine = setup({
  types: {
    context: {} as VehicleDialogContext,
    events: {} as VehicleDialogEvent,
    input: {} as VehicleDialogInput,
    output: {} as VehicleDialogOutput,
  },
  guards: {
    /** portal-9.9: the fields the customer may change pass their rules (the VIN's 17 characters and pattern), and the VIN is on no other car. */
    acceptable: ({ context }, p: { car: BindingCar }) => Object.keys(vehicleProblems(savedVehicle(context.car, p.car), { others: context.others, now: context.now() })).length === 0,
  },
  actions: {
    keep: assign(({ context }, p: { car: BindingCar }) => ({ car: savedVehicle(context.car, p.car), refusal: null })),
    refuse: assign(({ context }, p: { car: BindingCar }) => {
      const car = savedVehicle(context.car, p.car);
      return { refusal: { car, problems: vehicleProblems(car, { others: context.others, now: context.now() }) } };
    }),
  },
}).createMachine({
  id: 'bindingVehicleDialog',
  description: 'The add/edit vehicle dialog: the car kept only when its rules pass',
  context: ({ input }) => ({ ...input, car: { ...input.car }, refusal: null }),
  initial: 'open',
  states: {
    open: {
      description: "The car's year, make, model and VIN (a car of the quote: its VIN); after a refused save, each problem",
      meta: { spec: ['portal-2.11', 'portal-9.9'] },
      on: {
        'vehicle.save': [{ guard: { type: 'acceptable', params: given }, target: 'saved', actions: { type: 'keep', params: given } }, { actions: { type: 'refuse', params: given } }],
        'dialog.cancel': { target: 'cancelled' },
      },
    },
    saved: { type: 'final', description: 'Saved: the car goes to the list', output: ({ context }) => ({ car: context.car }) },
    cancelled: { type: 'final', description: 'Cancelled: the list is as it was', output: { car: null } },
  },
  output: ({ event }) => event.output as VehicleDialogOutput,
});

export type VehicleDialogMachine = typeof vehicleDialogMachine;
