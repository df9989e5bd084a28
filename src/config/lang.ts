/** The two languages of the site. Spanish pages live under /es/ or on an es. host. */
export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];

/** The page language: `/es/` as the first path segment or an `es.` host means Spanish. */
export function detectLang(location: { pathname: string; hostname: string }): Lang {
  if (/^\/es(\/|$)/.test(location.pathname)) return 'es';
  if (location.hostname.startsWith('es.')) return 'es';
  return 'en';
}
