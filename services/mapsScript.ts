/**
 * Loading the Google Maps JavaScript API (site-2.1): one script request per page, only when the
 * page has a key, resolved once the script has defined `google.maps.importLibrary` and called the
 * loader's callback. The maps library (@vis.gl/react-google-maps) then finds the API in place and
 * loads nothing itself. A script that fails, or does not come within the time limit, rejects:
 * the map says it is unavailable and everything else on the page works.
 */
import { MAP_LIMITS } from '../src/rules/officeMap';

/** The address of the Maps JavaScript API (the CSP of the map pages allows this origin). */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
/** The global function the script calls once loaded (`callback=`). */
export const MAPS_CALLBACK = '__officeMapReady';

export interface MapsScriptOptions {
  key: string;
  lang: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type MapsWindow = Window & {
  google?: { maps?: { importLibrary?: unknown } };
  [MAPS_CALLBACK]?: () => void;
};

let loading: Promise<void> | null = null;

const hasApi = (w: MapsWindow) => typeof w.google?.maps?.importLibrary === 'function';

/** The script's address: key, language, region, the marker library, async loading and the callback. */
export function mapsScriptUrl(key: string, lang: string): string {
  const q = new URLSearchParams({ key, v: 'weekly', loading: 'async', libraries: 'marker', language: lang, region: 'US', callback: MAPS_CALLBACK });
  return `${MAPS_SCRIPT_URL}?${q.toString()}`;
}

/** Load the API once (later calls share the first request; a failed one may be tried again). */
export function loadMapsScript({ key, lang, timeoutMs = MAP_LIMITS.scriptTimeoutMs, signal }: MapsScriptOptions, w: MapsWindow = window): Promise<void> {
  if (hasApi(w)) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = w.document.createElement('script');
    const done = (error?: Error) => {
      w.clearTimeout(timer);
      delete w[MAPS_CALLBACK];
      if (error) {
        script.remove();
        loading = null;
        reject(error);
      } else resolve();
    };
    const timer = w.setTimeout(() => done(new Error('The maps script did not load in time')), timeoutMs);
    w[MAPS_CALLBACK] = () => (hasApi(w) ? done() : done(new Error('The maps script defined no API')));
    script.onerror = () => done(new Error('The maps script could not load'));
    script.async = true;
    script.src = mapsScriptUrl(key, lang);
    w.document.head.append(script);
  });
  const shared = loading;
  if (!signal) return shared;
  return new Promise<void>((resolve, reject) => {
    const aborted = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    shared.then(resolve, reject);
  });
}

/** Tests only: forget a request in progress. */
export function resetMapsScriptForTests(): void {
  loading = null;
}
