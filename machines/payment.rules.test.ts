/**
 * Pure rules of the make-a-payment flow against the specification: the lookup request
 * (site-5.3), the carrier match (site-4.6), the pay button's target (site-4.7), already paid
 * (site-4.9), the not-payable outcomes with the 48-hour threshold (site-4.10, site-9.4) and the
 * payment result (site-4.12).
 */
import { describe, expect, it } from 'vitest';
import type { Carrier, CustomerPaymentResult, PaymentDetail, PaymentLookup, PaymentToken } from '../services/payments';
import { resultOutcomes } from '../fixtures/models/payment.model';
import {
  carrierLogoSrc,
  failureReason,
  ALREADY_PAID_MESSAGE,
  APPROVED_MESSAGE,
  findCarrier,
  isAlreadyPaid,
  isApprovedToken,
  notPayableOutcome,
  paymentTarget,
  resultOutcome,
  toLookupRequest,
  type FailureReason,
  type NotPayableOutcome,
  type PaymentFormValues,
  type ResultOutcome,
} from './payment.rules';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-21T12:00:00Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();

function lookup(over: Partial<PaymentLookup> = {}): PaymentLookup {
  return {
    token: 'lookup-token-1',
    policyId: '100200',
    company: 'Lone Star Mutual',
    monthlyPayment: 142.5,
    policyType: 'Auto',
    paymentDueDate: at(10 * 24),
    isPayable: true,
    message: null,
    carrierUrl: 'https://www.lonestarmutual.example/pay',
    policyNumber: 'LSM-100-PAY',
    applicantName: 'Maria Garcia',
    ...over,
  };
}

const token = (over: Partial<PaymentToken> = {}): PaymentToken => ({ paymentUrl: null, token: null, message: null, ...over });

describe('toLookupRequest', () => {
  const form = (over: Partial<PaymentFormValues>): PaymentFormValues => ({
    policyNumber: 'LSM-100-PAY',
    email: 'maria.garcia@example.com',
    phone: '5125550100',
    dob: { month: '04', day: '21', year: '1985' },
    ...over,
  });
  const rows: [string, PaymentFormValues, { policyNumber: string; receiptEmail: string; receiptPhone: string; dob: string }][] = [
    [
      'lowercase policy number, dashed phone',
      form({ policyNumber: 'lsm-100-pay', phone: '512-555-0100' }),
      { policyNumber: 'LSM-100-PAY', receiptEmail: 'maria.garcia@example.com', receiptPhone: '5125550100', dob: '1985-04-21' },
    ],
    [
      'spaces around the policy number and email',
      form({ policyNumber: '  gca-2024-77 ', email: ' maria@example.com ' }),
      { policyNumber: 'GCA-2024-77', receiptEmail: 'maria@example.com', receiptPhone: '5125550100', dob: '1985-04-21' },
    ],
    [
      'phone with one dash, month and day without zeros',
      form({ phone: '512555-0100', dob: { month: '4', day: '1', year: '1985' } }),
      { policyNumber: 'LSM-100-PAY', receiptEmail: 'maria.garcia@example.com', receiptPhone: '5125550100', dob: '1985-04-01' },
    ],
    [
      'December 31',
      form({ dob: { month: '12', day: '31', year: '1960' } }),
      { policyNumber: 'LSM-100-PAY', receiptEmail: 'maria.garcia@example.com', receiptPhone: '5125550100', dob: '1960-12-31' },
    ],
  ];
  it.each(rows)('[site-5.3] %s', (_label, values, request) => {
    expect(toLookupRequest(values)).toEqual(request);
  });
});

