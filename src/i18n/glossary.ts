/**
 * The glossary's texts in both languages at once (glossary.en.ts, glossary.es.ts), for the
 * studio, the screens descriptions and the tests. A page loads only its own language, through
 * glossary.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type GlossaryText } from './glossary.en';
import { es } from './glossary.es';
import type { FlowText } from './texts';

export type { GlossaryText } from './glossary.en';

export const glossaryText: Record<Lang, GlossaryText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const glossaryFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Glossary',
      summary: 'The term links and the glossary text, each cut off until expanded; a cut-off term’s link expands the text; back to top past 400 px.',
    },
  },
  es: {
    flow: {
      title: 'Glosario',
      summary: 'Los enlaces de los términos y el texto del glosario, cada uno recortado hasta ampliarlo; el enlace de un término recortado amplía el texto; volver arriba pasados 400 px.',
    },
  },
};
