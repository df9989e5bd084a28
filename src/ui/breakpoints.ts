/**
 * The site's breakpoints (portal-9.1): mobile is 768 px wide or less; large desktop is above
 * 1280 px. Everything between is desktop. CSS uses the same numbers (src/ui/styles.css).
 */
export const MOBILE_MAX_PX = 768;
export const LARGE_DESKTOP_ABOVE_PX = 1280;

export type Viewport = 'mobile' | 'desktop' | 'largeDesktop';

/** The media queries of the breakpoints, for `window.matchMedia`. */
export const mediaQueries = {
  mobile: `(max-width: ${MOBILE_MAX_PX}px)`,
  largeDesktop: `(min-width: ${LARGE_DESKTOP_ABOVE_PX + 1}px)`,
} as const;

/** The viewport of a width in CSS pixels. */
export function viewportOfWidth(width: number): Viewport {
  if (width <= MOBILE_MAX_PX) return 'mobile';
  if (width > LARGE_DESKTOP_ABOVE_PX) return 'largeDesktop';
  return 'desktop';
}

type MatchMedia = (query: string) => { matches: boolean };

function browserMatchMedia(): MatchMedia | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : null;
}

/** The current viewport from the browser's media queries (desktop where there is no matchMedia). */
export function currentViewport(matchMedia: MatchMedia | null = browserMatchMedia()): Viewport {
  if (!matchMedia) return 'desktop';
  if (matchMedia(mediaQueries.mobile).matches) return 'mobile';
  if (matchMedia(mediaQueries.largeDesktop).matches) return 'largeDesktop';
  return 'desktop';
}
