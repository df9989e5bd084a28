/**
 * Pure rules of the quote form's vehicles and coverage (machines/quote/vehicleCoverage.rules.ts)
 * against the specification's tables and limits: the VIN and its check digit, the vehicle
 * dropdowns, the recent vehicle, the annual mileage, and how the coverages are ordered and read.
 * A test names a clause only when it checks all of the clause; rules whose clause also needs the
 * screen are checked here without a clause id, and the view and machine tests name those clauses.
 */
import { describe, expect, it } from 'vitest';
import { COVERAGE_ORDER, CUSTOM_COVERAGE_CODES, DEFAULT_CUSTOM_SELECTION, annualMileageBand, coverageValueText, customCoveragesShown, formatCoverageLimit, hasRecentVehicle, hasValidVinCheckDigit, initialCustomSelection, isDropdownChosen, isMileageValid, isRecentVehicle, isVinPattern, normalizeVinInput, showVinHint, sortCoverages, vinCheckDigit, vinError, type CoverageValues } from './vehicleCoverage.rules';

/** Noon in Chicago on 21 November 2026. */
const NOW = new Date('2026-11-21T18:00:00Z');

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
