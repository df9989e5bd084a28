/**
 * The hero top bar's text (site-2.30, site-7.1), in both languages: drawn at build time into the
 * home page (src/pages/heroCounts.ts `heroCountsBar`). `template` holds {MILLION} and {COUNT},
 * filled from the analytics report once the page is idle; `fallback` is what the bar says until
 * then and whenever the report cannot be read: it has no placeholder.
 */
import type { Lang } from '../config/lang';

export const heroCountsText: Record<Lang, { template: string; fallback: string }> = {
  en: {
    template: 'Over {MILLION} million quotes compared · {COUNT} Texas drivers insured with us',
    fallback: 'Quotes compared for millions of drivers · Licensed agents in English and Spanish',
  },
  es: {
    template: 'Más de {MILLION} millones de cotizaciones comparadas · {COUNT} conductores de Texas asegurados con nosotros',
    fallback: 'Cotizaciones comparadas para millones de conductores · Agentes con licencia en inglés y español',
  },
};
