/** Online binding's views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import type { BindingText } from '../../src/i18n/binding';
import { bindingCatalog } from '../../src/i18n/binding.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: BindingTextsProvider, useTexts: useBindingTexts } = createTextsContext(bindingCatalog, 'binding');

/** What the views read of the page's config (src/config/binding.ts): the configured messages. */
export interface BindingViewConfig {
  messages: Partial<Record<keyof BindingText['configured'], string | undefined>>;
}
