/** What the studio, the charts and the tests load of the fixtureModal flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/fixtureModal').then((m) => m.fixtureModalText),
  model: () => import('../../fixtures/models/fixtureModal.model').then((m) => m.fixtureModalPathModel),
  screens: () => import('../../views/fixtureModal/fixtureModal.screens').then((m) => m.fixtureModalScreens),
} satisfies FlowTools;
