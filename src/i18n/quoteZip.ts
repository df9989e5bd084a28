/**
 * The quote-by-ZIP form's texts in both languages at once (quoteZip.en.ts, quoteZip.es.ts), for
 * the studio, the screens descriptions, the tests and the pages drawn at build time. A page loads
 * only its own language, through quoteZip.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type QuoteZipText } from './quoteZip.en';
import { es } from './quoteZip.es';
import type { FlowText } from './texts';

export type { QuoteZipText } from './quoteZip.en';

export const quoteZipText: Record<Lang, QuoteZipText> = { en, es };

/** The flow itself, for the studio and the charts (no page shows it, so it is not in the pages' catalog). */
export const quoteZipFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Quote by ZIP',
      summary: 'The home page ZIP form: validation, lookup, and the quote page, coming-soon page or out-of-area modal.',
    },
  },
  es: {
    flow: {
      title: 'Cotizar por código postal',
      summary: 'El formulario de código postal de la página de inicio: validación, búsqueda, y la página de cotización, la de próximamente o el aviso de fuera de zona.',
    },
  },
};
