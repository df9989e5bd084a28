/**
 * The generated paths of a chart with child machines, made once and read by every process that
 * walks them: the test files of a `vitest run` (through `testPaths`, a test's `generatePaths`) and
 * then the browser run's main process and workers (e2e/pathsCache.ts). Vitest runs each file in a
 * module graph of its own, so without it the quote form's 2000 paths were generated again in each
 * file that walks or counts them, and again in each process of the browser run.
 *
 * The store (`PATHS_STORE`, node_modules/.cache/model-paths) holds one file per model and version:
 * the version is the model's definition and the contents of the sources that decide its paths
 * (`sourcesVersion`), so a changed chart, rule, sandbox or model never reads another's paths. It
 * reads no function's text: vitest, Playwright and tsx each compile the same source to different
 * text, and the browser run would generate the quote form's paths again (8 s before its first test)
 * instead of reading those `npm test` wrote. The
 * first process to ask takes the model's lock, generates and writes; one that asks meanwhile waits
 * for the written file (or generates itself when the first failed). Every process, the first one
 * included, reads the written copy, so each sees the same paths: a step's state is its value, and
 * the start, user events and call outcomes are the model's own objects again. Charts without child
 * machines are generated where they are asked for (a few ms). `vitest` in watch mode does not use
 * the store (src/testing/globalSetup.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventObject } from 'xstate';
import { generatePaths, type GeneratedPaths, type ModelPath, type PathStep, type PathsSource } from '../paths/model';
import type { PathModel } from '../paths/types';
import { childCharts } from '../paths/system';

/** The environment variable that names the run's directory (set by src/testing/globalSetup.ts). */
export const PATHS_SHARE_DIR = 'PATHS_SHARE_DIR';

// The project's folder, two up from this module (its address as text: under jsdom, `URL` is jsdom's).
const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Where generated paths are kept between runs: one file per model and version. */
export const PATHS_STORE = join(ROOT, 'node_modules', '.cache', 'model-paths');

/** How long a file waits for another to write the paths before it generates them itself. */
const WAIT_MS = 10 * 60_000;
/** A lock older than this was left by a run that stopped while generating: it is taken over. */
const STALE_LOCK_MS = 5 * 60_000;
/** Files of the store older than this are removed when a run starts (`pruneStore`). */
const KEEP_MS = 7 * 24 * 3600_000;

/**
 * What decides a chart's paths besides its definition: the charts, rules, services, sandbox and
 * models, and the views' texts and rules that the models read.
 */
const SOURCE_DIRS = ['machines', 'services', 'fixtures', 'src', 'views'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // A test decides nothing of a path; the sources of the site do.
    return /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

let sources: string | undefined;

/** A hash of the contents of every source under SOURCE_DIRS and of package-lock.json, once per process. */
export function sourcesVersion(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d))), join(ROOT, 'package-lock.json')].filter((f) => existsSync(f));
  for (const file of files.sort()) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  sources = hash.digest('hex').slice(0, 16);
  return sources;
}

/**
 * The store's files older than KEEP_MS removed, and what a failed or stopped generation left: its
 * failure, and its lock and half-written file once older than STALE_LOCK_MS (a younger one may be
 * another process's, still writing).
 */
export function pruneStore(dir = PATHS_STORE): void {
  if (!existsSync(dir)) return;
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    let age: number;
    try {
      age = now - statSync(path).mtimeMs;
    } catch {
      continue; // removed meanwhile by the process that made it
    }
    const left = (name.endsWith('.lock') || name.endsWith('.part')) && age > STALE_LOCK_MS;
    if (age > KEEP_MS || name.endsWith('.failed') || left) rmSync(path, { recursive: true, force: true });
  }
}

interface WrittenStep extends Omit<PathStep, 'state' | 'event' | 'outcome'> {
  state: { value: unknown };
  /** A user event: its index in the model's user events. */
  user?: number;
  /** A call's answer: its index in the model's outcomes for the step's actor (the event is made from it). */
  outcome?: number;
  /** Any other event (the start, a delay), as it is. */
  event?: EventObject;
}

interface WrittenPath extends Omit<ModelPath, 'start' | 'steps'> {
  start: number;
  steps: WrittenStep[];
}

interface Written {
  id: string;
  coverage: GeneratedPaths['coverage'];
  paths: WrittenPath[];
}

/**
 * An error as its fields, in one order: whether a class's fields (an ApiError's `name`) are the
 * object's own also depends on the compiler.
 */
function sameForEveryCompiler(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const fields: Record<string, unknown> = { ...value, name: value.name, message: value.message };
  return Object.fromEntries(Object.keys(fields).sort().map((k) => [k, fields[k]]));
}

/**
 * The model's version: what it offers, the chart's definition and the sources (a changed model
 * never reads another's paths). Its functions (an outcome's `when`, `distinguish`) count through
 * the sources they are written in, not through their text, which each compiler prints its own way.
 */
