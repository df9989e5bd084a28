/** Engine fixture (docs/architecture.md, "Engine fixtures"): listed by the studio, walked by the tests and e2e, on no customer page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'fixtureModal',
  widget: 'fixtureModal',
  page: '/studio/',
  fixture: true,
  tools: () => import('./fixtureModal.tools').then((m) => m.default),
  load: () => import('../widgets/fixtureModal').then((m) => m.default),
});
