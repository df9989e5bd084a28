/** Text shared by every page: the shell, and what src/mount.ts says when a widget cannot start. */
import type { Lang } from '../config/lang';

const en = {
  brandName: 'Bluebonnet Auto Insurance',
  skipToContent: 'Skip to main content',
  nav: { label: 'Main', quote: 'Get a quote', pay: 'Pay a bill', home: 'Home' },
  switchLanguage: 'Español',
  switchLanguageLabel: 'Ver esta página en español',
  footer: {
    rights: 'All rights reserved.',
    licensed: 'Auto insurance for Texas and beyond, in English and Spanish.',
  },
  widget: {
    configError: 'This part of the page could not start. Please refresh, or call us for help.',
    loadError: 'This part of the page could not load. Check your connection and refresh the page.',
    loading: 'Loading…',
  },
  errorPrefix: 'Error:',
  close: 'Close',
  backToTop: 'Back to top',
};

export type CommonText = typeof en;

const es: CommonText = {
  brandName: 'Bluebonnet Auto Insurance',
  skipToContent: 'Saltar al contenido principal',
  nav: { label: 'Principal', quote: 'Cotizar', pay: 'Pagar una factura', home: 'Inicio' },
  switchLanguage: 'English',
  switchLanguageLabel: 'View this page in English',
  footer: {
    rights: 'Todos los derechos reservados.',
    licensed: 'Seguro de auto para Texas y más allá, en inglés y en español.',
  },
  widget: {
    configError: 'Esta parte de la página no pudo iniciarse. Actualice la página o llámenos para recibir ayuda.',
    loadError: 'Esta parte de la página no pudo cargarse. Revise su conexión y actualice la página.',
    loading: 'Cargando…',
  },
  errorPrefix: 'Error:',
  close: 'Cerrar',
  backToTop: 'Volver arriba',
};

export const commonText: Record<Lang, CommonText> = { en, es };
