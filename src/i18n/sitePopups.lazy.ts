/** The site's popups' catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { SitePopupsText } from './sitePopups.en';

export const sitePopupsCatalog = lazyCatalog<SitePopupsText>('sitePopups', {
  en: () => import('./sitePopups.en').then((m) => m.en),
  es: () => import('./sitePopups.es').then((m) => m.es),
});
