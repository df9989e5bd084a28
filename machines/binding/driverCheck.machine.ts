/**
 * The driver check of online binding and of the payment and e-sign page (portal-5.5, portal-5.6,
 * portal-5.9, portal-7.20): a child chart the flow invokes with the form's values when it moves on
 * (the form's field rules judge the licence, the date of birth's parts and age limits, each VIN's
 * 17 characters and pattern, and the privacy consent where the carrier asks it). It asks the API:
 * the driver lookup by licence and date of birth, or in California by name and address (the quote
 * form's lookups, services/search.ts); no driver found is "given data not correct". Then each
 * car's VIN is decoded (services/vehicle.ts): every one must return details, which update the
 * car's year, make and model; a VIN with none is "VIN wrong" on that car. It ends with the
 * licence, the date of birth and the cars as decoded, or with what stopped it (not correct, a
 * VIN wrong, a failed call, or values that are not whole); the flow keeps the form's values.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import type { Region } from '../../services/http';
import type { DriversAnswer } from '../../services/search';

/** The licence lookups (services/search.ts), loaded with the first one: not with the page's first screen (the bind page's budget). */
export const searchCalls = () => import('../../services/search');
import { getVehicleByVin, type VehicleDetail } from '../../services/vehicle';
import { VIN_PATTERN } from '../kit/vin';

/** A car of the transaction, as the check reads and updates it. */
export interface BindingCar {
  vin: string;
  year: number | null;
  maker: string;
  model: string;
  /** A car the customer added in section 3 (./vehicles.rules.ts: every field of it editable); absent on the quote's cars. */
  added?: boolean;
}

