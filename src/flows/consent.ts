/** The consent form (portal §2, §4, §7, §8): the consent customer by the link's id, the checkboxes and their policies. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'consent',
  widget: 'consent',
  page: '/consent/',
  // The link's customer id leaves the address bar before the page's first request.
  privateQuery: ['id'],
  tools: () => import('./consent.tools').then((m) => m.default),
  catalogs: () => import('../i18n/consent.lazy').then((m) => [m.consentCatalog]),
  load: () => import('../widgets/consent').then((m) => m.default),
});
