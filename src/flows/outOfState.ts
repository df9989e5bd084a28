/** Out of state (site §2, §4, §7): the timed redirect to a state link, or the email form. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'outOfState',
  widget: 'outOfState',
  page: '/out-of-state/',
  tools: () => import('./outOfState.tools').then((m) => m.default),
  catalogs: () => import('../i18n/outOfState.lazy').then((m) => [m.outOfStateCatalog]),
  load: () => import('../widgets/outOfState').then((m) => m.default),
});
