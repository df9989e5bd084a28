/** The newsletter form's catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { NewsletterText } from './newsletter.en';

export const newsletterCatalog = lazyCatalog<NewsletterText>('newsletter', {
  en: () => import('./newsletter.en').then((m) => m.en),
  es: () => import('./newsletter.es').then((m) => m.es),
});
