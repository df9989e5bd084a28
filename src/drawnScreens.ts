/**
 * What the page script decides about a first screen drawn at build time (src/mount.ts): whether it is
 * this visitor's (a flow's `firstPaintIf`), and when a widget loaded with the page may take it over
 * (once the page has painted its content). No imports beyond the typed storage: the page script carries it.
 */
import { BRAND_PATTERN, DEFAULT_BRAND } from './config/brand';
import type { FirstPaintVisit } from './flows/kit';
import { browserSessionStorage, browserStorage } from './storage';

let firstPaint: Promise<void> | undefined;
/**
 * Resolves once the page has painted its content (its first-contentful-paint entry: a first paint
 * may be the background alone); at once where the browser does not report paints (jsdom) or the
 * tab is hidden, and when it is hidden before it paints. Timers and frames are not used: a test's
 * paused clock (Playwright's `page.clock`) stops them.
 */
export function painted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const reported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!reported || document.visibilityState !== 'visible') return resolve();
    const done = () => {
      watch.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const watch = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) done();
    });
    watch.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', done);
  });
  return firstPaint;
}

/** The brand the page's storage keys carry (`<body data-site>`'s, read as src/config/site.ts reads it). */
function pageBrand(): string {
  try {
    const brand: unknown = (JSON.parse(document.body.dataset.site ?? '{}') as { brand?: unknown }).brand;
    return typeof brand === 'string' && BRAND_PATTERN.test(brand) ? brand : DEFAULT_BRAND;
  } catch {
    return DEFAULT_BRAND;
  }
}

/**
 * Whether a widget's drawn first screen is this visitor's, by its flow's `firstPaintIf` (a widget
 * without one: yes). One that cannot answer (it throws) is taken as no: the loading line is never wrong.
 */
export function drawnFits(checks: Readonly<Record<string, (visit: FirstPaintVisit) => boolean>>, url: URL): (widget: string) => boolean {
  let visit: FirstPaintVisit | undefined;
  return (widget) => {
    const check = Object.prototype.hasOwnProperty.call(checks, widget) ? checks[widget] : undefined;
    if (!check) return true;
    try {
      visit ??= { url, local: browserStorage(), session: browserSessionStorage(), brand: pageBrand() };
      return check(visit);
    } catch {
      return false;
    }
  };
}
