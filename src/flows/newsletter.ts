/** The newsletter form (site §2 "Forms and media", §5): submitted natively only with a valid email. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'newsletter',
  widget: 'newsletter',
  page: '/auto-insurance-101/',
  tools: () => import('./newsletter.tools').then((m) => m.default),
  catalogs: () => import('../i18n/newsletter.lazy').then((m) => [m.newsletterCatalog]),
  load: () => import('../widgets/newsletter').then((m) => m.default),
});
