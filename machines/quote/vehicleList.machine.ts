/**
 * The quote form's vehicle list (quote-2.3, quote-2.10, quote-2.19) as its own chart, invoked by
 * the quote chart as `vehiclesummary` while the stage is shown: the household of a driver found by
 * licence is looked up for its vehicles first (quote-7.27), to tick and add; then the list, the
 * add/edit vehicle dialog over it and the removal confirmation: the kit's list editor (machines/kit/listEditor.ts).
 *
 * After each change of the list the chart tells the quote chart (`vehicles.changed`, with the new
 * list), which keeps it and saves the visit, so a reload in the middle of the list keeps it. Start
 * over is this chart's (machines/quote/startOver.ts), asked on the list. Back and Continue (with a
 * vehicle) are offered on the list only; the chart ends with them, and the quote chart decides
 * where the form goes.
 */
import { assign, sendParent, setup } from 'xstate';
import { listEditor } from '../kit/listEditor';
import { fromVisitorCall } from '../kit/token';
import type { Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import type { HouseholdAnswer } from '../../services/search';
import type { VehicleDetail } from '../../services/vehicle';
import { DEFAULT_MILEAGE } from './quote.rules';
import { startOver, type StartOverEvent, type StartOverOutput, type StartOverTag } from './startOver';
import type { ListParentEvent } from './types';
import { vehicleDialogMachine, type QuoteVehicle, type VehicleDialogOutput } from './vehicleDialog.machine';

export interface VehicleListInput {
  /** The vehicles of the quote (quote-2.10). */
  vehicles: QuoteVehicle[];
  /** The household of the driver the licence lookup found (quote-7.27), and the driver's state. */
  commonId: string | null;
  state: string;
  /** The endpoint of the calls (quote-4.5: California asks each vehicle's mileage). */
  region: Region;
  /** The visitor's token store: the calls renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
}

export interface VehicleListContext extends VehicleListInput {
  /** The household's vehicles (quote-7.7), to tick and add (quote-2.10). */
  householdCars: VehicleDetail[];
  /** The vehicle the open dialog edits (null: adding), or the one whose removal is asked. */
  vehicleIndex: number | null;
}

export type VehicleListEvent =
  | { type: 'vehicle.add' }
  | { type: 'vehicle.edit'; index: number }
  | { type: 'vehicle.remove'; index: number }
  | { type: 'vehicles.addFound'; vins: readonly string[] }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'vehicles.submit' }
  | { type: 'step.back' }
  | StartOverEvent;

/** How the list ended: Continue with the vehicles, Back, or Start over confirmed. */
export type VehicleListOutput = { kind: 'submitted'; vehicles: QuoteVehicle[] } | { kind: 'back' } | StartOverOutput;

/** Start over, on the list (not while the household is looked up, nor while a dialog or a confirmation is open). */
const restart = startOver('vehicleList', ['list']);

/** The vehicle dialog's answer, as its guards' and actions' params. */
const vehicleDialogAnswer = ({ event }: { event: { output: VehicleDialogOutput } }) => ({ output: event.output });
/** The household vehicles ticked. */
const foundVins = ({ event }: { event: { vins: readonly string[] } }) => ({ vins: event.vins });

/** The vehicles with the ticked household vehicles added once each (default mileage). */
function withFound(vehicles: QuoteVehicle[], found: readonly VehicleDetail[], vins: readonly string[]): QuoteVehicle[] {
  const have = new Set(vehicles.map((v) => v.vin).filter(Boolean));
  const added = found
    .filter((car) => vins.includes(car.vin) && !have.has(car.vin))
    .map((car) => ({ vin: car.vin, year: car.year, maker: car.maker, model: car.model, mileage: DEFAULT_MILEAGE, isExistingVehicle: true }));
  return [...vehicles, ...added];
}

/** The vehicles with the dialog's vehicle put in place (edit) or added. */
function withVehicle(vehicles: QuoteVehicle[], index: number | null, vehicle: QuoteVehicle | null): QuoteVehicle[] {
  if (!vehicle) return vehicles;
  return index === null ? [...vehicles, vehicle] : vehicles.map((v, i) => (i === index ? vehicle : v));
}

