/**
 * Pure rules of the customer portal's policies (portal-4.1 to portal-4.11, portal-8.5,
 * portal-9.5, portal-9.21): the payment status derived from a policy's dates, the action its
 * card offers, whether it shows a premium, the payment return's outcome and the payment-help
 * modal's hours. No I/O and no clock of their own: `now` is passed in, and every calendar
 * question is asked in the agency's zone (America/Chicago).
 */
import { fill } from '../../src/i18n';
import { isAlreadyPaid } from '../../src/rules/alreadyPaid';
import { agencyDate, agencyWeekdayHour, dueStatus, parseApiDate, toIsoDate, DUE_SOON_HOURS } from '../../src/rules/dates';
import { isMissing } from '../../src/rules/empty';
import { carrierLink } from '../../src/rules/url';

/**
 * What the status reads of a policy (portal-3.2), structural so the services' Policy fits. Dates
 * are ISO 8601: a date-time with its offset, or a plain YYYY-MM-DD read as the start of that day
 * in America/Chicago. An empty, 'undefined' or unreadable date counts as missing.
 */
export interface PolicyDates {
  expirationDate: string | null;
  effectiveDate: string | null;
  paymentDueDate: string | null;
  isPayable: boolean;
  message: string | null;
}

/** portal-4.1 to portal-4.8; 'none' is the table's '—'. */
export type PolicyStatus = 'none' | 'expired' | 'noteffective' | 'pastdue' | 'duewithin48' | 'paymentdue' | 'paid';

/** The instant a date names, or null when it is missing or unreadable (portal-5.19). */
function instantOf(value: string | null | undefined): number | null {
  return isMissing(value) ? null : parseApiDate(value as string);
}

/** The agency's calendar day of an instant, as YYYY-MM-DD (compares as text). */
function chicagoDay(at: number): string {
  return toIsoDate(agencyDate(new Date(at)));
}

/**
 * portal-4.1 to portal-4.8, portal-9.5: the policy's payment status at `now`. The first rule that
 * holds wins, in this order (the table's, with "paid" moved up):
 *
 * 1. no (readable) expiration date: 'none' (the table's '—': nothing can be said of the term);
 * 2. the expiration instant is before `now`: 'expired'. A plain date expires at the start of that
 *    day in Chicago (auto policies end at 12:01 a.m. of their expiration date). An expired policy
 *    stays expired even when the server says it was paid: the term is over, nothing is owed;
 * 3. the server says the payment is already made (not payable, message containing 'This payment
 *    has already been made'): 'paid'. Placed before the date rows because the server's word is
 *    newer than a due date that may not have rolled forward yet: a customer who has paid is never
 *    told their payment is due or past due, nor "not effective" for a paid future policy;
 * 4. no (readable) payment due date: 'noteffective';
 * 5. the due date's Chicago calendar day is before today's in Chicago: 'pastdue' (whatever the
 *    effective date: a down payment can be owed before the policy starts). Due earlier today is
 *    not past due;
 * 6. not yet effective (the effective instant is after `now`): 'noteffective'. A missing or
 *    unreadable effective date counts as effective: nothing says the policy has not started;
 * 7. due in 48 hours or less (`dueStatus`, the edge included, due earlier today counting as
 *    within): 'duewithin48';
 * 8. otherwise: 'paymentdue'.
 */
export function policyStatus(policy: PolicyDates, now: Date): PolicyStatus {
  const expiration = instantOf(policy.expirationDate);
  if (expiration === null) return 'none';
  if (expiration < now.getTime()) return 'expired';
  if (isAlreadyPaid(policy)) return 'paid';
  const due = instantOf(policy.paymentDueDate);
  if (due === null) return 'noteffective';
  if (chicagoDay(due) < chicagoDay(now.getTime())) return 'pastdue';
  const effective = instantOf(policy.effectiveDate);
  if (effective !== null && effective > now.getTime()) return 'noteffective';
  const soon = dueStatus(policy.paymentDueDate as string, now, DUE_SOON_HOURS);
  return soon === 'notDueSoon' ? 'paymentdue' : 'duewithin48';
}

/** portal-4.9: what a policy card's payment button does. */
export type PolicyAction =
  | { kind: 'makePayment' }
  | { kind: 'carrierLink'; url: string; carrierName: string }
  | { kind: 'fallbackLink'; url: string }
  | { kind: 'none' };

/** A carrier list entry as the action reads it (portal-3.3). */
export interface PolicyCarrier {
  carrierName: string;
  carrierUrl: string;
}

