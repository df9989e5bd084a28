/** The customer portal (portal §1, §2, §4, §7, §8): a signed-in customer's policies, payments and profile. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'portal',
  widget: 'portal',
  page: '/portal/',
  tools: () => import('./portal.tools').then((m) => m.default),
  catalogs: () => import('../i18n/portal.lazy').then((m) => [m.portalCatalog]),
  load: () => import('../widgets/portal').then((m) => m.default),
  // The payment token of a return from payment is read once, then leaves the address (portal-2.2).
  // So does the answer of a social login (`?code=` or `?error=`, with its `state`; portal-2.2).
  privateQuery: ['token', 'code', 'error', 'error_reason', 'error_description', 'state'],
});

declare module '../analytics' {
  interface FlowEvents {
    /** What the portal charts track (machines/portal/*.machine.ts `track`). */
    portal:
      | { event: 'portal_error'; message: 'Error in fetching paynow url' | 'redemption_api_error' }
      /** portal-8.6: the social connect award failed. */
      | { event: 'portal_error'; message: 'social connect api error'; network: 'IGConnect' | 'FBConnect' }
      /** portal-8.6: an Instagram or Facebook login refused, cancelled or failed (a code, never the provider's text). */
      | { event: 'portal_error'; message: 'social connect auth error'; network: 'IGConnect' | 'FBConnect'; reason: 'denied' | 'cancelled' | 'failed' | 'sdk' | 'state' }
      /** portal-8.5: the return from payment, with the payment's result message when it failed. */
      | { event: 'portal_payment_result'; status: 'success' | 'failure'; resultMessage: string | null };
  }
}
