/**
 * Pure rules of the dates a driver types in three parts (month, day, year): the date of birth and
 * its age limits (quote-5.4, quote-5.5, quote-9.4), and a licence's issue date in the add/edit
 * driver dialog (quote-2.23). No I/O and no clock: a rule that depends on the date takes `now`
 * (read in America/Chicago). The first driver step, the driver dialog, the previous-quotes check
 * and the quote request call these; driverDates.rules.test.ts checks them against the spec.
 *
 * Calendar arithmetic is src/rules/dates.ts and the part patterns and the age-limits message are
 * src/rules/fieldRules.ts: these rules use them and add what only the quote form says.
 */
import { agencyDate, ageOn, isRealDate, toIsoDate, type DateParts } from '../../src/rules/dates';
import { stripInvisible } from '../../src/rules/fieldInput';
import { DAY_PATTERN, MONTH_PATTERN, YEAR_PATTERN, ageLimitsMessage, type DobValue } from '../../src/rules/fieldRules';

// ---------------------------------------------------------------------------------------------
// Date of birth and age limits (quote-5.4, quote-5.5)
// ---------------------------------------------------------------------------------------------

/** quote-5.4: the earliest and latest year a date of birth may have. */
export const DOB_MIN_YEAR = 1920;
export const DOB_MAX_YEAR = 3999;

export type DriverRole = 'primary' | 'additional';

/** Inclusive ages in whole years. */
export interface AgeRange {
  min: number;
  max: number;
}

/** quote-5.5, quote-9.4: primary driver 16 to 75, a second driver 15 to 75. */
export const DEFAULT_AGE_LIMITS: Readonly<Record<DriverRole, AgeRange>> = {
  primary: { min: 16, max: 75 },
  additional: { min: 15, max: 75 },
};

/** Configured age limits (quote-5.5 "both configurable"); a limit not configured keeps its default. */
export type AgeLimitsConfig = Partial<Record<DriverRole, Partial<AgeRange>>>;

/** quote-5.5: the age limits of a driver role, with the configured values over the defaults. */
export function ageLimitsFor(role: DriverRole, configured: AgeLimitsConfig = {}): AgeRange {
  return { ...DEFAULT_AGE_LIMITS[role], ...configured[role] };
}

/** What is wrong with a date of birth, the first problem found, part by part. */
export type DobError = 'required' | 'month' | 'day' | 'year' | 'notRealDate' | 'age';

function cleanPart(value: string): string {
  return stripInvisible(value).trim();
}

/** The three parts as numbers, or null when a part does not pass its pattern or the year range. */
function dobParts(dob: DobValue): DateParts | null {
  const month = cleanPart(dob.month);
  const day = cleanPart(dob.day);
  const year = cleanPart(dob.year);
  if (!MONTH_PATTERN.test(month) || !DAY_PATTERN.test(day) || !isDobYear(year)) return null;
  return { year: Number(year), month: Number(month), day: Number(day) };
}

function isDobYear(year: string): boolean {
  return YEAR_PATTERN.test(year) && Number(year) >= DOB_MIN_YEAR && Number(year) <= DOB_MAX_YEAR;
}

/**
 * quote-5.4, quote-5.5: a date of birth in three parts, each checked by its own pattern (month
 * 1-12, day 1-31, a four-digit year from 1920 to 3999), then a real date, then the driver's age
 * on `now` (America/Chicago) inside `limits`. Null when acceptable.
 */
export function dobError(dob: DobValue, limits: AgeRange, now: Date): DobError | null {
  const month = cleanPart(dob.month);
  const day = cleanPart(dob.day);
  const year = cleanPart(dob.year);
  if (month === '' || day === '' || year === '') return 'required';
  if (!MONTH_PATTERN.test(month)) return 'month';
  if (!DAY_PATTERN.test(day)) return 'day';
  if (!isDobYear(year)) return 'year';
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  if (!isRealDate(parts)) return 'notRealDate';
  const age = ageOn(parts, now);
  return age >= limits.min && age <= limits.max ? null : 'age';
}

