/** The quote views' texts: the catalog in the page language with the page's configured messages. */
import { quoteText } from '../../src/i18n/quote';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: QuoteTextsProvider, useTexts: useQuoteTexts } = createTextsContext(quoteText, 'quote');
