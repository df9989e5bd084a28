import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setPathsSource } from '../paths/model';
import { PATHS_SHARE_DIR, sharedPaths } from './sharedPaths';

// The run's files share the paths of the charts with child machines (src/testing/sharedPaths.ts).
const shareDir = process.env[PATHS_SHARE_DIR];
if (shareDir && process.env.VITEST_MODE === 'RUN') setPathsSource(sharedPaths(shareDir));

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
