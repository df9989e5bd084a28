/**
 * The portal's policy rules against the specification: the payment-status table of section 4
 * (portal-4.1 to portal-4.8) with the 48-hour window (portal-9.5) on the agency's calendar, the
 * card's action (portal-4.9), the premium of an expired policy (portal-4.10), the payment return
 * (portal-4.11, portal-8.5) and the help modal's hours (portal-9.21).
 */
import { describe, expect, it } from 'vitest';
import {
  carrierFailureMessage,
  chicagoHour,
  helpModalVariant,
  paymentReturnOutcome,
  policyAction,
  policyStatus,
  showsPremium,
  type PolicyAction,
  type PolicyActionInput,
  type PolicyDates,
  type PolicyStatus,
} from './policyStatus.rules';

const HOUR = 3_600_000;
/** 2026-06-15 12:00 in Chicago (CDT, UTC-5). */
const NOW = new Date('2026-06-15T17:00:00Z');
const at = (hoursFromNow: number, now = NOW) => new Date(now.getTime() + hoursFromNow * HOUR).toISOString();
const PAID = 'This payment has already been made';

function policy(over: Partial<PolicyDates> = {}): PolicyDates {
  return {
    expirationDate: '2026-12-15',
    effectiveDate: '2026-06-01',
    paymentDueDate: '2026-07-01',
    isPayable: true,
    message: null,
    ...over,
  };
}

describe('policyStatus: the table of section 4, row by row', () => {
  const rows: [string, string, PolicyStatus, Partial<PolicyDates>][] = [
    ['[portal-4.1]', 'no expiration date', 'none', { expirationDate: null }],
    ['[portal-4.1]', 'no expiration date, even when the server says paid', 'none', { expirationDate: null, isPayable: false, message: PAID }],
    ['[portal-4.2]', 'expiration yesterday', 'expired', { expirationDate: '2026-06-14' }],
    ['[portal-4.2]', 'expiration one hour ago', 'expired', { expirationDate: at(-1) }],
    ['[portal-4.2]', 'expiration today (a plain date ends at its start in Chicago)', 'expired', { expirationDate: '2026-06-15' }],
    ['[portal-4.2] [portal-4.8]', 'expired and paid: still expired', 'expired', { expirationDate: '2026-06-14', isPayable: false, message: PAID }],
    ['[portal-4.3]', 'no payment due date', 'noteffective', { paymentDueDate: null }],
    ['[portal-4.4]', 'due yesterday', 'pastdue', { paymentDueDate: '2026-06-14' }],
    ['[portal-4.4]', 'due last month, not payable', 'pastdue', { paymentDueDate: '2026-05-15', isPayable: false }],
    ['[portal-4.4]', 'due yesterday and not yet effective (a down payment)', 'pastdue', { paymentDueDate: '2026-06-14', effectiveDate: '2026-07-01' }],
    ['[portal-4.5] [portal-9.5]', 'due today (a plain date)', 'duewithin48', { paymentDueDate: '2026-06-15' }],
    ['[portal-4.5] [portal-9.5]', 'due one hour ago, still today in Chicago', 'duewithin48', { paymentDueDate: at(-1) }],
    ['[portal-4.5] [portal-9.5]', 'due in 24 hours', 'duewithin48', { paymentDueDate: at(24) }],
    ['[portal-4.5] [portal-9.5]', 'due the day after tomorrow (36 hours, plain date)', 'duewithin48', { paymentDueDate: '2026-06-17' }],
    ['[portal-4.6]', 'due in 3 days', 'paymentdue', { paymentDueDate: at(72) }],
    ['[portal-4.6]', 'due in two weeks', 'paymentdue', { paymentDueDate: '2026-07-01' }],
    ['[portal-4.6]', 'effective since this morning', 'paymentdue', { effectiveDate: '2026-06-15' }],
    ['[portal-4.6]', 'no effective date counts as effective', 'paymentdue', { effectiveDate: null }],
    ['[portal-4.7]', 'effective tomorrow, due in a week', 'noteffective', { effectiveDate: '2026-06-16', paymentDueDate: '2026-06-22' }],
    ['[portal-4.7]', 'effective in one hour, due in 24 hours', 'noteffective', { effectiveDate: at(1), paymentDueDate: at(24) }],
    ['[portal-4.8]', 'the server says paid, due in two weeks', 'paid', { isPayable: false, message: PAID }],
    ['[portal-4.8]', 'the server says paid, due yesterday', 'paid', { isPayable: false, message: `Sorry: ${PAID} on 06/14/2026.`, paymentDueDate: '2026-06-14' }],
    ['[portal-4.8]', 'the server says paid, no due date', 'paid', { isPayable: false, message: PAID, paymentDueDate: null }],
    ['[portal-4.8]', 'the server says paid, not yet effective', 'paid', { isPayable: false, message: PAID, effectiveDate: '2026-07-01' }],
    ['[portal-4.6] [portal-4.8]', 'the paid text on a payable policy is not paid', 'paymentdue', { isPayable: true, message: PAID }],
    ['[portal-4.6] [portal-4.8]', 'not payable with another message is not paid', 'paymentdue', { isPayable: false, message: 'Contact your carrier' }],
  ];
  it.each(rows)('%s %s: %s', (_tags, _label, status, over) => {
    expect(policyStatus(policy(over), NOW)).toBe(status);
  });
});

