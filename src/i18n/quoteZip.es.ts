/** The quote-by-ZIP form's texts in Spanish ("usted"): the same keys as quoteZip.en.ts, the type says so. */
import type { QuoteZipText } from './quoteZip.en';

export const es: QuoteZipText = {
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
