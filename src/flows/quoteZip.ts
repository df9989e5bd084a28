/** Quote by ZIP (site §4, §5): the home page's ZIP form. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'quoteZip',
  widget: 'quoteZip',
  page: '/',
  // The home page's one field is drawn at build time; the widget loads when the visitor uses it.
  firstPaint: 'onEngage',
  tools: () => import('./quoteZip.tools').then((m) => m.default),
  catalogs: () => import('../i18n/quoteZip.lazy').then((m) => [m.quoteZipCatalog]),
  load: () => import('../widgets/quoteZip').then((m) => m.default),
});
