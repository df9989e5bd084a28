/**
 * The new-password rules, table-driven from the specification: site-5.5 (6 to 12 characters with
 * a lowercase letter, an uppercase letter, a digit and a special character; password and repeat
 * must match, otherwise the configured wrong-password message) and site-9.6 (6 to 12 characters).
 */
import { describe, expect, it } from 'vitest';
import {
  isAcceptablePassword,
  meetsRequirement,
  passwordChecklist,
  passwordLength,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  type PasswordRequirement,
} from './password';
import { setPasswordFormSchema } from './passwordForm';

describe('password length', () => {
  it('[site-9.6] a password is 6 to 12 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 12]);
  });

  const rows: Array<[string, number, boolean]> = [
    ['', 0, false],
    ['Ab1!x', 5, false],
    ['Ab1!xy', 6, true],
    ['Ab1!xyzwvut', 11, true],
    ['Ab1!xyzwvuts', 12, true],
    ['Ab1!xyzwvutsr', 13, false],
    // A person counts an emoji or an accented letter as one character.
    ['Ab1😀xy', 6, true],
    ['Ñandú1!', 7, true],
    ['😀😀😀😀😀', 5, false],
    ['😀😀😀😀😀😀😀😀😀😀😀😀', 12, true],
  ];
  it.each(rows)('[site-5.5] [site-9.6] %j has %i characters; 6 to 12: %s', (password, length, met) => {
    expect(passwordLength(password)).toBe(length);
    expect(meetsRequirement(password, 'length')).toBe(met);
  });
});

describe('password requirements', () => {
  const rows: Array<[PasswordRequirement, string, boolean]> = [
    ['lowercase', 'ABC123!', false],
    ['lowercase', 'aBC123!', true],
    ['lowercase', 'ÑANDú', true],
    ['uppercase', 'abc123!', false],
    ['uppercase', 'abC123!', true],
    ['uppercase', 'Ñandu', true],
    ['digit', 'abcDEF!', false],
    ['digit', 'abcDEF!7', true],
    ['digit', '0', true],
    ['special', 'abcDEF123', false],
    ['special', 'abcDEF123!', true],
    ['special', '#', true],
    ['special', 'a-b', true],
    ['special', 'a_b', true],
    ['special', '¿Qué?', true],
    ['special', 'a😀', true],
    // A space, a tab or an invisible character is no special character.
    ['special', 'abc DEF 123', false],
    ['special', 'abc\tDEF', false],
    ['special', 'abc\u200bDEF', false],
    ['special', 'abc\u00a0DEF', false],
  ];
  it.each(rows)('[site-5.5] %s in %j: %s', (requirement, password, met) => {
    expect(meetsRequirement(password, requirement)).toBe(met);
  });
});

describe('the checklist', () => {
  it('[site-5.5] lists the five requirements in the order of the specification', () => {
    expect(PASSWORD_REQUIREMENTS).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  const rows: Array<[string, Record<PasswordRequirement, boolean>, boolean]> = [
    ['', { length: false, lowercase: false, uppercase: false, digit: false, special: false }, false],
    ['abcdef', { length: true, lowercase: true, uppercase: false, digit: false, special: false }, false],
    ['Abcdef', { length: true, lowercase: true, uppercase: true, digit: false, special: false }, false],
    ['Abcde1', { length: true, lowercase: true, uppercase: true, digit: true, special: false }, false],
    ['Abcd1!', { length: true, lowercase: true, uppercase: true, digit: true, special: true }, true],
    ['Ab1!', { length: false, lowercase: true, uppercase: true, digit: true, special: true }, false],
    ['Abcdefghij1!x', { length: false, lowercase: true, uppercase: true, digit: true, special: true }, false],
    ['Río-Bravo25', { length: true, lowercase: true, uppercase: true, digit: true, special: true }, true],
    ['ABCD1!', { length: true, lowercase: false, uppercase: true, digit: true, special: true }, false],
    [' Ab1! ', { length: true, lowercase: true, uppercase: true, digit: true, special: true }, true],
  ];
  it.each(rows)('[site-5.5] [site-9.6] %j: %o, acceptable: %s', (password, expected, acceptable) => {
    expect(Object.fromEntries(passwordChecklist(password).map((i) => [i.requirement, i.met]))).toEqual(expected);
    expect(isAcceptablePassword(password)).toBe(acceptable);
  });
});

describe('the set-password form rules', () => {
  const messages = {
    passwordRequired: 'Enter a new password',
    passwordInvalid: 'Meet every requirement',
    verifyRequired: 'Repeat the password',
    mismatch: 'The passwords are not the same (configured)',
  };
  const schema = setPasswordFormSchema(messages);
  const errorsOf = async (values: { password: string; passwordVerify: string }): Promise<string[]> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };

  const rows: Array<[string, string, string[]]> = [
    ['Abcd1!', 'Abcd1!', []],
    ['', '', [messages.passwordRequired, messages.verifyRequired]],
    ['abcdef', 'abcdef', [messages.passwordInvalid]],
    ['Abcd1!', '', [messages.verifyRequired]],
    ['Abcd1!', 'Abcd1?', [messages.mismatch]],
    // Never trimmed: a trailing space is a different password.
    ['Abcd1!', 'Abcd1! ', [messages.mismatch]],
    ['Abcd1!', 'abcd1!', [messages.mismatch]],
    ['Ab1!', 'Ab1!', [messages.passwordInvalid]],
  ];
  it.each(rows)('[site-5.5] [site-8.9] password %j, repeat %j: %j', async (password, passwordVerify, expected) => {
    expect((await errorsOf({ password, passwordVerify })).sort()).toEqual([...expected].sort());
  });
});
