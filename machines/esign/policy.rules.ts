/**
 * Pure rules of the policy details (./policy.machine.ts; portal-2.14, portal-8.7, portal-9.12,
 * portal-9.16, portal-9.20): the carrier result read as rated, a carrier error or a failure; the
 * plan as the page shows it (monthly price, total, the agency fee with the page's override, the
 * estimated down payment, installments times months); the coverages grouped (the kit's rules); and
 * the payment address the page may open (allowed origins only).
 */
import type { CarrierResult, QuotePlan } from '../../services/esign';
import { allowedTarget } from '../../src/rules/url';
import { coverageLimitText, isLiabilityCoverage } from '../kit/coverages';

/** portal-8.7: rated (the policy details), a carrier error (not rated, but payment options: its message and errors), or no result. */
export type CarrierOutcome = { kind: 'rated'; plan: QuotePlan } | { kind: 'carrierError'; message: string | null; errors: string[] } | { kind: 'failed' };

/** portal-8.7: the carrier result read. The errors arrive split on "~" (services/esign.ts), blank parts left out. */
export function carrierOutcomeOf(result: CarrierResult): CarrierOutcome {
  if (result.paymentOptions === null) return { kind: 'failed' };
  if (result.status) return { kind: 'rated', plan: result.paymentOptions };
  return { kind: 'carrierError', message: result.statusDesc, errors: result.paymentOptions.errors };
}

/** The plan as the page shows it. */
export interface PlanSummary {
  companyName: string | null;
  quoteNumber: string | null;
  /** The term in months (null: not a number of months). */
  termMonths: number | null;
  monthly: number | null;
  total: number | null;
  agencyFee: number;
  /** portal-9.16: the estimated down payment, 0.00 when the plan gives none. */
  downPayment: number;
  /** portal-9.16: a plan of more than one payment: its installment count times months; null for one payment. */
  installments: { count: number; months: number | null } | null;
  description: string | null;
}

const months = (term: QuotePlan['term']): number | null => {
  if (typeof term === 'number') return term;
  const n = Number(String(term ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * portal-9.16: the agency fee is the page's override when it sets one, else the carrier's (0 when
 * none); the down payment defaults to 0.00; more than one payment shows the count and the months.
 */
export function planSummaryOf(plan: QuotePlan, agencyFeeOverride: number | null): PlanSummary {
  const count = plan.payPlanNumOfPayments ?? 1;
  const term = months(plan.term);
  return {
    companyName: plan.companyName,
    quoteNumber: plan.quoteNumber,
    termMonths: term,
    monthly: plan.payPlanPaymentAmount,
    total: plan.totalPremium,
    agencyFee: agencyFeeOverride ?? plan.agencyFee ?? 0,
    downPayment: plan.payPlanDownPayment ?? 0,
    installments: count > 1 ? { count, months: term } : null,
    description: plan.payPlanDescription,
  };
}

/** A coverage of a vehicle (portal-3.17). */
export interface Coverage {
  coverageName: string;
  coverageDescription: string | null;
  limit: string;
}

/** portal-9.12, portal-9.20: the liability group first (BI, PD, MEDPM, PIP, UM, UMPD, ADB), then the others; limits as shown. */
export function coverageGroupsOf(coverages: readonly Coverage[]): { liability: Coverage[]; other: Coverage[] } {
  const shown = coverages.map((c) => ({ ...c, limit: coverageLimitText(c.coverageName, c.limit) }));
  return { liability: shown.filter((c) => isLiabilityCoverage(c.coverageName)), other: shown.filter((c) => !isLiabilityCoverage(c.coverageName)) };
}

/** portal-7.29: the payment address the page may open: the page's own origin or an allowed payment origin (https; http on localhost in development). */
export function paymentTargetOf(url: string | null, pageUrl: string, allowedOrigins: readonly string[]): string | null {
  return url === null ? null : allowedTarget(url, pageUrl, allowedOrigins);
}

/** portal-7.26: the rating results say done: successful, with at least one carrier completed. */
export function resultsDone(results: { isSuccess: boolean; completedCount: number }): boolean {
  return results.isSuccess && results.completedCount > 0;
}
