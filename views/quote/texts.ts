/**
 * The quote views' texts: the catalog in the page language (loaded before the widget draws) with
 * the page's configured messages, and its later sections (the driver summary, the vehicles, the
 * coverage, the quotes) read from the later catalog, which loads with the steps that show them
 * (views/quote/laterSteps.tsx).
 */
import { withLaterPart } from '../../src/i18n/laterPart';
import { quoteCatalog } from '../../src/i18n/quote.lazy';
import { QUOTE_LATER_SECTIONS, quoteLaterCatalog } from '../../src/i18n/quoteLater.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: QuoteTextsProvider, useTexts: useQuoteTexts } = createTextsContext(
  withLaterPart(quoteCatalog, quoteLaterCatalog, QUOTE_LATER_SECTIONS),
  'quote',
);
