/** What the studio, the charts and the tests load of the quoteZip flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/quoteZip').then((m) => m.quoteZipFlowText),
  model: () => import('../../fixtures/models/quoteZip.model').then((m) => m.quoteZipPathModel),
  screens: () => import('../../fixtures/screens/quoteZip.screens').then((m) => m.quoteZipScreens),
} satisfies FlowTools;
