/** When the map's area is in view (site-2.2: the markers' delay starts then). */
import { describe, expect, it } from 'vitest';
import { whenInView } from './viewport';

/** A window with an IntersectionObserver stand-in the test drives, and a page that gets the element on the second frame. */
function standIn() {
  const frames: Array<() => void> = [];
  let observed: Element | null = null;
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  let present = false;
  const element = {} as Element;
  class Observer {
    constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
      report = cb;
    }
    observe(el: Element) {
      observed = el;
    }
    disconnect() {
      report = null;
    }
  }
  const w = {
    document: { querySelector: () => (present ? element : null) },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    cancelAnimationFrame: () => {},
    IntersectionObserver: Observer,
  } as unknown as Window & { IntersectionObserver: typeof IntersectionObserver };
  return {
    w,
    element,
    frame: () => frames.shift()?.(),
    appear: () => (present = true),
    observed: () => observed,
    report: (isIntersecting: boolean) => report?.([{ isIntersecting }]),
  };
}

describe('whenInView', () => {
  it('[site-2.2] waits for the element, then for it to be seen', async () => {
    const s = standIn();
    let seen = false;
    const waiting = whenInView('[data-office-map]', { w: s.w }).then(() => (seen = true));
    s.frame();
    expect(s.observed()).toBeNull();
    s.appear();
    s.frame();
    expect(s.observed()).toBe(s.element);
    s.report(false);
    await Promise.resolve();
    expect(seen).toBe(false);
    s.report(true);
    await waiting;
    expect(seen).toBe(true);
  });

  it('counts it as in view at once without IntersectionObserver', async () => {
    const w = { document: { querySelector: () => ({}) }, requestAnimationFrame: () => 0, cancelAnimationFrame: () => {} } as unknown as Window;
    await expect(whenInView('[data-office-map]', { w })).resolves.toBe(true);
  });
});
