/** What the studio, the charts and the tests load of the setPassword flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/setPassword').then((m) => m.setPasswordFlowText),
  model: () => import('../../fixtures/models/setPassword.model').then((m) => m.setPasswordPathModel),
  screens: () => import('../../fixtures/screens/setPassword.screens').then((m) => m.setPasswordScreens),
} satisfies FlowTools;
