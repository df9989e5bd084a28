/**
 * The driver step's form (portal-5.5 to portal-5.8, portal-8.8): its values, the yup rules built
 * from src/rules/fieldRules.ts (the licence, the date of birth in three parts with the binding age
 * limits' {0}-{1} message, a VIN per car of the kit's pattern, the privacy consent where the
 * carrier asks it), and the values the chart gets.
 */
import * as yup from 'yup';
import type { BindingCar, DriverCheckValues } from '../../machines/binding/driverCheck.machine';
import { VIN_LENGTH } from '../../machines/kit/vin';
import type { BindingText } from '../../src/i18n/binding';
import { ageLimitsMessage, dobRule, patternRule, requiredCheckboxRule } from '../../src/rules/fieldRules';

export interface DriverFormValues {
  licence: string;
  dob: { month: string; day: string; year: string };
  vins: string[];
  consent: boolean;
}

/** A driver's licence: letters and digits (a dash or space between), as states print them. */
export const LICENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,24}$/;

/** A VIN's 17 letters and digits, as the form judges it (VIN_PATTERN, without I, O and Q, is the driver check's). */
export const VIN_CHARACTERS = /^[A-Z0-9]{17}$/i;

export function dobParts(iso: string): DriverFormValues['dob'] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { year: m[1]!, month: m[2]!, day: m[3]! } : { month: '', day: '', year: '' };
}

export function isoOf(dob: DriverFormValues['dob']): string {
  return `${dob.year.trim()}-${dob.month.trim().padStart(2, '0')}-${dob.day.trim().padStart(2, '0')}`;
}

/** The form's first values: what the customer sent before, else the quote's (its date of birth, each car's VIN). */
export function driverFormValues(kept: DriverCheckValues | null, quoteDob: string, cars: readonly BindingCar[]): DriverFormValues {
  return {
    licence: kept?.licence ?? '',
    dob: dobParts(kept?.dob ?? quoteDob),
    vins: cars.map((car, i) => kept?.vins[i] ?? car.vin),
    consent: kept?.consent ?? false,
  };
}

export function driverFormSchema(t: BindingText, limits: { minAge: number; maxAge: number; now: () => Date }, consent: boolean) {
  const m = t.configured;
  const ageMessage = ageLimitsMessage(m.invalidDob, limits.minAge, limits.maxAge);
  return yup.object({
    licence: patternRule(LICENCE_PATTERN, { required: m.requiredDriver, invalid: m.notCorrect }),
    dob: dobRule(limits, { required: m.dateRequired, monthInvalid: ageMessage, dayInvalid: ageMessage, yearInvalid: ageMessage, ageLimits: m.invalidDob }),
    // 17 characters here; the letters I, O and Q are the driver check's to refuse (the chart's `malformed`: the field says so then).
    vins: yup.array(patternRule(VIN_CHARACTERS, { required: m.vinRequired, invalid: m.vinInvalid }, VIN_LENGTH)).required(),
    consent: consent ? requiredCheckboxRule(m.consentRequired) : yup.boolean(),
  });
}

/** What the chart gets: the licence, the date as YYYY-MM-DD, the VINs. */
export function driverCheckValues(values: DriverFormValues): DriverCheckValues {
  return { licence: values.licence.trim(), dob: isoOf(values.dob), vins: values.vins.map((v) => v.trim().toUpperCase()), consent: values.consent };
}
