/**
 * portal-9.1: mobile at 768 px or less, large desktop above 1280 px. The media queries are checked
 * by a small evaluator of `(max-width: Npx)` / `(min-width: Npx)` at a given width (jsdom has no
 * layout), against the width table.
 */
import { describe, expect, it } from 'vitest';
import { currentViewport, LARGE_DESKTOP_ABOVE_PX, mediaQueries, MOBILE_MAX_PX, viewportOfWidth, type Viewport } from './breakpoints';

/** Evaluates one `(min|max-width: Npx)` query the way a browser does, at a viewport width. */
function matchMediaAt(width: number) {
  return (query: string) => {
    const m = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query);
    if (!m) throw new Error(`unexpected media query ${query}`);
    const limit = Number(m[2]);
    return { matches: m[1] === 'max' ? width <= limit : width >= limit };
  };
}

const rows: [number, Viewport][] = [
  [320, 'mobile'],
  [767, 'mobile'],
  [768, 'mobile'],
  [769, 'desktop'],
  [1024, 'desktop'],
  [1280, 'desktop'],
  [1281, 'largeDesktop'],
  [1920, 'largeDesktop'],
];

describe('breakpoints', () => {
  it('[portal-9.1] mobile is 768 px or less, large desktop above 1280 px', () => {
    expect(MOBILE_MAX_PX).toBe(768);
    expect(LARGE_DESKTOP_ABOVE_PX).toBe(1280);
    expect(mediaQueries).toEqual({ mobile: '(max-width: 768px)', largeDesktop: '(min-width: 1281px)' });
  });

  it.each(rows)('[portal-9.1] %i px wide is %s', (width, viewport) => {
    expect(viewportOfWidth(width)).toBe(viewport);
  });

  it.each(rows)('[portal-9.1] the media queries at %i px say %s', (width, viewport) => {
    expect(currentViewport(matchMediaAt(width))).toBe(viewport);
  });

  it('without matchMedia the viewport is desktop', () => {
    expect(currentViewport(null)).toBe('desktop');
  });
});
