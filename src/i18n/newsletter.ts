/**
 * The newsletter form's texts in both languages at once (newsletter.en.ts, newsletter.es.ts), for
 * the studio, the screens descriptions and the tests. A page loads only its own language, through
 * newsletter.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type NewsletterText } from './newsletter.en';
import { es } from './newsletter.es';
import type { FlowText } from './texts';

export type { NewsletterText } from './newsletter.en';

export const newsletterText: Record<Lang, NewsletterText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const newsletterFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Newsletter form',
      summary: 'Submitted natively only with a valid email (nothing said otherwise), to its action with the content tree’s prefix rewritten to root.',
    },
  },
  es: {
    flow: {
      title: 'Formulario del boletín',
      summary: 'Se envía de forma nativa solo con un correo válido (sin mensaje en otro caso), a su acción con el prefijo del árbol de contenido reescrito a la raíz.',
    },
  },
};
