/** The out-of-state view's texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { outOfStateCatalog } from '../../src/i18n/outOfState.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: OutOfStateTextsProvider, useTexts: useOutOfStateTexts } = createTextsContext(outOfStateCatalog, 'outOfState');
