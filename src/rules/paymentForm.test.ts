/**
 * The payment form's field rules (site-5.3): policy number, email, phone and the date of birth
 * as month, day and year, each by pattern; the date of birth real and the age inside the limits,
 * default 16 to 75 (site-9.4), configurable; the configured invalid-date-of-birth message.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { isAcceptableDob, paymentFormSchema, type PaymentFormMessages, type PaymentFormRules } from './paymentForm';

/** Saturday 21 November 2026, 06:00 in Chicago. */
const now = () => new Date('2026-11-21T12:00:00Z');

const messages: PaymentFormMessages = {
  policyNumberRequired: 'policyNumberRequired',
  policyNumberInvalid: 'policyNumberInvalid',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  phoneRequired: 'phoneRequired',
  phoneInvalid: 'phoneInvalid',
  dobRequired: 'dobRequired',
  monthInvalid: 'monthInvalid',
  dayInvalid: 'dayInvalid',
  yearInvalid: 'yearInvalid',
  invalidDob: 'The configured invalid date of birth message',
};

const defaults: PaymentFormRules = { minAge: 16, maxAge: 75, now, messages };

interface Values {
  policyNumber: string;
  email: string;
  phone: string;
  dob: { month: string; day: string; year: string };
}

const valid: Values = {
  policyNumber: 'LSM-100-PAY',
  email: 'maria.garcia@example.com',
  phone: '512-555-0100',
  dob: { month: '04', day: '21', year: '1985' },
};

/** Every failing path with its messages (abortEarly: false), or {} when the values pass. */
async function errorsOf(values: Values, rules: PaymentFormRules = defaults): Promise<Record<string, string[]>> {
  try {
    await paymentFormSchema(rules).validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const found: Record<string, string[]> = {};
    for (const inner of e.inner) {
      const path = inner.path ?? '';
      found[path] = [...(found[path] ?? []), ...inner.errors];
    }
    return found;
  }
}

const dob = (year: string, month: string, day: string) => ({ year, month, day });

