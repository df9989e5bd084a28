/** What the studio, the charts and the tests load of the fixtureVerifier flow; no page loads it (its descriptor names this module only). */
import type { FlowTools } from './kit';

export default {
  text: () => import('../i18n/fixtureVerifier').then((m) => m.fixtureVerifierText),
  model: () => import('../../fixtures/models/fixtureVerifier.model').then((m) => m.fixtureVerifierPathModel),
  screens: () => import('../../views/fixtureVerifier/fixtureVerifier.screens').then((m) => m.fixtureVerifierScreens),
} satisfies FlowTools;