describe('policyStatus: the 48-hour edge', () => {
  it('[portal-4.5] [portal-9.5] due in exactly 48 hours and effective: duewithin48', () => {
    expect(policyStatus(policy({ paymentDueDate: at(48) }), NOW)).toBe('duewithin48');
  });
  it('[portal-4.6] [portal-9.5] due in 48 hours and 1 ms: paymentdue', () => {
    const due = new Date(NOW.getTime() + 48 * HOUR + 1).toISOString();
    expect(policyStatus(policy({ paymentDueDate: due }), NOW)).toBe('paymentdue');
  });
  it('[portal-4.5] [portal-9.5] a plain due date 48 hours after now, the offset written out', () => {
    // 2026-06-17 00:00 CDT is 05:00Z; now 2026-06-15T05:00Z is exactly 48 hours before.
    expect(policyStatus(policy({ paymentDueDate: '2026-06-17' }), new Date('2026-06-15T05:00:00Z'))).toBe('duewithin48');
    expect(policyStatus(policy({ paymentDueDate: '2026-06-17T00:00:00-05:00' }), new Date('2026-06-15T04:59:59.999Z'))).toBe('paymentdue');
  });
});

describe('policyStatus: "before today" is a calendar day in Chicago', () => {
  const rows: [string, string, PolicyStatus, string][] = [
    // 2026-03-08: clocks go from 02:00 CST to 03:00 CDT. 2026-03-09 starts at 05:00Z.
    ['[portal-4.4]', '2026-03-09T05:30:00Z (00:30 CDT on 9 March), due 2026-03-08', 'pastdue', '2026-03-08'],
    ['[portal-4.5]', '2026-03-09T04:30:00Z (23:30 CDT on 8 March), due 2026-03-08', 'duewithin48', '2026-03-08'],
    ['[portal-4.4]', '2026-03-08T06:30:00Z (00:30 CST on 8 March), due 2026-03-07', 'pastdue', '2026-03-07'],
    ['[portal-4.5]', '2026-03-08T05:30:00Z (23:30 CST on 7 March), due 2026-03-07', 'duewithin48', '2026-03-07'],
    // 2026-11-01: clocks go from 02:00 CDT back to 01:00 CST. 2026-11-02 starts at 06:00Z.
    ['[portal-4.5]', '2026-11-02T05:30:00Z (23:30 CST on 1 November), due 2026-11-01', 'duewithin48', '2026-11-01'],
    ['[portal-4.4]', '2026-11-02T06:30:00Z (00:30 CST on 2 November), due 2026-11-01', 'pastdue', '2026-11-01'],
    ['[portal-4.4]', '2026-11-01T05:30:00Z (00:30 CDT on 1 November), due 2026-10-31', 'pastdue', '2026-10-31'],
    ['[portal-4.5]', '2026-11-01T04:30:00Z (23:30 CDT on 31 October), due 2026-10-31', 'duewithin48', '2026-10-31'],
  ];
  it.each(rows)('%s now %s: %s', (_tags, label, status, due) => {
    const now = new Date(label.slice(0, 20));
    const p = policy({ expirationDate: '2027-06-01', effectiveDate: '2025-12-01', paymentDueDate: due });
    expect(policyStatus(p, now)).toBe(status);
  });

  it('[portal-4.4] a due date-time with an offset is placed on its Chicago day', () => {
    // 2026-06-15T03:00:00Z is 22:00 CDT on 14 June: yesterday at noon on the 15th.
    expect(policyStatus(policy({ paymentDueDate: '2026-06-15T03:00:00Z' }), NOW)).toBe('pastdue');
    // 2026-06-15T06:00:00Z is 01:00 CDT on 15 June: today.
    expect(policyStatus(policy({ paymentDueDate: '2026-06-15T06:00:00Z' }), NOW)).toBe('duewithin48');
  });

  it('[portal-4.5] [portal-9.5] 48 real hours across the spring change (47 hours of wall clock)', () => {
    // 2026-03-10 00:00 CDT is 05:00Z; 48 hours earlier is 2026-03-08T05:00Z (23:00 CST on 7 March).
    const p = policy({ expirationDate: '2027-01-01', effectiveDate: '2026-01-01', paymentDueDate: '2026-03-10' });
    expect(policyStatus(p, new Date('2026-03-08T05:00:00Z'))).toBe('duewithin48');
    expect(policyStatus(p, new Date('2026-03-08T04:59:59.999Z'))).toBe('paymentdue');
  });
});

