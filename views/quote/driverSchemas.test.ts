/** The driver steps' yup schemas alone (no React): the same judgement as the chart's guards. */
import { describe, expect, it } from 'vitest';
import { driver1Values, driver2Values, driver3Values, QUOTE_MODEL_NOW } from '../../fixtures/models/quote.model';
import { isDriver1Complete, isDriver2Complete, isDriver3Complete } from '../../machines/quote/quoteValues';
import { DEFAULT_AGE_LIMITS } from '../../machines/quote/driverDates.rules';
import { quoteText } from '../../src/i18n/quote';
import { driver1Schema, driver2Schema, driver3Schema, type Driver3Form } from './driverSchemas';

const t = quoteText.en;
const now = () => new Date(QUOTE_MODEL_NOW);
const limits = DEFAULT_AGE_LIMITS.primary;
const d1 = driver1Schema({ limits, now, errors: t.errors, invalidDob: t.configured.invalidDob });
const { city: _city, state: _state, ...driver3Form } = driver3Values;
const d3 = (over: Partial<Parameters<typeof driver3Schema>[0]> = {}) =>
  driver3Schema({ errors: t.errors, zipNotAvailable: t.configured.zipNotAvailable, licenseIdRequired: false, zipChecked: { zip: driver3Values.zip, available: true }, checkingZip: false, ...over });

/** The first message of a value that fails, or null when it passes. */
function problem(schema: { validateSync: (v: unknown, o: { abortEarly: boolean }) => unknown }, value: unknown): string | null {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('driver schemas', () => {
  it('[quote-5.1] names of at least 2 characters, surrounding spaces and invisible characters not counted (as the chart judges them)', () => {
    for (const firstName of ['Mo', ' Maria ', 'Li']) {
      expect(problem(d1, { ...driver1Values, firstName })).toBeNull();
      expect(isDriver1Complete({ ...driver1Values, firstName }, limits, now())).toBe(true);
    }
    for (const firstName of ['M', ' M ', 'M\u200B']) {
      expect(problem(d1, { ...driver1Values, firstName })).toBe(t.errors.firstNameShort);
      expect(isDriver1Complete({ ...driver1Values, firstName }, limits, now())).toBe(false);
    }
  });

  it('[quote-5.5] the date of birth inside the age limits (16 to 75 on 22 November 2026), the invalid-DOB message filled', () => {
    const message = 'Enter a real date of birth. The main driver must be 16 to 75 years old.';
    expect(problem(d1, { ...driver1Values, dob: { month: '11', day: '22', year: '2010' } })).toBeNull();
    expect(problem(d1, { ...driver1Values, dob: { month: '11', day: '23', year: '2010' } })).toBe(message);
    expect(problem(d1, { ...driver1Values, dob: { month: '11', day: '23', year: '1950' } })).toBeNull();
    expect(problem(d1, { ...driver1Values, dob: { month: '11', day: '22', year: '1950' } })).toBe(message);
    expect(problem(d1, { ...driver1Values, dob: { month: '2', day: '30', year: '1985' } })).toBe(message);
  });

  it('[quote-2.6] the licence number is required in mode dl only', () => {
    expect(problem(d1, { ...driver1Values, license: '  ' })).toBe(t.errors.licenseRequired);
    expect(problem(d1, { ...driver1Values, licenseMode: 'nondl', license: '' })).toBeNull();
  });

  it('[quote-5.2 quote-5.6] driver2: email and phone by pattern, the consent ticked (as the chart judges them)', () => {
    const d2 = driver2Schema(t.errors);
    expect(problem(d2, driver2Values)).toBeNull();
    expect(isDriver2Complete(driver2Values)).toBe(true);
    expect(problem(d2, { ...driver2Values, phone: '512-555-010' })).toBe(t.errors.phoneInvalid);
    expect(problem(d2, { ...driver2Values, email: 'maria@example' })).toBe(t.errors.emailInvalid);
    expect(problem(d2, { ...driver2Values, consent: false })).toBe(t.errors.consentRequired);
    expect(isDriver2Complete({ ...driver2Values, consent: false })).toBe(false);
  });

  it('[quote-5.3] the ZIP is accepted once its lookup found a quote available; not available is its own message', () => {
    const form: Driver3Form = driver3Form;
    expect(problem(d3(), form)).toBeNull();
    expect(isDriver3Complete(driver3Values, false, { zip: driver3Values.zip, available: true })).toBe(true);
    expect(problem(d3({ zipChecked: { zip: driver3Values.zip, available: false } }), form)).toBe(t.configured.zipNotAvailable);
    expect(problem(d3({ zipChecked: null }), form)).toBe(t.errors.zipUnchecked);
    expect(problem(d3({ zipChecked: null, checkingZip: true }), form)).toBeNull();
    expect(problem(d3(), { ...form, zip: driver3Values.zip.slice(0, 4) })).toBe(t.errors.zipInvalid);
  });

  it('[quote-5.1 quote-5.6 quote-5.7] driver3: the address of 5 characters, the answers required, the licence ID only when required', () => {
    expect(problem(d3(), { ...driver3Form, address: '12 A' })).toBe(t.errors.addressShort);
    expect(problem(d3(), { ...driver3Form, gender: '' })).toBe(t.errors.genderRequired);
    expect(problem(d3(), { ...driver3Form, insured: '' })).toBe(t.errors.insuredRequired);
    expect(problem(d3({ licenseIdRequired: true }), driver3Form)).toBe(t.errors.licenseIdRequired);
    expect(problem(d3({ licenseIdRequired: true }), { ...driver3Form, licenseId: 'ID-42' })).toBeNull();
  });
});
