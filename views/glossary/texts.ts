/** The glossary's texts: the catalog in the page language (loaded before the widget draws) with the page's configured texts. */
import { glossaryCatalog } from '../../src/i18n/glossary.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: GlossaryTextsProvider, useTexts: useGlossaryTexts } = createTextsContext(glossaryCatalog, 'glossary');
