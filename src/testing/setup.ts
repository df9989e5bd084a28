import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait for what the page shows, never for how fast the machine is: their
// limit only decides how late a real failure is reported (the default 1 s failed on a busy machine).
configure({ asyncUtilTimeout: 10_000 });

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
