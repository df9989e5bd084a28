/**
 * Pure rules of the dates a driver types (machines/quote/driverDates.rules.ts) against the
 * specification: the date of birth part by part (quote-5.4), joined and read back, the keys its
 * inputs accept, and the age limits (quote-5.5, quote-9.4) with the year bounds and the message.
 * The licence issue date is checked with the relations of the driver dialog (quote-2.23) in
 * quote.rules.test.ts. A test names a clause only when it checks all of the clause.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGE_LIMITS, ageLimitsFor, dobError, dobToIso, dobYearBounds, invalidDobMessage, isDobKeyAllowed, joinDob, type AgeRange, type DobError } from './driverDates.rules';

/** Noon in Chicago on 21 November 2026. */
const NOW = new Date('2026-11-21T18:00:00Z');
const dob = (month: string, day: string, year: string) => ({ month, day, year });
const PRIMARY = DEFAULT_AGE_LIMITS.primary;
const ADDITIONAL = DEFAULT_AGE_LIMITS.additional;
/** Wide enough that only the parts and the calendar decide. */
const ANY_AGE: AgeRange = { min: -3000, max: 200 };

describe('date of birth', () => {
  const parts: [string, ReturnType<typeof dob>, DobError | null][] = [
    ['no month', dob('', '1', '1990'), 'required'],
    ['no day', dob('1', ' ', '1990'), 'required'],
    ['no year', dob('1', '1', ''), 'required'],
    ['month 0', dob('0', '1', '1990'), 'month'],
    ['month 1', dob('1', '1', '1990'), null],
    ['month 12', dob('12', '1', '1990'), null],
    ['month 13', dob('13', '1', '1990'), 'month'],
    ['day 0', dob('1', '0', '1990'), 'day'],
    ['day 1', dob('1', '1', '1990'), null],
    ['day 31', dob('1', '31', '1990'), null],
    ['day 32', dob('1', '32', '1990'), 'day'],
    ['year 1919', dob('1', '1', '1919'), 'year'],
    ['year 1920', dob('1', '1', '1920'), null],
    ['year 3999', dob('1', '1', '3999'), null],
    ['year 4000', dob('1', '1', '4000'), 'year'],
    ['a 3-digit year', dob('1', '1', '990'), 'year'],
    ['a 5-digit year', dob('1', '1', '19900'), 'year'],
    ['letters', dob('1a', '1', '1990'), 'month'],
    ['29 February 2000 (leap year)', dob('2', '29', '2000'), null],
    ['29 February 2001', dob('2', '29', '2001'), 'notRealDate'],
    ['30 April', dob('4', '30', '1990'), null],
    ['31 April', dob('4', '31', '1990'), 'notRealDate'],
  ];
  it.each(parts)('[quote-5.4] %s: %j gives %j', (_label, value, expected) => {
    expect(dobError(value, ANY_AGE, NOW)).toBe(expected);
  });

  const joined: [ReturnType<typeof dob>, string | null][] = [
    [dob('4', '1', '1985'), '04-01-1985'],
    [dob('04', '21', '1985'), '04-21-1985'],
    [dob('12', '31', '1920'), '12-31-1920'],
    [dob('1', '1', '3999'), '01-01-3999'],
    [dob('1', '1', '1919'), null],
    [dob('13', '1', '1985'), null],
  ];
  it.each(joined)('[quote-5.4] %j is joined as %j (MM-DD-YYYY)', (value, expected) => {
    expect(joinDob(value)).toBe(expected);
    if (expected) expect(expected).toHaveLength(10);
  });

  const iso: [string, string | null][] = [
    ['04-21-1985', '1985-04-21'],
    ['12-31-1920', '1920-12-31'],
    ['02-29-2000', '2000-02-29'],
    ['02-29-2001', null],
    ['4-21-1985', null],
    ['1985-04-21', null],
    ['04/21/1985', null],
    ['01-01-1919', null],
  ];
  it.each(iso)('[quote-5.4] %j is the ISO date %j', (value, expected) => {
    expect(dobToIso(value)).toBe(expected);
  });

  const keys: [string, boolean][] = [
    ['0', true],
    ['9', true],
    ['/', true],
    ['-', false],
    ['.', false],
    ['a', false],
    [' ', false],
    ['Backspace', true],
    ['Tab', true],
    ['ArrowLeft', true],
  ];
  it.each(keys)('[quote-5.4] the date key %j is allowed: %j (digits and slash only)', (key, allowed) => {
    expect(isDobKeyAllowed(key)).toBe(allowed);
  });
});

