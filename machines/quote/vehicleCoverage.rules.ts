/**
 * Pure rules of the quote form's vehicles and coverage (quote-3.6, quote-5.9, quote-5.11,
 * quote-5.15, quote-5.17, quote-9.6): the VIN, the dropdowns and the mileage, the recent vehicle,
 * the coverage order and how a limit or a deductible reads. Apart from the first steps' rules
 * (quote.rules.ts) because only the later steps read them: the vehicle dialog, the coverage step
 * and the quote request, which load after the first step. vehicleCoverage.rules.test.ts checks
 * them.
 */
import { agencyDate } from '../../src/rules/dates';
import { isMissing } from '../../src/rules/empty';
import { stripInvisible } from '../../src/rules/fieldInput';
import { isVinPattern, VIN_PATTERN } from '../kit/vin';

// ---------------------------------------------------------------------------------------------
// Vehicles (quote-5.9, quote-5.15, quote-5.17)
// ---------------------------------------------------------------------------------------------

// The VIN's length, pattern and input are the kit's (machines/kit/vin.ts): binding and the payment page check VINs too.
export { isVinPattern, normalizeVinInput, VIN_LENGTH, VIN_PATTERN } from '../kit/vin';
/** quote-5.9: the VIN hint shows once the VIN is longer than this. */
export const VIN_HINT_AFTER = 2;

/** quote-5.9: the hint shows once more than 2 characters are typed. */
export function showVinHint(vin: string): boolean {
  return vin.trim().length > VIN_HINT_AFTER;
}

/** ISO 3779 / 49 CFR 565 transliteration of letters to values (digits are themselves). */
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
/** The weight of each of the 17 positions; position 9 (the check digit itself) weighs 0. */
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit a VIN must carry in position 9: the weighted sum of the transliterated
 * characters modulo 11, with 10 written as X. Null when the VIN does not match the pattern.
 */
