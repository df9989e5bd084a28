/**
 * Field rules of the create-customer form (portal-5.2): name patterns, email, phone, the date of
 * birth in three parts inside the configured age limits (18 to 85 by default) with the configured
 * invalid-date message, ZIP pattern, city and state required. Composed from the form kit's field
 * rules (fieldRules.ts); messages come from the page's catalog and configuration, so the schema is
 * built per page.
 */
import * as yup from 'yup';
import { choiceRule, dobRule, emailRule, patternRule, phoneRule, zipRule, type AgeLimits } from './fieldRules';
import { US_STATE_CODES } from './usStates';

/** A name: a letter first, then letters, marks, spaces, apostrophes, periods or hyphens; at most 50 characters. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;
export const NAME_MAX_LENGTH = 50;
/** A city: a text of at most 50 characters (the specification asks for one, without a pattern). */
export const CITY_MAX_LENGTH = 50;

export interface CreateCustomerFormMessages {
  firstNameRequired: string;
  firstNameInvalid: string;
  lastNameRequired: string;
  lastNameInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  dobRequired: string;
  monthInvalid: string;
  dayInvalid: string;
  yearInvalid: string;
  /** The configured invalid-date message; {0}/{1} (or {min}/{max}) are filled with the limits. */
  invalidDob: string;
  zipRequired: string;
  zipInvalid: string;
  cityRequired: string;
  cityInvalid: string;
  stateRequired: string;
}

export interface CreateCustomerFormRules extends AgeLimits {
  messages: CreateCustomerFormMessages;
}

export function createCustomerFormSchema(rules: CreateCustomerFormRules) {
  const m = rules.messages;
  return yup.object({
    firstName: patternRule(NAME_PATTERN, { required: m.firstNameRequired, invalid: m.firstNameInvalid }, NAME_MAX_LENGTH),
    lastName: patternRule(NAME_PATTERN, { required: m.lastNameRequired, invalid: m.lastNameInvalid }, NAME_MAX_LENGTH),
    email: emailRule({ required: m.emailRequired, invalid: m.emailInvalid }),
    phone: phoneRule({ required: m.phoneRequired, invalid: m.phoneInvalid }),
    dob: dobRule(rules, {
      required: m.dobRequired,
      monthInvalid: m.monthInvalid,
      dayInvalid: m.dayInvalid,
      yearInvalid: m.yearInvalid,
      ageLimits: m.invalidDob,
    }),
    zip: zipRule({ required: m.zipRequired, invalid: m.zipInvalid }),
    city: patternRule(/\S/, { required: m.cityRequired, invalid: m.cityInvalid }, CITY_MAX_LENGTH),
    state: choiceRule(US_STATE_CODES, m.stateRequired),
  });
}
