/** What the studio, the charts and the tests load of the genericForm flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/genericForm').then((m) => m.genericFormFlowText),
  model: () => import('../../fixtures/models/genericForm.model').then((m) => m.genericFormPathModel),
  screens: () => import('../../fixtures/screens/genericForm.screens').then((m) => m.genericFormScreens),
} satisfies FlowTools;
