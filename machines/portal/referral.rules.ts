/**
 * Pure rules of the portal's refer-a-friend form (portal-3.7, portal-5.1, portal-7.12,
 * portal-9.8): the age limits the specification says are passed, the form's first values and the
 * Referral request built from the signed-in customer's profile and the form. The field rules (a
 * yup schema, as every form's) are in src/rules/referralForm.ts. No I/O.
 */
import type { ReferralFormValues } from '../../src/rules/referralForm';

/**
 * portal-5.1, portal-9.8: the portal referral's age limits, 15 to 75. The specification says
 * they are passed, but the form asks no date of birth and the Referral entity (portal-3.7) and the
 * call (portal-7.12, "referral fields") carry no age: the constant is here for whatever reads it
 * (the form component's props); `toReferralRequest` does not invent wire fields for it.
 */
export const REFERRAL_AGE_LIMITS = { min: 15, max: 75 } as const;

/** What the referral reads of the customer profile (portal-3.1), structural. */
export interface ReferringCustomer {
  name?: string | null;
  surname?: string | null;
  mail?: string | null;
  phone?: string | null;
  zipCode?: string | null;
}

/** portal-3.7: the Referral entity, as the refer-a-friend call sends it (portal-7.12). */
export interface ReferralRequest {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  zipCode: string;
  refName: string;
  refEmail: string;
  refPhone: string;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();
/** A phone as sent: without its dashes (and surrounding spaces). */
const phoneDigits = (value: string | null | undefined): string => text(value).replace(/-/g, '');

/** portal-5.1: an empty form, with the customer's own ZIP prefilled (they may change it). */
export function referralInitialValues(customer: ReferringCustomer): ReferralFormValues {
  return { refName: '', refEmail: '', refPhone: '', zipCode: text(customer.zipCode) };
}

/**
 * portal-3.7, portal-7.12: the Referral request. The customer's name is their name and surname
 * joined by a space, email and phone from the profile; zipCode is the form's ZIP (the customer's
 * own unless they changed it); the referee's fields as typed, trimmed. Phones are sent without
 * dashes. The values are expected to have passed the form's schema.
 */
export function toReferralRequest(customer: ReferringCustomer, values: ReferralFormValues): ReferralRequest {
  return {
    customerName: [text(customer.name), text(customer.surname)].filter(Boolean).join(' '),
    customerEmail: text(customer.mail),
    customerPhone: phoneDigits(customer.phone),
    zipCode: text(values.zipCode),
    refName: text(values.refName),
    refEmail: text(values.refEmail),
    refPhone: phoneDigits(values.refPhone),
  };
}
