/**
 * Waiting for a page to be still, instead of waiting a fixed time: none of its requests in flight,
 * the browser idle (`requestIdleCallback`: React's render tasks and the page's other work done),
 * then two frames drawn (what the last task changed is laid out and painted). Again while a request
 * started meanwhile: code the page loads once it is idle (the hero counts), a widget's first call,
 * a font or an image, each of which may move the page once more.
 */
import type { Page, Request } from '@playwright/test';

export interface RequestWatch {
  /** Resolves once the page is still (see above); fails after `timeout` ms naming what is still loading. */
  settled(timeout?: number): Promise<void>;
  /** Stops watching (a reused context keeps the page for the next test). */
  stop(): void;
}

/**
 * The browser idle, then two frames drawn: what the page's last tasks changed (a render, a scroll,
 * a listener's work) is laid out and painted. Without watching requests: for a page whose requests
 * are not the question (a wheel that must not scroll, a button that must not show yet).
 */
export function idleAndDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 1000 });
      }),
  );
}

/** Watches the page's requests from now on (start it before the page is loaded). */
export function watchRequests(page: Page): RequestWatch {
  const pending = new Set<Request>();
  let started = 0;
  let onQuiet: (() => void) | undefined;
  const onRequest = (r: Request) => {
    pending.add(r);
    started += 1;
  };
  const onDone = (r: Request) => {
    pending.delete(r);
    if (pending.size === 0) onQuiet?.();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);

  const quiet = (until: number) =>
    new Promise<void>((resolve, reject) => {
      if (pending.size === 0) return resolve();
      const timer = setTimeout(() => {
        onQuiet = undefined;
        reject(new Error(`the page is still loading ${[...pending].map((r) => r.url()).join(', ')}`));
      }, Math.max(0, until - Date.now()));
      onQuiet = () => {
        clearTimeout(timer);
        onQuiet = undefined;
        resolve();
      };
    });

  return {
    async settled(timeout = 10_000) {
      const until = Date.now() + timeout;
      for (;;) {
        const before = started;
        await quiet(until);
        await idleAndDrawn(page);
        if (started === before && pending.size === 0) return;
        if (Date.now() > until) throw new Error(`the page kept loading for ${timeout} ms`);
      }
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}
