/** portal-5.2: the create-customer form's field rules, without React. */
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/createCustomer.en';
import { createCustomerFormSchema } from './createCustomerForm';

const now = () => new Date('2026-01-05T15:00:00Z');
const messages = { ...en.errors, invalidDob: en.configured.invalidDob };
const schema = (limits = { minAge: 18, maxAge: 85 }) => createCustomerFormSchema({ ...limits, now, messages });

const valid = {
  firstName: 'Ana',
  lastName: 'López-Ortiz',
  email: 'ana@example.com',
  phone: '512-555-0123',
  dob: { month: '4', day: '7', year: '1990' },
  zip: '78701',
  city: 'Austin',
  state: 'TX',
};

async function errorsOf(values: unknown, s = schema()): Promise<string[]> {
  try {
    await s.validate(values, { abortEarly: true });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('[portal-5.2] create-customer field rules', () => {
  it('[portal-5.2] accepts a complete form', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it.each([
    ['firstName', '', en.errors.firstNameRequired],
    ['firstName', '4na', en.errors.firstNameInvalid],
    ['firstName', 'A'.repeat(51), en.errors.firstNameInvalid],
    ['lastName', 'O’Brien Jr.', null],
    ['lastName', 'Smith<script>', en.errors.lastNameInvalid],
    ['email', 'ana@', en.errors.emailInvalid],
    ['phone', '512-555-012', en.errors.phoneInvalid],
    ['zip', '7870', en.errors.zipInvalid],
    ['zip', '', en.errors.zipRequired],
    ['city', '   ', en.errors.cityRequired],
    ['city', 'x'.repeat(51), en.errors.cityInvalid],
    ['state', '', en.errors.stateRequired],
    ['state', 'PR', en.errors.stateRequired],
  ])('[portal-5.2] %s %j: %j', async (field, value, message) => {
    expect(await errorsOf({ ...valid, [field]: value })).toEqual(message === null ? [] : [message]);
  });

  it.each([
    [{ month: '13', day: '1', year: '1990' }, en.errors.monthInvalid],
    [{ month: '1', day: '32', year: '1990' }, en.errors.dayInvalid],
    [{ month: '1', day: '1', year: '90' }, en.errors.yearInvalid],
    [{ month: '2', day: '30', year: '1990' }, 'Enter a valid date of birth. You must be 18 to 85 years old.'],
  ])('[portal-5.2] the date of birth %j: %s', async (dob, message) => {
    expect(await errorsOf({ ...valid, dob })).toEqual([message]);
  });

  it.each([
    // On 2026-01-05: 18 on 2008-01-05, 86 on 1940-01-05.
    [{ month: '1', day: '5', year: '2008' }, true],
    [{ month: '1', day: '6', year: '2008' }, false],
    [{ month: '1', day: '6', year: '1940' }, true],
    [{ month: '1', day: '5', year: '1940' }, false],
  ])('[portal-5.2] the default age limits are 18 to 85: %j accepted %s', async (dob, ok) => {
    expect((await errorsOf({ ...valid, dob })).length === 0).toBe(ok);
  });

  it('[portal-5.2] the age limits are configurable, and the configured message names them', async () => {
    const s = createCustomerFormSchema({ minAge: 21, maxAge: 70, now, messages: { ...messages, invalidDob: 'Age {0}-{1} only' } });
    expect(await errorsOf({ ...valid, dob: { month: '1', day: '5', year: '2008' } }, s)).toEqual(['Age 21-70 only']);
    expect(await errorsOf(valid, s)).toEqual([]);
  });
});
