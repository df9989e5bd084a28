/** Sign-in (site §2, §4, §5, §7): the sign-in page's form. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'signIn',
  widget: 'signIn',
  page: '/sign-in/',
  // The form is drawn at build time and takes input at first paint; the widget loads with the page
  // and takes over (a remembered email and a wait left by refusals show without a touch).
  firstPaint: 'onLoad',
  tools: () => import('./signIn.tools').then((m) => m.default),
  catalogs: () => import('../i18n/signIn.lazy').then((m) => [m.signInCatalog]),
  load: () => import('../widgets/signIn').then((m) => m.default),
});
