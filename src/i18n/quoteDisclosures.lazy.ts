/** The policy disclosures' catalog one language at a time: what the quote page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { DisclosureTexts } from './quoteDisclosures.en';

export const disclosureCatalog = lazyCatalog<DisclosureTexts>('quoteDisclosures', {
  en: () => import('./quoteDisclosures.en').then((m) => m.en),
  es: () => import('./quoteDisclosures.es').then((m) => m.es),
});
