/** The generic form's texts: the catalog in the page language (loaded before the widget draws) with the page's configured texts. */
import { genericFormCatalog } from '../../src/i18n/genericForm.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: GenericFormTextsProvider, useTexts: useGenericFormTexts } = createTextsContext(genericFormCatalog, 'genericForm');
