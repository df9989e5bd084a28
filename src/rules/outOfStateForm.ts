/**
 * Field rules of the out-of-state email form (site-5.4): an email address by the email pattern;
 * the form's submit is unavailable until it holds one. Messages come from the page's catalog.
 */
import * as yup from 'yup';
import { emailRule, type FieldMessages } from './fieldRules';

export interface OutOfStateFormValues {
  email: string;
}

export function outOfStateFormSchema(m: FieldMessages) {
  return yup.object({ email: emailRule(m) });
}
