/** The make-a-payment page's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { PaymentText } from './payment.en';

export const paymentCatalog = lazyCatalog<PaymentText>('payment', {
  en: () => import('./payment.en').then((m) => m.en),
  es: () => import('./payment.es').then((m) => m.es),
});
