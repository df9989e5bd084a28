/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixtureDelay',
  widget: 'fixtureDelay',
  page: '/studio/',
  fixture: true,
  text: () => import('../i18n/fixtureDelay').then((m) => m.fixtureDelayText),
  load: () => import('../widgets/fixtureDelay').then((m) => m.default),
  model: () => import('../../fixtures/models/fixtureDelay.model').then((m) => m.fixtureDelayPathModel),
  screens: () => import('../../views/fixtureDelay/fixtureDelay.screens').then((m) => m.fixtureDelayScreens),
});
