/** The quote form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { QuoteText } from './quote.en';

export const quoteCatalog = lazyCatalog<QuoteText>('quote', {
  en: () => import('./quote.en').then((m) => m.en),
  es: () => import('./quote.es').then((m) => m.es),
});
