/** Create customer (portal §2, §4, §5, §7, §8): a visitor creates a customer account. */
import { createCustomerCatalog } from '../i18n/createCustomer.lazy';
import { defineFlow } from './kit';

export default defineFlow({
  id: 'createCustomer',
  widget: 'createCustomer',
  page: '/create-customer/',
  text: () => import('../i18n/createCustomer').then((m) => m.createCustomerFlowText),
  catalogs: [createCustomerCatalog],
  load: () => import('../widgets/createCustomer').then((m) => m.default),
  model: () => import('../../fixtures/models/createCustomer.model').then((m) => m.createCustomerPathModel),
  screens: () => import('../../views/createCustomer/createCustomer.screens').then((m) => m.createCustomerScreens),
});
