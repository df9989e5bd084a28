/** The contact-us widget's texts: the catalog in the page language (loaded before the widget draws) with the page's configured texts. */
import { contactUsCatalog } from '../../src/i18n/contactUs.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: ContactUsTextsProvider, useTexts: useContactUsTexts } = createTextsContext(contactUsCatalog, 'contactUs');
