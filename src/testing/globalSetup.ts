/**
 * Once per test run (vite.config.ts `globalSetup`): the store of generated paths
 * (src/testing/sharedPaths.ts), named to the run's files and pruned of old versions. It stays after
 * the run, for the next run and the browser run to read. None in watch mode: there the charts
 * change between runs, and each file generates its own.
 */
import type { TestProject } from 'vitest/node';
import { PATHS_SHARE_DIR, PATHS_STORE, pruneStore } from './sharedPaths';

export default function setup(project: TestProject): void {
  // Each project runs this; the first names the store, and the workers of both read it.
  if (project.vitest.config.watch || process.env[PATHS_SHARE_DIR]) return;
  pruneStore();
  process.env[PATHS_SHARE_DIR] = PATHS_STORE;
}
