/**
 * The timing files the test runners leave in test-results/ after a run, read by
 * `npm run bench:suites` (scripts/suiteTimes.ts): what `npm run checks` took
 * (scripts/checks.mjs), vitest's files and the generic flow suites' tests
 * (scripts/vitestTimesReporter.ts), and every Playwright test (e2e/timesReporter.ts).
 * Times are in milliseconds, paths relative to the project root.
 */
import { execFileSync } from 'node:child_process';

/** Where each runner writes its file, relative to the project root (git-ignored). */
export const TIMES_FILES = {
  checks: 'test-results/checks-times.json',
  vitest: 'test-results/vitest-times.json',
  e2e: 'test-results/e2e-times.json',
} as const;

/** A run's start and the commit it ran at (none outside a git checkout). */
export interface RunStamp {
  startedAt: string;
  commit?: string;
  wallMs: number;
}

/** `npm run checks`: the type check and the lint, side by side. */
export interface ChecksTimes extends RunStamp {
  checks: Array<{ script: string; ms: number; code: number }>;
}

/** A layer of the generic flow suites in vitest: the machine alone, the view in jsdom in English or Spanish. */
export type VitestLayer = 'model' | 'jsdom en' | 'jsdom es';

export interface VitestFileTimes {
  path: string;
  project: string;
  /** Its tests and hooks. */
  durationMs: number;
  /** Importing the file and running its describe callbacks (the flows' path generation is here). */
  collectMs: number;
  /** The environment, the runner and the setup files. */
  setupMs: number;
  /** Tests that ran (not skipped or filtered out). */
  tests: number;
}

/** A test of src/flows/flows.model.test.ts or src/flows/flows.view.{en,es}.test.tsx, or a tour a flow's own view test walks (`ownViewTestFlow`). */
export interface VitestFlowTest {
  file: string;
  flow: string;
  layer: VitestLayer;
  title: string;
  /** A generated path or a tour of them played (the title is the path's, `P<n>: ...` or `P<n>+P<m>: ...`); the flow's other checks are not. */
  path: boolean;
  durationMs: number;
  state: string;
}

export interface VitestTimes extends RunStamp {
  /** The files that run at once (`maxWorkers`). */
  workers: number;
  files: VitestFileTimes[];
  flowTests: VitestFlowTest[];
}

/** One attempt of a Playwright test (a retried test has one entry per attempt). */
export interface E2eTest {
  file: string;
  project: string;
  title: string;
  /** For a generated path (the annotation `path`: `<flow> <lang> <pathId>`). */
  flow?: string;
  lang?: string;
  pathId?: string;
  durationMs: number;
  status: string;
  retry: number;
  /** When the attempt started, in ms after the run began, and the worker that ran it (the run's timeline). */
  startMs?: number;
  worker?: number;
}

export interface E2eTimes extends RunStamp {
  workers: number;
  tests: E2eTest[];
}

/** Each flow suite file's layer, by its path. */
export const VITEST_FLOW_FILES: Record<string, VitestLayer> = {
  'src/flows/flows.model.test.ts': 'model',
  'src/flows/flows.view.en.test.tsx': 'jsdom en',
  'src/flows/flows.view.es.test.tsx': 'jsdom es',
};

/**
 * The flow a top-level suite of the flow files belongs to: `<id> chart, machine alone`
 * (flows.model.test.ts) or `<id> through the view (<lang>)` (src/flows/flowsView.suite.ts).
 */
export function flowOfSuite(name: string): string | undefined {
  return /^(\S+) (?:chart, machine alone|through the view \((?:en|es)\))$/.exec(name)?.[1];
}

/**
 * A generated path's or a tour's test title: its id (a tour's joins its paths' ids with +), then its
 * steps (src/paths/model.ts, src/paths/tours.ts); in a flow's own view test, after its clause ids in brackets.
 */
export const isPathTitle = (title: string): boolean => /^(\[[^\]]*\] )?P\d+(\+P\d+)*: /.test(title);

/**
 * The flow of a file that may be a flow's own view test, `views/<dir>/<flow id>.model.test.tsx`:
 * when it walks the flow's English tours (src/testing/ownTours.ts), the generic English suite does
 * not, and its path tests are the flow's `jsdom en` layer.
 */
export function ownViewTestFlow(path: string): string | undefined {
  return /^views\/[^/]+\/(\w+)\.model\.test\.tsx$/.exec(path)?.[1];
}

/** The short commit of `dir`, when it is a git checkout. */
export function commitOf(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}
