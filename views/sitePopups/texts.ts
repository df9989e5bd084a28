/** The site popups' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { sitePopupsCatalog } from '../../src/i18n/sitePopups.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: SitePopupsTextsProvider, useTexts: useSitePopupsTexts } = createTextsContext(sitePopupsCatalog, 'sitePopups');
