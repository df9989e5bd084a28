/**
 * Pure rules of the quote form against the specification's tables and limits. A test names a
 * clause only when it checks all of the clause; rules whose clause also needs the screen (a
 * value formatted as typed, a hint or a message appearing, a lookup started) are checked here
 * without a clause id, and the view and machine tests name those clauses.
 */
import { describe, expect, it } from 'vitest';
import { normalizePhoneInput } from '../../src/rules/fieldInput';
import { AFFILIATE_DATA_EMPTY, AFFILIATE_ERROR, DEFAULT_AGE_LIMITS, DEFAULT_LICENSE_TYPE, DEFAULT_MILEAGE, DEFAULT_PRIMARY_DRIVER_RELATION, DEFAULT_TERM_MONTHS, LEAD_CARRIERS_MAX, LICENSE_IMAGE_MAX_BYTES, QUOTE_STAGES, VERIFY_ATTEMPTS_MAX, affiliateFieldEmptyMessage, ageLimitsFor, checkAffiliateData, defaultTerm, dobError, dobToIso, dobYearBounds, genderCode, invalidDobMessage, isDobKeyAllowed, isLicenseIdRequired, isValidAddress, isValidName, isValidPhone, joinDob, licenseImageError, maritalCode, primaryDriverConflicts, relationCode, RELATION_CHOICES, issueDateError, isOfferedRelation, relationFromCode, shouldLookUpLicense, showsRelationAndIssueDate, stageProgress, withDriverRole, type AgeRange, type DobError, type DriverRoleFields, type QuoteStage, type RelationName } from './quote.rules';
import { COVERAGE_ORDER, CUSTOM_COVERAGE_CODES, DEFAULT_CUSTOM_SELECTION, annualMileageBand, coverageValueText, customCoveragesShown, formatCoverageLimit, hasRecentVehicle, hasValidVinCheckDigit, initialCustomSelection, isDropdownChosen, isMileageValid, isRecentVehicle, isVinPattern, normalizeVinInput, showVinHint, sortCoverages, vinCheckDigit, vinError, type CoverageValues } from './vehicleCoverage.rules';

/** Noon in Chicago on 21 November 2026. */
const NOW = new Date('2026-11-21T18:00:00Z');
const dob = (month: string, day: string, year: string) => ({ month, day, year });
const PRIMARY = DEFAULT_AGE_LIMITS.primary;
const ADDITIONAL = DEFAULT_AGE_LIMITS.additional;
/** Wide enough that only the parts and the calendar decide. */
const ANY_AGE: AgeRange = { min: -3000, max: 200 };

