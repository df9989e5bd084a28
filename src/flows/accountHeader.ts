/** The header's account control (site-2.28): in every page's header, loaded for a signed-in customer only. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'accountHeader',
  widget: 'accountHeader',
  // Every page's header holds it; the studio and the browser walk show it on the home page.
  page: '/',
  shell: 'header',
  tools: () => import('./accountHeader.tools').then((m) => m.default),
  catalogs: () => import('../i18n/accountHeader.lazy').then((m) => [m.accountHeaderCatalog]),
  load: () => import('../widgets/accountHeader').then((m) => m.default),
});
