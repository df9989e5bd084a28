/**
 * The review sliders (site §2 "Reviews", §4, §5, §7): Google reviews on /reviews/, the testimonials on the home page,
 * the quote slider under the quote form (/quote/, /quote-ca/; config `type: 'quote'`); loaded near the viewport.
 */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'reviews',
  widget: 'reviewSlider',
  page: '/reviews/',
  alsoOn: ['/', '/quote/', '/quote-ca/'],
  loadWhen: 'nearViewport',
  tools: () => import('./reviews.tools').then((m) => m.default),
  catalogs: () => import('../i18n/reviews.lazy').then((m) => [m.reviewsCatalog]),
  load: () => import('../widgets/reviewSlider').then((m) => m.default),
});
