/** Set a new password (site §2 "Set-new-password page", site §4, §5): the page the reset email links to. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'setPassword',
  widget: 'setPassword',
  page: '/set-password/',
  // The link's reset token leaves the address bar before the page's first request.
  privateQuery: ['token'],
  // The form is drawn at build time and takes input at once (decision 48); opened without the
  // link's token, the page shows the loading line and the widget its no-link message.
  firstPaint: 'onLoad',
  firstPaintNeeds: ['token'],
  tools: () => import('./setPassword.tools').then((m) => m.default),
  catalogs: () => import('../i18n/setPassword.lazy').then((m) => [m.setPasswordCatalog]),
  load: () => import('../widgets/setPassword').then((m) => m.default),
});
