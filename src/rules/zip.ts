/** ZIP rules of the quote-by-ZIP form (site-5.1, site-2.21, site-2.22, site-9.1). No dependencies: the home page loads this. */
import { normalizeZipInput, ZIP_LENGTH } from './fieldInput';

export { ZIP_LENGTH };

/** Exactly 5 digits, non-empty. */
export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** What the ZIP input keeps of a keystroke or paste: digits only, at most 5 (the form kit's normaliser). */
export const sanitizeZipInput = normalizeZipInput;

function splitHash(url: string): [string, string] {
  const i = url.indexOf('#');
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

/**
 * The quote page address after a ZIP with a quote available (site-2.21, site-2.22): `#driver1`
 * appended; with the other-experiences option 'true' and a state other than TX, a lowercase
 * state suffix after a dash is added to the target's path (`/quote/` -> `/quote-ca/`).
 */
export function quoteTarget(base: string, state: string, otherExperiences: boolean): string {
  const [target] = splitHash(base);
  if (!otherExperiences || state.toUpperCase() === 'TX') return `${target}#driver1`;
  const suffix = `-${state.toLowerCase()}`;
  // Only the path gets the suffix: never the scheme, host or query.
  const m = target.match(/^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(.*)$/i);
  const origin = m?.[1] ?? '';
  const path = m?.[2] || '/';
  const rest = m?.[3] ?? '';
  const body = path.endsWith('/') ? path.slice(0, -1) : path;
  let suffixed = `${body}${suffix}${path.endsWith('/') ? '/' : ''}`;
  if ((path.startsWith('/') || origin) && !suffixed.startsWith('/')) suffixed = `/${suffixed}`;
  return `${origin}${suffixed}${rest}#driver1`;
}

/** The previous-quotes link: the quote page with `#previousQuotes` (site-2.21). */
export function previousQuotesUrl(base: string): string {
  return `${splitHash(base)[0]}#previousQuotes`;
}
