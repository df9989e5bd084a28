/** The header account control's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import type { AccountHeaderText } from './accountHeader.en';
import { lazyCatalog } from './catalog';

export const accountHeaderCatalog = lazyCatalog<AccountHeaderText>('accountHeader', {
  en: () => import('./accountHeader.en').then((m) => m.en),
  es: () => import('./accountHeader.es').then((m) => m.es),
});
