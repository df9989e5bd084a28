/** The location search (site §2): a ZIP or city geocoded, the six nearest offices with their miles. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'officeSearch',
  widget: 'officeSearch',
  page: '/locations/',
  tools: () => import('./officeSearch.tools').then((m) => m.default),
  catalogs: () => import('../i18n/offices.lazy').then((m) => [m.officesCatalog]),
  load: () => import('../widgets/officeSearch').then((m) => m.default),
});
