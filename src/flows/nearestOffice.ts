/** Nearest office banner (site §2): the browser's location, the nearest office within mindistance and its modal. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'nearestOffice',
  widget: 'nearestOffice',
  page: '/offices/',
  tools: () => import('./nearestOffice.tools').then((m) => m.default),
  catalogs: () => import('../i18n/offices.lazy').then((m) => [m.officesCatalog]),
  load: () => import('../widgets/nearestOffice').then((m) => m.default),
});
