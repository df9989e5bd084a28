// @vitest-environment jsdom
/**
 * A flow's analytics events are declared beside its descriptor (src/flows/<id>.ts, types only) and
 * join the site's AnalyticsEvent there: src/analytics is not edited when a flow is added. The type
 * checker holds the declarations (a wrong reason or an unknown event does not compile); this file
 * runs them through `track` as the charts' `track` actions do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { track, type AnalyticsEvent, type FlowEvents } from '../analytics';
import type { PaymentErrorReason } from './payment';

afterEach(() => {
  delete window.dataLayer;
});

describe('analytics events declared by the flows', () => {
  it('are site events: the payment and quote-by-ZIP events go to the dataLayer as written', () => {
    const reason: PaymentErrorReason = 'past_due';
    const sent: AnalyticsEvent[] = [
      { event: 'payment_error', reason },
      { event: 'payment_result', status: 'success' },
      { event: 'quote_zip', outcome: 'coming_soon', state: 'FL' },
    ];
    for (const e of sent) track(e);
    expect(window.dataLayer).toEqual(sent);
  });

  it('are keyed by flow id, and a wrong field does not compile', () => {
    const payment: FlowEvents['payment']['event'] = 'payment_ready';
    const quoteZip: FlowEvents['quoteZip']['event'] = 'quote_zip';
    expect([payment, quoteZip]).toEqual(['payment_ready', 'quote_zip']);
    // @ts-expect-error a reason the payment flow does not declare
    const wrong: AnalyticsEvent = { event: 'payment_error', reason: 'late' };
    // @ts-expect-error an event no flow declares
    const unknown: AnalyticsEvent = { event: 'payment_refunded' };
    expect([wrong, unknown]).toHaveLength(2);
  });
});
