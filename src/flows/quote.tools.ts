/** What the studio, the charts and the tests load of the quote flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/quote').then((m) => m.quoteFlowText),
  model: () => import('../../fixtures/models/quote.model').then((m) => m.quotePathModel),
  screens: () => import('../../fixtures/screens/quote.screens').then((m) => m.quoteScreens),
} satisfies FlowTools;
