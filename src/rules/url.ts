/**
 * Where the site may send people and calls. Every address is parsed with `URL` against the page's
 * origin and judged by the origin it resolves to, never by how its text starts: `/\evil.example/`
 * and `\\evil.example/` look like paths but a browser reads them as another host, so any
 * backslash (and any control character or inner whitespace) is refused outright.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Backslashes, control characters (C0, DEL and C1) and whitespace: text a browser may read as another host. */
const TRICKY = /[\\\u0000-\u0020\u007f-\u009f]/;

function parse(url: string, base: string): URL | null {
  if (TRICKY.test(url)) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

export interface UrlPolicy {
  /** Accept http on the local machine (the development build only: the sandbox runs there). */
  localHttp: boolean;
}

/**
 * A configured link or API base: a path of this site (resolving to the page's own origin), or an
 * https URL; http only on the local machine when `policy.localHttp` (development).
 */
export function isSafeUrl(url: string, pageOrigin: string, policy: UrlPolicy = { localHttp: true }): boolean {
  const parsed = parse(url, pageOrigin);
  if (!parsed || parsed.username || parsed.password) return false;
  if (parsed.origin === new URL(pageOrigin).origin) return true;
  if (parsed.protocol === 'https:') return true;
  return policy.localHttp && LOCAL_HOSTS.has(parsed.hostname);
}

/** The address when it resolves to the page's own origin, else null (`/\evil.example/` is null). */
export function sameSiteUrl(url: string, pageOrigin: string): string | null {
  const parsed = parse(url, pageOrigin);
  return parsed && parsed.origin === new URL(pageOrigin).origin ? parsed.href : null;
}

/**
 * Where a redirect or an iframe may go: the page's own origin, or an origin on the purpose's
 * allowed list (site config `allowedOrigins`). Null for anything else.
 */
export function allowedTarget(url: string, pageUrl: string, allowedOrigins: readonly string[]): string | null {
  const page = new URL(pageUrl);
  const parsed = parse(url, page.href);
  if (!parsed || parsed.username || parsed.password) return null;
  if (parsed.origin === page.origin) return parsed.href;
  return allowedOrigins.includes(parsed.origin) ? parsed.href : null;
}

/** The image types a logo may be inline (a data: URI: no request, so no origin to allow). */
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/**
 * An image address from an API answer (a carrier's logo) the page may load: an inline image (a
 * `data:` URI of an image type: it makes no request), or an https (or the page's own) address of
 * the page's origin or one of `allowedOrigins`; else null, and the page shows text instead. An
 * image of any other host could be a tracking pixel.
 */
export function allowedImage(url: string | null | undefined, pageUrl: string, allowedOrigins: readonly string[]): string | null {
  if (!url) return null;
  if (INLINE_IMAGE.test(url)) return url;
  if (!/^https?:\/\//i.test(url)) return null;
  return allowedTarget(url, pageUrl, allowedOrigins);
}

/** An origin as a site config lists it: `https://pay.provider.example` (http on localhost when allowed). */
export function isOrigin(text: string, policy: UrlPolicy): boolean {
  const parsed = parse(text, 'https://site.invalid');
  if (!parsed || parsed.origin !== text) return false;
  return parsed.protocol === 'https:' || (policy.localHttp && LOCAL_HOSTS.has(parsed.hostname));
}

/** A carrier's own site, shown to the customer: https only, with its host to show beside the link. */
export function carrierLink(url: string | null | undefined): { href: string; host: string } | null {
  if (!url) return null;
  const parsed = parse(url.trim(), 'https://site.invalid');
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  if (parsed.hostname === 'site.invalid' || !/^https:\/\//i.test(url.trim())) return null;
  return { href: parsed.href, host: parsed.hostname.replace(/^www\./, '') };
}

/**
 * A document an API answer links (a policy's ID card): on the page's own origin, or https; else
 * null, and no link is shown. Opened in a new tab, so unlike a redirect it needs no allowed list.
 */
export function documentLink(url: string, pageUrl: string): string | null {
  if (url.trim() === '') return null;
  const page = new URL(pageUrl);
  const parsed = parse(url.trim(), page.href);
  if (!parsed || parsed.username || parsed.password) return null;
  return parsed.origin === page.origin || parsed.protocol === 'https:' ? parsed.href : null;
}

/** The current page address with `?token=` set (the payment return, site-4.7). */
export function withQueryParam(pageUrl: string, name: string, value: string): string {
  const u = new URL(pageUrl);
  u.searchParams.set(name, value);
  u.hash = '';
  return u.toString();
}

/**
 * A configured address in the page's language: a path of this site gets /es on a Spanish page
 * (`/contact/` -> `/es/contact/`); a path already under /es, a protocol-relative or an absolute
 * URL stays as configured.
 */
export function localizedHref(url: string, lang: 'en' | 'es'): string {
  if (lang !== 'es' || !url.startsWith('/') || url.startsWith('//') || url === '/es' || url.startsWith('/es/')) return url;
  return `/es${url}`;
}

/** The query parameter that names where sign-in sends the customer back (`/sign-in/?next=/portal/`). */
export const NEXT_PARAM = 'next';

/**
 * Where sign-in sends the customer back (`?next=`): a path of this site only (`/portal/?tabid=policies`),
 * never another origin (`//evil.example/`, `/\evil.example/` and absolute URLs are null), so the
 * parameter cannot be used to send a signed-in customer elsewhere.
 */
export function returnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  const base = 'https://site.invalid';
  const href = sameSiteUrl(next, base);
  if (!href) return null;
  const parsed = new URL(href);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The sign-in page that brings the customer back to `here` (its path and query) once signed in. */
export function signInReturning(signInPage: string, here: URL): string {
  return `${signInPage}?${NEXT_PARAM}=${encodeURIComponent(`${here.pathname}${here.search}`)}`;
}
