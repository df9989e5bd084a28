/** Typed dataLayer events. Nothing else in the site writes to window.dataLayer. */

/**
 * The events of the flows, one entry per flow id: each flow declares its own beside its descriptor
 * (src/flows/<id>.ts), as types only:
 *
 *     declare module '../analytics' {
 *       interface FlowEvents { payment: { event: 'payment_ready'; approved: boolean } | ... }
 *     }
 *
 * so a new flow's events join `AnalyticsEvent` without an edit here, and no page carries them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the flows' declarations
export interface FlowEvents {}

export type AnalyticsEvent =
  | FlowEvents[keyof FlowEvents]
  /**
   * A failed API call: which call (its path with every value taken out), the HTTP status and the
   * error kind. Never the server's message or anything the customer typed.
   */
  | { event: 'api_error'; call: string; status: number | null; kind: string }
  | { event: 'config_error'; widget: string; field: string };

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
