/** The quote-by-ZIP form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { QuoteZipText } from './quoteZip.en';

export const quoteZipCatalog = lazyCatalog<QuoteZipText>('quoteZip', {
  en: () => import('./quoteZip.en').then((m) => m.en),
  es: () => import('./quoteZip.es').then((m) => m.es),
});
