/**
 * The generated paths of a chart with child machines, made once per test run and shared by every
 * test file that asks for them through `testPaths` (a test's `generatePaths`). Vitest runs
 * each file in a module graph of its own, so without it the quote form's 2000 paths (about 30 s)
 * were generated again in each of the four files that walk or count them.
 *
 * The run's directory (`PATHS_SHARE_DIR`, made and removed by src/testing/globalSetup.ts; none in
 * watch mode, where the charts change between runs) holds one file per model and version of the
 * model. The first file to ask takes the model's lock, generates and writes; a file that asks
 * meanwhile waits for the written file (or generates itself when the first failed). Every file,
 * the first one included, reads the written copy, so each sees the same paths: a step's state is
 * its value, and the start, user events and call outcomes are the model's own objects again.
 * Charts without child machines are generated in each file (a few ms).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventObject } from 'xstate';
import { generatePaths, type GeneratedPaths, type ModelPath, type PathStep, type PathsSource } from '../paths/model';
import type { PathModel } from '../paths/types';
import { childCharts } from '../paths/system';

/** The environment variable that names the run's directory. */
export const PATHS_SHARE_DIR = 'PATHS_SHARE_DIR';

/** How long a file waits for another to write the paths before it generates them itself. */
const WAIT_MS = 10 * 60_000;

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

/** The model's version: what it offers and the chart's definition (a changed model never reads another's paths). */
function versionOf(model: PathModel): string {
  const text = JSON.stringify({
    id: model.id,
    machine: model.machine.definition,
    inputs: model.inputs.map((i) => [i.label, i.input, i.sandbox]),
    userEvents: model.userEvents,
    actors: Object.entries(model.actors).map(([id, outcomes]) => [id, outcomes.map((o) => [o.label, o.result, String(o.when)])]),
    distinguish: String(model.distinguish),
    distinguishChildren: Object.entries(model.distinguishChildren ?? {}).map(([id, f]) => [id, String(f)]),
  });
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
  writeFileSync(`${file}.part`, JSON.stringify(written));
  renameSync(`${file}.part`, file);
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

/** The run's shared paths, from its directory. */
export function sharedPaths(dir: string): PathsSource {
  return (model, generate) => {
    if (childCharts(model.machine).length === 0) return generate();
    const base = join(dir, `${model.id}-${versionOf(model)}`);
    const file = `${base}.json`;
    const failed = `${base}.failed`;
    if (!existsSync(file)) {
      let mine = false;
      try {
        mkdirSync(`${base}.lock`);
        mine = true;
      } catch (error) {
        // EEXIST: another file of the run is generating them; anything else (no directory): generate here.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return generate();
      }
      if (mine) {
        try {
          write(file, model, generate());
        } catch (error) {
          writeFileSync(failed, String(error));
          throw error;
        }
      } else {
        const until = Date.now() + WAIT_MS;
        while (!existsSync(file) && !existsSync(failed) && Date.now() < until) pause(100);
        if (!existsSync(file)) return generate();
      }
    }
    return read(file, model);
  };
}

/** The run's shared source, when the run has a directory for it (`vitest run`; not in watch mode). */
function runSource(): PathsSource | undefined {
  const dir = process.env[PATHS_SHARE_DIR];
  return dir && process.env.VITEST_MODE === 'RUN' ? sharedPaths(dir) : undefined;
}

let source: PathsSource | undefined | null = null;

/**
 * A test's `generatePaths`: the paths of a chart with child machines come from the run's shared
 * copy (generated once per run); any other chart's are generated here.
 */
export function testPaths(model: PathModel): GeneratedPaths {
  if (source === null) source = runSource();
  return generatePaths(model, source ? { source } : {});
}
