/** The office maps' texts (the office map and the location page's map): the catalog in the page language with the page's configured messages. */
import { officeMapCatalog } from '../../src/i18n/officeMap.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: OfficeMapTextsProvider, useTexts: useOfficeMapTexts } = createTextsContext(officeMapCatalog, 'officeMap');
