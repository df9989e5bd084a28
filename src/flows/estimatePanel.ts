/** The quote estimate panel (site §2 "Quote estimate panel and glossary", §4): an arrow shows or hides the estimate's details. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'estimatePanel',
  widget: 'estimatePanel',
  page: '/auto-insurance-101/',
  tools: () => import('./estimatePanel.tools').then((m) => m.default),
  catalogs: () => import('../i18n/estimatePanel.lazy').then((m) => [m.estimatePanelCatalog]),
  load: () => import('../widgets/estimatePanel').then((m) => m.default),
});
