/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixturePoller',
  widget: 'fixturePoller',
  page: '/studio/',
  fixture: true,
  text: () => import('../i18n/fixturePoller').then((m) => m.fixturePollerText),
  load: () => import('../widgets/fixturePoller').then((m) => m.default),
  model: () => import('../../fixtures/models/fixturePoller.model').then((m) => m.fixturePollerPathModel),
  screens: () => import('../../views/fixturePoller/fixturePoller.screens').then((m) => m.fixturePollerScreens),
});
