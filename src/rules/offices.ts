/**
 * The office rules (site §2 "Office locations map", "Location map page with search", "Nearest
 * office banner"; site-3.1, site-5.2, site-9.2), without a map: distances from coordinates
 * (haversine), the miles text, the nearest office against `mindistance`, the map search's query
 * rule, the location page's list and an office page's nearby offices. The map, when it comes,
 * reads the same rules (its view bounds are `viewBounds`). No dependencies.
 */
import { intlLocale, type Lang } from '../config/lang';

/** site-3.1: an Office, as the page element lists it (validated by src/config/offices.ts). */
export interface Office {
  /** The office's name (the list's `title`, or its `location`). */
  title: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  phone?: string | undefined;
  email?: string | undefined;
  /** The office's page (Location Details). */
  url?: string | undefined;
  /** The directions link (Get Directions). */
  google?: string | undefined;
  hoursMonFri?: string | undefined;
  hoursSaturday?: string | undefined;
  hoursSunday?: string | undefined;
  latitude: number;
  longitude: number;
  /** The office's IANA time zone (its hours are local to it). */
  timeZone: string;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** An office with its distance from a point, in miles with one decimal (site-3.1, site-2.8). */
export interface OfficeAt {
  office: Office;
  miles: number;
}

/** site §9. */
export const OFFICE_LIMITS = {
  /** site-2.6, site-9.2: the location page lists at most 6 offices. */
  searchResults: 6,
  /** site-2.4, site-9.2: an office page lists at most 8 nearby offices. */
  nearby: 8,
  /** site-2.5, site-9.1: the nearby search starts at zoom 12 and widens step by step down to 9. */
  nearbyZoomFrom: 12,
  nearbyZoomTo: 9,
  /** site-2.7: the location page's zoom on a searched point (configurable). */
  searchZoom: 13,
  /** site §2, site-9.1: the map's default centre (Texas) and zoom. */
  defaultCenter: { latitude: 31.17, longitude: -99.68 },
  defaultZoom: 5,
  /** The nearest-office banner's `mindistance` in kilometres when the page sets none. */
  minDistanceKm: 100,
} as const;

/** The mean radius of the Earth, in kilometres. */
const EARTH_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** site-2.8, site-9.2: miles with one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** The distance in miles, one decimal (site-3.1: the office's computed distance). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return roundMiles(distanceKm(a, b) / KM_PER_MILE);
}

/**
 * site-2.8: "1 mile" for one, "n miles away" otherwise, n with one decimal in the page's language
 * (src/config/lang.ts `intlLocale`: `2.5` in both, as US Spanish writes it). The texts come from the flow's catalog (`{miles}` is the number).
 */
export function milesText(miles: number, texts: { one: string; other: string }, lang: Lang): string {
  const rounded = roundMiles(miles);
  if (rounded === 1) return texts.one;
  const n = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded);
  return texts.other.replace('{miles}', n);
}

/** The offices by distance from a point, nearest first (ties keep list order), with their miles. */
export function byDistance(point: LatLng, offices: readonly Office[]): OfficeAt[] {
  return offices
    .map((office, i) => ({ office, i, km: distanceKm(point, office) }))
    .sort((a, b) => a.km - b.km || a.i - b.i)
    .map(({ office, km }) => ({ office, miles: roundMiles(km / KM_PER_MILE) }));
}

/** site-2.6, site-9.2: the location page's list: at most 6 offices, sorted by distance from the searched point. */
export function searchResults(point: LatLng, offices: readonly Office[], limit: number = OFFICE_LIMITS.searchResults): OfficeAt[] {
  return byDistance(point, offices).slice(0, limit);
}

/**
 * site-2.9, site-2.11: the office nearest the visitor, when its distance in kilometres is at most
 * `mindistance` (kilometres); else none (the banner shows nothing).
 */
