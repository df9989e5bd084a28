/**
 * Which quote page the form is on (quote 001 §2): the California page (`/quote-ca/`, `/es/quote-ca/`;
 * the specification's "get-a-quote-ca" segment) uses the California endpoint and asks each
 * vehicle's mileage (quote-4.5). A saved visit whose driver's state does not match the page (a
 * California driver on the main page, or another state's driver on the California page) is
 * discarded; a visit saved before the state was known opens on either page.
 */
import type { QuoteSaved } from '../../machines/quote.machine';

/** The page's path ends in a "-ca" segment: `/quote-ca/`, `/es/quote-ca`, `/get-a-quote-ca/`. */
export function isCaliforniaPage(url: URL): boolean {
  const segments = url.pathname.split('/').filter(Boolean);
  return /-ca$/i.test(segments.at(-1) ?? '');
}

/** The saved visit when its driver's state matches the page, else null (quote 001 §2). */
export function visitForPage(saved: QuoteSaved | null, californiaPage: boolean): QuoteSaved | null {
  if (!saved) return null;
  const state = saved.driver3.state.trim().toUpperCase();
  if (state === '') return saved;
  return (state === 'CA') === californiaPage ? saved : null;
}
