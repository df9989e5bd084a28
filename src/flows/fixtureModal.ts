/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixtureModal',
  widget: 'fixtureModal',
  page: '/studio/',
  fixture: true,
  text: () => import('../i18n/fixtureModal').then((m) => m.fixtureModalText),
  load: () => import('../widgets/fixtureModal').then((m) => m.default),
  model: () => import('../../fixtures/models/fixtureModal.model').then((m) => m.fixtureModalPathModel),
  screens: () => import('../../views/fixtureModal/fixtureModal.screens').then((m) => m.fixtureModalScreens),
});
