/** Make a payment (site §4): bill payment without signing in. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'payment',
  widget: 'payment',
  page: '/pay/',
  tools: () => import('./payment.tools').then((m) => m.default),
  catalogs: () => import('../i18n/payment.lazy').then((m) => [m.paymentCatalog]),
  load: () => import('../widgets/payment').then((m) => m.default),
});
