/**
 * The sign-in form's rules (site-5.6): email and password are required, and the email must match
 * the email pattern. Pure functions, read by the chart (is the submit complete?) and by the view
 * (which field says what).
 */
import { stripInvisible } from '../src/rules/fieldInput';

/**
 * The form kit's email pattern (src/rules/fieldRules.ts `EMAIL_PATTERN`), written here so that the
 * sign-in page does not load yup with that module (about 12 kB gzip); a test keeps the two the same.
 */
export const SIGN_IN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What the sign-in form submits. */
export interface SignInValues {
  email: string;
  password: string;
  /** Remember me: keep the email (never the password) for the next visit. */
  remember: boolean;
}

export type SignInProblem = 'emailRequired' | 'emailPattern' | 'passwordRequired';

/** The email as it is sent: without invisible characters and surrounding spaces. */
export function cleanEmail(email: string): string {
  return stripInvisible(email).trim();
}

/** site-5.6: what is wrong with each field (nothing: the form can be sent). */
export function signInProblems(values: Pick<SignInValues, 'email' | 'password'>): { email?: SignInProblem; password?: SignInProblem } {
  const email = cleanEmail(values.email);
  const problems: { email?: SignInProblem; password?: SignInProblem } = {};
  if (email === '') problems.email = 'emailRequired';
  else if (!SIGN_IN_EMAIL_PATTERN.test(email)) problems.email = 'emailPattern';
  // A password is taken as typed (spaces are characters of it); only an empty one is missing.
  if (values.password === '') problems.password = 'passwordRequired';
  return problems;
}

/** site-5.6: the form may be sent. */
export function isComplete(values: Pick<SignInValues, 'email' | 'password'>): boolean {
  const problems = signInProblems(values);
  return problems.email === undefined && problems.password === undefined;
}

/** site-6.2: the token keeps the customer's state: `ca` for a customer of the California endpoint. */
export function tokenState(region: 'main' | 'ca'): string | null {
  return region === 'ca' ? 'ca' : null;
}

/**
 * site-3.18: a remembered email as the page reads it back: an email address and nothing else. An
 * entry of another shape (an older record that kept a password beside the email) is not one: the
 * storage then removes it.
 */
export function isRememberedEmail(value: unknown): value is string {
  return typeof value === 'string' && !/["{}\s]/.test(value) && SIGN_IN_EMAIL_PATTERN.test(value);
}
