/** The header account control's texts: the catalog in the page language (loaded with the control's code). */
import { accountHeaderCatalog } from '../../src/i18n/accountHeader.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: AccountHeaderTextsProvider, useTexts: useAccountHeaderTexts } = createTextsContext(accountHeaderCatalog, 'accountHeader');
