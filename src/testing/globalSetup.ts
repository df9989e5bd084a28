/**
 * Once per test run (vite.config.ts `globalSetup`): the directory where the run's files share the
 * paths of the charts with child machines (src/testing/sharedPaths.ts), removed at the end. None in
 * watch mode: there the charts change between runs, and each file generates its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PATHS_SHARE_DIR } from './sharedPaths';

export default function setup(project: TestProject): (() => void) | undefined {
  // Each project runs this; the first makes the directory and the workers of both read it.
  if (project.vitest.config.watch || process.env[PATHS_SHARE_DIR]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'agency-paths-'));
  process.env[PATHS_SHARE_DIR] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[PATHS_SHARE_DIR];
  };
}
