/**
 * Field rules of the payment form (site-5.3): each field by pattern, the date of birth a real
 * date with an age inside the configured limits. Messages come from the page's catalog and
 * configuration, so the schema is built per page.
 */
import * as yup from 'yup';
import { ageOn, isRealDate } from './dates';

export const POLICY_NUMBER_PATTERN = /^[A-Za-z0-9-]{5,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\d{3}-?\d{3}-?\d{4}$/;
export const MONTH_PATTERN = /^(0?[1-9]|1[0-2])$/;
export const DAY_PATTERN = /^(0?[1-9]|[12]\d|3[01])$/;
export const YEAR_PATTERN = /^\d{4}$/;

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
  /** The configured invalid-date-of-birth message, placeholders filled. */
  invalidDob: string;
}

export interface PaymentFormRules {
  minAge: number;
  maxAge: number;
  now: () => Date;
  messages: PaymentFormMessages;
}

/** A real date whose age on `now` is within [minAge, maxAge]. */
export function isAcceptableDob(
  dob: { month: string; day: string; year: string },
  rules: Pick<PaymentFormRules, 'minAge' | 'maxAge' | 'now'>,
): boolean {
  if (!MONTH_PATTERN.test(dob.month) || !DAY_PATTERN.test(dob.day) || !YEAR_PATTERN.test(dob.year)) return false;
  const parts = { year: Number(dob.year), month: Number(dob.month), day: Number(dob.day) };
  if (!isRealDate(parts)) return false;
  const age = ageOn(parts, rules.now());
  return age >= rules.minAge && age <= rules.maxAge;
}

export function paymentFormSchema(rules: PaymentFormRules) {
  const m = rules.messages;
  return yup.object({
    policyNumber: yup.string().trim().required(m.policyNumberRequired).matches(POLICY_NUMBER_PATTERN, m.policyNumberInvalid),
    email: yup.string().trim().required(m.emailRequired).matches(EMAIL_PATTERN, m.emailInvalid),
    phone: yup.string().trim().required(m.phoneRequired).matches(PHONE_PATTERN, m.phoneInvalid),
    dob: yup
      .object({
        month: yup.string().trim().required(m.dobRequired).matches(MONTH_PATTERN, m.monthInvalid),
        day: yup.string().trim().required(m.dobRequired).matches(DAY_PATTERN, m.dayInvalid),
        year: yup.string().trim().required(m.dobRequired).matches(YEAR_PATTERN, m.yearInvalid),
      })
      .test('acceptable-dob', m.invalidDob, (value) =>
        value && value.month && value.day && value.year
          ? isAcceptableDob({ month: value.month, day: value.day, year: value.year }, rules)
          : true,
      ),
  });
}
