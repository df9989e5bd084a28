/**
 * Field rules of the portal's refer-a-friend form (portal-5.1): the referee's first name by the
 * name pattern with a minimum length, their email and phone by the email and phone patterns, and
 * the ZIP code by the ZIP pattern. Composed from the form kit's field rules (fieldRules.ts) and the
 * name pattern of createCustomerForm.ts, no pattern of its own; messages come from the page's
 * catalog, so the schema is built per page. The request built from these values, and the age
 * limits, are in machines/portal/referral.rules.ts.
 */
import * as yup from 'yup';
import { NAME_MAX_LENGTH, NAME_PATTERN } from './createCustomerForm';
import { emailRule, patternRule, phoneRule, zipRule } from './fieldRules';

/** portal-5.1: the referee's first name has at least this many characters (after trimming). */
export const REFEREE_NAME_MIN_LENGTH = 2;

/** The form's values, named as the Referral entity's fields (portal-3.7), strings as typed. */
export interface ReferralFormValues {
  /** The referee's first name. */
  refName: string;
  refEmail: string;
  /** 999-999-9999 or ten digits; the dashes are removed before sending. */
  refPhone: string;
  /** The ZIP sent as the referral's zipCode; the page prefills the customer's own. */
  zipCode: string;
}

export interface ReferralFormMessages {
  refNameRequired: string;
  /** Also for a name shorter than REFEREE_NAME_MIN_LENGTH or longer than NAME_MAX_LENGTH. */
  refNameInvalid: string;
  refEmailRequired: string;
  refEmailInvalid: string;
  refPhoneRequired: string;
  refPhoneInvalid: string;
  zipRequired: string;
  zipInvalid: string;
}

/** portal-5.1: the refer-a-friend form's schema. */
export function referralFormSchema(m: ReferralFormMessages) {
  return yup.object({
    refName: patternRule(NAME_PATTERN, { required: m.refNameRequired, invalid: m.refNameInvalid }, NAME_MAX_LENGTH).min(
      REFEREE_NAME_MIN_LENGTH,
      m.refNameInvalid,
    ),
    refEmail: emailRule({ required: m.refEmailRequired, invalid: m.refEmailInvalid }),
    refPhone: phoneRule({ required: m.refPhoneRequired, invalid: m.refPhoneInvalid }),
    zipCode: zipRule({ required: m.zipRequired, invalid: m.zipInvalid }),
  });
}
