/** The set-new-password view's texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { setPasswordCatalog } from '../../src/i18n/setPassword.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: SetPasswordTextsProvider, useTexts: useSetPasswordTexts } = createTextsContext(setPasswordCatalog, 'setPassword');
