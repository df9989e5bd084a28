/** Create customer (portal §2, §4, §5, §7, §8): a visitor creates a customer account. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'createCustomer',
  widget: 'createCustomer',
  page: '/create-customer/',
  // Drawn at build time and loaded with the page (decision 48): a ZIP typed and left before the
  // widget takes over is left again in the widget, which looks it up (src/widgets/takeOver.ts).
  firstPaint: 'onLoad',
  tools: () => import('./createCustomer.tools').then((m) => m.default),
  catalogs: () => import('../i18n/createCustomer.lazy').then((m) => [m.createCustomerCatalog]),
  load: () => import('../widgets/createCustomer').then((m) => m.default),
});
