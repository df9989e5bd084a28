/**
 * What the page script decides about a first screen drawn at build time (src/mount.ts): whether it is
 * this visitor's (a flow's `firstPaintIf`), and when a widget loaded with the page may take it over
 * (once the page has drawn a frame). No imports beyond the typed storage: the page script carries it.
 */
import { BRAND_PATTERN, DEFAULT_BRAND } from './config/brand';
import type { FirstPaintVisit } from './flows/kit';
import { browserSessionStorage, browserStorage } from './storage';

/** The longest `painted` waits for a frame (a hidden tab draws none). */
const PAINT_WAIT_MS = 100;

let firstPaint: Promise<void> | undefined;
/** Resolves once the page has drawn a frame since the script started (or after PAINT_WAIT_MS where no frame comes). */
export function painted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    // A frame's callbacks run before it is drawn: the task after it runs once it has been.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
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
