/**
 * The Google Maps JavaScript API cannot be reached from the test machine: its script address is
 * answered by the same fake the jsdom tests use (src/testing/fakeGoogleMaps.ts, served as its
 * source), which defines `window.google.maps` and calls the loader's callback named in the
 * script's address. Any other request to the Maps origins is refused (the fake asks for none).
 * Returns the script addresses asked for, in order.
 *
 * A route registered later runs first (Playwright): the browser walk's own abort of the script
 * (a path whose script fails, `sandbox.abort`) is registered after this one and falls back to it
 * for the other paths.
 */
import type { Page } from '@playwright/test';
import { MAPS_SCRIPT_URL } from '../services/mapsScript';
import { installFakeGoogleMaps } from '../src/testing/fakeGoogleMaps';

/** The fake maps script: the fake installed on the page's window, then the loader called back. */
export function fakeMapsScript(): string {
  return `(${installFakeGoogleMaps.toString()})(window);
(function () {
  var src = document.currentScript && document.currentScript.src;
  var callback = src ? new URL(src).searchParams.get('callback') : null;
  if (callback && typeof window[callback] === 'function') window[callback]();
})();`;
}

export async function stubMapsScript(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const body = fakeMapsScript();
  await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, async (route) => {
    const url = route.request().url();
    if (!url.startsWith(MAPS_SCRIPT_URL)) return route.abort('blockedbyclient');
    asked.push(url);
    await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
  });
  return asked;
}
