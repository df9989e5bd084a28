/** The office map (site §2 "Office locations map"): markers after 2 to 3 s, an info window per office. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'officeMap',
  widget: 'officeMap',
  page: '/offices/',
  // Below the nearest-office banner: its code, and the maps library's, load as it nears the viewport.
  loadWhen: 'nearViewport',
  tools: () => import('./officeMap.tools').then((m) => m.default),
  catalogs: () => Promise.all([import('../i18n/officeMap.lazy'), import('../i18n/offices.lazy')]).then(([m, o]) => [m.officeMapCatalog, o.officesCatalog]),
  load: () => import('../widgets/officeMap').then((m) => m.default),
});
