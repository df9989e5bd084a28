/** What the studio, the charts and the tests load of the signIn flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/signIn').then((m) => m.signInFlowText),
  model: () => import('../../fixtures/models/signIn.model').then((m) => m.signInPathModel),
  screens: () => import('../../fixtures/screens/signIn.screens').then((m) => m.signInScreens),
} satisfies FlowTools;
