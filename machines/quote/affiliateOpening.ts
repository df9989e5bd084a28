/**
 * An affiliate's opening of the quote form, for the opening chart (machines/quote/opening.machine.ts):
 * the lead's call (`loadAffiliateLead`, quote-7.21, quote-7.32), then its ZIP through the address
 * step's lookup (`withLeadZip`, quote-7.8), each giving the opening again with where the form
 * lands (`affiliateLanding`, quote-4.11, quote-4.5, quote-8.5) and whether the consent section is
 * asked (quote-2.12); the chart lands where they say. The lead's data is read into the form's
 * values by `affiliatePrefill` (machines/quote/quoteVisitor.ts). The chart loads this module with
 * the lead's call, only for an affiliate's link.
 */
import { lookupZip } from '../../services/address';
import { getLeadByUtm } from '../../services/lead';
import type { Region } from '../../services/http';
import { regionOfState } from '../../services/tokens';
import { affiliatePrefill, asksConsentSection, type AffiliatePrefill } from './quoteVisitor';
import { AFFILIATE_LANDINGS, type AffiliateLanding, type AffiliateSource, type VisitorParams } from './visitorParams';

/** The lead's ZIP as looked up (quote-7.8): whether a quote is available there, and the city and state found. */
export interface AffiliateZip {
  zip: string;
  available: boolean;
  city: string;
  state: string;
}

/** The lead found and read, its ZIP as looked up (null: not looked up, or the look-up failed), and the step the form lands on. */
export interface AffiliateOpening {
  visitor: 'affiliate';
  leadId: string;
  source: AffiliateSource;
  prefill: AffiliatePrefill;
  zip: AffiliateZip | null;
  landing: AffiliateLanding;
  consentSection: boolean;
}

/**
 * quote-4.11, quote-4.5, quote-8.5: where an affiliate lands. The prefill's landing, except that
 * the address step is not passed when its ZIP has no quote (the step says so and asks for another)
 * or when the lead's state belongs to the other endpoint (California's, or the main one on the
 * California page: continuing from the address step switches the endpoint and its token).
 */
export function affiliateLanding(prefill: AffiliatePrefill, zip: AffiliateZip | null, region: Region): AffiliateLanding {
  const landing = AFFILIATE_LANDINGS.find((s) => s === prefill.landing) ?? 'driver1';
  if (landing !== 'vehiclesummary') return landing;
  const state = prefill.values.driver3.state;
  if (zip === null || !zip.available || regionOfState(state) !== region) return 'driver3';
  return landing;
}

export interface LoadLeadInput {
  params: VisitorParams;
  region: Region;
}

/**
 * quote-7.21, quote-7.32, quote-6.3: the lead of the address's affiliate parameters, read into the
 * prefill, landing as if its ZIP were not checked (`withLeadZip` looks it up). Rejects when the
 * address names no lead or the call fails (an ApiError: no such lead, rawData that is not JSON, a
 * fault): the visitor then starts as new.
 */
export async function loadAffiliateLead(input: LoadLeadInput, signal?: AbortSignal): Promise<AffiliateOpening> {
  const { params } = input;
  if (!params.affiliate) throw new Error('No affiliate lead id');
  const lead = await getLeadByUtm(
    { customerId: params.affiliate.leadId, utmSource: params.utmSource, utmMedium: params.utmMedium, utmCampaign: params.utmCampaign, gclid: params.gclid },
    { signal, region: input.region },
  );
  return affiliateOpeningOf({ leadId: params.affiliate.leadId, source: params.affiliate.source, prefill: affiliatePrefill(lead.data) }, null, input.region);
}

export interface LeadZipInput {
  opening: AffiliateOpening;
  brand: string;
  region: Region;
}

/**
 * quote-7.8, quote-4.11: the lead's ZIP through the ZIP lookup the address step makes, and the
 * opening with it (where the form lands, again). Rejects when the look-up fails: the chart keeps
 * the opening without it (the ZIP not checked; the address step checks it again).
 */
export async function withLeadZip(input: LeadZipInput, signal?: AbortSignal): Promise<AffiliateOpening> {
  const zip = input.opening.prefill.values.driver3.zip;
  const answer = await lookupZip(zip, input.brand, { signal });
  const first = answer.addresses[0];
  return affiliateOpeningOf(input.opening, { zip, available: answer.isQuoteAvaliable && first !== undefined, city: first?.city ?? '', state: first?.state ?? '' }, input.region);
}

/**
 * The opening of a lead found (quote-4.11, quote-2.12): where the form lands (`affiliateLanding`),
 * and the consent section when the lead gave no consent and the visitor does not pass driver2
 * (where the consent is asked anyway).
 */
export function affiliateOpeningOf(found: Pick<AffiliateOpening, 'leadId' | 'source' | 'prefill'>, zip: AffiliateZip | null, region: Region): AffiliateOpening {
  const landing = affiliateLanding(found.prefill, zip, region);
  return { visitor: 'affiliate', leadId: found.leadId, source: found.source, prefill: found.prefill, zip, landing, consentSection: asksConsentSection(found.prefill.values.driver2.consent, landing) };
}
