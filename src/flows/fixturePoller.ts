/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixturePoller',
  widget: 'fixturePoller',
  page: '/studio/',
  fixture: true,
  tools: () => import('./fixturePoller.tools').then((m) => m.default),
  load: () => import('../widgets/fixturePoller').then((m) => m.default),
});
