/** Contact us (portal §2 "Contact-us", portal-2.8): a tabbed widget, call, text, chat and visit, on the contact page. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'contactUs',
  widget: 'contactUs',
  page: '/contact/',
  // Drawn at build time (the call tab, and without a script every panel); the widget loads when the visitor uses it.
  firstPaint: 'onEngage',
  tools: () => import('./contactUs.tools').then((m) => m.default),
  catalogs: () => import('../i18n/contactUs.lazy').then((m) => [m.contactUsCatalog]),
  load: () => import('../widgets/contactUs').then((m) => m.default),
});
