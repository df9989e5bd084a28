/** The sign-in form's rules (site-5.6), table-driven. */
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../src/rules/fieldRules';
import { isComplete, isRememberedEmail, SIGN_IN_EMAIL_PATTERN, signInProblems, tokenState } from './signIn.rules';

describe('[site-5.6] email and password required, email by pattern, empty inputs flagged', () => {
  it.each([
    ['', '', { email: 'emailRequired', password: 'passwordRequired' }],
    ['   ', 'x', { email: 'emailRequired' }],
    ['maria.garcia', 'x', { email: 'emailPattern' }],
    ['maria.garcia@example', 'x', { email: 'emailPattern' }],
    ['maria garcia@example.com', 'x', { email: 'emailPattern' }],
    ['maria.garcia@example.com', '', { password: 'passwordRequired' }],
    ['  maria.garcia@example.com ', ' ', {}],
    ['\u200bmaria.garcia@example.com', 'Bluebonnet#2026', {}],
  ])('email %j, password %j: %j', (email, password, problems) => {
    expect(signInProblems({ email, password })).toEqual(problems);
    expect(isComplete({ email, password })).toBe(Object.keys(problems).length === 0);
  });
});

it("[site-5.6] the email pattern is the form kit's", () => {
  expect(SIGN_IN_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
  expect(SIGN_IN_EMAIL_PATTERN.flags).toBe(EMAIL_PATTERN.flags);
});

describe('[site-3.19] [site-6.2] the state the token keeps', () => {
  it.each([
    ['ca', 'ca'],
    ['main', null],
  ] as const)('found on %s: %j', (region, state) => {
    expect(tokenState(region)).toBe(state);
  });
});

describe('[site-3.18] what a remembered email may be', () => {
  it.each([
    ['maria.garcia@example.com', true],
    ['{"email":"maria.garcia@example.com","password":"Qmx1ZWJvbm5ldCMyMDI2"}', false],
    ['maria.garcia@example.com Qmx1ZWJvbm5ldA==', false],
    ['', false],
    [42, false],
  ])('%j: %s', (value, ok) => {
    expect(isRememberedEmail(value)).toBe(ok);
  });
});
