/** What the studio, the charts and the tests load of the estimatePanel flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/estimatePanel').then((m) => m.estimatePanelFlowText),
  model: () => import('../../fixtures/models/estimatePanel.model').then((m) => m.estimatePanelPathModel),
  screens: () => import('../../fixtures/screens/estimatePanel.screens').then((m) => m.estimatePanelScreens),
} satisfies FlowTools;
