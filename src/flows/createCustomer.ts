/** Create customer (portal §2, §4, §5, §7, §8): a visitor creates a customer account. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'createCustomer',
  widget: 'createCustomer',
  page: '/create-customer/',
  // The form is drawn at build time and takes input at first paint; the widget loads with the page
  // and takes over what was typed (src/mount.ts).
  firstPaint: 'onLoad',
  tools: () => import('./createCustomer.tools').then((m) => m.default),
  catalogs: () => import('../i18n/createCustomer.lazy').then((m) => [m.createCustomerCatalog]),
  load: () => import('../widgets/createCustomer').then((m) => m.default),
});
