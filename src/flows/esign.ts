/**
 * The auto payment and e-sign page (spec 002, issue 34; portal-2.13 to portal-2.16):
 * `/buy/?transactionId=&carrierId=&payplan=`, the buy-now status deciding the step, the policy
 * details, pay, e-sign and the sold policy's documents; the driver step (binding's driver, drivers'
 * and questions' charts, the vehicles' mileage where the carrier calculates it, then the re-rating).
 * Walked in Chromium too: the path model names each call's answer after the page's first read by a
 * sandbox request header (fixtures/models/esign.model.ts), and the e-sign frame's words by its
 * stand-in's buttons (`inFrame`).
 */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'esign',
  widget: 'esign',
  page: '/buy/',
  tools: () => import('./esign.tools').then((m) => m.default),
  // The driver step draws online binding's sections, in binding's words.
  catalogs: () => Promise.all([import('../i18n/esign.lazy'), import('../i18n/binding.lazy')]).then(([e, b]) => [e.esignCatalog, b.bindingCatalog]),
  load: () => import('../widgets/esign').then((m) => m.default),
});

/** Where the page could not go on, as analytics hears it (codes only, never the server's text). */
export type EsignErrorReason = 'no_status' | 'status' | 'prior_request' | 'rating' | 'carrier_result' | 'payment_url' | 'payment_detail' | 'esign_url' | 'documents' | 'sold';

declare module '../analytics' {
  interface FlowEvents {
    /** What the payment and e-sign chart tracks (machines/esign/esign.machine.ts `track`). */
    esign:
      | { event: 'esign_error'; reason: EsignErrorReason }
      /** portal-8.7: a failed payment, with its result code and status word (the message is shown to the customer, not logged). */
      | { event: 'esign_payment_failed'; resultCode: number; status: string };
  }
}
