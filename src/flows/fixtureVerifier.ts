/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixtureVerifier',
  widget: 'fixtureVerifier',
  page: '/studio/',
  fixture: true,
  text: () => import('../i18n/fixtureVerifier').then((m) => m.fixtureVerifierText),
  load: () => import('../widgets/fixtureVerifier').then((m) => m.default),
  model: () => import('../../fixtures/models/fixtureVerifier.model').then((m) => m.fixtureVerifierPathModel),
  screens: () => import('../../views/fixtureVerifier/fixtureVerifier.screens').then((m) => m.fixtureVerifierScreens),
});
