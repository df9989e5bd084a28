/** What the studio, the charts and the tests load of the portal flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/portal').then((m) => m.portalFlowText),
  model: () => import('../../fixtures/models/portal.model').then((m) => m.portalPathModel),
  screens: () => import('../../fixtures/screens/portal.screens').then((m) => m.portalScreens),
} satisfies FlowTools;
