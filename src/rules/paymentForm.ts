/**
 * Field rules of the payment form (site-5.3): each field by pattern, the date of birth a real
 * date with an age inside the configured limits. Composed from the form kit's field rules
 * (fieldRules.ts); messages come from the page's catalog and configuration, so the schema is
 * built per page.
 */
import * as yup from 'yup';
import { dobRule, emailRule, patternRule, phoneRule, type AgeLimits } from './fieldRules';

export { DAY_PATTERN, EMAIL_PATTERN, isAcceptableDob, MONTH_PATTERN, PHONE_PATTERN, YEAR_PATTERN } from './fieldRules';
export const POLICY_NUMBER_PATTERN = /^[A-Za-z0-9-]{5,20}$/;

export interface PaymentFormMessages {
  policyNumberRequired: string;
  policyNumberInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  dobRequired: string;
  monthInvalid: string;
  dayInvalid: string;
  yearInvalid: string;
  /** The configured invalid-date-of-birth message; {0}/{1} (or {min}/{max}) are filled with the limits. */
  invalidDob: string;
}

export interface PaymentFormRules extends AgeLimits {
  messages: PaymentFormMessages;
}

export function paymentFormSchema(rules: PaymentFormRules) {
  const m = rules.messages;
  return yup.object({
    policyNumber: patternRule(POLICY_NUMBER_PATTERN, { required: m.policyNumberRequired, invalid: m.policyNumberInvalid }),
    email: emailRule({ required: m.emailRequired, invalid: m.emailInvalid }),
    phone: phoneRule({ required: m.phoneRequired, invalid: m.phoneInvalid }),
    dob: dobRule(rules, {
      required: m.dobRequired,
      monthInvalid: m.monthInvalid,
      dayInvalid: m.dayInvalid,
      yearInvalid: m.yearInvalid,
      ageLimits: m.invalidDob,
    }),
  });
}
