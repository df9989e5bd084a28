/** portal-5.1: the refer-a-friend form's field rules, without React. */
import { describe, expect, it } from 'vitest';
import { REFEREE_NAME_MIN_LENGTH, referralFormSchema, type ReferralFormMessages, type ReferralFormValues } from './referralForm';

const m: ReferralFormMessages = {
  refNameRequired: 'Enter your friend’s first name',
  refNameInvalid: 'Enter a first name of 2 to 50 letters',
  refEmailRequired: 'Enter your friend’s email address',
  refEmailInvalid: 'Enter an email address like name@example.com',
  refPhoneRequired: 'Enter your friend’s phone number',
  refPhoneInvalid: 'Enter a 10-digit phone number, like 512-555-0100',
  zipRequired: 'Enter a ZIP code',
  zipInvalid: 'Enter a 5-digit ZIP code',
};
const schema = referralFormSchema(m);
const valid: ReferralFormValues = { refName: 'Luis', refEmail: 'luis@example.com', refPhone: '512-555-0199', zipCode: '78701' };

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: true });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('[portal-5.1] refer-a-friend field rules', () => {
  it('[portal-5.1] accepts a complete form', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('[portal-5.1] the first name needs at least 2 characters', () => {
    expect(REFEREE_NAME_MIN_LENGTH).toBe(2);
  });

  it.each([
    ['refName', '', m.refNameRequired],
    ['refName', '   ', m.refNameRequired],
    ['refName', 'L', m.refNameInvalid],
    ['refName', ' L ', m.refNameInvalid],
    ['refName', 'Lu', null],
    ['refName', 'José María', null],
    ['refName', 'O’Neil', null],
    ['refName', '4uis', m.refNameInvalid],
    ['refName', 'Luis<script>', m.refNameInvalid],
    ['refName', 'L'.repeat(51), m.refNameInvalid],
    ['refEmail', '', m.refEmailRequired],
    ['refEmail', 'luis@', m.refEmailInvalid],
    ['refEmail', 'luis@example', m.refEmailInvalid],
    ['refPhone', '', m.refPhoneRequired],
    ['refPhone', '5125550199', null],
    ['refPhone', '512-555-019', m.refPhoneInvalid],
    ['refPhone', '(512) 555-0199', m.refPhoneInvalid],
    ['zipCode', '', m.zipRequired],
    ['zipCode', '7870', m.zipInvalid],
    ['zipCode', '78701-1234', m.zipInvalid],
  ])('[portal-5.1] %s %j: %j', async (field, value, message) => {
    expect(await errorsOf({ ...valid, [field]: value })).toEqual(message === null ? [] : [message]);
  });
});
