/** What the studio, the charts and the tests load of the nearestOffice flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/offices').then((m) => m.nearestOfficeFlowText),
  model: () => import('../../fixtures/models/nearestOffice.model').then((m) => m.nearestOfficePathModel),
  screens: () => import('../../fixtures/screens/nearestOffice.screens').then((m) => m.nearestOfficeScreens),
} satisfies FlowTools;
