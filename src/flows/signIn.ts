/** Sign-in (site §2, §4, §5, §7): the sign-in page's form. */
import { signInCatalog } from '../i18n/signIn.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'signIn',
  widget: 'signIn',
  page: '/sign-in/',
  text: () => import('../i18n/signIn').then((m) => m.signInFlowText),
  catalogs: [signInCatalog],
  load: () => import('../widgets/signIn').then((m) => m.default),
  model: () => import('../../fixtures/models/signIn.model').then((m) => m.signInPathModel),
  screens: () => import('../../views/signIn/signIn.screens').then((m) => m.signInScreens),
});
