/** Forgot password (site §2, §4, §5): ask for the email whose link sets a new password. */
import { forgotPasswordCatalog } from '../i18n/forgotPassword.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'forgotPassword',
  widget: 'forgotPassword',
  page: '/forgot-password/',
  text: () => import('../i18n/forgotPassword').then((m) => m.forgotPasswordFlowText),
  catalogs: [forgotPasswordCatalog],
  load: () => import('../widgets/forgotPassword').then((m) => m.default),
  model: () => import('../../fixtures/models/forgotPassword.model').then((m) => m.forgotPasswordPathModel),
  screens: () => import('../../views/forgotPassword/forgotPassword.screens').then((m) => m.forgotPasswordScreens),
});