describe('carrierLogoSrc', () => {
  const rows: [string, string | null | undefined, string | null][] = [
    ['an inline SVG', 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E', 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E'],
    ['an inline PNG (base64)', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['an https address', 'https://cdn.lonestarmutual.example/logo.png', 'https://cdn.lonestarmutual.example/logo.png'],
    ['an http address', 'http://cdn.lonestarmutual.example/logo.png', null],
    ['a script address', 'javascript:alert(1)', null],
    ['inline HTML', 'data:text/html,<script>alert(1)</script>', null],
    ['a relative path', '/logo.png', null],
    ['blank', '  ', null],
    ['null', null, null],
    ['absent', undefined, null],
  ];
  it.each(rows)('[site-3.9] %s is %j -> %j', (_label, carrierLogo, src) => {
    expect(carrierLogoSrc({ carrierLogo })).toBe(src);
  });
});

describe('findCarrier', () => {
  const carriers: Carrier[] = [
    { carrierName: 'Lone Star Mutual', carrierCode: ['LSM'], carrierUrl: 'https://www.lonestarmutual.example/pay', carrierLogo: null },
    { carrierName: 'Gulf Coast Auto', carrierCode: ['GCA'], carrierUrl: 'https://www.gulfcoastauto.example/payments' },
  ];
  const rows: [string | null | undefined, string | null][] = [
    ['Lone Star Mutual', 'Lone Star Mutual'],
    ['lone star mutual', 'Lone Star Mutual'],
    ['LONE STAR MUTUAL', 'Lone Star Mutual'],
    ['gulf COAST auto', 'Gulf Coast Auto'],
    ['Lone Star', null],
    ['Acme Mutual', null],
    ['', null],
    [null, null],
    [undefined, null],
  ];
  it.each(rows)('[site-4.6] company %j matches carrier %j', (company, name) => {
    expect(findCarrier(carriers, company)?.carrierName ?? null).toBe(name);
  });

  it('[site-4.6] no carrier list means no carrier', () => {
    expect(findCarrier([], 'Lone Star Mutual')).toBeNull();
  });
});

describe('isAlreadyPaid', () => {
  it('[site-4.9] the already-paid text is quoted from the specification', () => {
    expect(ALREADY_PAID_MESSAGE).toBe('This payment has already been made');
  });

  const rows: [boolean, string | null, boolean][] = [
    [false, 'This payment has already been made', true],
    [false, 'This payment has already been made.', true],
    [false, 'Sorry: This payment has already been made on 11/20/2026.', true],
    [true, 'This payment has already been made', false],
    [false, null, false],
    [false, '', false],
    [false, 'This payment is past due', false],
    [false, 'This payment has been made', false],
  ];
  it.each(rows)('[site-4.9] payable %s with message %j is already paid: %s', (isPayable, message, paid) => {
    expect(isAlreadyPaid(lookup({ isPayable, message }))).toBe(paid);
  });
});

describe('isApprovedToken', () => {
  it('[site-4.7] the approved text is quoted from the specification', () => {
    expect(APPROVED_MESSAGE).toBe('This transaction has been approved');
  });

  const rows: [string | null, boolean][] = [
    ['This transaction has been approved', true],
    ['This transaction has been approved.', true],
    [null, false],
    ['', false],
    ['This transaction has been declined', false],
  ];
  it.each(rows)('[site-4.7] token message %j is approved: %s', (message, approved) => {
    expect(isApprovedToken(token({ message }))).toBe(approved);
  });
});

describe('paymentTarget', () => {
  const PAGE = 'https://www.agency.example/pay/?lang=en#form';
  const PROVIDERS = ['https://pay.provider.example'];
  const rows: [string, PaymentToken, string, readonly string[], string | null][] = [
    // label, token answer, page, allowed payment origins (site config), target
    [
      'an https provider URL on an allowed origin is kept',
      token({ paymentUrl: 'https://pay.provider.example/checkout?t=TOK-1', token: 'TOK-1' }),
      PAGE,
      PROVIDERS,
      'https://pay.provider.example/checkout?t=TOK-1',
    ],
    [
      'an https provider URL on any other origin is refused (a hostile token answer goes nowhere)',
      token({ paymentUrl: 'https://evil.example/checkout', token: 'TOK-1' }),
      PAGE,
      PROVIDERS,
      null,
    ],
    ['an allowed host on another port is another origin', token({ paymentUrl: 'https://pay.provider.example:8443/x' }), PAGE, PROVIDERS, null],
    ['an allowed host over http is another origin', token({ paymentUrl: 'http://pay.provider.example/x' }), PAGE, PROVIDERS, null],
    [
      'the page\'s own origin is kept (the sandbox provider of the dev and preview servers)',
      token({ paymentUrl: 'http://localhost:5173/sandbox/provider?token=TOK-1', token: 'TOK-1' }),
      'http://localhost:5173/pay/',
      [],
      'http://localhost:5173/sandbox/provider?token=TOK-1',
    ],
    ['http://localhost:1/ is another origin than the page, refused', token({ paymentUrl: 'http://localhost:1/' }), 'http://localhost:5173/pay/', [], null],
    ['http on localhost is refused on a production page', token({ paymentUrl: 'http://localhost:1/' }), PAGE, PROVIDERS, null],
    ['a backslash path (another host to a browser) is refused', token({ paymentUrl: '/\\evil.example/checkout' }), PAGE, PROVIDERS, null],
    ['a double backslash is refused', token({ paymentUrl: '\\\\evil.example/checkout' }), PAGE, PROVIDERS, null],
    ['a protocol-relative URL to another host is refused', token({ paymentUrl: '//evil.example/checkout' }), PAGE, PROVIDERS, null],
    ['credentials in the URL are refused', token({ paymentUrl: 'https://pay.provider.example@evil.example/' }), PAGE, PROVIDERS, null],
    [
      'an http provider URL elsewhere is refused',
      token({ paymentUrl: 'http://pay.example.com/checkout', token: 'TOK-1' }),
      PAGE,
      PROVIDERS,
      null,
    ],
    ['a javascript: provider URL is refused', token({ paymentUrl: 'javascript:alert(1)', token: 'TOK-1' }), PAGE, PROVIDERS, null],
    [
      'no provider URL with a token returns to this page with ?token=',
      token({ token: 'TOK-APPROVED-LSM-200-RETURN' }),
      PAGE,
      [],
      'https://www.agency.example/pay/?lang=en&token=TOK-APPROVED-LSM-200-RETURN',
    ],
    [
      'an older ?token= is replaced',
      token({ token: 'NEW' }),
      'http://localhost:5173/es/pay/?token=OLD',
      [],
      'http://localhost:5173/es/pay/?token=NEW',
    ],
    ['neither a URL nor a token', token(), PAGE, PROVIDERS, null],
  ];
  it.each(rows)('[site-4.7 site-4.8] %s', (_label, answer, page, origins, target) => {
    expect(paymentTarget(answer, page, origins)).toBe(target);
  });
  it('[site-4.8] the sandbox\'s LSM-450-INSECURE answer (plain http elsewhere) is refused on the sandbox\'s own page', () => {
    const answer = token({ paymentUrl: 'http://payments.example.com/checkout', token: 'TOK-1' });
    expect(paymentTarget(answer, 'http://localhost/pay/')).toBeNull();
  });
});

describe('notPayableOutcome', () => {
  const rows: [string, Partial<PaymentLookup>, NotPayableOutcome][] = [
    ['already paid', { message: 'This payment has already been made' }, 'alreadyPaid'],
    ['already paid, even due in 24 hours', { message: 'This payment has already been made', paymentDueDate: at(24) }, 'alreadyPaid'],
    ['due in 24 hours', { paymentDueDate: at(24), message: 'Your payment is due soon.' }, 'dueSoon'],
    ['due in exactly 48 hours', { paymentDueDate: at(48) }, 'dueSoon'],
    ['due in 48 hours and 1 minute', { paymentDueDate: at(48 + 1 / 60) }, 'notPayable'],
    ['due 5 days ago', { paymentDueDate: at(-5 * 24), message: 'Your payment is past due.' }, 'pastDue'],
    ['due a minute ago', { paymentDueDate: at(-1 / 60) }, 'pastDue'],
    ['no due date', { paymentDueDate: null, message: 'This policy was cancelled. Please call your agent.' }, 'notPayable'],
    ['an unreadable due date', { paymentDueDate: 'soon' }, 'notPayable'],
    ['due in 10 days', { paymentDueDate: at(10 * 24) }, 'notPayable'],
  ];
  it.each(rows)('[site-4.9] [site-4.10] [site-9.4] not payable, %s: %s', (_label, over, outcome) => {
    expect(notPayableOutcome(lookup({ isPayable: false, ...over }), NOW, 48)).toBe(outcome);
  });

  const thresholdRows: [number, NotPayableOutcome][] = [
    [12, 'notPayable'],
    [24, 'dueSoon'],
    [72, 'dueSoon'],
  ];
  it.each(thresholdRows)('[site-4.10] with a %d-hour threshold, due in 24 hours is %s', (hours, outcome) => {
    expect(notPayableOutcome(lookup({ isPayable: false, paymentDueDate: at(24) }), NOW, hours)).toBe(outcome);
  });
});

describe('resultOutcome', () => {
  const detail = (status: string | null): PaymentDetail => ({
    dueDate: '2026-12-01',
    payDate: '2026-11-21',
    amount: 142.5,
    invoiceId: 'INV-20261121-0001',
    status,
    cardHolderName: 'Maria Garcia',
    resultMessage: null,
  });
  // The model's "status A" answer with other payment details.
  const result = (details: PaymentDetail[]): CustomerPaymentResult => ({
    ...resultOutcomes.paid,
    customerPayment: { ...resultOutcomes.paid.customerPayment!, paymentDetails: details },
  });
  const rows: [string, CustomerPaymentResult, ResultOutcome][] = [
    ['status "A"', result([detail('A')]), 'paid'],
    ['status "D"', result([detail('D')]), 'failed'],
    ['status "a" (not "A")', result([detail('a')]), 'failed'],
    ['no status', result([detail(null)]), 'failed'],
    ['empty paymentDetails (nothing says paid or declined)', result([]), 'noDetails'],
    ['first item "A", second "D"', result([detail('A'), detail('D')]), 'paid'],
    ['first item "D", second "A"', result([detail('D'), detail('A')]), 'failed'],
    ['no customerPayment (null)', { customerPayment: null, message: 'We could not find that payment.' }, 'notFound'],
    ['no customerPayment (absent)', { message: 'We could not find that payment.' }, 'notFound'],
  ];
  it.each(rows)('[site-4.12] %s is %s', (_label, answer, outcome) => {
    expect(resultOutcome(answer)).toBe(outcome);
  });
});

describe('failureReason', () => {
  const rows: [string, Pick<PaymentDetail, 'status' | 'resultMessage'> | null, FailureReason][] = [
    ['status "D"', { status: 'D', resultMessage: null }, 'declined'],
    ['status "d" with spaces', { status: ' d ', resultMessage: null }, 'declined'],
    ['a message that says declined', { status: 'E', resultMessage: 'The card was declined.' }, 'declined'],
    ['"This transaction has been declined"', { status: null, resultMessage: 'This transaction has been declined' }, 'declined'],
    ['another status and message', { status: 'E', resultMessage: 'Gateway timeout.' }, 'other'],
    ['no status, no message', { status: null, resultMessage: null }, 'other'],
    ['no detail', null, 'other'],
  ];
  it.each(rows)('[site-4.12] %s: %s', (_label, detail, reason) => {
    expect(failureReason(detail)).toBe(reason);
  });
});