describe('paymentFormSchema', () => {
  it('[site-5.3] accepts a complete, correct form', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('[site-5.3] an empty form flags every field, the required message first (the one formik shows)', async () => {
    const errors = await errorsOf({ policyNumber: '', email: '', phone: '', dob: { month: '', day: '', year: '' } });
    const first = Object.fromEntries(Object.entries(errors).map(([path, list]) => [path, list.slice(0, 1)]));
    expect(first).toEqual({
      policyNumber: ['policyNumberRequired'],
      email: ['emailRequired'],
      phone: ['phoneRequired'],
      'dob.month': ['dobRequired'],
      'dob.day': ['dobRequired'],
      'dob.year': ['dobRequired'],
    });
  });

  const policyRows: [string, boolean][] = [
    ['LSM-100-PAY', true],
    ['lsm-100-pay', true],
    ['ABCDE', true],
    ['12345', true],
    ['ABCD', false],
    ['A'.repeat(20), true],
    ['A'.repeat(21), false],
    ['LSM_100_PAY', false],
    ['LSM 100 PAY', false],
    ['LSM/100', false],
    [' LSM-100-PAY ', true],
  ];
  it.each(policyRows)('[site-5.3] policy number %j passes: %s', async (policyNumber, ok) => {
    const errors = await errorsOf({ ...valid, policyNumber });
    expect(errors).toEqual(ok ? {} : { policyNumber: ['policyNumberInvalid'] });
  });

  const emailRows: [string, boolean][] = [
    ['maria.garcia@example.com', true],
    ['a@b.co', true],
    [' maria@example.com ', true],
    ['maria@example', false],
    ['maria@example.c', false],
    ['maria.example.com', false],
    ['maria garcia@example.com', false],
    ['@example.com', false],
  ];
  it.each(emailRows)('[site-5.3] email %j passes: %s', async (email, ok) => {
    const errors = await errorsOf({ ...valid, email });
    expect(errors).toEqual(ok ? {} : { email: ['emailInvalid'] });
  });

  const phoneRows: [string, boolean][] = [
    ['512-555-0100', true],
    ['5125550100', true],
    ['512555-0100', true],
    ['512-5550100', true],
    ['512-555-010', false],
    ['51255501000', false],
    ['512 555 0100', false],
    ['(512) 555-0100', false],
    ['512.555.0100', false],
    ['512-555-01OO', false],
  ];
  it.each(phoneRows)('[site-5.3] phone %j passes: %s', async (phone, ok) => {
    const errors = await errorsOf({ ...valid, phone });
    expect(errors).toEqual(ok ? {} : { phone: ['phoneInvalid'] });
  });

  const partRows: ['month' | 'day' | 'year', string, string | null][] = [
    ['month', '1', null],
    ['month', '01', null],
    ['month', '12', null],
    ['month', '0', 'monthInvalid'],
    ['month', '00', 'monthInvalid'],
    ['month', '13', 'monthInvalid'],
    ['month', 'ap', 'monthInvalid'],
    ['day', '1', null],
    ['day', '09', null],
    ['day', '30', null],
    ['day', '0', 'dayInvalid'],
    ['day', '32', 'dayInvalid'],
    ['year', '1985', null],
    ['year', '85', 'yearInvalid'],
    ['year', '19850', 'yearInvalid'],
  ];
  it.each(partRows)('[site-5.3] date of birth %s %j gives %s', async (part, value, message) => {
    const errors = await errorsOf({ ...valid, dob: { ...valid.dob, [part]: value } });
    if (message === null) expect(errors).toEqual({});
    else expect(errors[`dob.${part}`]).toEqual([message]);
  });

  const dobRows: [string, { year: string; month: string; day: string }, boolean][] = [
    ['31 April', dob('1985', '04', '31'), false],
    ['29 February of a leap year', dob('1984', '02', '29'), true],
    ['29 February of another year', dob('1985', '02', '29'), false],
    ['16th birthday today', dob('2010', '11', '21'), true],
    ['16th birthday tomorrow (15)', dob('2010', '11', '22'), false],
    ['75th birthday today', dob('1951', '11', '21'), true],
    ['76th birthday tomorrow (75)', dob('1950', '11', '22'), true],
    ['76th birthday today', dob('1950', '11', '21'), false],
    ['born in the future', dob('2027', '01', '01'), false],
  ];
  it.each(dobRows)('[site-5.3] [site-9.4] %s passes the default 16-75 limits: %s', async (_label, d, ok) => {
    const errors = await errorsOf({ ...valid, dob: d });
    expect(errors).toEqual(ok ? {} : { dob: ['The configured invalid date of birth message'] });
  });

  it('[site-5.3] the configured invalid-date-of-birth message is the one returned', async () => {
    const configured = { ...messages, invalidDob: 'Policyholders must be 18 to 65 years old.' };
    const errors = await errorsOf({ ...valid, dob: dob('2010', '11', '21') }, { ...defaults, minAge: 18, maxAge: 65, messages: configured });
    expect(errors).toEqual({ dob: ['Policyholders must be 18 to 65 years old.'] });
  });

  const limitRows: [string, { year: string; month: string; day: string }, boolean, boolean][] = [
    // label, dob, passes 16..75, passes 18..65
    ['age 17', dob('2009', '11', '21'), true, false],
    ['18th birthday today', dob('2008', '11', '21'), true, true],
    ['18th birthday tomorrow (17)', dob('2008', '11', '22'), true, false],
    ['65th birthday today', dob('1961', '11', '21'), true, true],
    ['66th birthday tomorrow (65)', dob('1960', '11', '22'), true, true],
    ['66th birthday today', dob('1960', '11', '21'), true, false],
  ];
  it.each(limitRows)('[site-5.3] %s: default limits %s, configured 18-65 %s', async (_label, d, okDefault, okConfigured) => {
    const invalid = { dob: ['The configured invalid date of birth message'] };
    expect(await errorsOf({ ...valid, dob: d })).toEqual(okDefault ? {} : invalid);
    expect(await errorsOf({ ...valid, dob: d }, { ...defaults, minAge: 18, maxAge: 65 })).toEqual(okConfigured ? {} : invalid);
  });
});

describe('isAcceptableDob', () => {
  const rows: [string, { year: string; month: string; day: string }, number, number, boolean][] = [
    ['16th birthday today', dob('2010', '11', '21'), 16, 75, true],
    ['16th birthday tomorrow', dob('2010', '11', '22'), 16, 75, false],
    ['75 years old', dob('1950', '11', '22'), 16, 75, true],
    ['76 years old', dob('1950', '11', '21'), 16, 75, false],
    ['month and day without zeros', dob('1985', '4', '1'), 16, 75, true],
    ['31 April', dob('1985', '4', '31'), 16, 75, false],
    ['month 13', dob('1985', '13', '1'), 16, 75, false],
    ['2-digit year', dob('85', '04', '21'), 16, 75, false],
    ['17 years old, limits 18 to 65', dob('2009', '11', '21'), 18, 65, false],
    ['18 years old, limits 18 to 65', dob('2008', '11', '21'), 18, 65, true],
    ['65 years old, limits 18 to 65', dob('1960', '11', '22'), 18, 65, true],
    ['66 years old, limits 18 to 65', dob('1960', '11', '21'), 18, 65, false],
  ];
  it.each(rows)('[site-5.3] %s (limits %d..%d): %s', (_label, d, minAge, maxAge, ok) => {
    expect(isAcceptableDob(d, { minAge, maxAge, now })).toBe(ok);
  });
});