export function vinCheckDigit(vin: string): string | null {
  const v = vin.trim().toUpperCase();
  if (!VIN_PATTERN.test(v)) return null;
  let sum = 0;
  Array.from(v).forEach((ch, i) => {
    const value = /\d/.test(ch) ? Number(ch) : (VIN_LETTER_VALUES[ch] ?? 0);
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  });
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** The VIN matches the pattern and its position 9 is the check digit of the rest. */
export function hasValidVinCheckDigit(vin: string): boolean {
  const v = vin.trim().toUpperCase();
  const expected = vinCheckDigit(v);
  return expected !== null && v[8] === expected;
}

export type VinError = 'required' | 'pattern' | 'checkDigit';

/**
 * quote-5.9 and an extra rule: a VIN is required, matches the pattern, and carries a correct
 * check digit (every VIN of a vehicle sold in the US does; a typo in one character is caught).
 */
export function vinError(vin: string): VinError | null {
  const v = stripInvisible(vin).trim();
  if (v === '') return 'required';
  if (!isVinPattern(v)) return 'pattern';
  return hasValidVinCheckDigit(v) ? null : 'checkDigit';
}

/** quote-5.9: a year, make, model or mileage dropdown has a choice: not empty and not '0'. */
export function isDropdownChosen(value: string | number | null | undefined): boolean {
  return !isMissing(value) && String(value).trim() !== '0';
}

/** quote-5.9, quote-4.5: the mileage dropdown must not be '0' when mileage is required (CA). */
export function isMileageValid(value: string | number | null | undefined, required: boolean): boolean {
  return !required || isDropdownChosen(value);
}

/** quote-5.15: a vehicle is "recent" when it is at most 5 model years old. */
export const RECENT_VEHICLE_MAX_AGE = 5;

/**
 * quote-5.15: the vehicle is 5 years old or newer on `now` (the year in America/Chicago): in 2026,
 * 2021 and later (a next-year model too); 2020 is not. An unreadable year is not recent.
 */
export function isRecentVehicle(year: number | string, now: Date): boolean {
  const y = Number(year);
  if (!Number.isInteger(y) || String(year).trim() === '') return false;
  return agencyDate(now).year - y <= RECENT_VEHICLE_MAX_AGE;
}

/** quote-5.15: some vehicle of the list is recent (the coverage step then shows its extra element). */
export function hasRecentVehicle(vehicles: readonly { year: number | string }[], now: Date): boolean {
  return vehicles.some((v) => isRecentVehicle(v.year, now));
}

export type MileageBand = 10000 | 12000 | 20000;

/**
 * quote-5.17: the annual mileage sent for the miles a customer drives: up to 12000 gives 10000,
 * 12001 to 20000 gives 12000, more than 20000 gives 20000. A value that is not a number gives
 * the default mileage (10000).
 */
export function annualMileageBand(miles: number): MileageBand {
  if (!Number.isFinite(miles) || miles <= 12000) return 10000;
  if (miles <= 20000) return 12000;
  return 20000;
}

// ---------------------------------------------------------------------------------------------
// Coverages (quote-3.6, quote-5.11, quote-5.17, quote-9.6)
// ---------------------------------------------------------------------------------------------

/** quote-9.6: the order coverages are shown in. */
export const COVERAGE_ORDER = ['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM', 'CWAIV'] as const;
export type CoverageCode = (typeof COVERAGE_ORDER)[number];
/** quote-9.6, quote-5.11: the codes a custom coverage may offer (CWAIV is not one). */
export const CUSTOM_COVERAGE_CODES = ['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM'] as const satisfies readonly CoverageCode[];
/** quote-5.11: the coverages selected when the custom coverage opens. */
export const DEFAULT_CUSTOM_SELECTION = ['BI', 'PD'] as const satisfies readonly CoverageCode[];
/** quote-3.6: shown as "val1 / val2" (per person / per accident). */
export const SPLIT_LIMIT_CODES: readonly string[] = ['BI', 'UM'];
/** quote-3.6: shown by their deductible. */
export const DEDUCTIBLE_CODES: readonly string[] = ['COMP', 'COLL'];

function orderOf(code: string): number {
  const i = (COVERAGE_ORDER as readonly string[]).indexOf(code.trim().toUpperCase());
  return i === -1 ? COVERAGE_ORDER.length : i;
}

/** quote-9.6: coverages in the display order; codes outside the list follow, in the order given. */
export function sortCoverages<T extends { coverageCd: string }>(coverages: readonly T[]): T[] {
  return coverages
    .map((c, i) => ({ c, i }))
    .sort((a, b) => orderOf(a.c.coverageCd) - orderOf(b.c.coverageCd) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * quote-5.11, quote-9.6: the coverages the custom coverage shows, one dropdown each: only those
 * whose code is in the allowed list (by default BI, PD, PIP, UM, UMPD, COMP, COLL, RREIM), in the
 * display order.
 */
export function customCoveragesShown<T extends { coverageCd: string }>(
  coverages: readonly T[],
  allowed: readonly string[] = CUSTOM_COVERAGE_CODES,
): T[] {
  const codes = new Set(allowed.map((a) => a.trim().toUpperCase()));
  return sortCoverages(coverages.filter((c) => codes.has(c.coverageCd.trim().toUpperCase())));
}

/** quote-5.11: the codes selected when the custom coverage opens: BI and PD, those of them that show. */
export function initialCustomSelection(shownCodes: readonly string[]): CoverageCode[] {
  const shown = new Set(shownCodes.map((c) => c.trim().toUpperCase()));
  return DEFAULT_CUSTOM_SELECTION.filter((c) => shown.has(c));
}

/** A limit or deductible as the API gives it (numbers may come as text; some values are words such as "Reject"). */
export type CoverageAmount = number | string | null | undefined;

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const inThousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A number read from a limit or deductible ("30000", "$1,000", 500); null when it is not one. */
function amountNumber(value: number | string): number | null {
  const text = String(value).trim().replace(/^\$/, '').replace(/,/g, '');
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * quote-5.17: a coverage limit for display: above 1000 it is divided by 1000 and shown as $Nk
 * (30000 -> "$30k", 12500 -> "$12.5k", 1001 -> "$1.001k"); 1000 and less as dollars ("$1,000", "$500"). Text
 * that is not a number is shown as given ("Reject"); nothing gives ''.
 */
export function formatCoverageLimit(value: CoverageAmount): string {
  if (value === null || value === undefined || isMissing(value)) return '';
  const n = amountNumber(value);
  if (n === null) return String(value).trim();
  return n > 1000 ? `$${inThousands.format(n / 1000)}k` : `$${dollars.format(n)}`;
}

/** A deductible for display, in dollars ("$500", "$2,500"); text that is not a number as given. */
export function formatDeductible(value: CoverageAmount): string {
  if (value === null || value === undefined || isMissing(value)) return '';
  const n = amountNumber(value);
  return n === null ? String(value).trim() : `$${dollars.format(n)}`;
}

/** One coverage's selected values: its limits (val1, val2, val3) and deductible. */
export interface CoverageValues {
  coverageCd: string;
  val1?: CoverageAmount;
  val2?: CoverageAmount;
  val3?: CoverageAmount;
  deductible?: CoverageAmount;
}

/**
 * quote-3.6, quote-5.17: the text of a coverage's value: BI and UM as "val1 / val2"
 * ("$30k / $60k"); COMP and COLL by their deductible ("$500"); any other by its first limit.
 */
export function coverageValueText(coverage: CoverageValues): string {
  const code = coverage.coverageCd.trim().toUpperCase();
  if (SPLIT_LIMIT_CODES.includes(code)) {
    const first = formatCoverageLimit(coverage.val1);
    const second = formatCoverageLimit(coverage.val2);
    return first && second ? `${first} / ${second}` : first || second;
  }
  if (DEDUCTIBLE_CODES.includes(code)) return formatDeductible(coverage.deductible);
  return formatCoverageLimit(coverage.val1);
}
