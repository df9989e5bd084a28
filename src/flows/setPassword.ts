/** Set a new password (site §2 "Set-new-password page", site §4, §5): the page the reset email links to. */
import { setPasswordCatalog } from '../i18n/setPassword.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'setPassword',
  widget: 'setPassword',
  page: '/set-password/',
  text: () => import('../i18n/setPassword').then((m) => m.setPasswordFlowText),
  catalogs: [setPasswordCatalog],
  load: () => import('../widgets/setPassword').then((m) => m.default),
  model: () => import('../../fixtures/models/setPassword.model').then((m) => m.setPasswordPathModel),
  screens: () => import('../../views/setPassword/setPassword.screens').then((m) => m.setPasswordScreens),
});
