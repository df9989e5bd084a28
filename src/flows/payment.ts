/** Make a payment (site §4): bill payment without signing in. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'payment',
  widget: 'payment',
  page: '/pay/',
  // The form is drawn at build time and takes input at once; the carrier list loads meanwhile
  // (decision 48). A customer back from the provider (?token=) sees the loading line instead.
  firstPaint: 'onLoad',
  firstPaintUnless: ['token'],
  tools: () => import('./payment.tools').then((m) => m.default),
  catalogs: () => import('../i18n/payment.lazy').then((m) => [m.paymentCatalog]),
  load: () => import('../widgets/payment').then((m) => m.default),
});

/** Why a payment cannot go on, as analytics hears it (the chart's `payment_error` states). */
export type PaymentErrorReason = 'carrier_not_available' | 'token_failed' | 'due_within_48_hours' | 'past_due' | 'not_payable' | 'unknown_error';

declare module '../analytics' {
  interface FlowEvents {
    /** What the payment chart tracks (machines/payment.machine.ts `track`): outcomes only, never what the customer typed. */
    payment:
      | { event: 'payment_error'; reason: PaymentErrorReason }
      | { event: 'payment_already_paid' }
      | { event: 'payment_ready'; approved: boolean }
      | { event: 'payment_result'; status: 'success' | 'failure' | 'no_details' | 'not_found' };
  }
}
