/** What the studio, the charts and the tests load of the payment flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/payment').then((m) => m.paymentFlowText),
  model: () => import('../../fixtures/models/payment.model').then((m) => m.paymentPathModel),
  screens: () => import('../../fixtures/screens/payment.screens').then((m) => m.paymentScreens),
} satisfies FlowTools;
