/**
 * The quote form's texts in both languages at once (quote.en.ts, quote.es.ts), for the studio, the
 * screens descriptions, the tests and the pages drawn at build time. A page loads only its own
 * language, through quote.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type QuoteFirstText, type QuoteText } from './quote.en';
import { es } from './quote.es';
import { quoteLaterText } from './quoteLater';
import type { FlowText } from './texts';

export type { QuoteText, QuoteConfiguredText } from './quote.en';

/** The first steps' texts alone: what a page loads with the form (quote.lazy.ts). */
export const quoteFirstText: Record<Lang, QuoteFirstText> = { en, es };

/** Every quote text: the first steps' (quote.en.ts) and the later ones (quoteLater.ts), as the views read them. */
export const quoteText: Record<Lang, QuoteText> = { en: { ...en, ...quoteLaterText.en }, es: { ...es, ...quoteLaterText.es } };

/** The flow itself, for the studio and the charts (no page shows it, so it is not in the pages' catalog). */
export const quoteFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Quote form',
      summary:
        'The multi-step quote form: the main driver by license lookup or typed by hand, contact and consent, the address with its ZIP code looked up, the driver summary, the vehicles (by VIN or by year, make and model, and the household\'s vehicles to tick) and the coverage (a package or custom coverage), then the consent section for a partner\'s visitor who has not agreed to be contacted, and the quotes: the rate request with the cards arriving as carriers answer, then the quote cards to sort and show more or fewer of, or the no-quotes view with Try again, under the stage header and its progress bar.',
    },
  },
  es: {
    flow: {
      title: 'Formulario de cotización',
      summary:
        'El formulario de cotización en varios pasos: el conductor principal por búsqueda de licencia o escrito a mano, contacto y consentimiento, la dirección con su código postal verificado, el resumen de conductores, los vehículos (por VIN o por año, marca y modelo, y los vehículos del hogar para marcar) y la cobertura (un paquete o cobertura personalizada), luego la sección de consentimiento para quien llega de un socio sin haber aceptado que lo contactemos, y las cotizaciones: la solicitud de tarifas con las tarjetas que llegan a medida que responden las aseguradoras, luego las tarjetas de cotización para ordenar y mostrar más o menos, o la vista sin cotizaciones con Intentar de nuevo, bajo el encabezado de etapas y su barra de progreso.',
    },
  },
};
