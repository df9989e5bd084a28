/** The consent form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { ConsentText } from './consent.en';

export const consentCatalog = lazyCatalog<ConsentText>('consent', {
  en: () => import('./consent.en').then((m) => m.en),
  es: () => import('./consent.es').then((m) => m.es),
});