describe('policyStatus: empty and malformed dates count as missing', () => {
  const rows: [string, string, PolicyStatus, Partial<PolicyDates>][] = [
    ['[portal-4.1]', 'expiration ""', 'none', { expirationDate: '' }],
    ['[portal-4.1]', 'expiration "   "', 'none', { expirationDate: '   ' }],
    ['[portal-4.1]', "expiration 'undefined'", 'none', { expirationDate: 'undefined' }],
    ['[portal-4.1]', 'expiration "12/15/2026"', 'none', { expirationDate: '12/15/2026' }],
    ['[portal-4.1]', 'expiration "2026-02-30"', 'none', { expirationDate: '2026-02-30' }],
    ['[portal-4.3]', 'due ""', 'noteffective', { paymentDueDate: '' }],
    ['[portal-4.3]', 'due "not a date"', 'noteffective', { paymentDueDate: 'not a date' }],
    ['[portal-4.3]', 'due "2026-13-01"', 'noteffective', { paymentDueDate: '2026-13-01' }],
    ['[portal-4.6]', 'effective ""', 'paymentdue', { effectiveDate: '' }],
    ['[portal-4.6]', 'effective "soon"', 'paymentdue', { effectiveDate: 'soon' }],
  ];
  it.each(rows)('%s %s: %s', (_tags, _label, status, over) => {
    expect(policyStatus(policy(over), NOW)).toBe(status);
  });
});

describe('policyAction', () => {
  const carrier = { carrierName: 'Lone Star Mutual', carrierUrl: 'https://www.lonestarmutual.example/pay' };
  const fallbackUrl = '/contact-us/';
  const input = (over: Partial<PolicyActionInput> = {}): PolicyActionInput => ({ isPayable: true, carrier, disablePayment: false, fallbackUrl, ...over });
  const toCarrier: PolicyAction = { kind: 'carrierLink', url: carrier.carrierUrl, carrierName: carrier.carrierName };
  const fallback: PolicyAction = { kind: 'fallbackLink', url: fallbackUrl };
  const rows: [string, PolicyStatus, Partial<PolicyActionInput>, PolicyAction][] = [
    ['[portal-4.9] paymentdue, payable carrier: make payment', 'paymentdue', {}, { kind: 'makePayment' }],
    ['[portal-4.9] paymentdue, payable, payment disabled: carrier link', 'paymentdue', { disablePayment: true }, toCarrier],
    ['[portal-4.9] paymentdue, not payable: fallback', 'paymentdue', { isPayable: false }, fallback],
    ['[portal-4.9] paymentdue, not payable, payment disabled: fallback', 'paymentdue', { isPayable: false, disablePayment: true }, fallback],
    ['[portal-4.9] paymentdue, no carrier found: fallback', 'paymentdue', { carrier: null }, fallback],
    ['[portal-4.9] pastdue: carrier link', 'pastdue', {}, toCarrier],
    ['[portal-4.9] pastdue, not payable: carrier link', 'pastdue', { isPayable: false }, toCarrier],
    ['[portal-4.9] pastdue, no carrier found: fallback', 'pastdue', { carrier: null }, fallback],
    ['[portal-4.9] duewithin48: carrier link', 'duewithin48', {}, toCarrier],
    ['[portal-4.9] duewithin48, not payable, payment disabled: carrier link', 'duewithin48', { isPayable: false, disablePayment: true }, toCarrier],
    ['[portal-4.9] duewithin48, no carrier found: fallback', 'duewithin48', { carrier: null }, fallback],
    ['[portal-4.9] duewithin48, carrier URL http: fallback', 'duewithin48', { carrier: { ...carrier, carrierUrl: 'http://www.lonestarmutual.example/pay' } }, fallback],
    ['[portal-4.9] pastdue, carrier URL a script: fallback', 'pastdue', { carrier: { ...carrier, carrierUrl: 'javascript:alert(1)' } }, fallback],
    ['[portal-4.9] pastdue, carrier URL empty: fallback', 'pastdue', { carrier: { ...carrier, carrierUrl: '' } }, fallback],
    ['[portal-4.9] expired: none', 'expired', {}, { kind: 'none' }],
    ['[portal-4.9] expired, no carrier: none', 'expired', { carrier: null }, { kind: 'none' }],
    ['[portal-4.9] paid: none', 'paid', {}, { kind: 'none' }],
    ['[portal-4.9] noteffective: none', 'noteffective', {}, { kind: 'none' }],
    ['[portal-4.9] none (—): none', 'none', { isPayable: false }, { kind: 'none' }],
  ];
  it.each(rows)('%s', (_label, status, over, action) => {
    expect(policyAction(status, input(over))).toEqual(action);
  });
});

