/**
 * Redirect and iframe targets are accepted only over https, or over http on the local
 * machine (the sandbox). Relative addresses resolve against the page and count as the page's.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isSafeUrl(url: string, pageOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, pageOrigin);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  if (parsed.protocol === 'http:') return LOCAL_HOSTS.has(parsed.hostname);
  return false;
}

/** The current page address with `?token=` set (the payment return, site-4.7). */
export function withQueryParam(pageUrl: string, name: string, value: string): string {
  const u = new URL(pageUrl);
  u.searchParams.set(name, value);
  u.hash = '';
  return u.toString();
}