describe('age limits', () => {
  it('[quote-5.5] primary driver 16 to 75, second driver 15 to 75, each configurable', () => {
    expect(ageLimitsFor('primary')).toEqual({ min: 16, max: 75 });
    expect(ageLimitsFor('additional')).toEqual({ min: 15, max: 75 });
    const configured = { primary: { min: 18 }, additional: { max: 80 } };
    expect(ageLimitsFor('primary', configured)).toEqual({ min: 18, max: 75 });
    expect(ageLimitsFor('additional', configured)).toEqual({ min: 15, max: 80 });
  });

  const ages: [string, AgeRange, ReturnType<typeof dob>, DobError | null][] = [
    ['primary, 16 today', PRIMARY, dob('11', '21', '2010'), null],
    ['primary, 16 tomorrow', PRIMARY, dob('11', '22', '2010'), 'age'],
    ['primary, 75 until tomorrow', PRIMARY, dob('11', '22', '1950'), null],
    ['primary, 76 today', PRIMARY, dob('11', '21', '1950'), 'age'],
    ['second driver, 15 today', ADDITIONAL, dob('11', '21', '2011'), null],
    ['second driver, 15 tomorrow', ADDITIONAL, dob('11', '22', '2011'), 'age'],
    ['second driver, 75 until tomorrow', ADDITIONAL, dob('11', '22', '1950'), null],
    ['second driver, 76 today', ADDITIONAL, dob('11', '21', '1950'), 'age'],
  ];
  it.each(ages)('[quote-5.5] %s: %j gives %j', (_label, limits, value, expected) => {
    expect(dobError(value, limits, NOW)).toBe(expected);
  });

  it('[quote-5.5] counts the age in America/Chicago (03:00 UTC on the 22nd is still the 21st there)', () => {
    const lateEvening = new Date('2026-11-22T03:00:00Z');
    expect(dobError(dob('11', '22', '2010'), PRIMARY, lateEvening)).toBe('age');
    expect(dobError(dob('11', '22', '2010'), PRIMARY, new Date('2026-11-22T06:00:00Z'))).toBeNull();
  });

  const bounds: [string, AgeRange, string, { min: number; max: number }][] = [
    ['primary', PRIMARY, '2026-11-21T18:00:00Z', { min: 1950, max: 2010 }],
    ['second driver', ADDITIONAL, '2026-11-21T18:00:00Z', { min: 1950, max: 2011 }],
    ['primary on 31 December', PRIMARY, '2026-12-31T18:00:00Z', { min: 1951, max: 2010 }],
    ['primary on 1 January', PRIMARY, '2026-01-01T18:00:00Z', { min: 1950, max: 2010 }],
    ['a configured 120 years stops at 1920', { min: 16, max: 120 }, '2026-11-21T18:00:00Z', { min: 1920, max: 2010 }],
  ];
  it.each(bounds)('[quote-5.5] the year input of the %s (limits %j, on %s) runs %j', (_label, limits, at, expected) => {
    expect(dobYearBounds(limits, new Date(at))).toEqual(expected);
  });

  /** Every date of a year, as month/day/year parts. */
  function daysOf(year: number) {
    const out: ReturnType<typeof dob>[] = [];
    for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d = new Date(d.getTime() + 86_400_000)) {
      out.push(dob(String(d.getUTCMonth() + 1), String(d.getUTCDate()), String(year)));
    }
    return out;
  }
  const nows = ['2026-11-21T18:00:00Z', '2026-12-31T18:00:00Z', '2026-01-01T18:00:00Z', '2028-02-29T18:00:00Z'];
  it.each(nows)('[quote-5.5] on %s the year bounds hold an acceptable date and the years beyond hold none', (at) => {
    const now = new Date(at);
    for (const limits of [PRIMARY, ADDITIONAL]) {
      const { min, max } = dobYearBounds(limits, now);
      expect(daysOf(min).some((d) => dobError(d, limits, now) === null)).toBe(true);
      expect(daysOf(max).some((d) => dobError(d, limits, now) === null)).toBe(true);
      expect(daysOf(min - 1).every((d) => dobError(d, limits, now) === 'age')).toBe(true);
      expect(daysOf(max + 1).every((d) => dobError(d, limits, now) !== null)).toBe(true);
    }
  });

  const messages: [string, AgeRange, string][] = [
    ['Drivers must be {0} to {1} years old', PRIMARY, 'Drivers must be 16 to 75 years old'],
    ['Drivers must be {0} to {1} years old', ADDITIONAL, 'Drivers must be 15 to 75 years old'],
    ['El conductor debe tener entre {0} y {1} años', { min: 18, max: 80 }, 'El conductor debe tener entre 18 y 80 años'],
    ['{1} is the oldest, {0} the youngest', PRIMARY, '75 is the oldest, 16 the youngest'],
  ];
  it.each(messages)('[quote-5.5] %j with %j reads %j', (template, limits, expected) => {
    expect(invalidDobMessage(template, limits)).toBe(expected);
  });
});
