/** The office widgets' catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { OfficesText } from './offices.en';

export const officesCatalog = lazyCatalog<OfficesText>('offices', {
  en: () => import('./offices.en').then((m) => m.en),
  es: () => import('./offices.es').then((m) => m.es),
});
