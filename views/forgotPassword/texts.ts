/** The forgot-password view's texts: the catalog in the page language (loaded before the widget draws). */
import { forgotPasswordCatalog } from '../../src/i18n/forgotPassword.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: ForgotPasswordTextsProvider, useTexts: useForgotPasswordTexts } = createTextsContext(forgotPasswordCatalog, 'forgotPassword');
