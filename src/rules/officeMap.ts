/**
 * The office map's rules (site-2.1, site-2.2, site-2.3, site-9.1, site-9.7): the map's options at
 * its default view, the random marker delay, and the view a selected office gets.
 */
import { OFFICE_LIMITS, type LatLng, type Office } from './offices';

export const MAP_LIMITS = {
  /** site-2.2, site-9.7: markers appear 2 to 3 s after the map is visible. */
  markerDelayMinMs: 2000,
  markerDelayMaxMs: 3000,
  /** site-2.3, site-9.1: a marker click zooms to 13. */
  selectZoom: 13,
  /** How long the maps script may take before the map says it is unavailable. */
  scriptTimeoutMs: 15_000,
} as const;

/**
 * site-2.2: the marker delay, 2 to 3 s, from a draw in [0, 1) (`Math.random` on the page; tests
 * and the path model give their own, so what they wait for is known).
 */
export function drawMarkerDelay(random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(MAP_LIMITS.markerDelayMinMs + r * (MAP_LIMITS.markerDelayMaxMs - MAP_LIMITS.markerDelayMinMs));
}

/** A point as the maps library writes it. */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export const toLatLngLiteral = (p: LatLng): LatLngLiteral => ({ lat: p.latitude, lng: p.longitude });

/**
 * site-2.1: the map's options at its default view: centred on the page's default point (Texas,
 * about 31.17, -99.68) at its default zoom (5), with no map-type and no street-view control.
 */
export function defaultMapOptions(center: LatLng = OFFICE_LIMITS.defaultCenter, zoom: number = OFFICE_LIMITS.defaultZoom) {
  return {
    defaultCenter: toLatLngLiteral(center),
    defaultZoom: zoom,
    mapTypeControl: false,
    streetViewControl: false,
  } as const;
}

/** A marker's key: an office is known by its name and address. */
export const officeKey = (office: Office): string => `${office.title}|${office.address}`;

/** The map's area on the page (the chart waits for it to be in view: one map per page). */
export const MAP_AREA_SELECTOR = '[data-office-map]';
