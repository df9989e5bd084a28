/**
 * The site's popups' texts in both languages at once (sitePopups.en.ts, sitePopups.es.ts), for the
 * studio, the screens descriptions and the tests. A page loads only its own language, through
 * sitePopups.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type SitePopupsText } from './sitePopups.en';
import { es } from './sitePopups.es';
import type { FlowText } from './texts';

export type { SitePopupsText } from './sitePopups.en';

export const sitePopupsText: Record<Lang, SitePopupsText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const sitePopupsFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Site popups',
      summary: 'The language popup after a wait for a visitor whose browser speaks the other language, then the idle popup once on a desktop view.',
    },
  },
  es: {
    flow: {
      title: 'Ventanas emergentes del sitio',
      summary: 'La ventana de idioma tras una espera para quien navega en el otro idioma, y luego la de inactividad una vez en pantallas de escritorio.',
    },
  },
};