/**
 * quote-5.4: the date of birth joined as MM-DD-YYYY ("4", "1", "1985" -> "04-01-1985"); null
 * when a part does not pass its pattern. Ten characters, the length that starts a licence
 * lookup (quote-5.8).
 */
export function joinDob(dob: DobValue): string | null {
  const parts = dobParts(dob);
  if (!parts) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(parts.month)}-${pad(parts.day)}-${String(parts.year)}`;
}

/** quote-5.4: an MM-DD-YYYY date of birth as an ISO date (YYYY-MM-DD); null when it is not a real date in that form. */
export function dobToIso(joined: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(joined.trim());
  if (!m) return null;
  const parts = dobParts({ month: m[1] ?? '', day: m[2] ?? '', year: m[3] ?? '' });
  return parts && isRealDate(parts) ? toIsoDate(parts) : null;
}

/**
 * quote-5.4: the date inputs accept digits and the slash only. `key` is a keyboard event's key:
 * a character key passes when it is a digit or "/"; a named key (Backspace, Tab, ArrowLeft...)
 * is not a character and always passes, so editing and moving between fields keep working.
 */
export function isDobKeyAllowed(key: string): boolean {
  if (Array.from(key).length > 1) return true;
  return /^[0-9/]$/.test(key);
}

/**
 * quote-5.5: the year input's min and max, from the age limits on `now` (America/Chicago): the
 * years of the earliest and the latest acceptable dates of birth, kept within 1920..3999. With 16
 * to 75 on 21 November 2026: 1950 (born 22 November 1950 is 75) to 2010 (born 21 November 2010
 * is 16); on 31 December 2026 the earliest acceptable date is 1 January 1951.
 */
export function dobYearBounds(limits: AgeRange, now: Date): { min: number; max: number } {
  const today = agencyDate(now);
  // The earliest acceptable birth date is the day after today's date limits.max + 1 years ago: in
  // the following year only when today is 31 December.
  const earliestYear = today.month === 12 && today.day === 31 ? today.year - limits.max : today.year - limits.max - 1;
  return {
    min: Math.max(DOB_MIN_YEAR, earliestYear),
    max: Math.min(DOB_MAX_YEAR, today.year - limits.min),
  };
}

/**
 * quote-5.5: the configured invalid-DOB message with {0} replaced by the minimum age and {1} by
 * the maximum ("Drivers must be {0} to {1}" -> "Drivers must be 16 to 75").
 */
export function invalidDobMessage(template: string, limits: AgeRange): string {
  return ageLimitsMessage(template, limits.min, limits.max);
}

// ---------------------------------------------------------------------------------------------
// Licence issue date (quote-2.23)
// ---------------------------------------------------------------------------------------------

export type IssueDateError = 'month' | 'day' | 'year' | 'notRealDate' | 'future' | 'beforeBirth';

/**
 * quote-2.23: a licence's issue date, in three parts like the date of birth. Optional (all parts
 * empty is none); otherwise each part by its pattern, a real date, not after `now` (America/Chicago)
 * and not before the driver's date of birth (when that is a real date).
 */
export function issueDateError(issue: DobValue, dob: DobValue, now: Date): IssueDateError | null {
  const month = cleanPart(issue.month);
  const day = cleanPart(issue.day);
  const year = cleanPart(issue.year);
  if (month === '' && day === '' && year === '') return null;
  if (!MONTH_PATTERN.test(month)) return 'month';
  if (!DAY_PATTERN.test(day)) return 'day';
  if (!isDobYear(year)) return 'year';
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  if (!isRealDate(parts)) return 'notRealDate';
  if (ageOn(parts, now) < 0) return 'future';
  const born = dobParts(dob);
  if (born && isRealDate(born) && toIsoDate(parts) < toIsoDate(born)) return 'beforeBirth';
  return null;
}

/** An issue date with no part typed: none. */
export function isEmptyDate(value: DobValue): boolean {
  return cleanPart(value.month) === '' && cleanPart(value.day) === '' && cleanPart(value.year) === '';
}
