/**
 * The places service (site-7.11, site-3.2): a text search for the agency near each configured
 * location's coordinates, then the details of each place found, whose reviews the Google reviews
 * slider shows. On the site the maps library's places service answers; it cannot be reached from
 * here, so (without a maps key, and in every test) the agency API's stand-in routes do (the
 * sandbox's `places` domain), with the places service's statuses and field names.
 *
 * | call                                  | sends                              | answer read |
 * | ------------------------------------- | ---------------------------------- | ----------- |
 * | GET /places/search?query=&lat=&lng=   | the agency's name, a location's point | status, results[]: place_id, name, formatted_address, geometry |
 * | GET /places/details?placeId=          | a place id the search found        | status, result: rating, user_ratings_total, reviews[]: author_name, author_url, rating, text |
 *
 * Review texts and author names are the server's text: capped, and shown as text only.
 */
import * as z from 'zod/mini';
import { request, serverText } from './http';

const latLng = z.object({ lat: z.number().check(z.gte(-90), z.lte(90)), lng: z.number().check(z.gte(-180), z.lte(180)) });

/** site-7.11: a place the search found (name, address, place id, geometry). */
export const placeSchema = z.object({
  place_id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: serverText,
  formatted_address: z.optional(serverText),
  geometry: z.object({ location: latLng }),
});

export const placesSearchAnswerSchema = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  results: z.array(placeSchema).check(z.maxLength(20)),
});

/** site-3.2: a review (author_name, author_url, rating, text). */
export const placeReviewSchema = z.object({
  author_name: serverText,
  author_url: z.optional(z.string().check(z.maxLength(2000))),
  rating: z.number().check(z.gte(0), z.lte(5)),
  text: serverText,
  language: z.optional(z.string().check(z.maxLength(20))),
  relative_time_description: z.optional(serverText),
  time: z.optional(z.number()),
});

export const placeDetailsSchema = z.object({
  place_id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: serverText,
  formatted_address: z.optional(serverText),
  geometry: z.optional(z.object({ location: latLng })),
  rating: z.optional(z.number().check(z.gte(0), z.lte(5))),
  user_ratings_total: z.optional(z.number().check(z.int(), z.gte(0))),
  reviews: z._default(z.array(placeReviewSchema).check(z.maxLength(50)), []),
});

export const placeDetailsAnswerSchema = z.object({
  status: z.enum(['OK', 'NOT_FOUND']),
  result: z.optional(placeDetailsSchema),
});

export type Place = z.output<typeof placeSchema>;
export type PlaceReview = z.output<typeof placeReviewSchema>;
export type PlaceDetails = z.output<typeof placeDetailsSchema>;

export const placesPaths = { search: '/places/search', details: '/places/details' } as const;

/** A configured location of the dynamic slider (site-3.2): its point and the least rating shown. */
export interface ReviewLocation {
  location: string;
  latitude: number;
  longitude: number;
  minRating: number;
}

/** What the places service gave for one location: the details of each place found near it. */
export interface LocationPlaces {
  location: ReviewLocation;
  places: PlaceDetails[];
}

type Opts = { signal?: AbortSignal | undefined };

/** site-7.11: the places whose name holds the query, near a point. */
export function searchPlaces(query: string, point: { latitude: number; longitude: number }, options: Opts = {}) {
  return request({
    schema: placesSearchAnswerSchema,
    path: placesPaths.search,
    query: { query, lat: point.latitude, lng: point.longitude },
    signal: options.signal,
  });
}

/** site-7.11: the details (rating, reviews) of a place. */
export function placeDetails(placeId: string, options: Opts = {}) {
  return request({ schema: placeDetailsAnswerSchema, path: placesPaths.details, query: { placeId }, signal: options.signal });
}

/** The most places whose details are asked for per location (the nearest ones). */
export const PLACES_PER_LOCATION = 3;

/**
 * site-7.11: for each location, the search near its point, then the details of each place found
 * (a place seen at an earlier location is not asked for again). The locations are searched one
 * after the other, the details of one location's places at once. A failed call fails the whole load
 * (the slider offers to try again); a place the details do not know is left out.
 */
export async function loadLocationPlaces(query: string, locations: readonly ReviewLocation[], options: Opts = {}): Promise<LocationPlaces[]> {
  const seen = new Set<string>();
  const out: LocationPlaces[] = [];
  for (const location of locations) {
    const search = await searchPlaces(query, location, options);
    const found = search.status === 'OK' ? search.results.filter((p) => !seen.has(p.place_id)).slice(0, PLACES_PER_LOCATION) : [];
    for (const p of found) seen.add(p.place_id);
    const details = await Promise.all(found.map((p) => placeDetails(p.place_id, options)));
    out.push({ location, places: details.flatMap((d) => (d.status === 'OK' && d.result ? [d.result] : [])) });
  }
  return out;
}

/** What loadLocationPlaces resolves with, as a contract (the path model's answers are checked against it). */
export const locationPlacesSchema = z.array(
  z.object({
    location: z.object({ location: z.string(), latitude: z.number(), longitude: z.number(), minRating: z.number() }),
    places: z.array(placeDetailsSchema),
  }),
);
