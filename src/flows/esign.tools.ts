/** What the studio, the charts and the tests load of the payment and e-sign page; no page loads it. */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/esign').then((m) => m.esignFlowText),
  model: () => import('../../fixtures/models/esign.model').then((m) => m.esignPathModel),
  screens: () => import('../../fixtures/screens/esign.screens').then((m) => m.esignScreens),
} satisfies FlowTools;
