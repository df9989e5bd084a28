/** What the studio, the charts and the tests load of the outOfState flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/outOfState').then((m) => m.outOfStateFlowText),
  model: () => import('../../fixtures/models/outOfState.model').then((m) => m.outOfStatePathModel),
  screens: () => import('../../fixtures/screens/outOfState.screens').then((m) => m.outOfStateScreens),
} satisfies FlowTools;
