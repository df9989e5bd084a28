/** What the studio, the charts and the tests load of the liteVideo flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/liteVideo').then((m) => m.liteVideoFlowText),
  model: () => import('../../fixtures/models/liteVideo.model').then((m) => m.liteVideoPathModel),
  screens: () => import('../../fixtures/screens/liteVideo.screens').then((m) => m.liteVideoScreens),
} satisfies FlowTools;
