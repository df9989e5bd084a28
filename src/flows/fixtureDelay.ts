/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixtureDelay',
  widget: 'fixtureDelay',
  page: '/studio/',
  fixture: true,
  tools: () => import('./fixtureDelay.tools').then((m) => m.default),
  load: () => import('../widgets/fixtureDelay').then((m) => m.default),
});
