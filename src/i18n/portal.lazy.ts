/** The customer portal's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { PortalText } from './portal.en';

export const portalCatalog = lazyCatalog<PortalText>('portal', {
  en: () => import('./portal.en').then((m) => m.en),
  es: () => import('./portal.es').then((m) => m.es),
});
