/** What the studio, the charts and the tests load of the locationCard flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/offices').then((m) => m.locationCardFlowText),
  model: () => import('../../fixtures/models/locationCard.model').then((m) => m.locationCardPathModel),
  screens: () => import('../../fixtures/screens/locationCard.screens').then((m) => m.locationCardScreens),
} satisfies FlowTools;
