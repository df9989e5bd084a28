/** The glossary (site §2 "Quote estimate panel and glossary", §4, §9): its links and text cut off until expanded, back to top past 400 px. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'glossary',
  widget: 'glossary',
  page: '/auto-insurance-101/',
  tools: () => import('./glossary.tools').then((m) => m.default),
  catalogs: () => import('../i18n/glossary.lazy').then((m) => [m.glossaryCatalog]),
  load: () => import('../widgets/glossary').then((m) => m.default),
});
