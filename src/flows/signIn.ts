/** Sign-in (site §2, §4, §5, §7): the sign-in page's form. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'signIn',
  widget: 'signIn',
  page: '/sign-in/',
  tools: () => import('./signIn.tools').then((m) => m.default),
  catalogs: () => import('../i18n/signIn.lazy').then((m) => [m.signInCatalog]),
  load: () => import('../widgets/signIn').then((m) => m.default),
});
