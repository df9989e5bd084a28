/** Typed dataLayer events. Nothing else in the site writes to window.dataLayer. */
export type PaymentErrorReason =
  | 'carrier_not_available'
  | 'token_failed'
  | 'due_within_48_hours'
  | 'past_due'
  | 'not_payable'
  | 'unknown_error';

export type AnalyticsEvent =
  | { event: 'api_error'; url: string; status: number | null; kind: string; message: string }
  | { event: 'config_error'; widget: string; field: string }
  | { event: 'payment_error'; reason: PaymentErrorReason }
  | { event: 'payment_already_paid' }
  | { event: 'payment_ready'; approved: boolean }
  | { event: 'payment_result'; status: 'success' | 'failure' | 'not_found' }
  | { event: 'quote_zip'; outcome: 'quote' | 'coming_soon' | 'out_of_area'; state: string | null };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
