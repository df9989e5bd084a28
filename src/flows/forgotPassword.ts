/** Forgot password (site §2, §4, §5): ask for the email whose link sets a new password. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'forgotPassword',
  widget: 'forgotPassword',
  page: '/forgot-password/',
  tools: () => import('./forgotPassword.tools').then((m) => m.default),
  catalogs: () => import('../i18n/forgotPassword.lazy').then((m) => [m.forgotPasswordCatalog]),
  load: () => import('../widgets/forgotPassword').then((m) => m.default),
});
