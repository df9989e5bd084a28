/** Create customer (portal §2, §4, §5, §7, §8): a visitor creates a customer account. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'createCustomer',
  widget: 'createCustomer',
  page: '/create-customer/',
  // Not drawn at build time: its ZIP field looks the ZIP up when the visitor leaves it, and a field
  // left before the widget takes over would not be looked up (decision 48).
  tools: () => import('./createCustomer.tools').then((m) => m.default),
  catalogs: () => import('../i18n/createCustomer.lazy').then((m) => [m.createCustomerCatalog]),
  load: () => import('../widgets/createCustomer').then((m) => m.default),
});
