/**
 * The vehicle dialog's form (portal-2.11, portal-9.9): its values, the yup rules of the fields the
 * customer may change (machines/binding/vehicles.rules.ts: a car of the quote its VIN only), and the
 * car the chart gets. The form judges the year (four digits, 1981 to next year), the make, the
 * model and the VIN's 17 letters and digits; the letters I, O and Q and a VIN already on another
 * car are the chart's to refuse (its refusal shows at the VIN field), as in the driver step.
 */
import * as yup from 'yup';
import type { BindingCar } from '../../machines/binding/driverCheck.machine';
import { VEHICLE_NAME_PATTERN, type VehicleField } from '../../machines/binding/vehicles.rules';
import { VIN_LENGTH } from '../../machines/kit/vin';
import { fill } from '../../src/i18n';
import type { BindingText } from '../../src/i18n/binding';
import { patternRule, YEAR_PATTERN } from '../../src/rules/fieldRules';
import { VIN_CHARACTERS } from './driverForm';

export interface VehicleFormValues {
  year: string;
  maker: string;
  model: string;
  vin: string;
}

export function vehicleFormValues(car: BindingCar): VehicleFormValues {
  return { year: car.year === null ? '' : String(car.year), maker: car.maker, model: car.model, vin: car.vin };
}

/** What the chart gets: the car with the values typed (the chart keeps, of a car of the quote, the VIN only). */
export function vehicleOf(base: BindingCar, values: VehicleFormValues): BindingCar {
  const year = values.year.trim();
  return { ...base, year: YEAR_PATTERN.test(year) ? Number(year) : null, maker: values.maker.trim(), model: values.model.trim(), vin: values.vin.trim().toUpperCase() };
}

export function vehicleFormSchema(t: BindingText, range: { min: number; max: number }, editable: readonly VehicleField[]) {
  const v = t.vehicles;
  const m = t.configured;
  const yearInvalid = fill(v.yearInvalid, range);
  const year = patternRule(YEAR_PATTERN, { required: v.yearRequired, invalid: yearInvalid }).test('model-year', yearInvalid, (value) => {
    const n = Number(value);
    return n >= range.min && n <= range.max;
  });
  const name = (required: string, invalid: string) => patternRule(VEHICLE_NAME_PATTERN, { required, invalid }, 40);
  const only = (field: VehicleField, rule: yup.StringSchema) => (editable.includes(field) ? rule : yup.string());
  return yup.object({
    year: only('year', year),
    maker: only('maker', name(v.makeRequired, v.makeInvalid)),
    model: only('model', name(v.modelRequired, v.modelInvalid)),
    // 17 characters here; the letters I, O and Q and a VIN of another car are the chart's to refuse.
    vin: patternRule(VIN_CHARACTERS, { required: m.vinRequired, invalid: m.vinInvalid }, VIN_LENGTH),
  });
}
