/** The create-customer form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { CreateCustomerText } from './createCustomer.en';

export const createCustomerCatalog = lazyCatalog<CreateCustomerText>('createCustomer', {
  en: () => import('./createCustomer.en').then((m) => m.en),
  es: () => import('./createCustomer.es').then((m) => m.es),
});
