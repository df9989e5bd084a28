/**
 * Address autocomplete (portal-7.16: "suggest locations with countryCode USA, then address lookup
 * (UnitName, StAddr, City, RegionAbbr, Postal)"). The field names are those of a maps service's
 * geocoder (suggest, then find address candidates by the suggestion's magic key). The site cannot
 * reach that service from here, so the agency API's stand-in routes answer (the sandbox's
 * `addressSuggest` domain, fixtures/sandbox/routes/addressSuggest.ts), in the service's shape.
 *
 * | call                                                            | sends                                   | answer read |
 * | --------------------------------------------------------------- | --------------------------------------- | ----------- |
 * | GET /geocode/suggest?text=&countryCode=USA&maxSuggestions=       | what the customer typed                 | suggestions[]: text, magicKey, isCollection |
 * | GET /geocode/findaddresscandidates?magicKey=&singleLine=&outFields= | the suggestion picked                | candidates[]: address, score, attributes: UnitName, StAddr, City, RegionAbbr, Postal |
 *
 * Chosen here: a suggestion that is a collection (a category, not an address) is left out; the
 * address found is the first candidate's attributes, the unit after the street ("1200 Main St
 * Apt 4B"), as the rating prepare's `commutingAddress` (address, city, state, zipCode) takes it.
 * No auth: the stand-in is public, as the maps service's key is.
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';

/** The most suggestions asked for (and read). */
export const MAX_SUGGESTIONS = 5;
/** What the geocoder is asked for of a candidate (portal-7.16). */
export const ADDRESS_OUT_FIELDS = 'UnitName,StAddr,City,RegionAbbr,Postal';
/** portal-7.16: suggestions are asked for in the USA only. */
export const COUNTRY_CODE = 'USA';

export const addressSuggestPaths = { suggest: '/geocode/suggest', find: '/geocode/findaddresscandidates' } as const;

const magicKey = z.string().check(z.minLength(1), z.maxLength(300));

/** portal-7.16: a suggestion (its text, the key that finds it, whether it is a category). */
export const suggestionSchema = z.object({
  text: serverText,
  magicKey,
  isCollection: z._default(z.boolean(), false),
});

export const suggestAnswerSchema = z.object({ suggestions: z.array(suggestionSchema).check(z.maxLength(20)) });

/** portal-7.16: the parts of an address the lookup answers. */
export const candidateAttributesSchema = z.object({
  UnitName: z._default(z.string().check(z.maxLength(50)), ''),
  StAddr: z.string().check(z.minLength(1), z.maxLength(150)),
  City: z.string().check(z.minLength(1), z.maxLength(100)),
  RegionAbbr: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a state code')),
  Postal: z.string().check(z.regex(/^\d{5}$/, 'must be a ZIP code')),
});

export const candidateSchema = z.object({
  address: serverText,
  score: z.optional(z.number().check(z.gte(0), z.lte(100))),
  attributes: candidateAttributesSchema,
});

export const findAnswerSchema = z.object({ candidates: z.array(candidateSchema).check(z.maxLength(20)) });

export type Suggestion = z.output<typeof suggestionSchema>;
export type CandidateAttributes = z.output<typeof candidateAttributesSchema>;

/** An address suggested: what the list shows and the key the lookup takes. */
export interface AddressSuggestion {
  text: string;
  magicKey: string;
}

/** An address found, as the rating prepare's commuting address takes it (portal-3.17). */
export interface FoundAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

type Opts = { region?: Region; signal?: AbortSignal | undefined };

/** The address of a candidate's attributes (the unit after the street). */
export function foundAddressOf(a: CandidateAttributes): FoundAddress {
  const unit = a.UnitName.trim();
  return { address: unit ? `${a.StAddr.trim()} ${unit}` : a.StAddr.trim(), city: a.City.trim(), state: a.RegionAbbr, zipCode: a.Postal };
}

/** portal-7.16: the addresses in the USA that begin as the text does (collections left out), at most MAX_SUGGESTIONS. */
export async function suggestAddresses(text: string, options: Opts = {}): Promise<AddressSuggestion[]> {
  const answer = await request({
    schema: suggestAnswerSchema,
    path: addressSuggestPaths.suggest,
    region: options.region,
    query: { text, countryCode: COUNTRY_CODE, maxSuggestions: MAX_SUGGESTIONS },
    signal: options.signal,
  });
  return answer.suggestions
    .filter((s) => !s.isCollection)
    .slice(0, MAX_SUGGESTIONS)
    .map((s) => ({ text: s.text, magicKey: s.magicKey }));
}

/** portal-7.16: the address of a suggestion (its first candidate), or null when the geocoder finds none. */
export async function findAddress(suggestion: AddressSuggestion, options: Opts = {}): Promise<FoundAddress | null> {
  const answer = await request({
    schema: findAnswerSchema,
    path: addressSuggestPaths.find,
    region: options.region,
    query: { magicKey: suggestion.magicKey, singleLine: suggestion.text, outFields: ADDRESS_OUT_FIELDS },
    signal: options.signal,
  });
  const first = answer.candidates[0];
  return first ? foundAddressOf(first.attributes) : null;
}