export const vehicleListMachine = setup({
  types: {
    context: {} as VehicleListContext,
    events: {} as VehicleListEvent,
    input: {} as VehicleListInput,
    output: {} as VehicleListOutput,
    tags: {} as 'loading' | StartOverTag,
  },
  actors: {
    vehicleDialog: vehicleDialogMachine,
    // The search call (and its schemas) loads on first use, not with the first step.
    searchHousehold: fromVisitorCall<HouseholdAnswer, { state: string; commonId: string; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      (await import('../../services/search')).searchHousehold({ state: input.state, commonId: input.commonId }, { signal, region: input.region }),
    ),
  },
  guards: {
    hasVehicle: ({ context }) => context.vehicles.length > 0,
    hasHousehold: ({ context }) => context.commonId !== null && context.state !== '',
    addsFound: ({ context }, p: { vins: readonly string[] }) => withFound(context.vehicles, context.householdCars, p.vins).length > context.vehicles.length,
    dialogSaved: (_, p: { output: VehicleDialogOutput }) => p.output.vehicle !== null,
    isVehicle: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.vehicles.length,
  },
  actions: {
    keepHouseholdCars: assign((_, p: { output: HouseholdAnswer }) => ({ householdCars: p.output.cars })),
    pickVehicle: assign((_, p: { index: number }) => ({ vehicleIndex: p.index })),
    forgetVehicleIndex: assign({ vehicleIndex: null }),
    addFoundVehicles: assign(({ context }, p: { vins: readonly string[] }) => ({ vehicles: withFound(context.vehicles, context.householdCars, p.vins) })),
    /** The dialog's vehicle put in place (edit) or added. */
    putVehicle: assign(({ context }, p: { output: VehicleDialogOutput }) => ({ vehicles: withVehicle(context.vehicles, context.vehicleIndex, p.output.vehicle), vehicleIndex: null })),
    removeVehicle: assign(({ context }) => ({ vehicles: context.vehicles.filter((_, i) => i !== context.vehicleIndex), vehicleIndex: null })),
    // The quote chart keeps the new list and saves the visit.
    announceVehicles: sendParent(({ context }): ListParentEvent => ({ type: 'vehicles.changed', vehicles: context.vehicles })),
  },
}).createMachine({
  id: 'vehicleList',
  description: 'The vehicles: the list, add by VIN or by year, make and model, edit, delete, and the household\'s vehicles to tick',
  context: ({ input }) => ({ ...input, householdCars: [], vehicleIndex: null }),
  initial: 'opening',
  on: restart.ask,
  states: {
    ...restart.states,
    opening: {
      description: 'The household of a driver found by licence is looked up for its vehicles',
      always: [{ guard: 'hasHousehold', target: 'findingCars' }, { target: 'list' }],
    },
    findingCars: {
      description: 'Looking up the household\'s vehicles (by state and commonId)',
      tags: ['loading'],
      meta: { spec: ['quote-7.7', 'quote-7.27'] },
      invoke: {
        id: 'searchHousehold',
        src: 'searchHousehold',
        input: ({ context }) => ({ state: context.state, commonId: context.commonId ?? '', region: context.region, tokens: context.tokens }),
        onDone: { target: 'list', actions: { type: 'keepHouseholdCars', params: ({ event }) => ({ output: event.output }) } },
        // Without them the visitor adds vehicles by hand: nothing is lost.
        onError: { target: 'list' },
      },
    },
    // The list, the dialog over it and the removal confirmation: the kit's list editor (machines/kit/listEditor.ts).
    ...listEditor({
      events: { add: 'vehicle.add', edit: 'vehicle.edit', remove: 'vehicle.remove' },
      editable: 'isVehicle',
      list: {
        description: 'The vehicles and their buttons',
        on: {
          // Back from the list only: a dialog open over it has its own Cancel.
          'step.back': { target: 'wentBack' },
          'vehicles.addFound': {
            guard: { type: 'addsFound', params: foundVins },
            actions: [{ type: 'addFoundVehicles', params: foundVins }, 'announceVehicles'],
          },
          'vehicles.submit': { guard: 'hasVehicle', target: 'submitted' },
        },
      },
      dialog: {
        description: 'The add/edit vehicle dialog (its own machine)',
        meta: { spec: ['quote-2.25', 'quote-4.7'] },
        id: 'vehicleDialog',
        src: 'vehicleDialog',
        input: ({ context }: { context: VehicleListContext }) => ({
          vehicle: context.vehicleIndex === null ? null : (context.vehicles[context.vehicleIndex] ?? null),
          // quote-4.5: California asks each vehicle's mileage, and its calls go to the California endpoint.
          mileageRequired: context.region === 'ca',
          region: context.region,
          tokens: context.tokens,
        }),
        answer: vehicleDialogAnswer,
        saved: 'dialogSaved',
      },
      removal: { description: 'Remove this vehicle? Yes or No', meta: { spec: ['quote-2.25'] } },
      actions: { pick: 'pickVehicle', forget: 'forgetVehicleIndex', put: 'putVehicle', remove: 'removeVehicle', changed: ['announceVehicles'] },
    }),
    submitted: { type: 'final', description: 'Continue with a vehicle: the parent goes on to the coverage', output: ({ context }) => ({ kind: 'submitted' as const, vehicles: context.vehicles }) },
    wentBack: { type: 'final', description: 'Back: the parent goes back to the driver summary', output: { kind: 'back' as const } },
  },
  // The final state's output is the list's.
  output: ({ event }) => event.output as VehicleListOutput,
});

export type VehicleListMachine = typeof vehicleListMachine;
