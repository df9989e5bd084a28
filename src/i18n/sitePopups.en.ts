/**
 * Text of the site's popups on an English page (site-2.30, site-4.13, site-4.14). Its shape is the
 * key type of both languages (sitePopups.es.ts must match it).
 *
 * The language popup speaks the language it offers: a Spanish-speaking visitor on an English page
 * reads it in Spanish (`language.lang` marks it for screen readers). The idle popup speaks the
 * page's language.
 */
export const en = {
  language: {
    /** The language the popup is written in (the one it offers). */
    lang: 'es' as 'en' | 'es',
    title: '¿Prefiere ver el sitio en español?',
    text: 'Tenemos esta misma página en español.',
    switchTo: 'Ver en español',
    stay: 'Seguir en inglés',
    close: 'Cerrar',
  },
  idle: {
    close: 'Close',
    keepBrowsing: 'Keep browsing',
  },
  configured: {
    idleTitle: 'Still deciding?',
    idleText: 'A quote takes a few minutes and there is no obligation. We are here to help.',
    idleLinkText: 'Get my free quote',
  },
};

export type SitePopupsText = typeof en;
