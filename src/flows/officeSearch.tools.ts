/** What the studio, the charts and the tests load of the officeSearch flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/offices').then((m) => m.officeSearchFlowText),
  model: () => import('../../fixtures/models/officeSearch.model').then((m) => m.officeSearchPathModel),
  screens: () => import('../../fixtures/screens/officeSearch.screens').then((m) => m.officeSearchScreens),
} satisfies FlowTools;
