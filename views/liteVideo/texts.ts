/** The lite video's texts: the catalog in the page language (loaded before the widget draws) with the page's configured texts. */
import { liteVideoCatalog } from '../../src/i18n/liteVideo.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: LiteVideoTextsProvider, useTexts: useLiteVideoTexts } = createTextsContext(liteVideoCatalog, 'liteVideo');
