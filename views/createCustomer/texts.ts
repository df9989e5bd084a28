/** The create-customer views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { createCustomerCatalog } from '../../src/i18n/createCustomer.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: CreateCustomerTextsProvider, useTexts: useCreateCustomerTexts } = createTextsContext(createCustomerCatalog, 'createCustomer');