describe('progress per stage', () => {
  const rows: [string, QuoteStage, number][] = [
    ['quote-2.15', 'driver1', 0],
    ['quote-2.16', 'driver2', 10],
    ['quote-2.17', 'driver3', 20],
    ['quote-2.18', 'driversummary', 30],
    ['quote-2.19', 'vehiclesummary', 37],
    ['quote-2.20', 'coverage', 70],
    ['quote-2.21', 'consent', 80],
    ['quote-2.22', 'quotes', 100],
  ];
  it.each(rows)('[%s] %s shows %i%%', (_id, stage, percent) => {
    expect(stageProgress(stage)).toBe(percent);
  });

  it('has a percentage for every stage, growing with the flow', () => {
    expect(rows.map(([, stage]) => stage)).toEqual([...QUOTE_STAGES]);
    const values = QUOTE_STAGES.map(stageProgress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('defaults', () => {
  it('term 6 months, mileage 10000, licence type 6, relation none, image 5242880 bytes, 3 verify attempts, 10 lead carriers', () => {
    expect(DEFAULT_TERM_MONTHS).toBe(6);
    expect(DEFAULT_MILEAGE).toBe(10000);
    expect(DEFAULT_LICENSE_TYPE).toBe(6);
    expect(DEFAULT_PRIMARY_DRIVER_RELATION).toBe(0);
    expect(LICENSE_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(VERIFY_ATTEMPTS_MAX).toBe(3);
    expect(LEAD_CARRIERS_MAX).toBe(10);
  });

  const terms: [number[], number | null][] = [
    [[6, 12], 6],
    [[12, 6], 6],
    [[12], 12],
    [[3, 12], 3],
    [[], null],
  ];
  it.each(terms)('the configured terms %j open on %j', (offered, expected) => {
    expect(defaultTerm(offered)).toBe(expected);
  });
});

describe('names and address', () => {
  const names: [string, boolean][] = [
    ['', false],
    ['A', false],
    ['Al', true],
    [' A ', false],
    ['  Li', true],
    ['A\u200B', false],
    ['Ñu', true],
    ['María José', true],
  ];
  it.each(names)('[quote-5.1] the name %j is valid: %j (at least 2 characters)', (value, valid) => {
    expect(isValidName(value)).toBe(valid);
  });

  const addresses: [string, boolean][] = [
    ['', false],
    ['1 Ab', false],
    ['1 Abc', true],
    ['  1 Ab  ', false],
    ['100 Main St', true],
    ['1 Ab\u200B\u200B', false],
  ];
  it.each(addresses)('[quote-5.1] the address %j is valid: %j (at least 5 characters)', (value, valid) => {
    expect(isValidAddress(value)).toBe(valid);
  });
});

describe('phone', () => {
  const pastes: [string, string][] = [
    ['(512) 555-0100', '512-555-0100'],
    ['+1 512 555 0100', '512-555-0100'],
    ['512.555.0100', '512-555-0100'],
    ['15125550100', '512-555-0100'],
    ['512555010099', '512-555-0100'],
    ['512', '512'],
    ['5125', '512-5'],
    ['512555', '512-555'],
    ['5125550', '512-555-0'],
    ['phone: 512', '512'],
  ];
  it.each(pastes)('the kit reads %j as %j (digits only, at most 10, 999-999-9999)', (typed, shown) => {
    expect(normalizePhoneInput(typed)).toBe(shown);
  });

  const values: [string, boolean][] = [
    ['512-555-0100', true],
    ['5125550100', true],
    ['', false],
    ['512-555-010', false],
    ['512-555-01000', false],
    ['512-555-01a0', false],
  ];
  it.each(values)('%j is a valid phone: %j', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });
});

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

describe('licence', () => {
  const flags: [string | null | undefined, string | null | undefined, boolean][] = [
    ['true', 'true', true],
    ['true', 'false', false],
    ['false', 'true', false],
    ['false', 'false', false],
    ['TRUE', 'true', false],
    ['true', ' true', false],
    [undefined, 'true', false],
    ['true', null, false],
    ['', '', false],
  ];
  it.each(flags)('[quote-5.7] licenseidrequired %j and licenseidmandatory %j: licenseId required %j', (required, mandatory, expected) => {
    expect(isLicenseIdRequired(required, mandatory)).toBe(expected);
  });

  const lookups: [string, string, boolean][] = [
    ['D12345678', '04-21-1985', true],
    ['D12345678', '04-21-198', false],
    ['D12345678', '04-21-19850', false],
    ['', '04-21-1985', false],
    ['   ', '04-21-1985', false],
  ];
  it.each(lookups)('licence %j with date of birth %j starts a lookup: %j', (licence, date, expected) => {
    expect(shouldLookUpLicense(licence, date)).toBe(expected);
  });

  const sizes: [number, 'fileSizeExceeding' | null][] = [
    [0, null],
    [1_000_000, null],
    [5242880, null],
    [5242881, 'fileSizeExceeding'],
    [20_000_000, 'fileSizeExceeding'],
  ];
  it.each(sizes)('a licence image of %i bytes gives %j', (size, expected) => {
    expect(licenseImageError(size)).toBe(expected);
  });
});

describe('VIN', () => {
  /** VINs published as check-digit examples (the last one's is X, a remainder of 10). */
  const real = ['1HGCM82633A004352', '11111111111111111', '1M8GDM9AXKP042788'];
  it.each(real)('%s carries a correct check digit', (vin) => {
    expect(vinCheckDigit(vin)).toBe(vin[8]);
    expect(hasValidVinCheckDigit(vin)).toBe(true);
    expect(hasValidVinCheckDigit(vin.toLowerCase())).toBe(true);
    expect(vinError(vin)).toBeNull();
  });

  it('a check digit is computed whatever position 9 holds, and a changed character fails it', () => {
    expect(vinCheckDigit('1HGCM82603A004352')).toBe('3');
    expect(hasValidVinCheckDigit('1HGCM82603A004352')).toBe(false);
    expect(hasValidVinCheckDigit('1HGCM82633A004353')).toBe(false);
    expect(hasValidVinCheckDigit('1M8GDM9A0KP042788')).toBe(false);
  });

  const patterns: [string, string, boolean][] = [
    ['17 letters and digits', '1HGCM82633A004352', true],
    ['lower case', '1hgcm82633a004352', true],
    ['16 characters', '1HGCM82633A00435', false],
    ['18 characters', '1HGCM82633A0043521', false],
    ['the letter O', '1HGCM82633AOO4352', false],
    ['the letter I', '1HGCM82633AI04352', false],
    ['the letter Q', '1HGCM82633AQ04352', false],
    ['a dash', '1HGCM8263-A004352', false],
  ];
  it.each(patterns)('the pattern takes %s: %j is %j', (_label, vin, expected) => {
    expect(isVinPattern(vin)).toBe(expected);
    expect(vinCheckDigit(vin) !== null).toBe(expected);
  });

  const errors: [string, 'required' | 'pattern' | 'checkDigit' | null][] = [
    ['', 'required'],
    ['  ', 'required'],
    ['1HGCM82633AOO4352', 'pattern'],
    ['1HGCM82633A00435', 'pattern'],
    ['1HGCM82643A004352', 'checkDigit'],
    ['1HGCM82633A004352', null],
    [' 1HGCM82633A004352 ', null],
  ];
  it.each(errors)('%j gives %j', (vin, expected) => {
    expect(vinError(vin)).toBe(expected);
  });

  const inputs: [string, string][] = [
    [' 1hgcm82633a004352 ', '1HGCM82633A004352'],
    ['1HG-CM8 2633 A004352', '1HGCM82633A004352'],
    ['1HGCM82633A004352XYZ', '1HGCM82633A004352'],
    ['1hgcm82633ao04352', '1HGCM82633AO04352'],
    ['1HGCM\u200B82633A004352', '1HGCM82633A004352'],
  ];
  it.each(inputs)('the input keeps %j as %j', (typed, kept) => {
    expect(normalizeVinInput(typed)).toBe(kept);
  });

  const hints: [string, boolean][] = [
    ['', false],
    ['1H', false],
    ['1HG', true],
    ['1HGCM82633A004352', true],
  ];
  it.each(hints)('the hint for %j shows: %j (more than 2 characters)', (vin, shown) => {
    expect(showVinHint(vin)).toBe(shown);
  });
});

describe('vehicle dropdowns', () => {
  const choices: [string | number | null | undefined, boolean][] = [
    ['0', false],
    [0, false],
    ['', false],
    [null, false],
    [undefined, false],
    ['2021', true],
    [2021, true],
    ['Toyota', true],
    ['10', true],
  ];
  it.each(choices)('%j is a choice: %j', (value, chosen) => {
    expect(isDropdownChosen(value)).toBe(chosen);
  });

  const mileage: [string, boolean, boolean][] = [
    ['0', true, false],
    ['0', false, true],
    ['', true, false],
    ['', false, true],
    ['10000', true, true],
    ['12000', false, true],
  ];
  it.each(mileage)('mileage %j, required %j, is valid: %j', (value, required, valid) => {
    expect(isMileageValid(value, required)).toBe(valid);
  });
});

describe('recent vehicles', () => {
  const years: [number | string, boolean][] = [
    [2027, true],
    [2026, true],
    [2021, true],
    ['2021', true],
    [2020, false],
    [2005, false],
    ['', false],
    ['abc', false],
  ];
  it.each(years)('in 2026 a %j model is 5 years old or newer: %j', (year, recent) => {
    expect(isRecentVehicle(year, NOW)).toBe(recent);
  });

  it('uses the year in America/Chicago: at 03:00 UTC on 1 January 2027 it is still 2026', () => {
    expect(isRecentVehicle(2021, new Date('2027-01-01T03:00:00Z'))).toBe(true);
    expect(isRecentVehicle(2021, new Date('2027-01-01T07:00:00Z'))).toBe(false);
  });

  it('a list has a recent vehicle when one of them is', () => {
    expect(hasRecentVehicle([{ year: 2012 }, { year: '2022' }], NOW)).toBe(true);
    expect(hasRecentVehicle([{ year: 2012 }, { year: 2020 }], NOW)).toBe(false);
    expect(hasRecentVehicle([], NOW)).toBe(false);
  });
});

describe('annual mileage and coverage limits', () => {
  const miles: [number, number][] = [
    [0, 10000],
    [5000, 10000],
    [12000, 10000],
    [12001, 12000],
    [15000, 12000],
    [20000, 12000],
    [20001, 20000],
    [45000, 20000],
    [Number.NaN, 10000],
  ];
  it.each(miles)('[quote-5.17] %i miles a year maps to %i', (value, band) => {
    expect(annualMileageBand(value)).toBe(band);
  });

  const limits: [number | string | null | undefined, string][] = [
    [30000, '$30k'],
    ['30000', '$30k'],
    [100000, '$100k'],
    [12500, '$12.5k'],
    [1001, '$1.001k'],
    [1000, '$1,000'],
    [500, '$500'],
    ['$1,000', '$1,000'],
    [0, '$0'],
    ['Reject', 'Reject'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ];
  it.each(limits)('[quote-5.17] the limit %j is shown as %j', (value, shown) => {
    expect(formatCoverageLimit(value)).toBe(shown);
  });
});

describe('coverage display', () => {
  const rows: [CoverageValues, string][] = [
    [{ coverageCd: 'BI', val1: 30000, val2: 60000 }, '$30k / $60k'],
    [{ coverageCd: 'UM', val1: '25000', val2: '50000' }, '$25k / $50k'],
    [{ coverageCd: 'bi', val1: 30000 }, '$30k'],
    [{ coverageCd: 'PD', val1: 25000, val2: 50000 }, '$25k'],
    [{ coverageCd: 'UMPD', val1: 25000 }, '$25k'],
    [{ coverageCd: 'PIP', val1: 2500 }, '$2.5k'],
    [{ coverageCd: 'COMP', val1: 30000, deductible: 500 }, '$500'],
    [{ coverageCd: 'COLL', deductible: '1000' }, '$1,000'],
    [{ coverageCd: 'COLL', deductible: 2500 }, '$2,500'],
    [{ coverageCd: 'RREIM', val1: 'Reject' }, 'Reject'],
    [{ coverageCd: 'BI' }, ''],
  ];
  it.each(rows)('%j reads %j (BI and UM as val1 / val2, COMP and COLL by deductible)', (coverage, text) => {
    expect(coverageValueText(coverage)).toBe(text);
  });
});

describe('coverage order and custom coverage', () => {
  it('[quote-9.6] shows BI, PD, PIP, UM, UMPD, COMP, COLL, RREIM, CWAIV; custom coverage offers all but CWAIV', () => {
    expect([...COVERAGE_ORDER]).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM', 'CWAIV']);
    expect([...CUSTOM_COVERAGE_CODES]).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM']);
  });

  const codes = (list: readonly { coverageCd: string }[]) => list.map((c) => c.coverageCd);
  const given = ['CWAIV', 'XTRA', 'COLL', 'PD', 'RREIM', 'BI', 'UMPD', 'COMP', 'UM', 'PIP', 'ZZZ'].map((coverageCd) => ({ coverageCd }));

  it('[quote-9.6] sorts coverages in the display order, codes outside the list last in the order given', () => {
    expect(codes(sortCoverages(given))).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM', 'CWAIV', 'XTRA', 'ZZZ']);
    expect(given[0]?.coverageCd).toBe('CWAIV');
  });

  it('[quote-5.11] the custom coverage shows only the allowed codes, in the display order', () => {
    expect(codes(customCoveragesShown(given))).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM']);
    expect(codes(customCoveragesShown(given, ['pd', 'BI', 'COMP']))).toEqual(['BI', 'PD', 'COMP']);
    expect(customCoveragesShown(given, [])).toEqual([]);
  });

  it('[quote-5.11] the custom selection starts with BI and PD', () => {
    expect([...DEFAULT_CUSTOM_SELECTION]).toEqual(['BI', 'PD']);
    expect(initialCustomSelection(CUSTOM_COVERAGE_CODES)).toEqual(['BI', 'PD']);
    expect(initialCustomSelection(['COMP', 'pd', 'BI'])).toEqual(['BI', 'PD']);
    expect(initialCustomSelection(['PD', 'COMP'])).toEqual(['PD']);
  });
});

describe('driver codes', () => {
  it('[quote-9.7] gender female 1, male 0; marital single 1, married 0', () => {
    expect(genderCode('female')).toBe(1);
    expect(genderCode('male')).toBe(0);
    expect(maritalCode('single')).toBe(1);
    expect(maritalCode('married')).toBe(0);
  });

  const relations: [string, number][] = [
    ['spouse', 1],
    ['child', 2],
    ['parent', 3],
    ['other', 4],
    ['Spouse', 1],
    ['sibling', 5],
    ['', 5],
  ];
  it.each(relations)('[quote-9.7] the relation %j is sent as %i', (relation, code) => {
    expect(relationCode(relation)).toBe(code);
  });

  const reverse: [number | string | null | undefined, RelationName][] = [
    [1, 'spouse'],
    [2, 'child'],
    [3, 'otherRelated'],
    [4, 'otherNonRelated'],
    [5, 'parent'],
    ['2', 'child'],
    [0, 'self'],
    [6, 'self'],
    [null, 'self'],
    [undefined, 'self'],
  ];
  it.each(reverse)('[quote-9.7] the relation code %j reads as %j', (code, name) => {
    expect(relationFromCode(code)).toBe(name);
  });
});

describe('primary driver', () => {
  const driver = (over: Partial<DriverRoleFields>): DriverRoleFields & { firstName: string } => ({
    firstName: 'Maria',
    primaryDriver: true,
    primaryDriverRelation: 0,
    issueDate: '',
    ...over,
  });

  it('[quote-5.12] only a driver that is not the primary driver has the relation and issue-date fields', () => {
    expect(showsRelationAndIssueDate({ primaryDriver: true })).toBe(false);
    expect(showsRelationAndIssueDate({ primaryDriver: false })).toBe(true);
  });

  it('[quote-5.12] a primary driver with a relation or an issue date is in conflict; another driver never', () => {
    expect(primaryDriverConflicts(driver({}))).toEqual([]);
    expect(primaryDriverConflicts(driver({ primaryDriverRelation: 1 }))).toEqual(['primaryDriverRelation']);
    expect(primaryDriverConflicts(driver({ issueDate: '2019-06-01' }))).toEqual(['issueDate']);
    expect(primaryDriverConflicts(driver({ primaryDriverRelation: 2, issueDate: '2019-06-01' }))).toEqual(['primaryDriverRelation', 'issueDate']);
    expect(primaryDriverConflicts(driver({ primaryDriver: false, primaryDriverRelation: 2, issueDate: '2019-06-01' }))).toEqual([]);
  });

  it('[quote-5.12] a primary driver is saved without relation and issue date; another driver keeps them', () => {
    expect(withDriverRole(driver({ primaryDriverRelation: 1, issueDate: '2019-06-01' }))).toEqual(driver({}));
    const second = driver({ primaryDriver: false, primaryDriverRelation: 2, issueDate: '2019-06-01' });
    expect(withDriverRole(second)).toBe(second);
  });
});

describe('affiliate data', () => {
  const complete = {
    firstName: 'Maria',
    lastName: 'Garcia',
    dob: '1985-04-21',
    email: 'maria.garcia@example.com',
    phone: '5125550100',
    address: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    gender: 0,
    maritalStatus: 1,
  };

  it('[quote-5.16] a field is reported as "{field} is empty"', () => {
    expect(affiliateFieldEmptyMessage('email')).toBe('email is empty');
    expect(affiliateFieldEmptyMessage('firstName')).toBe('firstName is empty');
  });

  it('[quote-5.16] complete data reports nothing (0 and false are values)', () => {
    expect(checkAffiliateData(complete)).toEqual({ kind: 'complete' });
  });

  it('[quote-5.16] each empty field reports "{field} is empty", with the first step that asks for one of them', () => {
    const check = checkAffiliateData({ ...complete, email: '', zip: '   ', city: undefined, state: 'undefined' });
    expect(check).toEqual({
      kind: 'missing',
      fields: ['email', 'city', 'state', 'zip'],
      messages: ['email is empty', 'city is empty', 'state is empty', 'zip is empty'],
      stage: 'driver2',
      error: AFFILIATE_ERROR,
    });
    const { lastName: _lastName, ...noLastName } = complete;
    expect(checkAffiliateData({ ...noLastName, phone: null })).toMatchObject({
      messages: ['lastName is empty', 'phone is empty'],
      stage: 'driver1',
    });
    expect(checkAffiliateData({ ...complete, gender: '' })).toMatchObject({ messages: ['gender is empty'], stage: 'driver3' });
  });

  const empties: [string, Record<string, unknown> | null | undefined][] = [
    ['null', null],
    ['undefined', undefined],
    ['no fields', {}],
    ['only blank fields', { firstName: '', email: '  ', phone: null, zip: 'undefined' }],
  ];
  it.each(empties)('[quote-5.16] %s reports "Affiliate data is empty" and the first step', (_label, data) => {
    expect(checkAffiliateData(data)).toEqual({ kind: 'empty', messages: [AFFILIATE_DATA_EMPTY], stage: 'driver1', error: AFFILIATE_ERROR });
    expect(AFFILIATE_DATA_EMPTY).toBe('Affiliate data is empty');
  });

  it('reports problems with the type Affiliate Error and status 400', () => {
    expect(AFFILIATE_ERROR).toEqual({ type: 'Affiliate Error', status: 400 });
  });

  it('checks the fields it is given', () => {
    expect(checkAffiliateData({ email: 'a@b.co' }, [{ field: 'email', stage: 'driver2' }])).toEqual({ kind: 'complete' });
    expect(checkAffiliateData({ email: 'a@b.co' }, [{ field: 'licenseId', stage: 'driver3' }])).toMatchObject({
      messages: ['licenseId is empty'],
      stage: 'driver3',
    });
  });
});

describe('[quote-2.23] the relations the driver dialog offers and the licence issue date', () => {
  it('offers spouse 1, child 2, parent 3, other 4 (quote-9.7), the codes relationCode gives them', () => {
    expect(RELATION_CHOICES.map((r) => [r.name, r.code])).toEqual([['spouse', 1], ['child', 2], ['parent', 3], ['other', 4]]);
    for (const r of RELATION_CHOICES) expect(relationCode(r.name)).toBe(r.code);
    expect([0, 1, 2, 3, 4, 5].map(isOfferedRelation)).toEqual([false, true, true, true, true, false]);
  });

  const born = dob('6', '14', '1988');
  const issues: [string, ReturnType<typeof dob>, ReturnType<typeof issueDateError>][] = [
    ['none (every part empty)', dob('', '', ''), null],
    ['a real date after the birth', dob('4', '21', '2008'), null],
    ['today (21 Nov 2026 in Texas)', dob('11', '21', '2026'), null],
    ['tomorrow', dob('11', '22', '2026'), 'future'],
    ['before the birth', dob('6', '13', '1988'), 'beforeBirth'],
    ['month 13', dob('13', '1', '2008'), 'month'],
    ['a missing day', dob('4', '', '2008'), 'day'],
    ['year 1919', dob('4', '21', '1919'), 'year'],
    ['30 February', dob('2', '30', '2008'), 'notRealDate'],
  ];
  it.each(issues)('an issue date %s: %s', (_, issue, expected) => {
    expect(issueDateError(issue, born, NOW)).toBe(expected);
  });
});