export interface PolicyActionInput {
  /** The policy's isPayable from the server. */
  isPayable: boolean;
  /** The policy's company matched in the carrier list, or null when none matches. */
  carrier: PolicyCarrier | null;
  /** The page's disable-payment flag: the carrier's own site instead of the portal's payment. */
  disablePayment: boolean;
  /** The configured link for carriers the portal cannot pay or link to. */
  fallbackUrl: string;
}

/**
 * portal-4.9: the action for a status, decided in this order:
 *
 * 1. 'expired', 'paid', 'noteffective', 'none': no action (nothing to pay, portal-4.10);
 * 2. no carrier matched, or its URL is not an https address (`carrierLink` of src/rules/url.ts,
 *    so a `javascript:` or http URL from the list is never a link): the fallback link;
 * 3. 'pastdue', 'duewithin48': the carrier's payment link, whatever isPayable says (the server
 *    stops online payment close to and after the due date, and the spec sends those customers to
 *    the carrier);
 * 4. 'paymentdue' with isPayable false (a non-payable carrier): the fallback link;
 * 5. 'paymentdue', payable: the carrier's link when the disable-payment flag is on, else the
 *    make-payment button.
 */
export function policyAction(status: PolicyStatus, o: PolicyActionInput): PolicyAction {
  if (status !== 'paymentdue' && status !== 'pastdue' && status !== 'duewithin48') return { kind: 'none' };
  const link = o.carrier ? carrierLink(o.carrier.carrierUrl) : null;
  if (!o.carrier || !link) return { kind: 'fallbackLink', url: o.fallbackUrl };
  const toCarrier: PolicyAction = { kind: 'carrierLink', url: link.href, carrierName: o.carrier.carrierName };
  if (status !== 'paymentdue') return toCarrier;
  if (!o.isPayable) return { kind: 'fallbackLink', url: o.fallbackUrl };
  return o.disablePayment ? toCarrier : { kind: 'makePayment' };
}

/** portal-4.10: an expired policy shows no premium or upcoming payment; every other status does. */
export function showsPremium(status: PolicyStatus): boolean {
  return status !== 'expired';
}

/** The payment return (customerPayment, portal-3.4) as the outcome reads it. */
export interface PaymentReturn {
  paymentDetails: ReadonlyArray<{ status: string | null; resultMessage: string | null }>;
}

/**
 * portal-4.11: the first payment detail with status "A" (surrounding spaces ignored, case as sent)
 * is a success; any other status (null included) is a failure, and so is a payment with no detail
 * at all (nothing says the card was charged). The first detail, as the payment page reads the same
 * answer (site-4.12, machines/payment.rules.ts `resultOutcome`): both pages tell one payment alike.
 */
export function paymentReturnOutcome(payment: PaymentReturn): 'success' | 'failure' {
  const first = payment.paymentDetails[0];
  return first?.status?.trim() === 'A' ? 'success' : 'failure';
}

/**
 * portal-8.5: the configured carrier payment-failure message with the carrier inserted:
 * `{carrierName}` and `{carrierUrl}` (also `{0}` and `{1}`, in that order, as the other
 * configured templates number theirs). Other placeholders are left as written.
 */
export function carrierFailureMessage(template: string, carrierName: string, carrierUrl: string): string {
  return fill(template, { carrierName, carrierUrl, 0: carrierName, 1: carrierUrl });
}

export interface HelpModalHours {
  /** The configured display variant. */
  variant: 'a' | 'b';
  /** From this hour (0 to 23, Chicago) the modal shows. */
  startHour: number;
  /** Until this hour (exclusive) the modal shows. */
  endHour: number;
  /** The hour now in Chicago (`chicagoHour`). */
  hour: number;
}

/**
 * portal-9.21, portal-2.4, portal-8.4: whether the payment-help modal (its text, call and chat
 * options) shows at `hour`. Variant 'b' always shows it. Variant 'a' shows it when the hour is at
 * or after the start hour OR before the end hour, as the clause words it: a window across
 * midnight (start 20, end 8: from 20:00 to 07:59). Read literally, a start at or before the end
 * (start 8, end 20) makes every hour match.
 */
export function helpModalVariant(o: HelpModalHours): boolean {
  if (o.variant === 'b') return true;
  return o.hour >= o.startHour || o.hour < o.endHour;
}

/** The hour of the day (0 to 23) in America/Chicago at `now` (portal-9.21). */
export function chicagoHour(now: Date): number {
  return Math.floor(agencyWeekdayHour(now.getTime()).hour);
}
