/** Forgot password (site §2, §4, §5): ask for the email whose link sets a new password. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'forgotPassword',
  widget: 'forgotPassword',
  page: '/forgot-password/',
  // The form is drawn at build time and takes input at first paint; the widget loads with the page
  // and takes over what was typed (src/mount.ts).
  firstPaint: 'onLoad',
  tools: () => import('./forgotPassword.tools').then((m) => m.default),
  catalogs: () => import('../i18n/forgotPassword.lazy').then((m) => [m.forgotPasswordCatalog]),
  load: () => import('../widgets/forgotPassword').then((m) => m.default),
});
