/** The quote-by-ZIP view's texts: the catalog in the page language with the page's configured messages. */
import { quoteZipText } from '../../src/i18n/quoteZip';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: QuoteZipTextsProvider, useTexts: useQuoteZipTexts } = createTextsContext(quoteZipText, 'quoteZip');