export function nearestOffice(point: LatLng, offices: readonly Office[], minDistanceKm: number): { office: Office; km: number } | null {
  let best: { office: Office; km: number } | null = null;
  for (const office of offices) {
    const km = distanceKm(point, office);
    if (best === null || km < best.km) best = { office, km };
  }
  return best !== null && best.km <= minDistanceKm ? best : null;
}

/**
 * site-5.2: what the map search accepts: a 5-digit ZIP, or text like "City, ST" (letters and
 * spaces, an optional comma, then 2 or more letters). Letters of every script count ("Cañón City").
 * Anything else is null (the configured error shows).
 */
export function searchQueryKind(query: string): 'zip' | 'place' | null {
  const q = query.trim();
  if (/^\d{5}$/.test(q)) return 'zip';
  if (/^[\p{L} ]+,?\s*\p{L}{2,}$/u.test(q)) return 'place';
  return null;
}

/** A rectangle of the map: south-west and north-east corners. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The map element's size in CSS pixels that the nearby search assumes (the office page's map). */
export const NEARBY_VIEWPORT = { width: 640, height: 400 } as const;

/** Web Mercator: a latitude's y on a world 1 unit high (0 at the top). */
const mercatorY = (lat: number) => {
  const s = Math.sin(rad(Math.max(-85.05112878, Math.min(85.05112878, lat))));
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};
const latOfY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * site-2.5: what a map view of `viewport` pixels centred on a point covers at a zoom, as the maps
 * library draws it (Web Mercator, 256-pixel tiles: the world is 256 * 2^zoom pixels wide). Each
 * zoom step out doubles the width and the height covered.
 */
export function viewBounds(center: LatLng, zoom: number, viewport: { width: number; height: number } = NEARBY_VIEWPORT): Bounds {
  const world = 256 * 2 ** zoom;
  const halfLng = (viewport.width / 2 / world) * 360;
  const y = mercatorY(center.latitude);
  const halfY = viewport.height / 2 / world;
  return {
    south: latOfY(Math.min(1, y + halfY)),
    north: latOfY(Math.max(0, y - halfY)),
    west: center.longitude - halfLng,
    east: center.longitude + halfLng,
  };
}

export function inBounds(point: LatLng, b: Bounds): boolean {
  return point.latitude >= b.south && point.latitude <= b.north && point.longitude >= b.west && point.longitude <= b.east;
}

/** Two entries are the same office when they share name, address and coordinates. */
function sameOffice(a: Office, b: Office): boolean {
  return a.title === b.title && a.address === b.address && a.latitude === b.latitude && a.longitude === b.longitude;
}

/**
 * site-2.4, site-2.5: an office page's nearby offices. The view around the office at zoom 12; when
 * it holds no other office, zoom 11, 10, then 9; the first zoom that holds some gives the list:
 * at most 8, nearest first, never the office itself. None within the zoom-9 view: an empty list.
 * `zoom` says which view found them (null: none).
 */
export function nearbyOffices(
  current: Office,
  offices: readonly Office[],
  options: { viewport?: { width: number; height: number }; limit?: number } = {},
): { zoom: number | null; offices: OfficeAt[] } {
  const others = offices.filter((o) => !sameOffice(o, current));
  for (let zoom: number = OFFICE_LIMITS.nearbyZoomFrom; zoom >= OFFICE_LIMITS.nearbyZoomTo; zoom -= 1) {
    const bounds = viewBounds(current, zoom, options.viewport);
    const inView = others.filter((o) => inBounds(o, bounds));
    if (inView.length > 0) return { zoom, offices: byDistance(current, inView).slice(0, options.limit ?? OFFICE_LIMITS.nearby) };
  }
  return { zoom: null, offices: [] };
}

/** A one-line address: "701 Congress Ave, Austin, TX 78701". */
export function officeAddressLine(office: Office): string {
  return `${office.address}, ${office.city}, ${office.state} ${office.zipcode}`;
}

/** The phone as a call link's address: "tel:+15125550101" (US numbers), else the digits. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  return digits.length === 11 && digits.startsWith('1') ? `tel:+${digits}` : `tel:${digits}`;
}
