/** What the studio, the charts and the tests load of the forgotPassword flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/forgotPassword').then((m) => m.forgotPasswordFlowText),
  model: () => import('../../fixtures/models/forgotPassword.model').then((m) => m.forgotPasswordPathModel),
  screens: () => import('../../fixtures/screens/forgotPassword.screens').then((m) => m.forgotPasswordScreens),
} satisfies FlowTools;
