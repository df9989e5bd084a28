import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setPathsSource } from '../paths/model';
import { PATHS_SHARE_DIR, sharedPaths } from './sharedPaths';

// The run's files share the paths of the charts with child machines (src/testing/sharedPaths.ts).
const shareDir = process.env[PATHS_SHARE_DIR];
if (shareDir && process.env.VITEST_MODE === 'RUN') setPathsSource(sharedPaths(shareDir));

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
