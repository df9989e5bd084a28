import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait for what the page shows, never for how fast the machine is: their
// limit only decides how late a real failure is reported (the default 1 s failed on a busy machine).
configure({ asyncUtilTimeout: 10_000 });

// Testing Library's React wrapper ends every query that waits (findBy*, waitFor) and every
// user-event action by draining the microtasks on a zero timeout: a whole millisecond or more in
// Node, about a fifth of the view suites' time. The same wrapper (no act() environment while it
// waits, the queue drained before it is restored), drained on the next turn of the event loop
// instead. The real `setImmediate`, captured before any test fakes timers: on a fake clock the
// queue drains without moving it, and a due zero-delay timer still runs as the wrapper runs it.
const realSetImmediate = globalThis.setImmediate;
type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean; jest?: { advanceTimersByTime?: (ms: number) => void } };
configure({
  asyncWrapper: async (cb) => {
    const g = globalThis as ActGlobal;
    const previous = g.IS_REACT_ACT_ENVIRONMENT;
    g.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const result: unknown = await cb();
      await new Promise<void>((resolve) => {
        realSetImmediate(() => resolve());
        if (g.jest?.advanceTimersByTime && Object.prototype.hasOwnProperty.call(setTimeout, 'clock')) g.jest.advanceTimersByTime(0);
      });
      return result;
    } finally {
      g.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
});

afterEach(() => {
  // A test that timed out on fake timers must not leave them to the next one.
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    // The tab's visit too (the quote form's drafts): the worker's tests share one jsdom window.
    window.sessionStorage.clear();
  }
});
