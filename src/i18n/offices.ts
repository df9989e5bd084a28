/**
 * The office widgets' texts in both languages at once (offices.en.ts, offices.es.ts), for the
 * studio, the screens descriptions and the tests, and the three flows' titles and summaries. A
 * page loads only its own language, through offices.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type OfficesText } from './offices.en';
import { es } from './offices.es';
import type { FlowText } from './texts';

export type { OfficesText } from './offices.en';

export const officesText: Record<Lang, OfficesText> = { en, es };

export const nearestOfficeFlowText: Record<Lang, FlowText> = {
  en: { flow: { title: 'Nearest office', summary: 'The browser\'s location, the nearest office within mindistance kilometres as a link, and its details in a modal.' } },
  es: { flow: { title: 'Oficina más cercana', summary: 'La ubicación del navegador, la oficina más cercana dentro de mindistance kilómetros como enlace, y sus datos en un modal.' } },
};

export const officeSearchFlowText: Record<Lang, FlowText> = {
  en: { flow: { title: 'Office search', summary: 'A ZIP code or "City, ST" geocoded, then the six nearest offices with their miles; a failed search shows the configured error and empties the list.' } },
  es: { flow: { title: 'Búsqueda de oficinas', summary: 'Un código postal o "Ciudad, ST" geocodificado, luego las seis oficinas más cercanas con sus millas; una búsqueda fallida muestra el error configurado y vacía la lista.' } },
};

export const locationCardFlowText: Record<Lang, FlowText> = {
  en: { flow: { title: 'Location card', summary: 'An office\'s card: a button shows and hides its hours, today first with the today label.' } },
  es: { flow: { title: 'Tarjeta de oficina', summary: 'La tarjeta de una oficina: un botón muestra y oculta su horario, hoy primero con la etiqueta de hoy.' } },
};
