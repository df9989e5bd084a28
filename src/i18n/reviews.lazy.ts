/** The review sliders' catalog one language at a time: what a page loads (src/i18n/catalog.ts). */
import { lazyCatalog } from './catalog';
import type { ReviewsText } from './reviews.en';

export const reviewsCatalog = lazyCatalog<ReviewsText>('reviews', {
  en: () => import('./reviews.en').then((m) => m.en),
  es: () => import('./reviews.es').then((m) => m.es),
});
