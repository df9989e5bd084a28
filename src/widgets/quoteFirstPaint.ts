/**
 * Whether the quote form's first screen drawn at build time (driver1, empty, the visitor's token on
 * its way) is the one the widget opens with for this visitor (the quote descriptor's `firstPaintIf`,
 * asked by the page script before anything loads). It is not for:
 * - a visit kept on the device (`driverPrefill`: where the visitor stopped, or what the portal wrote
 *   for the first step), or a step's draft kept for this tab (`quoteDraft`);
 * - an address whose hash names another screen than driver1 (`#previousQuotes`, a later stage);
 * - an affiliate's link (`customerid`, any case: its lead decides where the form lands);
 * - a first visit that belongs to the other quote page (the state the home page stored: quote-4.5),
 *   which goes there at once.
 * Those get the loading line (src/mount.ts), never a form that the widget would replace.
 * Presence is enough: a record the widget will refuse only costs this visitor the drawn screen.
 */
import type { FirstPaintVisit } from '../flows/kit';
import { DRIVER_PREFILL_KEY, QUOTE_DRAFT_KEY, isString, storageKeys } from '../storage';
import { isCaliforniaPage } from './quotePage';

const isRecord = (v: unknown): v is object => typeof v === 'object' && v !== null;

export function quoteFirstScreenFits({ url, local, session, brand }: FirstPaintVisit): boolean {
  if (local.get(DRIVER_PREFILL_KEY, isRecord) !== null || session.get(QUOTE_DRAFT_KEY, isRecord) !== null) return false;
  const hash = url.hash.replace(/^#/, '').trim().toLowerCase();
  if (hash !== '' && hash !== 'driver1') return false;
  if ([...url.searchParams.keys()].some((name) => name.toLowerCase() === 'customerid')) return false;
  const state = (local.get(storageKeys.customerState(brand), isString) ?? '').trim().toUpperCase();
  return state === '' || (state === 'CA') === isCaliforniaPage(url);
}
