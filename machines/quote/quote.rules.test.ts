/**
 * Pure rules of the quote form (machines/quote/quote.rules.ts) against the specification's tables
 * and limits: progress, defaults, names, phone, licence, driver codes and roles, affiliate data,
 * and the driver dialog's relations with the licence issue date (driverDates.rules.ts's
 * `issueDateError`, quote-2.23). A test names a clause only when it checks all of the clause;
 * rules whose clause also needs the screen (a value formatted as typed, a hint or a message
 * appearing, a lookup started) are checked here without a clause id, and the view and machine
 * tests name those clauses.
 */
import { describe, expect, it } from 'vitest';
import { normalizePhoneInput } from '../../src/rules/fieldInput';
import { issueDateError } from './driverDates.rules';
import { AFFILIATE_DATA_EMPTY, AFFILIATE_ERROR, DEFAULT_LICENSE_TYPE, DEFAULT_MILEAGE, DEFAULT_PRIMARY_DRIVER_RELATION, DEFAULT_TERM_MONTHS, LEAD_CARRIERS_MAX, LICENSE_IMAGE_MAX_BYTES, QUOTE_STAGES, VERIFY_ATTEMPTS_MAX, affiliateFieldEmptyMessage, checkAffiliateData, defaultTerm, genderCode, isLicenseIdRequired, isValidAddress, isValidName, isValidPhone, licenseImageError, maritalCode, primaryDriverConflicts, relationCode, RELATION_CHOICES, isOfferedRelation, shouldLookUpLicense, showsRelationAndIssueDate, stageProgress, withDriverRole, type DriverRoleFields, type QuoteStage } from './quote.rules';

/** Noon in Chicago on 21 November 2026. */
const NOW = new Date('2026-11-21T18:00:00Z');
const dob = (month: string, day: string, year: string) => ({ month, day, year });

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

describe('driver codes', () => {
  it('[quote-9.7] gender female 1, male 0; marital single 1, married 0', () => {
    expect(genderCode('female')).toBe(1);
    expect(genderCode('male')).toBe(0);
    expect(maritalCode('single')).toBe(1);
    expect(maritalCode('married')).toBe(0);
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
