/** The quote views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { quoteCatalog } from '../../src/i18n/quote.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: QuoteTextsProvider, useTexts: useQuoteTexts } = createTextsContext(quoteCatalog, 'quote');
