/** Online binding's views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { bindingCatalog } from '../../src/i18n/binding.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: BindingTextsProvider, useTexts: useBindingTexts } = createTextsContext(bindingCatalog, 'binding');
