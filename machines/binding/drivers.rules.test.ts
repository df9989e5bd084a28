/** The driver rules of the binding and payment flows, rule by rule (decision 51 for the readings). */
import { describe, expect, it } from 'vitest';
import { carrierConfigSchema } from './carrierConfig.rules';
import {
  additionalDriverProblems,
  clearHiddenFields,
  driverPermissions,
  licenceNameMatches,
  maritalOk,
  maritalProblems,
  newAdditionalDriver,
  shownFields,
  withoutDuplicateDrivers,
  type BindingDriver,
} from './drivers.rules';

const NOW = new Date('2026-11-29T18:00:00Z');
const config = (over: object = {}) => carrierConfigSchema.parse({ carrierid: '1', ...over });
const driver = (over: Partial<BindingDriver> = {}): BindingDriver => ({
  ...newAdditionalDriver('d2'),
  firstName: 'Mateo',
  lastName: 'Delgado',
  dob: '1990-05-01',
  gender: 0,
  marital: 1,
  relation: 2,
  license: '12345678',
  ...over,
});
const ctx = (over: object = {}) => ({ config: config(over), limits: { minAge: 16, maxAge: 75 }, now: () => NOW.getTime() });

describe('the fields an additional driver shows', () => {
  it('[portal-4.22] an insured driver shows the licence and the gender and marital row', () => {
    expect(shownFields(driver(), config())).toEqual({ licence: true, details: true, residence: false });
  });

  it('[portal-4.22 portal-3.13] an excluded or non-insured driver hides and clears the licence, and the row too with all fields for excluded off', () => {
    for (const excluded of [driver({ isExcluded: true }), driver({ driverstatus: 1 }), driver({ driverstatus: 2 })]) {
      expect(shownFields(excluded, config())).toEqual({ licence: false, details: false, residence: false });
      expect(clearHiddenFields(excluded, config())).toMatchObject({ license: '', gender: null, marital: null });
    }
  });

  it('[portal-4.22] with all fields for excluded on, an excluded driver keeps the row (the licence still hides)', () => {
    const excluded = driver({ driverstatus: 1 });
    expect(shownFields(excluded, config({ enableallfieldsforexclude: true }))).toEqual({ licence: false, details: true, residence: false });
    expect(clearHiddenFields(excluded, config({ enableallfieldsforexclude: true }))).toMatchObject({ license: '', gender: 0, marital: 1 });
  });

  it('[portal-5.10] residence status shows only where the carrier enables driver status', () => {
    expect(shownFields(driver(), config({ enabledriverstatus: true })).residence).toBe(true);
    expect(clearHiddenFields(driver({ residencestatus: 2 }), config()).residencestatus).toBeNull();
  });
});

describe('an additional driver\'s problems', () => {
  it('[portal-5.10] a complete insured driver has none', () => {
    expect(additionalDriverProblems(driver(), ctx())).toEqual({});
  });

  it('[portal-5.10 portal-3.12] the relationship must be chosen (not 0)', () => {
    expect(additionalDriverProblems(driver({ relation: 0 }), ctx())).toEqual({ relation: 'relationRequired' });
  });

  it('[portal-5.10] gender and marital are required where their row shows: an insured driver, an excluded one with all fields on', () => {
    expect(additionalDriverProblems(driver({ gender: null, marital: null }), ctx())).toEqual({ gender: 'genderRequired', marital: 'maritalRequired' });
    const excluded = driver({ isExcluded: true, gender: null, marital: null, license: '' });
    expect(additionalDriverProblems(excluded, ctx({ enableallfieldsforexclude: true }))).toEqual({ gender: 'genderRequired', marital: 'maritalRequired' });
    expect(additionalDriverProblems(excluded, ctx())).toEqual({});
  });

  it('[portal-5.10] an insured driver needs a licence; an excluded one does not', () => {
    expect(additionalDriverProblems(driver({ license: '  ' }), ctx())).toEqual({ license: 'licenceRequired' });
    expect(additionalDriverProblems(driver({ license: '', driverstatus: 2 }), ctx({ enableallfieldsforexclude: true }))).toEqual({});
  });

  it('[portal-5.10] residence status is required where driver status is enabled', () => {
    expect(additionalDriverProblems(driver(), ctx({ enabledriverstatus: true }))).toEqual({ residencestatus: 'residenceRequired' });
    expect(additionalDriverProblems(driver({ residencestatus: 0 }), ctx({ enabledriverstatus: true }))).toEqual({});
  });

  it('[portal-5.10 portal-5.7] the secondary date of birth is checked against the age limits only where enabled', () => {
    const on = ctx({ enablesecondarydriverdob: true });
    expect(additionalDriverProblems(driver({ dob: '2010-11-29' }), on)).toEqual({});
    expect(additionalDriverProblems(driver({ dob: '2010-11-30' }), on)).toEqual({ dob: 'dobInvalid' });
    expect(additionalDriverProblems(driver({ dob: '1950-11-30' }), on)).toEqual({});
    expect(additionalDriverProblems(driver({ dob: '1950-11-29' }), on)).toEqual({ dob: 'dobInvalid' });
    expect(additionalDriverProblems(driver({ dob: '' }), on)).toEqual({ dob: 'dobInvalid' });
    expect(additionalDriverProblems(driver({ dob: '2010-11-30' }), ctx())).toEqual({});
  });
});

