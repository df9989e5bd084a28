/** The sign-in views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { signInCatalog } from '../../src/i18n/signIn.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: SignInTextsProvider, useTexts: useSignInTexts } = createTextsContext(signInCatalog, 'signIn');
