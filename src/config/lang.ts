/** The two languages of the site. Spanish pages live under /es/ or on an es. host. */
export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];
export const DEFAULT_LANG: Lang = 'en';

function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/**
 * quote-7.33: a language value is cut to its first 2 characters (`es-MX` is `es`, `EN_us` is
 * `en`); anything that is not then one of the site's languages is the default, en.
 */
export function cutLang(value: string | null | undefined): Lang {
  const cut = (value ?? '').trim().slice(0, 2).toLowerCase();
  return isLang(cut) ? cut : DEFAULT_LANG;
}

/** A host label or path segment that names a language: `es`, `es-mx`, `es_US` (not `espanol`). */
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z0-9]{2,8})?$/i;

function langOf(part: string | undefined): Lang | null {
  if (!part || !LANGUAGE_TAG.test(part)) return null;
  const cut = part.slice(0, 2).toLowerCase();
  return isLang(cut) ? cut : null;
}

/**
 * The page language (quote-7.33): the first path segment (`/es/`, `/es-mx/`) or the first label of
 * the host (`es.`, `es-mx.`) when it is a language tag, cut to 2 characters; otherwise en.
 */
export function detectLang(location: { pathname: string; hostname: string }): Lang {
  const segment = location.pathname.split('/')[1];
  const label = location.hostname.split('.')[0];
  return langOf(segment) ?? langOf(label) ?? DEFAULT_LANG;
}

/**
 * The locale every number, amount, distance, count, rating, plural and relative time of a page is
 * formatted in through Intl: US English, and the Spanish of the United States (es-US: 2.4 millones,
 * a 4.0 millas, $1,234.50). One rule per language, everywhere.
 */
export function intlLocale(lang: Lang): 'en-US' | 'es-US' {
  return lang === 'es' ? 'es-US' : 'en-US';
}
