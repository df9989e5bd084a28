/** The form kit's yup field rules, without React. */
import { describe, expect, it } from 'vitest';
import { ValidationError, type AnySchema } from 'yup';
import { ageLimitsMessage, choiceRule, dobRule, emailRule, phoneRule, requiredCheckboxRule, zipRule } from './fieldRules';

const m = { required: 'required', invalid: 'invalid' };

async function problem(schema: AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (e) {
    if (e instanceof ValidationError) return e.errors[0] ?? '';
    throw e;
  }
}

describe('emailRule', () => {
  const rows: [string, string | null][] = [
    ['maria@example.com', null],
    [' maria@example.com ', null],
    ['', 'required'],
    ['maria@', 'invalid'],
    ['maria example@x.com', 'invalid'],
    [`${'a'.repeat(242)}@example.com`, null], // 254 characters
    [`${'a'.repeat(243)}@example.com`, 'invalid'], // 255 characters
    // A value set without the input (a prefill from storage) is judged as the input would clean it.
    ['maria@example.com\u200B', null],
    ['\u200F\u200B', 'required'],
  ];
  it.each(rows)('%j gives %j', async (value, expected) => {
    expect(await problem(emailRule(m), value)).toBe(expected);
  });
});

describe('phoneRule', () => {
  const rows: [string, string | null][] = [
    ['512-555-0100', null],
    ['5125550100', null],
    ['', 'required'],
    ['512-555-010', 'invalid'],
    ['(512) 555-0100', 'invalid'],
    ['\u202A512-555-0100\u202C', null],
  ];
  it.each(rows)('%j gives %j', async (value, expected) => {
    expect(await problem(phoneRule(m), value)).toBe(expected);
  });
});

describe('zipRule', () => {
  const rows: [string, string | null][] = [
    ['75201', null],
    ['', 'required'],
    ['7520', 'invalid'],
    ['7520a', 'invalid'],
  ];
  it.each(rows)('[site-5.1] %j gives %j', async (value, expected) => {
    expect(await problem(zipRule(m), value)).toBe(expected);
  });
});

describe('requiredCheckboxRule and choiceRule', () => {
  it('a required checkbox must be ticked', async () => {
    expect(await problem(requiredCheckboxRule('tick it'), true)).toBeNull();
    expect(await problem(requiredCheckboxRule('tick it'), false)).toBe('tick it');
  });

  it('a choice must be one of the offered values', async () => {
    const rule = choiceRule(['yes', 'no'] as const, 'choose');
    expect(await problem(rule, 'yes')).toBeNull();
    expect(await problem(rule, '')).toBe('choose');
    expect(await problem(rule, 'maybe')).toBe('choose');
  });
});

/** Every failing path with its first message (abortEarly: false, as formik validates). */
async function problemsByPath(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const found: Record<string, string> = {};
    for (const inner of e.inner) found[inner.path ?? ''] ??= inner.errors[0] ?? '';
    return found;
  }
}

describe('dobRule', () => {
  /** Saturday 21 November 2026 in Chicago. */
  const now = () => new Date('2026-11-21T12:00:00Z');
  const messages = {
    required: 'required',
    monthInvalid: 'month',
    dayInvalid: 'day',
    yearInvalid: 'year',
    ageLimits: 'Drivers must be {0} to {1} years old.',
  };
  const rule = dobRule({ minAge: 16, maxAge: 75, now }, messages);

  it('fills {0} and {1} with the limits, and reads {min} and {max} the same way', () => {
    expect(ageLimitsMessage('From {0} to {1}', 18, 65)).toBe('From 18 to 65');
    expect(ageLimitsMessage('From {min} to {max}', 18, 65)).toBe('From 18 to 65');
    expect(ageLimitsMessage('Desde {0} hasta {1} años', 15, 75)).toBe('Desde 15 hasta 75 años');
  });

  const age = 'Drivers must be 16 to 75 years old.';
  const rows: [string, { month: string; day: string; year: string }, Record<string, string>][] = [
    ['a real date inside the limits', { month: '04', day: '21', year: '1985' }, {}],
    ['16 today', { month: '11', day: '21', year: '2010' }, {}],
    ['16 tomorrow', { month: '11', day: '22', year: '2010' }, { '': age }],
    ['76', { month: '01', day: '01', year: '1950' }, { '': age }],
    ['31 April', { month: '04', day: '31', year: '1985' }, { '': age }],
    ['a month of 13', { month: '13', day: '01', year: '1985' }, { month: 'month' }],
    ['an empty day', { month: '04', day: '', year: '1985' }, { day: 'required' }],
    ['a 2-digit year', { month: '04', day: '21', year: '85' }, { year: 'year' }],
  ];
  it.each(rows)('%s gives %j', async (_label, value, expected) => {
    expect(await problemsByPath(rule, value)).toEqual(expected);
  });

  it('the message carries the limits it was built with', async () => {
    const narrow = dobRule({ minAge: 18, maxAge: 65, now }, messages);
    expect(await problem(narrow, { month: '01', day: '01', year: '1950' })).toBe('Drivers must be 18 to 65 years old.');
  });
});
