/**
 * The affiliate lead (quote-7.21, quote-7.32, quote-6.3): an affiliate visitor arrives with a lead
 * id and source parameters, and the form is prefilled from the lead's data.
 *
 * | call                      | query                                                     | answer |
 * | ------------------------- | --------------------------------------------------------- | ------ |
 * | GET /lead/get-by-utm      | customerid, utm_source, utm_medium, utm_campaign, gclid   | lead   |
 *
 * quote-7.32: the lead carries its data as `lead.rawData`, a JSON string. The client parses it
 * here: the result has it as `data` (an object of field values; null when rawData is null or
 * blank), and rawData that is not a JSON object breaks the contract (a `schema` ApiError). Which
 * fields the data must have is the form's rule (checkAffiliateData, machines/quote/quote.rules.ts). The
 * lead's other fields are not shown in the specification: `customerId` and `source` are the
 * sandbox's. The call sends the visitor's token, as `auth: 'bearer'`.
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';

export const leadPaths = {
  byUtm: '/lead/get-by-utm',
} as const;

/** The field values of an affiliate lead's data (texts capped as server text). */
export const affiliateDataSchema = z.record(z.string(), z.union([serverText, z.number(), z.boolean(), z.null()]));
export type AffiliateData = z.output<typeof affiliateDataSchema>;

/** rawData as an object: null for no data, else its JSON read with affiliateDataSchema. */
function parseRawData(rawData: string | null, ctx: z.core.ParsePayload): AffiliateData | null {
  if (rawData === null || rawData.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(rawData);
  } catch {
    ctx.issues.push({ code: 'custom', message: 'rawData is not JSON', input: rawData, path: ['rawData'] });
    return null;
  }
  const data = affiliateDataSchema.safeParse(json);
  if (!data.success) {
    ctx.issues.push({ code: 'custom', message: 'rawData is not an object of field values', input: rawData, path: ['rawData'] });
    return null;
  }
  return data.data;
}

/** quote-7.32: the lead, with its rawData read as `data`. */
export const leadSchema = z.pipe(
  z.object({
    customerId: z.string().check(z.minLength(1)),
    source: z.nullable(z.string()),
    rawData: z.nullable(z.string()),
  }),
  z.transform((lead, ctx) => ({ ...lead, data: parseRawData(lead.rawData, ctx) })),
);
export type AffiliateLead = z.output<typeof leadSchema>;

export const leadAnswerSchema = z.object({ lead: leadSchema });

export interface LeadQuery {
  /** The affiliate lead id of the address (`customerid`). */
  customerId: string;
  /** The affiliate's source value ("qs", "eq") and the other attribution parameters, as the address has them. */
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  gclid?: string | null;
}

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** quote-7.21, quote-7.32: the affiliate lead of the address's parameters. */
export async function getLeadByUtm(input: LeadQuery, options: Opts = {}): Promise<AffiliateLead> {
  const answer = await request({
    schema: leadAnswerSchema,
    path: leadPaths.byUtm,
    auth: 'bearer',
    region: options.region,
    query: {
      customerid: input.customerId.trim(),
      utm_source: input.utmSource ?? undefined,
      utm_medium: input.utmMedium ?? undefined,
      utm_campaign: input.utmCampaign ?? undefined,
      gclid: input.gclid ?? undefined,
    },
    signal: options.signal,
  });
  return answer.lead;
}
