/**
 * The geocoder (site-7.12): typed addresses to coordinates (the location page's search), and
 * coordinates (an office's, the browser's location) to a postal code. On the site the maps
 * library's geocoder answers; without a maps key, and in every test, the agency API's stand-in
 * route does (the sandbox's `geo` domain), with the geocoder's statuses: `OK` with results, or
 * `ZERO_RESULTS` (site-8.2: anything but OK centres nothing and loads no markers).
 *
 * | call                                        | sends                    | answer read |
 * | ------------------------------------------- | ------------------------ | ----------- |
 * | GET /geo/geocode?address=                   | the typed ZIP or "City, ST" | status, results[].location, postalCode |
 * | GET /geo/reverse?lat=&lng=                  | coordinates              | status, results[].postalCode |
 */
import * as z from 'zod/mini';
import { request } from './http';

export const geoResultSchema = z.object({
  formattedAddress: z.string(),
  postalCode: z.nullable(z.string()),
  location: z.object({ lat: z.number().check(z.gte(-90), z.lte(90)), lng: z.number().check(z.gte(-180), z.lte(180)) }),
});

export const geoAnswerSchema = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  results: z.array(geoResultSchema).check(z.maxLength(20)),
});

export type GeoResult = z.infer<typeof geoResultSchema>;
export type GeoAnswer = z.infer<typeof geoAnswerSchema>;

export const geoPaths = { geocode: '/geo/geocode', reverse: '/geo/reverse' } as const;

/** What a search finds: the point of the first result, or nothing (ZERO_RESULTS, or OK with no result). */
export type GeocodeFound = { found: true; latitude: number; longitude: number; postalCode: string | null; formattedAddress: string } | { found: false };

export function foundOf(answer: GeoAnswer): GeocodeFound {
  const first = answer.status === 'OK' ? answer.results[0] : undefined;
  if (!first) return { found: false };
  return { found: true, latitude: first.location.lat, longitude: first.location.lng, postalCode: first.postalCode, formattedAddress: first.formattedAddress };
}

/** site-7.12: geocode a typed address (a ZIP, or "City, ST"). */
export function geocode(address: string, options: { signal?: AbortSignal } = {}): Promise<GeoAnswer> {
  return request({ schema: geoAnswerSchema, path: geoPaths.geocode, query: { address: address.trim() }, signal: options.signal });
}

/** The location search's call: the typed address to its first point, or not found. */
export async function geocodeSearch(address: string, options: { signal?: AbortSignal } = {}): Promise<GeocodeFound> {
  return foundOf(await geocode(address, options));
}

/** site-7.12: reverse geocode coordinates (an office's, the browser's) into a postal code. */
export function reverseGeocode(point: { latitude: number; longitude: number }, options: { signal?: AbortSignal } = {}): Promise<GeoAnswer> {
  return request({ schema: geoAnswerSchema, path: geoPaths.reverse, query: { lat: point.latitude, lng: point.longitude }, signal: options.signal });
}

/** The postal code of coordinates, or null when the geocoder finds none. */
export async function postalCodeAt(point: { latitude: number; longitude: number }, options: { signal?: AbortSignal } = {}): Promise<string | null> {
  const found = foundOf(await reverseGeocode(point, options));
  return found.found ? found.postalCode : null;
}
