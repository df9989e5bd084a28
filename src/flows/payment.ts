/** Make a payment (site §4): bill payment without signing in. */
import { paymentCatalog } from '../i18n/payment.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'payment',
  widget: 'payment',
  page: '/pay/',
  text: () => import('../i18n/payment').then((m) => m.paymentFlowText),
  catalogs: [paymentCatalog],
  load: () => import('../widgets/payment').then((m) => m.default),
  model: () => import('../../fixtures/models/payment.model').then((m) => m.paymentPathModel),
  screens: () => import('../../views/payment/payment.screens').then((m) => m.paymentScreens),
});
