/**
 * Pure rules of the make-a-payment flow (site-4.5 to site-4.12, site-5.3). No I/O: the machine's
 * guards and the view call these, and payment.rules.test.ts checks them against the spec.
 */
import type { Carrier, CustomerPaymentResult, PaymentDetail, PaymentLookup, PaymentLookupRequest, PaymentToken } from '../services/payments';
import { dueStatus, toIsoDate, type DueStatus } from '../src/rules/dates';
import { allowedTarget, withQueryParam } from '../src/rules/url';
import { isAlreadyPaid } from '../src/rules/alreadyPaid';

/** site-4.9: the already-paid text and rule live in src/rules/alreadyPaid.ts, shared with the portal. */
export { ALREADY_PAID_MESSAGE, isAlreadyPaid } from '../src/rules/alreadyPaid';

/** What the payment form submits (strings as typed). */
export interface PaymentFormValues {
  policyNumber: string;
  email: string;
  phone: string;
  dob: { month: string; day: string; year: string };
}

export const APPROVED_MESSAGE = 'This transaction has been approved';

/** site-5.3: the policy number is sent uppercased, the phone without dashes, the date of birth as YYYY-MM-DD. */
export function toLookupRequest(values: PaymentFormValues): PaymentLookupRequest {
  return {
    policyNumber: values.policyNumber.trim().toUpperCase(),
    receiptEmail: values.email.trim(),
    receiptPhone: values.phone.replace(/-/g, '').trim(),
    dob: toIsoDate({ year: Number(values.dob.year), month: Number(values.dob.month), day: Number(values.dob.day) }),
  };
}

/** site-4.6: the carrier whose name matches the company, case-insensitively (the kit's, shared with the portal). */
export { findCarrier } from './kit/carriers';

/** site-4.7: the token answer's message says the transaction has been approved. */
export function isApprovedToken(token: PaymentToken): boolean {
  return (token.message ?? '').includes(APPROVED_MESSAGE);
}

/**
 * site-4.7: where the pay button goes: the provider's payment URL when its origin is this page's
 * own or one of `allowedOrigins` (the site config's payment providers), else back to this page
 * with ?token=. Null when neither is usable: a payment URL on any other origin (or not a URL, or
 * one with a backslash) is never followed, the token answer counts as unusable.
 */
export function paymentTarget(token: PaymentToken, pageUrl: string, allowedOrigins: readonly string[] = []): string | null {
  if (token.paymentUrl) return allowedTarget(token.paymentUrl, pageUrl, allowedOrigins);
  if (token.token) return withQueryParam(pageUrl, 'token', token.token);
  return null;
}

export type NotPayableOutcome = 'alreadyPaid' | 'dueSoon' | 'pastDue' | 'notPayable';

/**
 * site-4.9, site-4.10: the outcome of a lookup that is not payable. A due date within
 * `dueSoonHours` is "due soon"; a passed one is "past due"; no due date (or one further
 * away) shows the error carrying the API's message.
 */
export function notPayableOutcome(lookup: PaymentLookup, now: Date, dueSoonHours: number): NotPayableOutcome {
  if (isAlreadyPaid(lookup)) return 'alreadyPaid';
  const status: DueStatus | null = lookup.paymentDueDate ? dueStatus(lookup.paymentDueDate, now, dueSoonHours) : null;
  if (status === 'dueSoon') return 'dueSoon';
  if (status === 'pastDue') return 'pastDue';
  return 'notPayable';
}

export type ResultOutcome = 'paid' | 'failed' | 'noDetails' | 'notFound';

/**
 * site-4.12: status "A" of the first payment detail is success; any other status is failure. A
 * payment with no detail at all says neither: it is its own outcome (nothing claims the card was
 * or was not charged).
 */
export function resultOutcome(result: CustomerPaymentResult): ResultOutcome {
  const payment = result.customerPayment;
  if (!payment) return 'notFound';
  const first = payment.paymentDetails[0];
  if (!first) return 'noDetails';
  return first.status === 'A' ? 'paid' : 'failed';
}

export type FailureReason = 'declined' | 'other';

/**
 * site-4.12: why a payment failed, as far as the page words it. The provider's result message is
 * in one language and says whatever it says, so the page never shows it: a card refused (status
 * "D", or a message that says declined) has the catalog's own sentence, anything else the
 * catalog's general one.
 */
export function failureReason(detail: Pick<PaymentDetail, 'status' | 'resultMessage'> | null | undefined): FailureReason {
  if (!detail) return 'other';
  return detail.status?.trim().toUpperCase() === 'D' || /\bdeclin/i.test(detail.resultMessage ?? '') ? 'declined' : 'other';
}

/**
 * The carrier's logo as an image source (carrierLogo, site-3.9): an https address or an inline
 * image (data:image/...); anything else is not shown.
 */
export function carrierLogoSrc(carrier: Pick<Carrier, 'carrierLogo'> | null | undefined): string | null {
  const logo = carrier?.carrierLogo?.trim();
  if (!logo) return null;
  if (/^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(logo)) return logo;
  try {
    return new URL(logo).protocol === 'https:' ? logo : null;
  } catch {
    return null;
  }
}
