/** The location search (site §2): a ZIP or city geocoded, the six nearest offices with their miles, on a map when there is a key. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'officeSearch',
  widget: 'officeSearch',
  page: '/locations/',
  tools: () => import('./officeSearch.tools').then((m) => m.default),
  catalogs: () => Promise.all([import('../i18n/offices.lazy'), import('../i18n/officeMap.lazy')]).then(([o, m]) => [o.officesCatalog, m.officeMapCatalog]),
  load: () => import('../widgets/officeSearch').then((m) => m.default),
});
