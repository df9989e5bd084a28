/**
 * The office map's texts in both languages at once (officeMap.en.ts, officeMap.es.ts), for the
 * studio, the screens description and the tests, and the flow's title and summary. A page loads
 * only its own language, through officeMap.lazy.ts.
 */
import type { Lang } from '../config/lang';
import { en, type OfficeMapText } from './officeMap.en';
import { es } from './officeMap.es';
import type { FlowText } from './texts';

export type { OfficeMapText } from './officeMap.en';

export const officeMapText: Record<Lang, OfficeMapText> = { en, es };

export const officeMapFlowText: Record<Lang, FlowText> = {
  en: { flow: { title: 'Office map', summary: 'The offices on a Google map: loaded once in view, markers after 2 to 3 s, an info window per office; without a key or script, the map says it is unavailable.' } },
  es: { flow: { title: 'Mapa de oficinas', summary: 'Las oficinas en un mapa de Google: se carga al estar a la vista, los marcadores tras 2 a 3 s, una ventana de información por oficina; sin clave o sin script, el mapa dice que no está disponible.' } },
};
