/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixtureVerifier',
  widget: 'fixtureVerifier',
  page: '/studio/',
  fixture: true,
  tools: () => import('./fixtureVerifier.tools').then((m) => m.default),
  load: () => import('../widgets/fixtureVerifier').then((m) => m.default),
});
