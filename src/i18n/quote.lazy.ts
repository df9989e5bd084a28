/**
 * The quote form's catalog one language at a time: what a page loads with the form
 * (src/i18n/catalog.ts). Its first steps' texts only: the later steps' (quoteLater.lazy.ts) load
 * with those steps' chunks, and the views read both as one (views/quote/texts.ts).
 */
import { lazyCatalog } from './catalog';
import type { QuoteFirstText } from './quote.en';

export const quoteCatalog = lazyCatalog<QuoteFirstText>('quote', {
  en: () => import('./quote.en').then((m) => m.en),
  es: () => import('./quote.es').then((m) => m.es),
});