/** Who the customer is, for California's lookup by name and address. */
export interface DriverIdentity {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface DriverCheckInput {
  region: Region;
  driver: DriverIdentity;
  cars: BindingCar[];
  values: DriverCheckValues;
}

/** What the form hands the chart: the licence, the date of birth (YYYY-MM-DD) and one VIN per car. */
export interface DriverCheckValues {
  licence: string;
  dob: string;
  vins: string[];
  /** portal-5.8: the privacy consent, where the carrier asks it (the form requires it; kept for Back, not sent to the API). */
  consent?: boolean;
}

export interface DriverCheckContext extends DriverCheckInput {
  /** The first car whose VIN returned no details. */
  wrongVin: number;
}

export type DriverCheckOutput =
  | { kind: 'checked'; licence: string; dob: string; cars: BindingCar[] }
  | { kind: 'notCorrect' }
  | { kind: 'vinWrong'; index: number }
  | { kind: 'failed' }
  | { kind: 'malformed' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalifornia = (d: DriverIdentity) => d.state.trim().toUpperCase() === 'CA';

/** The licence lookup of the driver: by licence and date of birth, or in California by name and address (portal-5.9). */
export async function lookUpDriver(input: { region: Region; driver: DriverIdentity; licence: string; dob: string }, signal?: AbortSignal): Promise<DriversAnswer> {
  const { driver } = input;
  const { searchDriverByLicense, searchDriversByName } = await searchCalls();
  if (isCalifornia(driver)) {
    return searchDriversByName(
      { firstName: driver.firstName, lastName: driver.lastName, dob: input.dob, address: driver.address, city: driver.city, state: driver.state, zipCode: driver.zipCode },
      { region: input.region, signal },
    );
  }
  return searchDriverByLicense({ licenseNumber: input.licence, dob: input.dob, fetchAddress: false }, { region: input.region, signal });
}

/** The values as sent: the licence trimmed, the VINs trimmed and upper case. */
const cleaned = (v: DriverCheckValues): DriverCheckValues => ({ licence: v.licence.trim(), dob: v.dob, vins: v.vins.map((x) => x.trim().toUpperCase()) });

export const driverCheckMachine = setup({
  types: {
    context: {} as DriverCheckContext,
    input: {} as DriverCheckInput,
    output: {} as DriverCheckOutput,
    tags: {} as 'busy',
  },
  actors: {
    driver: fromCall<DriversAnswer, { region: Region; driver: DriverIdentity; licence: string; dob: string }>(({ input, signal }) => lookUpDriver(input, signal)),
    vins: fromCall<VehicleDetail[][], { region: Region; vins: string[] }>(({ input, signal }) => Promise.all(input.vins.map((vin) => getVehicleByVin(vin, { region: input.region, signal })))),
  },
  guards: {
    /** The form's values are whole: a licence, a date, one VIN of the pattern per car (the form judged them; values that are not are never sent). */
    wellFormed: ({ context }) =>
      context.values.licence !== '' && ISO_DAY.test(context.values.dob) && context.values.vins.length === context.cars.length && context.values.vins.every((v) => VIN_PATTERN.test(v)),
    found: (_, p: { answer: DriversAnswer }) => p.answer.drivers.length > 0,
    allDecoded: (_, p: { details: VehicleDetail[][] }) => p.details.every((d) => d.length > 0),
  },
  actions: {
    assignWrongVin: assign((_, p: { details: VehicleDetail[][] }) => ({ wrongVin: p.details.findIndex((d) => d.length === 0) })),
    /** portal-5.6: each car's year, make and model from its VIN's details. */
    assignCars: assign(({ context }, p: { details: VehicleDetail[][] }) => ({
      cars: context.cars.map((car, i) => {
        const found = p.details[i]?.[0];
        const vin = context.values.vins[i] ?? car.vin;
        return found ? { ...car, vin, year: found.year, maker: found.maker, model: found.model } : { ...car, vin };
      }),
    })),
  },
}).createMachine({
  id: 'driverCheck',
  description: "The driver's licence and date of birth checked, and each car's VIN decoded",
  context: ({ input }) => ({ ...input, cars: input.cars.map((c) => ({ ...c })), values: cleaned(input.values), wrongVin: -1 }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Are the values whole?',
      always: [{ guard: 'wellFormed', target: 'checkingDriver' }, { target: 'malformed' }],
    },
    checkingDriver: {
      description: 'The driver lookup: by licence and date of birth, or in California by name and address',
      tags: ['busy'],
      meta: { spec: ['portal-5.9', 'portal-7.20'] },
      invoke: {
        id: 'driver',
        src: 'driver',
        input: ({ context }) => ({ region: context.region, driver: context.driver, licence: context.values.licence, dob: context.values.dob }),
        onDone: [{ guard: { type: 'found', params: ({ event }) => ({ answer: event.output }) }, target: 'decodingVins' }, { target: 'notCorrect' }],
        onError: { target: 'failed' },
      },
    },
    decodingVins: {
      description: "Each car's VIN decoded: every one must return details",
      tags: ['busy'],
      meta: { spec: ['portal-5.6', 'portal-7.20'] },
      invoke: {
        id: 'vins',
        src: 'vins',
        input: ({ context }) => ({ region: context.region, vins: context.values.vins }),
        onDone: [
          {
            guard: { type: 'allDecoded', params: ({ event }) => ({ details: event.output }) },
            target: 'checked',
            actions: { type: 'assignCars', params: ({ event }) => ({ details: event.output }) },
          },
          { target: 'vinWrong', actions: { type: 'assignWrongVin', params: ({ event }) => ({ details: event.output }) } },
        ],
        onError: { target: 'failed' },
      },
    },
    checked: {
      type: 'final',
      description: 'The driver and the cars are checked',
      output: ({ context }) => ({ kind: 'checked' as const, licence: context.values.licence, dob: context.values.dob, cars: context.cars }),
    },
    notCorrect: { type: 'final', description: 'No driver found: given data not correct', meta: { spec: ['portal-5.9'] }, output: { kind: 'notCorrect' as const } },
    vinWrong: {
      type: 'final',
      description: 'A VIN returned no details: VIN wrong, on its car',
      meta: { spec: ['portal-5.6'] },
      output: ({ context }) => ({ kind: 'vinWrong' as const, index: context.wrongVin }),
    },
    failed: { type: 'final', description: 'A lookup failed: the flow offers the same values again', output: { kind: 'failed' as const } },
    malformed: { type: 'final', description: 'Values that are not whole: nothing sent', output: { kind: 'malformed' as const } },
  },
  output: ({ event }) => event.output as DriverCheckOutput,
});

export type DriverCheckMachine = typeof driverCheckMachine;