describe('showsPremium', () => {
  const rows: [PolicyStatus, boolean][] = [
    ['expired', false],
    ['none', true],
    ['noteffective', true],
    ['pastdue', true],
    ['duewithin48', true],
    ['paymentdue', true],
    ['paid', true],
  ];
  it.each(rows)('[portal-4.10] %s shows the premium and upcoming payment: %s', (status, shows) => {
    expect(showsPremium(status)).toBe(shows);
  });
});

describe('paymentReturnOutcome', () => {
  const detail = (status: string | null, resultMessage: string | null = null) => ({ status, resultMessage });
  const rows: [string, { status: string | null; resultMessage: string | null }[], 'success' | 'failure'][] = [
    ['status A', [detail('A', 'This transaction has been approved')], 'success'],
    ['status A with spaces', [detail(' A ')], 'success'],
    ['status D', [detail('D', 'Declined')], 'failure'],
    ['status E', [detail('E', 'Error')], 'failure'],
    ['status lowercase a', [detail('a')], 'failure'],
    ['status empty', [detail('')], 'failure'],
    ['status null', [detail(null)], 'failure'],
    ['no detail', [], 'failure'],
    ['A first, then a decline (the first counts, as the payment page reads it)', [detail('A'), detail('D')], 'success'],
    ['a decline first, then A (the first counts)', [detail('D'), detail('A')], 'failure'],
  ];
  it.each(rows)('[portal-4.11] %s: %s', (_label, paymentDetails, outcome) => {
    expect(paymentReturnOutcome({ paymentDetails })).toBe(outcome);
  });
});

describe('carrierFailureMessage', () => {
  const rows: [string, string][] = [
    ['Your payment to {carrierName} did not go through. Pay at {carrierUrl}.', 'Your payment to Lone Star Mutual did not go through. Pay at https://www.lonestarmutual.example/pay.'],
    ['{0}: try again at {1}', 'Lone Star Mutual: try again at https://www.lonestarmutual.example/pay'],
    ['No placeholders', 'No placeholders'],
    ['{carrierName} {other}', 'Lone Star Mutual {other}'],
  ];
  it.each(rows)('[portal-8.5] %j', (template, message) => {
    expect(carrierFailureMessage(template, 'Lone Star Mutual', 'https://www.lonestarmutual.example/pay')).toBe(message);
  });
});

describe('helpModalVariant and chicagoHour', () => {
  const rows: ['a' | 'b', number, number, number, boolean][] = [
    ['a', 20, 8, 20, true],
    ['a', 20, 8, 23, true],
    ['a', 20, 8, 0, true],
    ['a', 20, 8, 7, true],
    ['a', 20, 8, 8, false],
    ['a', 20, 8, 12, false],
    ['a', 20, 8, 19, false],
    ['a', 8, 20, 3, true],
    ['a', 8, 20, 21, true],
    ['b', 20, 8, 12, true],
    ['b', 20, 8, 20, true],
  ];
  it.each(rows)('[portal-9.21] variant %s, start %i, end %i, hour %i: shows %s', (variant, startHour, endHour, hour, shows) => {
    expect(helpModalVariant({ variant, startHour, endHour, hour })).toBe(shows);
  });

  const hours: [string, number][] = [
    ['2026-06-15T17:00:00Z', 12],
    ['2026-06-15T04:59:59Z', 23],
    ['2026-01-15T06:00:00Z', 0],
    ['2026-03-08T07:59:00Z', 1],
    ['2026-03-08T08:00:00Z', 3],
    ['2026-11-01T06:30:00Z', 1],
    ['2026-11-01T07:30:00Z', 1],
  ];
  it.each(hours)('[portal-9.21] %s is hour %i in Chicago', (iso, hour) => {
    expect(chicagoHour(new Date(iso))).toBe(hour);
  });
});
