/**
 * Lead attribution (quote-3.13): where a visitor came from, sent with the lead creation of the
 * account (`POST /account/createCustomer`, quote-7.2). The specification names the fields and
 * says they come "from a source cookie"; the cookie's name and format are not shown. Decided:
 *
 * - **The cookie** is `source` (`SOURCE_COOKIE`). Its value, URL-decoded, is either a JSON object
 *   (`{"utmSource":"google","gclId":"abc"}`) or a query string (`utm_source=google&gclid=abc`), as
 *   the marketing tag that writes it chooses. Names are matched without regard to case, `_` or `-`
 *   (`utm_source`, `utmSource` and `UTM-SOURCE` are one name); `utm_medium` is also read as
 *   `medium`. Anything else in the cookie is ignored, and a cookie that cannot be read gives nothing.
 * - **The page's own query parameters** fill what the cookie does not have (a visitor who lands on
 *   this page straight from an ad has no cookie yet): the same names, except `anonymousId` and
 *   `landingPage`, which only the cookie knows.
 * - **The landing page** is the cookie's, else this page's path (no query, no host).
 * - **Each value** loses invisible and control characters and surrounding spaces; a blank value,
 *   or one over `ATTRIBUTION_MAX_LENGTH` characters, is missing (null). Missing fields are sent as
 *   null. No dependencies beyond the input rules: pure, and tested with tables.
 */
import { stripInvisible } from './fieldInput';

/** The ten attribution fields of quote-3.13, as the lead creation sends them. */
export interface Attribution {
  adId: string | null;
  adGroupId: string | null;
  campaignId: string | null;
  gclId: string | null;
  fbclId: string | null;
  anonymousId: string | null;
  utmSource: string | null;
  medium: string | null;
  utmCampaign: string | null;
  landingPage: string | null;
}

export type AttributionField = keyof Attribution;

export const ATTRIBUTION_FIELDS: readonly AttributionField[] = [
  'adId',
  'adGroupId',
  'campaignId',
  'gclId',
  'fbclId',
  'anonymousId',
  'utmSource',
  'medium',
  'utmCampaign',
  'landingPage',
];

/** The cookie the marketing tag writes (quote-3.13 "a source cookie"). */
export const SOURCE_COOKIE = 'source';

/** A longer value is not an attribution value: it is ignored. */
export const ATTRIBUTION_MAX_LENGTH = 500;

export const NO_ATTRIBUTION: Attribution = {
  adId: null,
  adGroupId: null,
  campaignId: null,
  gclId: null,
  fbclId: null,
  anonymousId: null,
  utmSource: null,
  medium: null,
  utmCampaign: null,
  landingPage: null,
};

/** A name as matched: lower case, without `_` and `-`. */
const nameKey = (name: string) => name.trim().toLowerCase().replace(/[_-]/g, '');

/** Every accepted spelling (as a name key) of each field. */
const NAMES: Readonly<Record<AttributionField, readonly string[]>> = {
  adId: ['adid'],
  adGroupId: ['adgroupid'],
  campaignId: ['campaignid'],
  gclId: ['gclid'],
  fbclId: ['fbclid'],
  anonymousId: ['anonymousid'],
  utmSource: ['utmsource'],
  medium: ['medium', 'utmmedium'],
  utmCampaign: ['utmcampaign'],
  landingPage: ['landingpage'],
};

/** The fields a page's query parameters may give (the others are the cookie's only). */
const QUERY_FIELDS: readonly AttributionField[] = ATTRIBUTION_FIELDS.filter((f) => f !== 'anonymousId' && f !== 'landingPage');

const CONTROL = /[\u0000-\u001F\u007F]/g;

/** A value as kept: cleaned, or null when blank or too long. */
export function attributionValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const v = stripInvisible(value).replace(CONTROL, '').trim();
  return v === '' || v.length > ATTRIBUTION_MAX_LENGTH ? null : v;
}

/** name key -> first usable value, from a list of (name, value) pairs. */
function valuesByName(pairs: Iterable<[string, unknown]>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, raw] of pairs) {
    const key = nameKey(name);
    if (found.has(key)) continue;
    const value = attributionValue(raw);
    if (value !== null) found.set(key, value);
  }
  return found;
}

function pick(found: Map<string, string>, field: AttributionField): string | null {
  for (const name of NAMES[field]) {
    const v = found.get(name);
    if (v !== undefined) return v;
  }
  return null;
}

/** One cookie's value from a `document.cookie` string (the first with that name), undecoded; null when absent. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The fields of the source cookie's value (URL-encoded JSON object or query string); none when unreadable. */
export function readSourceCookie(raw: string | null): Partial<Attribution> {
  if (raw === null || raw.trim() === '') return {};
  let text: string;
  try {
    text = decodeURIComponent(raw.replace(/\+/g, '%20'));
  } catch {
    return {};
  }
  text = text.trim();
  // A quoted cookie value ("...") is read without its quotes.
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  let pairs: Array<[string, unknown]>;
  if (text.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return {};
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    pairs = Object.entries(json);
  } else {
    pairs = [...new URLSearchParams(text)];
  }
  const found = valuesByName(pairs);
  const out: Partial<Attribution> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const v = pick(found, field);
    if (v !== null) out[field] = v;
  }
  return out;
}

/**
 * quote-3.13: the attribution of a visit on this page: the source cookie's fields, then the page's
 * query parameters for what the cookie lacks, then this page's path as the landing page.
 */
export function readAttribution(url: URL, cookies: string): Attribution {
  const cookie = readSourceCookie(cookieValue(cookies, SOURCE_COOKIE));
  const query = valuesByName(url.searchParams);
  const out: Attribution = { ...NO_ATTRIBUTION };
  for (const field of ATTRIBUTION_FIELDS) {
    out[field] = cookie[field] ?? (QUERY_FIELDS.includes(field) ? pick(query, field) : null);
  }
  out.landingPage ??= attributionValue(url.pathname);
  return out;
}
