/** Quote by ZIP (site §4, §5): the home page's ZIP form. */
import { quoteZipCatalog } from '../i18n/quoteZip.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'quoteZip',
  widget: 'quoteZip',
  page: '/',
  // The home page's one field is drawn at build time; the widget loads when the visitor uses it.
  firstPaint: 'onEngage',
  text: () => import('../i18n/quoteZip').then((m) => m.quoteZipFlowText),
  catalogs: [quoteZipCatalog],
  load: () => import('../widgets/quoteZip').then((m) => m.default),
  model: () => import('../../fixtures/models/quoteZip.model').then((m) => m.quoteZipPathModel),
  screens: () => import('../../views/quoteZip/quoteZip.screens').then((m) => m.quoteZipScreens),
});
