/**
 * Which quote page the form is on (quote 001 §2): the California page (`/quote-ca/`, `/es/quote-ca/`;
 * the specification's "get-a-quote-ca" segment) uses the California endpoint and asks each
 * vehicle's mileage (quote-4.5). A saved visit whose driver's state does not match the page (a
 * California driver on the main page, or another state's driver on the California page) is
 * discarded: not opened, and removed from storage by the chart (`forgetVisit`), so that nothing
 * of it comes back on either page; a visit saved before the state was known opens on either page.
 */
import type { QuoteSaved } from '../../machines/quote/types';
import { visitorKind, type VisitorParams } from '../../machines/quote/visitorParams';

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

/**
 * quote-6.3: what the form starts from, by the address's parameters and the visit saved for the
 * page. A saved visit is a revisit only without `code` or `customerid` in the address; an
 * affiliate's link loads its lead (`affiliateParams`), unless the visit saved is that lead's own
 * (a reload, or the visitor back later through the same link): that is a revisit, nothing is
 * asked twice.
 */
export function startOfVisit(params: VisitorParams, stored: QuoteSaved | null): { saved: QuoteSaved | null; affiliateParams: VisitorParams | null } {
  const sameLead = params.affiliate !== null && stored?.affiliate?.leadId === params.affiliate.leadId;
  const saved = sameLead || visitorKind(params, stored !== null) === 'revisit' ? stored : null;
  return { saved, affiliateParams: params.affiliate !== null && saved === null ? params : null };
}

/** The other quote page's address (`/quote/` and `/quote-ca/`, in the same language), with the query and hash kept. */
export function otherQuotePage(url: URL): string {
  const parts = url.pathname.split('/');
  const last = parts.map((p, i) => (p === '' ? -1 : i)).filter((i) => i >= 0).at(-1);
  if (last === undefined) return `${url.pathname}${url.search}${url.hash}`;
  const segment = parts[last] ?? '';
  parts[last] = /-ca$/i.test(segment) ? segment.replace(/-ca$/i, '') : `${segment}-ca`;
  return `${parts.join('/')}${url.search}${url.hash}`;
}

/**
 * quote-4.5: the page a first visit belongs to, when it is not this one: the state the home page's
 * ZIP form stored names the California page for CA and the main page for any other state. So a
 * California ZIP typed on the home page (whose ZIP rule sends every state to `/quote/`) reaches
 * `/quote-ca/`. A visit kept for this page (`visitForPage`) opens here; one whose driver's state
 * belongs to the other page was discarded before (quote 001 §2: the page is then a first visit's).
 * A state not known yet keeps the visitor here. Null: this page.
 */
export function pageForVisit(url: URL, kept: QuoteSaved | null, storedState: string | null): string | null {
  if (kept) return null;
  const state = (storedState ?? '').trim().toUpperCase();
  if (state === '' || (state === 'CA') === isCaliforniaPage(url)) return null;
  return otherQuotePage(url);
}