export function modelVersion(model: PathModel): string {
  const text = JSON.stringify({
    id: model.id,
    sources: sourcesVersion(),
    machine: model.machine.definition,
    inputs: model.inputs.map((i) => [i.label, i.input, i.sandbox]),
    userEvents: model.userEvents,
    actors: Object.entries(model.actors).map(([id, outcomes]) => [id, outcomes.map((o) => [o.label, o.result, typeof o.when])]),
    distinguish: typeof model.distinguish,
    distinguishChildren: Object.keys(model.distinguishChildren ?? {}),
  }, sameForEveryCompiler);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function indexOf<T>(list: readonly T[], item: T, what: string): number {
  const i = list.indexOf(item);
  if (i < 0) throw new Error(`sharedPaths: ${what} is not the model's own`);
  return i;
}

function write(file: string, model: PathModel, generated: GeneratedPaths): void {
  const userEvents = model.userEvents.map((c) => c.event as EventObject);
  const paths: WrittenPath[] = generated.paths.map((path) => ({
    ...path,
    start: indexOf(model.inputs as readonly unknown[], path.start, `the start of ${path.id}`),
    steps: path.steps.map(({ state, event, outcome, ...step }) => {
      const written: WrittenStep = { ...step, state: { value: state.value } };
      if (outcome && step.actorId) written.outcome = indexOf(model.actors[step.actorId] ?? [], outcome, `an outcome of ${step.actorId} in ${path.id}`);
      else if (step.kind === 'user') written.user = indexOf(userEvents, event, `a user event of ${path.id}`);
      else written.event = event;
      return written;
    }),
  }));
  const written: Written = { id: generated.id, coverage: generated.coverage, paths };
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, JSON.stringify(written));
  renameSync(part, file);
}

function read(file: string, model: PathModel): GeneratedPaths {
  // Written by `write` above, in this run, for this version of the model.
  const written = JSON.parse(readFileSync(file, 'utf8')) as Written;
  const paths = written.paths.map((path): ModelPath => ({
    ...path,
    start: model.inputs[path.start]!,
    steps: path.steps.map(({ state, user, outcome: outcomeIndex, event, ...step }): PathStep => {
      const outcome = outcomeIndex === undefined || !step.actorId ? undefined : model.actors[step.actorId]![outcomeIndex]!;
      const answer = outcome && ('done' in outcome.result ? { output: outcome.result.done } : { error: outcome.result.error });
      const made: EventObject = answer
        ? { type: `xstate.${'output' in answer ? 'done' : 'error'}.actor.${step.actorId}`, ...answer }
        : user !== undefined
          ? (model.userEvents[user]!.event as EventObject)
          : event!;
      // Only the state's value is kept: what the suites and the coverage read of it.
      return { ...step, state: state as PathStep['state'], event: made, ...(outcome ? { outcome } : {}) };
    }),
  }));
  return { id: written.id, coverage: written.coverage, paths };
}

/** Sleep without returning to the event loop (generatePaths is synchronous). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The paths kept in `dir` (the store), made there by the first process that asks for them. */
export function sharedPaths(dir: string): PathsSource {
  return (model, generate) => {
    if (childCharts(model.machine).length === 0) return generate();
    const base = join(dir, `${model.id}-${modelVersion(model)}`);
    const file = `${base}.json`;
    const failed = `${base}.failed`;
    const lock = `${base}.lock`;
    if (!existsSync(file)) {
      let mine = false;
      try {
        mkdirSync(dir, { recursive: true });
        mkdirSync(lock);
        mine = true;
      } catch (error) {
        // EEXIST: another process is generating them; anything else (no directory): generate here.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return generate();
      }
      if (mine) {
        try {
          write(file, model, generate());
        } catch (error) {
          writeFileSync(failed, String(error));
          throw error;
        } finally {
          rmSync(lock, { recursive: true, force: true });
        }
      } else {
        const until = Date.now() + WAIT_MS;
        // A lock left by a process that stopped while generating is not waited for.
        const stale = () => {
          try {
            return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
          } catch {
            return true;
          }
        };
        while (!existsSync(file) && !existsSync(failed) && Date.now() < until && !stale()) pause(100);
        if (!existsSync(file)) return generate();
      }
    }
    return read(file, model);
  };
}

/** The store, when the run names it (`vitest run`; not in watch mode). */
function runSource(): PathsSource | undefined {
  const dir = process.env[PATHS_SHARE_DIR];
  return dir && process.env.VITEST_MODE === 'RUN' ? sharedPaths(dir) : undefined;
}

let source: PathsSource | undefined | null = null;

/**
 * A test's `generatePaths`: the paths of a chart with child machines come from the store (generated
 * once per version of the sources); any other chart's are generated here.
 */
export function testPaths(model: PathModel): GeneratedPaths {
  if (source === null) source = runSource();
  return generatePaths(model, source ? { source } : {});
}
