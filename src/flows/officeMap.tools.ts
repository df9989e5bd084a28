/** What the studio, the charts and the tests load of the officeMap flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/officeMap').then((m) => m.officeMapFlowText),
  model: () => import('../../fixtures/models/officeMap.model').then((m) => m.officeMapPathModel),
  screens: () => import('../../fixtures/screens/officeMap.screens').then((m) => m.officeMapScreens),
} satisfies FlowTools;
