/**
 * The form kit's field rules as yup schemas, one builder per kind of field. Messages are
 * passed in (from the flow's catalog and configuration), so a flow composes its form schema
 * from these and tests them without React. Input cleaning (what a keystroke or paste keeps)
 * is in fieldInput.ts; these rules judge the cleaned value.
 */
import * as yup from 'yup';
import { ageOn, isRealDate } from './dates';
import { EMAIL_MAX_LENGTH, stripInvisible } from './fieldInput';
import { fill } from '../i18n';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Ten digits, with or without the dashes the phone input writes. */
export const PHONE_PATTERN = /^\d{3}-?\d{3}-?\d{4}$/;
export const ZIP_PATTERN = /^\d{5}$/;
export const MONTH_PATTERN = /^(0?[1-9]|1[0-2])$/;
export const DAY_PATTERN = /^(0?[1-9]|[12]\d|3[01])$/;
export const YEAR_PATTERN = /^\d{4}$/;

export interface FieldMessages {
  required: string;
  invalid: string;
}

/**
 * A required text matching a pattern, judged without invisible characters and surrounding
 * spaces (a value set from storage or a prefill is judged as the inputs would have cleaned it).
 */
export function patternRule(pattern: RegExp, m: FieldMessages, max?: number) {
  const base = yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? stripInvisible(v) : v))
    .trim()
    .required(m.required);
  return (max === undefined ? base : base.max(max, m.invalid)).matches(pattern, m.invalid);
}

/** An email address: trimmed, at most 254 characters, name@domain.tld. */
export function emailRule(m: FieldMessages) {
  return patternRule(EMAIL_PATTERN, m, EMAIL_MAX_LENGTH);
}

/** A US phone number: ten digits, as 999-999-9999 or without dashes. */
export function phoneRule(m: FieldMessages) {
  return patternRule(PHONE_PATTERN, m);
}

/** A ZIP code: exactly five digits. */
export function zipRule(m: FieldMessages) {
  return patternRule(ZIP_PATTERN, m);
}

/** A checkbox that must be ticked (a consent, a policy). */
export function requiredCheckboxRule(message: string) {
  return yup.boolean().oneOf([true], message).required(message);
}

/** One of the offered choices (a radio group or a select); the empty choice counts as unanswered. */
export function choiceRule<T extends string>(choices: readonly T[], message: string) {
  return yup.string().required(message).oneOf([...choices], message);
}

export interface DobValue {
  month: string;
  day: string;
  year: string;
}

export interface AgeLimits {
  minAge: number;
  maxAge: number;
  now: () => Date;
}

export interface DobMessages {
  required: string;
  monthInvalid: string;
  dayInvalid: string;
  yearInvalid: string;
  /**
   * The age-limits message, a template: {0} is replaced by the minimum age and {1} by the
   * maximum (the specifications' form); {min} and {max} are read the same way.
   */
  ageLimits: string;
}

/** The age-limits message with its placeholders filled: "{0} to {1}" with 16 and 75 -> "16 to 75". */
export function ageLimitsMessage(template: string, minAge: number, maxAge: number): string {
  return fill(template, { 0: minAge, 1: maxAge, min: minAge, max: maxAge });
}

/** A real date whose age on `now()` is within [minAge, maxAge]. */
export function isAcceptableDob(dob: DobValue, limits: AgeLimits): boolean {
  if (!MONTH_PATTERN.test(dob.month) || !DAY_PATTERN.test(dob.day) || !YEAR_PATTERN.test(dob.year)) return false;
  const parts = { year: Number(dob.year), month: Number(dob.month), day: Number(dob.day) };
  if (!isRealDate(parts)) return false;
  const age = ageOn(parts, limits.now());
  return age >= limits.minAge && age <= limits.maxAge;
}

/**
 * A date of birth in three parts: each part by pattern (its own message), then the whole a real
 * date with the age inside the limits (the age-limits message, placeholders filled).
 */
export function dobRule(limits: AgeLimits, m: DobMessages) {
  const ageMessage = ageLimitsMessage(m.ageLimits, limits.minAge, limits.maxAge);
  return yup
    .object({
      month: yup.string().trim().required(m.required).matches(MONTH_PATTERN, m.monthInvalid),
      day: yup.string().trim().required(m.required).matches(DAY_PATTERN, m.dayInvalid),
      year: yup.string().trim().required(m.required).matches(YEAR_PATTERN, m.yearInvalid),
    })
    // Only a date whose parts each pass is judged as a whole: a wrong part has its own message.
    .test('acceptable-dob', ageMessage, (value) => {
      const month = value?.month?.trim() ?? '';
      const day = value?.day?.trim() ?? '';
      const year = value?.year?.trim() ?? '';
      if (!MONTH_PATTERN.test(month) || !DAY_PATTERN.test(day) || !YEAR_PATTERN.test(year)) return true;
      return isAcceptableDob({ month, day, year }, limits);
    });
}
