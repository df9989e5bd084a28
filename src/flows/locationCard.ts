/** An office's location card (site §2): its hours dropdown, today first. */
import { OFFICE_SLUGS, officePagePath } from '../rules/officePages';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'locationCard',
  widget: 'locationCard',
  page: officePagePath(OFFICE_SLUGS[0]),
  // One card per office page.
  alsoOn: OFFICE_SLUGS.slice(1).map((slug) => officePagePath(slug)),
  tools: () => import('./locationCard.tools').then((m) => m.default),
  catalogs: () => import('../i18n/offices.lazy').then((m) => [m.officesCatalog]),
  load: () => import('../widgets/locationCard').then((m) => m.default),
});
