/**
 * The quote cards' tracking events (machines/quote/quoteTracking.ts): the fields of quote-3.11 and their
 * sources, bol_cta for buy now and nonbol_cta for every other call to action, the amount a card
 * shows, and nothing the visitor typed.
 */
import { describe, expect, it } from 'vitest';
import type { RateQuote } from '../../services/quotes';
import type { AnalyticsEvent } from '../../src/analytics';
import type { Driver3Values } from './types';
import { emptyDriver3 } from './quoteValues';
import {
  ctaAmountText,
  ctaEvent,
  ctaPressEvents,
  dollarAmount,
  quoteImpressionEvent,
  trackedUrl,
  trackingContextOf,
  type QuoteCta,
  type QuoteTrackingContext,
  type TrackedCard,
} from './quoteTracking';

function rate(plan: Partial<RateQuote> = {}): RateQuote {
  return {
    rateQuoteId: 'RQ-LSM-6',
    companyID: 'LSM',
    companyName: 'Lone Star Mutual',
    logoUrl: null,
    carrierType: null,
    term: 6,
    totalPremium: 897.5,
    payPlanDownPayment: 150,
    payPlanPaymentAmount: 149.5,
    payPlanNumOfPayments: 5,
    payPlanDescription: 'Monthly EFT',
    payPlanPercentDown: null,
    quoteNumber: 'LSM-000123',
    showBuyButton: true,
    openNewWindow: false,
    effectiveDate: '2026-12-01',
    bolType: null,
    ...plan,
  };
}

const driver3: Driver3Values = { ...emptyDriver3, address: '1200 Congress Ave', address2: 'Apt 4B', city: 'Austin', state: 'tx', zip: '78701' };
const ctx: QuoteTrackingContext = trackingContextOf(
  { visitor: 'revisit', driver3, transactionId: '7f1c0a52-3b8e-4c1d-9a57-2f0e6d1b9c44' },
  { activityname: 'Quote cards 2026', expname: 'new-cards' },
);
const card: TrackedCard = { quote: rate(), position: 2, banner: 'Top rated' };

describe('the tracking context', () => {
  it('[quote-3.11] customerState, transactionId, usertype, flowtype, activityname and expname come from the chart and the page', () => {
    expect(ctx).toEqual({
      customerState: 'TX',
      transactionId: '7f1c0a52-3b8e-4c1d-9a57-2f0e6d1b9c44',
      usertype: 'revisit',
      flowtype: 'quote',
      activityname: 'Quote cards 2026',
      expname: 'new-cards',
    });
    expect(trackingContextOf({ visitor: 'new', driver3: emptyDriver3, transactionId: null }, { flowtype: 'requote', expname: '  ' })).toEqual({
      customerState: null,
      transactionId: null,
      usertype: 'new',
      flowtype: 'requote',
      activityname: null,
      expname: null,
    });
  });
});

describe('the card events', () => {
  it('[quote-3.11] a card shown is quote_impression with every field of the tracking event, its own call to action and no URL', () => {
    const event: AnalyticsEvent = quoteImpressionEvent(card, 'buyNow', ctx);
    expect(event).toEqual({
      event: 'quote_impression',
      cta: 'buyNow',
      carrierName: 'Lone Star Mutual',
      customerState: 'TX',
      term: 6,
      quoteNumber: 'LSM-000123',
      dollarAmount: 150,
      ctaAmountText: '$150.00 down + 5 monthly payments of $149.50',
      ctaUrl: null,
      transactionId: '7f1c0a52-3b8e-4c1d-9a57-2f0e6d1b9c44',
      quotePosition: 2,
      banner: 'Top rated',
      usertype: 'revisit',
      flowtype: 'quote',
      activityname: 'Quote cards 2026',
      expname: 'new-cards',
    });
  });

  it.each([
    ['buyNow', 'bol_cta'],
    ['agentContact', 'nonbol_cta'],
    ['buyFromAgent', 'nonbol_cta'],
    ['chat', 'nonbol_cta'],
    ['call', 'nonbol_cta'],
    ['text', 'nonbol_cta'],
  ] as const)('[quote-3.11] pressing %s is quote_click, then %s, with the same fields', (cta: QuoteCta, name) => {
    const [click, press] = ctaPressEvents(card, cta, 'https://buy.lsm.example/start?quote=RQ-LSM-6', ctx);
    expect(press.event).toBe(name);
    expect(ctaEvent(card, cta, 'https://buy.lsm.example/start?quote=RQ-LSM-6', ctx)).toEqual(press);
    expect(click).toEqual({ ...press, event: 'quote_click' });
    expect(press).toMatchObject({ cta, ctaUrl: 'https://buy.lsm.example/start', quotePosition: 2, carrierName: 'Lone Star Mutual' });
  });

  it('[quote-3.11] a card without a banner or a quote number says null', () => {
    const event = quoteImpressionEvent({ quote: rate({ quoteNumber: null }), position: 1, banner: '' }, 'chat', ctx);
    expect(event).toMatchObject({ quoteNumber: null, banner: null, quotePosition: 1, cta: 'chat' });
  });

  it('[quote-3.11] nothing the visitor typed is in an event: no address, city or ZIP', () => {
    const text = JSON.stringify([quoteImpressionEvent(card, 'buyNow', ctx), ...ctaPressEvents(card, 'call', 'tel:+1 (512) 555-0199', ctx)]);
    for (const typed of ['Congress', 'Apt 4B', 'Austin', '78701']) expect(text).not.toContain(typed);
  });
});

describe('the amount a card shows', () => {
  it.each([
    ['installments: the down payment', rate(), 150, '$150.00 down + 5 monthly payments of $149.50'],
    ['OD plan: every 2 months', rate({ payPlanDescription: 'OD', payPlanNumOfPayments: 2, payPlanPaymentAmount: 320, totalPremium: 790 }), 150, '$150.00 down + 2 payments every 2 months of $320.00'],
    ['no payments: paid in full, the total', rate({ payPlanNumOfPayments: 0, payPlanPaymentAmount: 0, totalPremium: 1234.5 }), 1234.5, '$1,234.50 paid in full'],
    ['payments of 0.00: paid in full, the total', rate({ payPlanNumOfPayments: 5, payPlanPaymentAmount: 0, totalPremium: 640 }), 640, '$640.00 paid in full'],
    ['to the cent', rate({ payPlanDownPayment: 150.456 }), 150.46, '$150.46 down + 5 monthly payments of $149.50'],
  ])('[quote-3.11] [quote-9.5] %s', (_, quote, amount, text) => {
    expect(dollarAmount(quote)).toBe(amount);
    expect(ctaAmountText(quote)).toBe(text);
    expect(quoteImpressionEvent({ quote, position: 1 }, 'buyNow', ctx)).toMatchObject({ dollarAmount: amount, ctaAmountText: text });
  });
});

describe('the URL of a call to action', () => {
  it.each([
    ['https://buy.lsm.example/start?quote=RQ-LSM-6&session=abc#step', 'https://buy.lsm.example/start'],
    ['http://localhost:5173/sandbox/buy?x=1', 'http://localhost:5173/sandbox/buy'],
    ['/chat/?from=quotes', '/chat/'],
    ['tel:+1 (512) 555-0199', 'tel:+15125550199'],
    ['tel:', null],
    ['javascript:alert(1)', null],
    ['mailto:agent@example.com', null],
    ['', null],
    [null, null],
  ])('[quote-3.11] %j is tracked as %j', (url, tracked) => {
    expect(trackedUrl(url)).toBe(tracked);
  });
});
