/** The office map's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { OfficeMapText } from './officeMap.en';

export const officeMapCatalog = lazyCatalog<OfficeMapText>('officeMap', {
  en: () => import('./officeMap.en').then((m) => m.en),
  es: () => import('./officeMap.es').then((m) => m.es),
});
