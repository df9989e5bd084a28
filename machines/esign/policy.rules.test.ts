/** The policy details' rules (./policy.rules.ts): the carrier result, the plan as shown, the coverages, the payment address. */
import { describe, expect, it } from 'vitest';
import { carrierResultSchema, quotePlanSchema } from '../../services/esign';
import { carrierOutcomeOf, coverageGroupsOf, paymentTargetOf, planSummaryOf } from './policy.rules';

const plan = (over: Record<string, unknown> = {}) =>
  quotePlanSchema.parse({ companyName: 'Lone Star Mutual', term: 6, payPlanPaymentAmount: 142.5, payPlanNumOfPayments: 6, payPlanDownPayment: 160.25, totalPremium: 855, agencyFee: 45, ...over });

describe('the carrier result', () => {
  it('[portal-8.7] not rated but with payment options: the carrier message and its errors split on "~", blank parts left out', () => {
    const result = carrierResultSchema.parse({ status: false, statusDesc: 'Could not rate.', paymentOptions: { errors: 'Licence not verified.~ VIN does not match. ~' } });
    expect(carrierOutcomeOf(result)).toEqual({ kind: 'carrierError', message: 'Could not rate.', errors: ['Licence not verified.', 'VIN does not match.'] });
  });

  it('[portal-8.7] rated: the plan; no payment options at all: no result (the unexpected error)', () => {
    expect(carrierOutcomeOf(carrierResultSchema.parse({ status: true, paymentOptions: plan() })).kind).toBe('rated');
    expect(carrierOutcomeOf(carrierResultSchema.parse({ status: true, paymentOptions: null })).kind).toBe('failed');
    expect(carrierOutcomeOf(carrierResultSchema.parse({ status: false, paymentOptions: null })).kind).toBe('failed');
  });
});

describe('the plan as the page shows it', () => {
  it('[portal-9.16] the agency fee: the page\'s override, else the carrier\'s, else 0', () => {
    expect(planSummaryOf(plan(), 25).agencyFee).toBe(25);
    expect(planSummaryOf(plan(), 0).agencyFee).toBe(0);
    expect(planSummaryOf(plan(), null).agencyFee).toBe(45);
    expect(planSummaryOf(plan({ agencyFee: null }), null).agencyFee).toBe(0);
  });

  it('[portal-9.16] the estimated down payment defaults to 0.00', () => {
    expect(planSummaryOf(plan(), null).downPayment).toBe(160.25);
    expect(planSummaryOf(plan({ payPlanDownPayment: null }), null).downPayment).toBe(0);
  });

  it('[portal-9.16] more than one payment: the installment count times the months; one payment: none', () => {
    expect(planSummaryOf(plan(), null).installments).toEqual({ count: 6, months: 6 });
    expect(planSummaryOf(plan({ term: '12' }), null).installments).toEqual({ count: 6, months: 12 });
    expect(planSummaryOf(plan({ term: 'annual' }), null).installments).toEqual({ count: 6, months: null });
    expect(planSummaryOf(plan({ payPlanNumOfPayments: 1 }), null).installments).toBeNull();
    expect(planSummaryOf(plan({ payPlanNumOfPayments: null }), null).installments).toBeNull();
  });

  it('[portal-2.14] the monthly price and the total payment as the carrier gives them', () => {
    const s = planSummaryOf(plan(), null);
    expect([s.monthly, s.total, s.companyName, s.termMonths]).toEqual([142.5, 855, 'Lone Star Mutual', 6]);
  });
});

describe('the coverages', () => {
  it('[portal-9.12] [portal-9.20] the liability group first; BI, PD, UM, UMPD limits of two digits or fewer with ",000"', () => {
    const groups = coverageGroupsOf([
      { coverageName: 'COLL', coverageDescription: 'Collision', limit: '500' },
      { coverageName: 'BI', coverageDescription: 'Bodily injury', limit: '30' },
      { coverageName: 'pip', coverageDescription: 'Personal injury protection', limit: '2500' },
      { coverageName: 'UMPD', coverageDescription: null, limit: '25' },
      { coverageName: 'ADB', coverageDescription: null, limit: '5' },
    ]);
    expect(groups.liability.map((c) => [c.coverageName, c.limit])).toEqual([
      ['BI', '$30,000'],
      ['pip', '2500'],
      ['UMPD', '$25,000'],
      ['ADB', '5'],
    ]);
    expect(groups.other.map((c) => [c.coverageName, c.limit])).toEqual([['COLL', '500']]);
  });
});

describe('the payment address', () => {
  const page = 'https://www.bluebonnet.example/buy/?transactionId=ES-1&carrierId=LSM';
  it('[portal-7.29] only the page\'s own origin or an allowed payment origin; none: null', () => {
    expect(paymentTargetOf('/sandbox/esign/pay?token=t', page, [])).toBe('https://www.bluebonnet.example/sandbox/esign/pay?token=t');
    expect(paymentTargetOf('https://pay.provider.example/checkout', page, ['https://pay.provider.example'])).toBe('https://pay.provider.example/checkout');
    expect(paymentTargetOf('https://evil.example/checkout', page, ['https://pay.provider.example'])).toBeNull();
    expect(paymentTargetOf('javascript:alert(1)', page, [])).toBeNull();
    expect(paymentTargetOf('/\\evil.example/', page, [])).toBeNull();
    expect(paymentTargetOf(null, page, [])).toBeNull();
  });
});