describe('the licence lookup\'s driver', () => {
  it('[portal-5.10] outside California the returned first name must match (case and spaces aside)', () => {
    expect(licenceNameMatches('Mateo', ' MATEO ', 'TX')).toBe(true);
    expect(licenceNameMatches('Mateo', 'Matthew', 'TX')).toBe(false);
    expect(licenceNameMatches('', '', 'TX')).toBe(false);
  });
  it('[portal-5.10 portal-5.9] in California the lookup is by name and address: not compared again', () => {
    expect(licenceNameMatches('Mateo', 'Matthew', 'ca')).toBe(true);
  });
});

describe('the marital checks', () => {
  const primary = (marital: 0 | 1) => driver({ key: 'p', primaryDriver: true, relation: 0, marital, isManualDriver: false });
  const spouse = (key: string, marital: 0 | 1 = 0) => driver({ key, relation: 1, marital });
  const child = driver({ key: 'c', relation: 2, marital: 1 });

  it('[portal-5.11] a married primary with a married spouse: fine', () => {
    expect(maritalOk(maritalProblems([primary(0), spouse('s'), child]))).toBe(true);
  });
  it('[portal-5.11] a married primary needs a spouse among the others', () => {
    expect(maritalProblems([primary(0), child])).toEqual({ invalidSpouse: [], invalidMarital: true, oddMarital: true });
  });
  it('[portal-5.11] a second spouse is invalid', () => {
    expect(maritalProblems([primary(0), spouse('s1'), spouse('s2')]).invalidSpouse).toEqual(['s2']);
  });
  it('[portal-5.11] a spouse of a single primary, or a single spouse, is invalid', () => {
    expect(maritalProblems([primary(1), spouse('s')]).invalidSpouse).toEqual(['s']);
    expect(maritalProblems([primary(0), spouse('s', 1)]).invalidSpouse).toEqual(['s']);
  });
  it('[portal-5.11] the drivers marked married must be an even count', () => {
    expect(maritalProblems([primary(1), driver({ key: 'x', relation: 4, marital: 0 })]).oddMarital).toBe(true);
    expect(maritalProblems([primary(1), driver({ key: 'x', relation: 4, marital: 0 }), driver({ key: 'y', relation: 4, marital: 0 })]).oddMarital).toBe(false);
  });
});

describe('duplicates and permissions', () => {
  it('[portal-5.13] later drivers of the same first name, last name and date of birth are removed (case aside)', () => {
    const list = [driver({ key: 'a' }), driver({ key: 'b', firstName: ' mateo', lastName: 'DELGADO ' }), driver({ key: 'c', dob: '1991-05-01' })];
    expect(withoutDuplicateDrivers(list).map((d) => d.key)).toEqual(['a', 'c']);
  });

  it('[portal-5.14] manual drivers are edited and removed; found ones read-only; the primary never removed, edited in part', () => {
    expect(driverPermissions({ primaryDriver: false, isManualDriver: true })).toEqual({ edit: 'full', remove: true });
    expect(driverPermissions({ primaryDriver: false, isManualDriver: false })).toEqual({ edit: 'none', remove: false });
    expect(driverPermissions({ primaryDriver: true, isManualDriver: true })).toEqual({ edit: 'limited', remove: false });
  });
});
