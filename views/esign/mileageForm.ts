/**
 * The mileage dialog's form (portal-3.17; machines/esign/mileage.rules.ts has the limits): its
 * values as typed, the yup rules of the odometer, the annual mileage, commuting and its days, and
 * the form the chart gets. The commute address is not a form value: the chart holds the address
 * picked from the suggestions, and refuses a save that commutes without one (portal-8.8).
 */
import * as yup from 'yup';
import { MILEAGE_LIMITS, type MileageForm } from '../../machines/esign/mileage.rules';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import type { EsignText } from '../../src/i18n/esign';

export interface MileageFormValues {
  odometerReading: string;
  selectedAnnualMileage: string;
  commutingVehicle: '' | 'yes' | 'no';
  commutingDays: string;
}

/** Whole miles as typed: digits, with or without thousands commas ("12,345"). */
const WHOLE_MILES = /^\d{1,3}(,?\d{3})*$/;

/** The miles typed, as a number (null: nothing or not whole miles). */
export function milesOf(text: string): number | null {
  const t = text.trim();
  return WHOLE_MILES.test(t) ? Number(t.replace(/,/g, '')) : null;
}

export function mileageFormValues(form: MileageForm): MileageFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    odometerReading: text(form.odometerReading),
    selectedAnnualMileage: text(form.selectedAnnualMileage),
    commutingVehicle: form.commutingVehicle === null ? '' : form.commutingVehicle ? 'yes' : 'no',
    commutingDays: text(form.commutingDays),
  };
}

/** What the chart gets (it judges again, with the address). */
export function formOfValues(values: MileageFormValues): MileageForm {
  const days = values.commutingDays.trim();
  return {
    odometerReading: milesOf(values.odometerReading),
    selectedAnnualMileage: milesOf(values.selectedAnnualMileage),
    commutingVehicle: values.commutingVehicle === '' ? null : values.commutingVehicle === 'yes',
    commutingDays: /^\d+$/.test(days) ? Number(days) : null,
  };
}

/** A limit as the page writes numbers ("999,999"). */
const formatted = (lang: Lang, n: number) => new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US').format(n);

export function mileageFormSchema(t: EsignText['mileage'], lang: Lang) {
  const miles = (limits: { min: number; max: number }, required: string, invalid: string) => {
    const message = fill(invalid, { min: formatted(lang, limits.min), max: formatted(lang, limits.max) });
    return yup
      .string()
      .trim()
      .required(required)
      .test('whole-miles', message, (value) => {
        const n = milesOf(value ?? '');
        return n !== null && n >= limits.min && n <= limits.max;
      });
  };
  const days = MILEAGE_LIMITS.commutingDays;
  return yup.object({
    odometerReading: miles(MILEAGE_LIMITS.odometerReading, t.odometerRequired, t.odometerInvalid),
    selectedAnnualMileage: miles(MILEAGE_LIMITS.selectedAnnualMileage, t.annualRequired, t.annualInvalid),
    commutingVehicle: yup.string().oneOf(['yes', 'no'], t.commutingRequired).required(t.commutingRequired),
    commutingDays: yup
      .string()
      .when('commutingVehicle', {
        is: 'yes',
        then: (rule) =>
          rule.required(t.daysRequired).test('days', fill(t.daysInvalid, days), (value) => {
            const n = Number(value);
            return Number.isInteger(n) && n >= days.min && n <= days.max;
          }),
      }),
  });
}
