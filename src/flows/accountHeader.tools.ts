/** What the studio, the charts and the tests load of the accountHeader flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/accountHeader').then((m) => m.accountHeaderFlowText),
  model: () => import('../../fixtures/models/accountHeader.model').then((m) => m.accountHeaderPathModel),
  screens: () => import('../../fixtures/screens/accountHeader.screens').then((m) => m.accountHeaderScreens),
} satisfies FlowTools;
