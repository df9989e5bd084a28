/** Text of the quote-by-ZIP form. */
import type { Lang } from '../config/lang';

const en = {
  /** The flow itself, for the studio and the charts. */
  flow: {
    title: 'Quote by ZIP',
    summary: 'The home page ZIP form: validation, lookup, and the quote page, coming-soon page or out-of-area modal.',
  },
  heading: 'Get a fast auto insurance quote',
  lead: 'Compare prices from top carriers in minutes.',
  zipLabel: 'ZIP code',
  zipHint: '5 digits',
  submit: 'Start my quote',
  checking: 'Checking your ZIP code…',
  leaving: 'Taking you to your quote…',
  previousQuotes: 'See my previous quotes',
  lookupFailed: 'We could not check your ZIP code right now. Please try again.',
  ok: 'OK',
  outOfAreaTitle: 'We are not in your area yet',
  /** Defaults of the configured messages (site-5.1, site-8.4). */
  configured: {
    invalidZip: 'You must enter a valid Zip Code',
    outOfArea: 'Sorry, we do not offer quotes for that ZIP code yet.',
  },
};

export type QuoteZipText = typeof en;

const es: QuoteZipText = {
  flow: {
    title: 'Cotizar por código postal',
    summary: 'El formulario de código postal de la página de inicio: validación, búsqueda, y la página de cotización, la de próximamente o el aviso de fuera de zona.',
  },
  heading: 'Obtenga una cotización rápida de seguro de auto',
  lead: 'Compare precios de las mejores aseguradoras en minutos.',
  zipLabel: 'Código postal',
  zipHint: '5 dígitos',
  submit: 'Iniciar mi cotización',
  checking: 'Verificando su código postal…',
  leaving: 'Llevándolo a su cotización…',
  previousQuotes: 'Ver mis cotizaciones anteriores',
  lookupFailed: 'No pudimos verificar su código postal en este momento. Inténtelo de nuevo.',
  ok: 'Aceptar',
  outOfAreaTitle: 'Todavía no estamos en su zona',
  configured: {
    invalidZip: 'Debe escribir un código postal válido',
    outOfArea: 'Lo sentimos, todavía no ofrecemos cotizaciones para ese código postal.',
  },
};

export const quoteZipText: Record<Lang, QuoteZipText> = { en, es };
