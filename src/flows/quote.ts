/** The quote form (quote 001): drivers, vehicles and coverage, from the ZIP to the rate request. */
import { quoteCatalog } from '../i18n/quote.lazy';
import { disclosureCatalog } from '../i18n/quoteDisclosures.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'quote',
  widget: 'quote',
  page: '/quote/',
  // The California page: the same form on the California endpoint (quote-4.5).
  alsoOn: ['/quote-ca/'],
  text: () => import('../i18n/quote').then((m) => m.quoteFlowText),
  catalogs: [quoteCatalog, disclosureCatalog],
  load: () => import('../widgets/quote').then((m) => m.default),
  model: () => import('../../fixtures/models/quote.model').then((m) => m.quotePathModel),
  screens: () => import('../../views/quote/quote.screens').then((m) => m.quoteScreens),
});
