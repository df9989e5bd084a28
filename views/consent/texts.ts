/** The consent view's texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { consentCatalog } from '../../src/i18n/consent.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: ConsentTextsProvider, useTexts: useConsentTexts } = createTextsContext(consentCatalog, 'consent');
