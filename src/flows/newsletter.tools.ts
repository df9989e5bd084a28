/** What the studio, the charts and the tests load of the newsletter flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/newsletter').then((m) => m.newsletterFlowText),
  model: () => import('../../fixtures/models/newsletter.model').then((m) => m.newsletterPathModel),
  screens: () => import('../../fixtures/screens/newsletter.screens').then((m) => m.newsletterScreens),
} satisfies FlowTools;
