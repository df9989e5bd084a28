/**
 * The vehicles of online binding's section 3 (portal-2.11, portal-2.12, portal-5.6, portal-9.9):
 * what the customer may change on each car, what a saved vehicle must be, and how a car is named.
 * The VIN is the kit's (machines/kit/vin.ts). Readings: decision 51.
 *
 * - A car of the quote changes only its VIN here, as in the driver step: its year, make and model
 *   are what the quote was rated on. A car added here changes every field.
 * - The model year has four digits, from 1981 (the first model year of the 17-character VIN) to
 *   next year in the agency's time zone (new models go on sale the year before).
 * - A VIN already on another car of the policy is refused.
 * - The last vehicle is never removed: a policy insures at least one car.
 */
import { agencyDate } from '../../src/rules/dates';
import { isEditableItem } from '../kit/listEditor';
import { normalizeVinInput, VIN_PATTERN } from '../kit/vin';
import type { BindingCar } from './driverCheck.machine';

/** The first model year of the 17-character VIN (ISO 3779, required on US vehicles from model year 1981). */
export const FIRST_VIN_MODEL_YEAR = 1981;

/** The model years a vehicle may have on the clock's day: 1981 to next year (America/Chicago). */
export function modelYearRange(now: number): { min: number; max: number } {
  return { min: FIRST_VIN_MODEL_YEAR, max: agencyDate(new Date(now)).year + 1 };
}

/** A make or a model as typed: a letter or digit first, then letters, digits, spaces and . & ' / - (at most 40). */
export const VEHICLE_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .&'/-]{0,39}$/u;

export type VehicleField = 'year' | 'maker' | 'model' | 'vin';
export type VehicleProblem = 'required' | 'invalid' | 'duplicate';

const ALL_FIELDS: readonly VehicleField[] = ['year', 'maker', 'model', 'vin'];
const VIN_ONLY: readonly VehicleField[] = ['vin'];

/** What the customer may change on a car: a car of the quote its VIN only, a car added here every field. */
export function vehicleEditableFields(car: Pick<BindingCar, 'added'>): readonly VehicleField[] {
  return car.added ? ALL_FIELDS : VIN_ONLY;
}

/** The blank of a car the customer adds. */
export function newVehicle(): BindingCar {
  return { vin: '', year: null, maker: '', model: '', added: true };
}

/** The car a save keeps: the VIN as the kit reads it; a car of the quote keeps its year, make and model. */
export function savedVehicle(base: BindingCar, given: BindingCar): BindingCar {
  const vin = normalizeVinInput(given.vin);
  if (!base.added) return { ...base, vin };
  return { vin, year: given.year, maker: given.maker.trim(), model: given.model.trim(), added: true };
}

/**
 * portal-2.11, portal-5.6, portal-9.9: a car's problems, by field, among the fields the customer may
 * change: the year a whole model year of the range, a make and a model, the VIN of 17 characters
 * of the kit's pattern and on no other car.
 */
export function vehicleProblems(car: BindingCar, ctx: { others: readonly BindingCar[]; now: number }): Partial<Record<VehicleField, VehicleProblem>> {
  const problems: Partial<Record<VehicleField, VehicleProblem>> = {};
  const fields = vehicleEditableFields(car);
  if (fields.includes('year')) {
    const { min, max } = modelYearRange(ctx.now);
    if (car.year === null) problems.year = 'required';
    else if (!Number.isInteger(car.year) || car.year < min || car.year > max) problems.year = 'invalid';
  }
  for (const field of ['maker', 'model'] as const) {
    if (!fields.includes(field)) continue;
    const value = car[field].trim();
    if (value === '') problems[field] = 'required';
    else if (!VEHICLE_NAME_PATTERN.test(value)) problems[field] = 'invalid';
  }
  const vin = car.vin.trim().toUpperCase();
  if (vin === '') problems.vin = 'required';
  else if (!VIN_PATTERN.test(vin)) problems.vin = 'invalid';
  else if (ctx.others.some((other) => other.vin.trim().toUpperCase() === vin)) problems.vin = 'duplicate';
  return problems;
}

/** portal-2.11: the car at an index may be removed: an index of the list (the kit's), and never the last car (a policy needs one). */
export function mayRemoveVehicle(cars: readonly BindingCar[], index: number): boolean {
  return cars.length > 1 && isEditableItem(cars, index);
}

/** A car as the customer knows it: "2018 Ford F-150" (empty when the quote gave none of them). */
export function vehicleName(car: Pick<BindingCar, 'year' | 'maker' | 'model'>): string {
  return [car.year, car.maker, car.model].filter(Boolean).join(' ');
}
