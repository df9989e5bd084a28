/** The newsletter form's texts: the catalog in the page language (loaded before the widget draws) with the page's configured texts. */
import { newsletterCatalog } from '../../src/i18n/newsletter.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: NewsletterTextsProvider, useTexts: useNewsletterTexts } = createTextsContext(newsletterCatalog, 'newsletter');
