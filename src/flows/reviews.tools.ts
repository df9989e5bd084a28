/** What the studio, the charts and the tests load of the reviews flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/reviews').then((m) => m.reviewsFlowText),
  model: () => import('../../fixtures/models/reviews.model').then((m) => m.reviewsPathModel),
  screens: () => import('../../fixtures/screens/reviews.screens').then((m) => m.reviewsScreens),
} satisfies FlowTools;
