/** The site's popups (site §2 "Other site elements", §4): the language popup, then the idle popup. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'sitePopups',
  widget: 'sitePopups',
  page: '/',
  // Nothing shows before the first wait (5 s): the widget loads once the page is idle, never with it,
  // and only for a visitor a popup can open for (a phone in the page's language gets none).
  loadWhen: 'idle',
  canAct: (lang) => import('../../services/sitePopups').then((m) => m.popupCanOpen(m.readVisitor(lang))),
  tools: () => import('./sitePopups.tools').then((m) => m.default),
  catalogs: () => import('../i18n/sitePopups.lazy').then((m) => [m.sitePopupsCatalog]),
  load: () => import('../widgets/sitePopups').then((m) => m.default),
});
