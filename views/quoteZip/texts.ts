/** The quote-by-ZIP view's texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { quoteZipCatalog } from '../../src/i18n/quoteZip.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: QuoteZipTextsProvider, useTexts: useQuoteZipTexts } = createTextsContext(quoteZipCatalog, 'quoteZip');
