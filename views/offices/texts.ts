/** The office widgets' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { officesCatalog } from '../../src/i18n/offices.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: OfficesTextsProvider, useTexts: useOfficesTexts } = createTextsContext(officesCatalog, 'offices');
