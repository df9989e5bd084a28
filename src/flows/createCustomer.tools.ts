/** What the studio, the charts and the tests load of the createCustomer flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/createCustomer').then((m) => m.createCustomerFlowText),
  model: () => import('../../fixtures/models/createCustomer.model').then((m) => m.createCustomerPathModel),
  screens: () => import('../../fixtures/screens/createCustomer.screens').then((m) => m.createCustomerScreens),
} satisfies FlowTools;
