/**
 * Field rules of the set-new-password form (site-5.5, site-8.9): the new password meets every
 * requirement of password.ts, and its repeat is the same password, otherwise the configured
 * wrong-password message. Messages come from the page's catalog and configuration.
 */
import * as yup from 'yup';
import { isAcceptablePassword } from './password';

export interface SetPasswordFormValues {
  password: string;
  passwordVerify: string;
}

export interface SetPasswordFormMessages {
  passwordRequired: string;
  /** The password misses a requirement (the checklist says which). */
  passwordInvalid: string;
  verifyRequired: string;
  /** site-5.5, site-8.9: the configured wrong-password (mismatch) message. */
  mismatch: string;
}

/**
 * A password field's value: never trimmed or cleaned (what is typed is what is sent). An empty
 * field has only its required message.
 */
const passwordString = () => yup.string().default('');

export function setPasswordFormSchema(m: SetPasswordFormMessages) {
  return yup.object({
    password: passwordString()
      .required(m.passwordRequired)
      .test('password-requirements', m.passwordInvalid, (value) => !value || isAcceptablePassword(value)),
    passwordVerify: passwordString()
      .required(m.verifyRequired)
      .test('password-match', m.mismatch, (value, context) => !value || value === (context.parent as { password?: string }).password),
  });
}
