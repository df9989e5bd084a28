/**
 * The add/edit vehicle dialog of the quote form (quote-2.25, quote-4.7, quote-4.8, quote-5.9), a
 * machine of its own that the vehicle stage invokes. Two ways to name the vehicle: by VIN (the
 * VIN decoded with `/vehicle/detailbyvin`), or by year, then make, then model, each list loaded
 * after the previous pick (quote-4.8); then the annual mileage (required in California). The
 * dialog ends with the vehicle, or with nothing when cancelled.
 */
import { assign, setup } from 'xstate';
import { fromVisitorCall } from '../kit/token';
import type { Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import { getVehicleByVin, getVehicleDetails, getVehicleMakes, getVehicleModels, getVehicleYears, type VehicleDetail } from '../../services/vehicle';
import { DEFAULT_MILEAGE } from './quote.rules';
import { isDropdownChosen, isMileageValid, normalizeVinInput, vinError } from './vehicleCoverage.rules';

/** A vehicle of the quote (quote-3.4): the make as the API spells it (`maker`). */
export interface QuoteVehicle {
  vin: string;
  year: number;
  maker: string;
  model: string;
  mileage: number;
  isExistingVehicle: boolean;
}

export interface VehicleDialogInput {
  /** The vehicle to edit, or null to add one. */
  vehicle: QuoteVehicle | null;
  /** California: the annual mileage must be chosen (quote-4.5). */
  mileageRequired: boolean;
  /** The endpoint the vehicle calls go to (quote-4.5: California's for a California driver). */
  region?: Region;
  /** The visitor's token store: the vehicle calls renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
}

export interface VehicleDialogContext {
  mode: 'vin' | 'dropdowns';
  editing: boolean;
  mileageRequired: boolean;
  region: Region;
  tokens: TokenStore;
  vin: string;
  year: number | null;
  maker: string;
  model: string;
  mileage: number | null;
  years: number[];
  makes: string[];
  models: string[];
  /** What the VIN or the picks decoded to. */
  detail: VehicleDetail | null;
}

export type VehicleDialogEvent =
  | { type: 'mode.vin' }
  | { type: 'mode.dropdowns' }
  | { type: 'vin.decode'; vin: string }
  | { type: 'year.pick'; year: number }
  | { type: 'make.pick'; maker: string }
  | { type: 'model.pick'; model: string }
  | { type: 'list.retry' }
  | { type: 'vehicle.save'; mileage: number | null }
  | { type: 'dialog.cancel' };

export interface VehicleDialogOutput {
  vehicle: QuoteVehicle | null;
}

const typedVin = ({ event }: { event: { vin: string } }) => ({ vin: normalizeVinInput(event.vin) });
const detailsAnswer = ({ event }: { event: { output: VehicleDetail[] } }) => ({ details: event.output });
/** What every vehicle call is given: the endpoint, and the visitor's token store. */
type Calls = { region: Region; tokens: TokenStore };
const calls = (context: VehicleDialogContext): Calls => ({ region: context.region, tokens: context.tokens });

export const vehicleDialogMachine = setup({
  types: {
    context: {} as VehicleDialogContext,
    events: {} as VehicleDialogEvent,
    input: {} as VehicleDialogInput,
    output: {} as VehicleDialogOutput,
    tags: {} as 'loading',
  },
  actors: {
    // Each vehicle call carries the visitor's token, renewed once when refused.
    decodeVin: fromVisitorCall<VehicleDetail[], Calls & { vin: string }>(({ input, signal }) => getVehicleByVin(input.vin, { signal, region: input.region })),
    loadYears: fromVisitorCall<number[], Calls>(({ input, signal }) => getVehicleYears({ signal, region: input.region })),
    loadMakes: fromVisitorCall<string[], Calls & { year: number }>(({ input, signal }) => getVehicleMakes(input.year, { signal, region: input.region })),
    loadModels: fromVisitorCall<string[], Calls & { year: number; maker: string }>(({ input, signal }) =>
      getVehicleModels(input.year, input.maker, { signal, region: input.region }),
    ),
    loadDetails: fromVisitorCall<VehicleDetail[], Calls & { year: number; maker: string; model: string }>(({ input, signal }) =>
      getVehicleDetails(input.year, input.maker, input.model, { signal, region: input.region }),
    ),
  },
  actions: {
    showVinPanel: assign({ mode: 'vin' as const }),
    showDropdowns: assign({ mode: 'dropdowns' as const }),
    forgetDetail: assign({ detail: null }),
    takeVin: assign((_, p: { vin: string }) => ({ vin: p.vin, detail: null })),
    takeMileage: assign((_, p: { mileage: number | null }) => ({ mileage: p.mileage })),
    takeDecoded: assign((_, p: { details: VehicleDetail[] }) => ({ detail: p.details[0] ?? null })),
    takeYears: assign((_, p: { years: number[] }) => ({ years: p.years })),
    takeMakes: assign((_, p: { makes: string[] }) => ({ makes: p.makes })),
    takeModels: assign((_, p: { models: string[] }) => ({ models: p.models })),
    pickYear: assign((_, p: { year: number }) => ({ year: p.year, maker: '', model: '', makes: [], models: [], detail: null })),
    pickMake: assign((_, p: { maker: string }) => ({ maker: p.maker, model: '', models: [], detail: null })),
    pickModel: assign((_, p: { model: string }) => ({ model: p.model, detail: null })),
    /** The first match of the year, make and model; with no VIN known for it, the vehicle is added without one. */
    takeDetails: assign(({ context }, p: { details: VehicleDetail[] }) => ({
      detail: p.details[0] ?? { vin: '', year: context.year ?? 0, maker: context.maker, model: context.model, isExistingVehicle: false },
    })),
  },
  guards: {
    isVin: (_, p: { vin: string }) => vinError(p.vin) === null,
    decoded: (_, p: { details: VehicleDetail[] }) => p.details.length > 0,
    opensOnDropdowns: ({ context }) => context.mode === 'dropdowns',
    canSave: ({ context }, p: { mileage: number | null }) =>
      context.detail !== null && isDropdownChosen(context.detail.year) && isMileageValid(p.mileage ?? '', context.mileageRequired),
  },
}).createMachine({
  id: 'vehicleDialog',
  description: 'The add/edit vehicle dialog: by VIN, or by year, make and model; then the annual mileage',
  context: ({ input }) => ({
    mode: input.vehicle && input.vehicle.vin === '' ? 'dropdowns' : 'vin',
    editing: input.vehicle !== null,
    mileageRequired: input.mileageRequired,
    region: input.region ?? 'main',
    tokens: input.tokens,
    vin: input.vehicle?.vin ?? '',
    year: input.vehicle?.year ?? null,
    maker: input.vehicle?.maker ?? '',
    model: input.vehicle?.model ?? '',
    mileage: input.vehicle?.mileage ?? (input.mileageRequired ? null : DEFAULT_MILEAGE),
    years: [],
    makes: [],
    models: [],
    detail: input.vehicle
      ? { vin: input.vehicle.vin, year: input.vehicle.year, maker: input.vehicle.maker, model: input.vehicle.model, isExistingVehicle: input.vehicle.isExistingVehicle }
      : null,
  }),
  initial: 'choosing',
  output: ({ context }) => ({
    vehicle:
      context.detail && context.mileage !== null
        ? {
            vin: context.detail.vin,
            year: context.detail.year,
            maker: context.detail.maker,
            model: context.detail.model,
            mileage: context.mileage,
            isExistingVehicle: context.detail.isExistingVehicle ?? false,
          }
        : null,
  }),
  states: {
    choosing: {
      description: 'Opens on the VIN panel, or on the dropdowns for a vehicle without a VIN (quote-4.8)',
      always: [{ guard: 'opensOnDropdowns', target: 'dropdowns' }, { target: 'vin' }],
    },
    vin: {
      description: 'The VIN panel (quote-4.8, quote-5.9)',
      meta: { spec: ['quote-4.8', 'quote-5.9', 'quote-7.9'] },
      initial: 'typing',
      entry: 'showVinPanel',
      on: {
        'dialog.cancel': { target: 'cancelled' },
        'mode.dropdowns': { target: 'dropdowns', actions: 'forgetDetail' },
        'vin.decode': [
          { guard: { type: 'isVin', params: typedVin }, target: '.decoding', actions: { type: 'takeVin', params: typedVin } },
          { target: '.invalid', actions: { type: 'takeVin', params: typedVin } },
        ],
        'vehicle.save': { guard: { type: 'canSave', params: ({ event }) => ({ mileage: event.mileage }) }, target: 'saved', actions: { type: 'takeMileage', params: ({ event }) => ({ mileage: event.mileage }) } },
      },
      states: {
        typing: { description: 'Typing the VIN' },
        invalid: { description: 'Not a VIN (17 characters, no I, O or Q, a check digit that matches): a message' },
        decoding: {
          description: 'Decoding the VIN',
          tags: ['loading'],
          invoke: {
            id: 'decodeVin',
            src: 'decodeVin',
            input: ({ context }) => ({ vin: context.vin, ...calls(context) }),
            onDone: [
              { guard: { type: 'decoded', params: detailsAnswer }, target: 'decoded', actions: { type: 'takeDecoded', params: detailsAnswer } },
              { target: 'unknown' },
            ],
            onError: { target: 'failed' },
          },
        },
        decoded: { description: 'The vehicle the VIN names: year, make and model shown; the mileage to choose' },
        unknown: { description: 'No vehicle for that VIN: a message, and the dropdowns offered' },
        failed: { description: 'The VIN lookup failed: a message to try again' },
      },
    },
    dropdowns: {
      description: 'Year, then make, then model, each list loaded after the previous pick (quote-4.8)',
      meta: { spec: ['quote-4.8', 'quote-7.10'] },
      entry: 'showDropdowns',
      initial: 'loadingYears',
      on: {
        'dialog.cancel': { target: 'cancelled' },
        'mode.vin': { target: 'vin', actions: 'forgetDetail' },
        'vehicle.save': { guard: { type: 'canSave', params: ({ event }) => ({ mileage: event.mileage }) }, target: 'saved', actions: { type: 'takeMileage', params: ({ event }) => ({ mileage: event.mileage }) } },
      },
      states: {
        loadingYears: {
          description: 'Loading the model years',
          tags: ['loading'],
          invoke: {
            id: 'loadYears',
            src: 'loadYears',
            input: ({ context }) => calls(context),
            onDone: { target: 'pickingYear', actions: { type: 'takeYears', params: ({ event }) => ({ years: event.output }) } },
            onError: { target: 'listFailed' },
          },
        },
        pickingYear: {
          description: 'Choosing the year',
          on: { 'year.pick': { target: 'loadingMakes', actions: { type: 'pickYear', params: ({ event }) => ({ year: event.year }) } } },
        },
        loadingMakes: {
          description: 'Loading the makes of the year',
          tags: ['loading'],
          invoke: {
            id: 'loadMakes',
            src: 'loadMakes',
            input: ({ context }) => ({ year: context.year ?? 0, ...calls(context) }),
            onDone: { target: 'pickingMake', actions: { type: 'takeMakes', params: ({ event }) => ({ makes: event.output }) } },
            onError: { target: 'listFailed' },
          },
        },
        pickingMake: {
          description: 'Choosing the make',
          on: {
            'year.pick': { target: 'loadingMakes', actions: { type: 'pickYear', params: ({ event }) => ({ year: event.year }) } },
            'make.pick': { target: 'loadingModels', actions: { type: 'pickMake', params: ({ event }) => ({ maker: event.maker }) } },
          },
        },
        loadingModels: {
          description: 'Loading the models of the make',
          tags: ['loading'],
          invoke: {
            id: 'loadModels',
            src: 'loadModels',
            input: ({ context }) => ({ year: context.year ?? 0, maker: context.maker, ...calls(context) }),
            onDone: { target: 'pickingModel', actions: { type: 'takeModels', params: ({ event }) => ({ models: event.output }) } },
            onError: { target: 'listFailed' },
          },
        },
        pickingModel: {
          description: 'Choosing the model',
          on: {
            'year.pick': { target: 'loadingMakes', actions: { type: 'pickYear', params: ({ event }) => ({ year: event.year }) } },
            'make.pick': { target: 'loadingModels', actions: { type: 'pickMake', params: ({ event }) => ({ maker: event.maker }) } },
            'model.pick': { target: 'loadingDetails', actions: { type: 'pickModel', params: ({ event }) => ({ model: event.model }) } },
          },
        },
        loadingDetails: {
          description: 'Finding the VIN of the year, make and model (details[0].vin)',
          tags: ['loading'],
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => ({ year: context.year ?? 0, maker: context.maker, model: context.model, ...calls(context) }),
            onDone: {
              target: 'chosen',
              actions: { type: 'takeDetails', params: detailsAnswer },
            },
            onError: { target: 'listFailed' },
          },
        },
        chosen: {
          description: 'Year, make and model chosen: the mileage to choose',
          on: {
            'year.pick': { target: 'loadingMakes', actions: { type: 'pickYear', params: ({ event }) => ({ year: event.year }) } },
            'make.pick': { target: 'loadingModels', actions: { type: 'pickMake', params: ({ event }) => ({ maker: event.maker }) } },
            'model.pick': { target: 'loadingDetails', actions: { type: 'pickModel', params: ({ event }) => ({ model: event.model }) } },
          },
        },
        listFailed: {
          description: 'A list did not load: a message and a button to try again',
          on: { 'list.retry': { target: 'loadingYears' } },
        },
      },
    },
    saved: { description: 'Saved: the dialog closes with the vehicle', type: 'final' },
    cancelled: { description: 'Cancelled: the dialog closes with nothing', type: 'final', entry: 'forgetDetail' },
  },
});

export type VehicleDialogMachine = typeof vehicleDialogMachine;
