/**
 * Nearest office banner (site §2): the browser's location, the nearest office within mindistance and its modal.
 * On the offices page, above the list, and at the foot of the home page (issue 12 "Pages"). It shows nothing until
 * the browser has answered, so it loads near the viewport: never with the page, and the home page's visitor who
 * never scrolls down to it is not asked for a location.
 */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'nearestOffice',
  widget: 'nearestOffice',
  page: '/offices/',
  alsoOn: ['/'],
  loadWhen: 'nearViewport',
  tools: () => import('./nearestOffice.tools').then((m) => m.default),
  catalogs: () => import('../i18n/offices.lazy').then((m) => [m.officesCatalog]),
  load: () => import('../widgets/nearestOffice').then((m) => m.default),
});
