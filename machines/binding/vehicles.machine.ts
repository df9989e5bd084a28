/**
 * The vehicles of online binding's section 3 (portal-2.11, portal-2.12): a child chart of the
 * additional drivers' chart (./additionalDrivers.machine.ts), which invokes it for as long as the
 * section shows, below the drivers' cards. The cars' cards with add, edit and remove, on the kit's
 * list editor (machines/kit/listEditor.ts) and the vehicle dialog (./vehicleDialog.machine.ts): a
 * car of the quote is edited in its VIN only, a car added here in full; the last car is never
 * removed; the page's configuration can turn the add button off (./vehicles.rules.ts, decision 51).
 *
 * It never ends by itself: the section's Next and Back are the drivers' chart's. After each change
 * of the list it tells that chart the new list (`vehicles.changed`, typed `VehiclesParentEvent`),
 * which ends the section with the drivers and the cars.
 */
import { assign, sendParent, setup } from 'xstate';
import { isEditableItem, listEditor } from '../kit/listEditor';
import type { BindingCar } from './driverCheck.machine';
import { vehicleDialogMachine, type VehicleDialogOutput } from './vehicleDialog.machine';
import { mayRemoveVehicle, newVehicle } from './vehicles.rules';

export interface VehiclesInput {
  /** The policy's cars: the quote's (their VINs checked by the driver step), then those added here. */
  cars: BindingCar[];
  /** portal-2.12: cars may be added (the page's configuration can turn the add button off). */
  canAdd: boolean;
  /** The page's clock (epoch ms), for the dialog's model years. */
  now: () => number;
}

export interface VehiclesContext extends VehiclesInput {
  /** The car the open dialog edits (null: adding), or the one whose removal is asked. */
  carIndex: number | null;
}

export type VehiclesEvent =
  | { type: 'vehicle.add' }
  | { type: 'vehicle.edit'; index: number }
  | { type: 'vehicle.remove'; index: number }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

/** What the chart tells the drivers' chart after each change of the list: the new list. */
export type VehiclesParentEvent = { type: 'vehicles.changed'; cars: BindingCar[] };

const dialogAnswer = ({ event }: { event: { output: VehicleDialogOutput } }) => ({ output: event.output });

export const vehiclesMachine = setup({
  types: {
    context: {} as VehiclesContext,
    events: {} as VehiclesEvent,
    input: {} as VehiclesInput,
  },
  actors: {
    vehicleDialog: vehicleDialogMachine,
  },
  guards: {
    /** portal-2.11: edit any car of the list; remove one only while another stays (a policy needs a car). */
    mayChange: ({ context, event }, p: { index: number }) => (event.type === 'vehicle.remove' ? mayRemoveVehicle(context.cars, p.index) : isEditableItem(context.cars, p.index)),
    /** portal-2.12: the page lets the customer add cars. */
    mayAdd: ({ context }) => context.canAdd,
    vehicleSaved: (_, p: { output: VehicleDialogOutput }) => p.output.car !== null,
  },
  actions: {
    pickCar: assign((_, p: { index: number }) => ({ carIndex: p.index })),
    forgetCarIndex: assign({ carIndex: null }),
    putCar: assign(({ context }, p: { output: VehicleDialogOutput }) => {
      const car = p.output.car;
      if (!car) return { carIndex: null };
      return { cars: context.carIndex === null ? [...context.cars, car] : context.cars.map((c, i) => (i === context.carIndex ? car : c)), carIndex: null };
    }),
    removeCar: assign(({ context }) => ({ cars: context.cars.filter((_, i) => i !== context.carIndex), carIndex: null })),
    // The drivers' chart keeps the new list and ends the section with it.
    announceCars: sendParent(({ context }): VehiclesParentEvent => ({ type: 'vehicles.changed', cars: context.cars })),
  },
}).createMachine({
  id: 'bindingVehicles',
  description: "The policy's cars: cards with add, edit and remove, below the drivers' cards",
  context: ({ input }) => ({ ...input, cars: input.cars.map((c) => ({ ...c })), carIndex: null }),
  initial: 'list',
  states: {
    ...listEditor({
      events: { add: 'vehicle.add', edit: 'vehicle.edit', remove: 'vehicle.remove' },
      editable: 'mayChange',
      list: {
        description: "The cars' cards (year, make, model, VIN) and Add a vehicle",
        meta: { spec: ['portal-2.11'] },
        on: {
          // portal-2.12: add only where the page allows it (the list editor's add, guarded).
          'vehicle.add': { guard: 'mayAdd', target: 'editing', actions: 'forgetCarIndex' },
        },
      },
      dialog: {
        description: 'The add/edit vehicle dialog (its own chart)',
        meta: { spec: ['portal-2.11'] },
        id: 'vehicleDialog',
        src: 'vehicleDialog',
        input: ({ context }: { context: VehiclesContext }) => ({
          car: context.carIndex === null ? newVehicle() : context.cars[context.carIndex]!,
          adding: context.carIndex === null,
          others: context.cars.filter((_, i) => i !== context.carIndex),
          now: context.now,
        }),
        answer: dialogAnswer,
        saved: 'vehicleSaved',
      },
      removal: { description: 'Remove {year} {make} {model} ? Yes or No', meta: { spec: ['portal-2.11'] } },
      actions: { pick: 'pickCar', forget: 'forgetCarIndex', put: 'putCar', remove: 'removeCar', changed: ['announceCars'] },
    }),
  },
});

export type VehiclesMachine = typeof vehiclesMachine;
