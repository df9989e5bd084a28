/**
 * The review sliders' texts in both languages at once (reviews.en.ts, reviews.es.ts), for the
 * studio, the screens descriptions and the tests. A page loads only its own language, through
 * reviews.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type ReviewsText } from './reviews.en';
import { es } from './reviews.es';
import type { FlowText } from './texts';

export type { ReviewsText } from './reviews.en';

export const reviewsText: Record<Lang, ReviewsText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const reviewsFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Review slider',
      summary: 'The page’s testimonials, or Google reviews near the configured offices (least rating, negative keywords), in a slider with arrows.',
    },
  },
  es: {
    flow: {
      title: 'Carrusel de reseñas',
      summary: 'Los testimonios de la página, o las reseñas de Google cerca de las oficinas configuradas (calificación mínima, palabras negativas), en un carrusel con flechas.',
    },
  },
};
