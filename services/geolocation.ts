/**
 * Browser geolocation (site-7.13, site-9.3): high accuracy, a 15 second timeout, no cached
 * position. A failure is an answer, not an exception (site-8.1: the page only logs it), so the
 * nearest-office chart reads both from one call.
 */

/** site-7.13, site-9.3: what the page asks of the browser. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 };

export type LocateAnswer =
  | { located: true; latitude: number; longitude: number }
  /** The browser's error code (1 denied, 2 unavailable, 3 timeout; 0: no geolocation at all) and message. */
  | { located: false; code: number; message: string };

/** The part of `navigator.geolocation` the page uses. */
export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** site-7.13: the visitor's position, or why there is none. */
export function locateVisitor(geolocation: GeolocationLike | undefined): Promise<LocateAnswer> {
  if (!geolocation) return Promise.resolve({ located: false, code: 0, message: 'Geolocation is not available in this browser.' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (p) => resolve({ located: true, latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => resolve({ located: false, code: e.code, message: e.message }),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** The page's geolocation (none outside a browser). */
export function browserGeolocation(): GeolocationLike | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}
