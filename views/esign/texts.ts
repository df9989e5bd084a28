/** The payment and e-sign page's views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import type { EsignText } from '../../src/i18n/esign';
import { esignCatalog } from '../../src/i18n/esign.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: EsignTextsProvider, useTexts: useEsignTexts } = createTextsContext(esignCatalog, 'esign');

/** What the views read of the page's config (src/config/esign.ts): the configured messages. */
export interface EsignViewConfig {
  messages: Partial<Record<keyof EsignText['configured'], string | undefined>>;
}
