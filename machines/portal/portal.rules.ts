/**
 * Pure rules of the portal's parent chart: the tab `?tabid=` asks for (portal-2.1) and who pays
 * (portal-7.13: the customer token fetch sends the profile's email, phone and birth date).
 */
import type { CustomerPaymentResult } from '../../services/payments';
import type { PortalCustomer, PortalPolicy } from '../../services/portal';
import { findCarrier } from '../kit/carriers';
import type { Carrier } from '../../services/payments';
import { paymentReturnOutcome, policyAction, policyStatus, type PolicyAction, type PolicyDates, type PolicyStatus } from './policyStatus.rules';

/** Who pays: the customer token fetch sends these (portal-7.13). */
export interface PayerIdentity {
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  state: string;
}

/** The portal's tabs, in the order the tab list shows them. */
export const PORTAL_TABS = ['dashboard', 'policies', 'rewards', 'account', 'myquotes'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

/**
 * portal-2.1: the tab of `?tabid=`: a value containing 'policies' is the policies tab, 'rewards',
 * 'account' and 'myquotes' theirs; anything else (or none) the dashboard, the default.
 */
export function tabOf(tabid: string | null): PortalTab {
  const value = (tabid ?? '').trim().toLowerCase();
  if (value.includes('policies')) return 'policies';
  if (value === 'rewards') return 'rewards';
  if (value === 'account') return 'account';
  if (value === 'myquotes') return 'myquotes';
  return 'dashboard';
}

/** The `?tabid=` value of a tab (the dashboard's is none: the portal's own address). */
export function tabidOf(tab: PortalTab): string | null {
  return tab === 'dashboard' ? null : tab;
}

/** portal-7.13: who pays, from the profile: email, phone (digits), birth date (YYYY-MM-DD) and state. */
export function payerOf(customer: PortalCustomer | null): PayerIdentity {
  return {
    email: customer?.mail ?? '',
    phone: (customer?.phone ?? '').replace(/\D/g, ''),
    dob: customer?.birthDate ?? '',
    state: customer?.state ?? '',
  };
}

/**
 * portal-4.11: what the return from payment came to: success when the payment's first detail has
 * status "A"; a failure otherwise, and when the API knows no payment for the token (no
 * customerPayment) or could not be asked (null).
 */
export function paymentReturnOf(result: CustomerPaymentResult | null): 'success' | 'failure' {
  const payment = result?.customerPayment;
  return payment ? paymentReturnOutcome(payment) : 'failure';
}

/** portal-8.5: the result message the failure logs: the first detail's (the one `paymentReturnOf` reads), else the answer's own message. */
export function failureMessageOf(result: CustomerPaymentResult | null): string | null {
  return result?.customerPayment?.paymentDetails[0]?.resultMessage ?? result?.message ?? null;
}

/** The dates and payability a policy's status is read from (./policyStatus.rules.ts), from a policy of the list. */
export function statusInputOf(policy: PortalPolicy): PolicyDates {
  return { ...policy.details, isPayable: policy.isPayable, message: policy.message };
}

/**
 * portal-2.1: the tab Back goes to: the one shown before the current one on this page (null when
 * the page shows its first). The widget tells Back from Forward with it: a move to this tab is
 * Back; any other is Forward, shown as a tab chosen again.
 */
export function previousTab(tabs: readonly PortalTab[]): PortalTab | null {
  return tabs.length > 1 ? tabs[tabs.length - 2]! : null;
}

/** How the page pays: the disable-payment flag and the fallback link of the page's config (portal-4.9). */
export interface PaymentSettings {
  disablePayment: boolean;
  fallbackUrl: string;
}

/**
 * portal-4.1 to portal-4.10: a policy's payment status at `now` and its one action, with its carrier
 * matched in the carrier list by company: what the card shows, and what the chart lets the
 * customer do (make-payment only where the card offers it).
 */
export function policyActionOf(policy: PortalPolicy, carriers: readonly Carrier[], settings: PaymentSettings, now: Date): { status: PolicyStatus; action: PolicyAction } {
  const status = policyStatus(statusInputOf(policy), now);
  const carrier = findCarrier(carriers, policy.details.company);
  return { status, action: policyAction(status, { isPayable: policy.isPayable, carrier, ...settings }) };
}
