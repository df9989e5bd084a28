import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // A test that timed out on fake timers must not leave them to the next one.
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
