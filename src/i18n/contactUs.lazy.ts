/** The contact-us widget's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { ContactUsText } from './contactUs.en';

export const contactUsCatalog = lazyCatalog<ContactUsText>('contactUs', {
  en: () => import('./contactUs.en').then((m) => m.en),
  es: () => import('./contactUs.es').then((m) => m.es),
});
