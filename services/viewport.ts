/**
 * When an element of the page is first in view (site-2.2: the markers' delay starts once the map
 * is visible). Waits for the element to be on the page, then for an IntersectionObserver to see
 * part of it; a browser without IntersectionObserver counts it as in view at once.
 */
type ViewportWindow = Pick<Window, 'document' | 'requestAnimationFrame' | 'cancelAnimationFrame'> & { IntersectionObserver?: typeof IntersectionObserver };

export function whenInView(selector: string, { signal, w = window }: { signal?: AbortSignal; w?: ViewportWindow } = {}): Promise<true> {
  return new Promise<true>((resolve, reject) => {
    let observer: IntersectionObserver | null = null;
    let frame = 0;
    const stop = () => {
      observer?.disconnect();
      if (frame) w.cancelAnimationFrame(frame);
    };
    signal?.addEventListener('abort', () => {
      stop();
      reject(new Error('aborted'));
    }, { once: true });
    const watch = () => {
      frame = 0;
      if (signal?.aborted) return;
      const el = w.document.querySelector(selector);
      if (!el) {
        frame = w.requestAnimationFrame(watch);
        return;
      }
      const Observer = w.IntersectionObserver;
      if (typeof Observer !== 'function') return resolve(true);
      observer = new Observer((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          stop();
          resolve(true);
        }
      });
      observer?.observe(el);
    };
    watch();
  });
}
