/** The header's account control (site-2.28): in every page's header, loaded for a signed-in customer only. */
import { accountHeaderCatalog } from '../i18n/accountHeader.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'accountHeader',
  widget: 'accountHeader',
  // Every page's header holds it; the studio and the browser walk show it on the home page.
  page: '/',
  shell: 'header',
  text: () => import('../i18n/accountHeader').then((m) => m.accountHeaderFlowText),
  catalogs: [accountHeaderCatalog],
  load: () => import('../widgets/accountHeader').then((m) => m.default),
  model: () => import('../../fixtures/models/accountHeader.model').then((m) => m.accountHeaderPathModel),
  screens: () => import('../../views/accountHeader/accountHeader.screens').then((m) => m.accountHeaderScreens),
});
