/**
 * The address's parameters the quote form reads (quote §2 "Query parameters read") and the
 * visitor type they say (quote-6.3), kept apart from the affiliate's prefill
 * (machines/quote/quoteVisitor.ts), which the page loads only for an affiliate's link.
 *
 * `readVisitorParams` matches names without regard to case, trims each value, drops invisible and
 * control characters, and ignores a blank value or one over 200 characters (first usable occurrence
 * wins):
 *
 * | parameter       | field           | use |
 * | --------------- | --------------- | --- |
 * | `code`          | `code`          | a saved quote: not a revisit |
 * | `transactionId` | `transactionId` | read, unused (quote §2) |
 * | `customerid`    | `customerId`    | the affiliate lead id (services/lead.ts sends it as `customerid`); not a revisit |
 * | `infoComplete`  | `infoComplete`  | kept as given (its meaning is not shown) |
 * | `utm_source`    | `utmSource`     | the affiliate's source: "qs" or "eq" (any case) make the visitor an affiliate |
 * | `utm_medium`, `utm_campaign`, `gclid` | `utmMedium`, `utmCampaign`, `gclid` | sent along with the lead call (quote-7.21) |
 *
 * `affiliate` is `{ leadId: customerId, source }` when both are there, else null: a customerid
 * without an affiliate source is not an affiliate (and not a revisit either).
 */
import { stripInvisible } from '../../src/rules/fieldInput';
import type { EntryStage } from './stages';

/** quote §2: the affiliate's source values. */
export const AFFILIATE_SOURCES = ['qs', 'eq'] as const;
export type AffiliateSource = (typeof AFFILIATE_SOURCES)[number];

/** The query parameter each field is read from (quote §2). */
export const VISITOR_PARAM_NAMES = {
  code: 'code',
  transactionId: 'transactionId',
  customerId: 'customerid',
  infoComplete: 'infoComplete',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  gclid: 'gclid',
} as const;

type ParamField = keyof typeof VISITOR_PARAM_NAMES;

export type VisitorParams = { [K in ParamField]: string | null } & {
  /** quote-6.3: the affiliate lead id (`customerid`) with its source (`utm_source` "qs" or "eq"), or null. */
  affiliate: { leadId: string; source: AffiliateSource } | null;
};

/** A parameter value longer than this is not one the form uses: it is ignored. */
export const PARAM_MAX_LENGTH = 200;

const CONTROL = /[\u0000-\u001F\u007F]/g;

function cleanParam(value: string): string | null {
  const v = stripInvisible(value).replace(CONTROL, '').trim();
  return v === '' || v.length > PARAM_MAX_LENGTH ? null : v;
}

function isAffiliateSource(value: string): value is AffiliateSource {
  return (AFFILIATE_SOURCES as readonly string[]).includes(value);
}

/** quote §2: the parameters the quote form reads from its address. Never throws. */
export function readVisitorParams(url: URL): VisitorParams {
  const found = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    const name = key.trim().toLowerCase();
    if (found.has(name)) continue;
    const clean = cleanParam(value);
    if (clean !== null) found.set(name, clean);
  }
  const read = (field: ParamField) => found.get(VISITOR_PARAM_NAMES[field].toLowerCase()) ?? null;
  const params = {
    code: read('code'),
    transactionId: read('transactionId'),
    customerId: read('customerId'),
    infoComplete: read('infoComplete'),
    utmSource: read('utmSource'),
    utmMedium: read('utmMedium'),
    utmCampaign: read('utmCampaign'),
    gclid: read('gclid'),
  };
  const source = params.utmSource?.toLowerCase() ?? '';
  const affiliate = params.customerId !== null && isAffiliateSource(source) ? { leadId: params.customerId, source } : null;
  return { ...params, affiliate };
}

/** No parameters: an address without any the form reads. */
export const NO_VISITOR_PARAMS: VisitorParams = {
  code: null,
  transactionId: null,
  customerId: null,
  infoComplete: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  gclid: null,
  affiliate: null,
};

/** quote-6.3, quote §1: the visitor types. */
export type VisitorKind = 'new' | 'revisit' | 'repeat' | 'affiliate';

/**
 * quote-6.3, quote §1: the visitor as the address and the stored prefill say: affiliate (a lead id
 * with the source qs or eq), revisit (a saved visit, and neither code nor customerid in the
 * address), else new. Repeat is decided later, by the repeat-customer lookup.
 */
export function visitorKind(params: VisitorParams, hasSavedVisit: boolean): Exclude<VisitorKind, 'repeat'> {
  if (params.affiliate) return 'affiliate';
  if (hasSavedVisit && params.code === null && params.customerId === null) return 'revisit';
  return 'new';
}


/** The steps an affiliate can land on (quote-4.11): a driver step with missing data, else the vehicles. */
export const AFFILIATE_LANDINGS = ['driver1', 'driver2', 'driver3', 'vehiclesummary'] as const satisfies readonly EntryStage[];
export type AffiliateLanding = (typeof AFFILIATE_LANDINGS)[number];
