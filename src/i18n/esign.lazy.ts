/** The payment and e-sign page's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { EsignText } from './esign.en';

export const esignCatalog = lazyCatalog<EsignText>('esign', {
  en: () => import('./esign.en').then((m) => m.en),
  es: () => import('./esign.es').then((m) => m.es),
});
