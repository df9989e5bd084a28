/**
 * The generated paths of a browser run, made once: the main process generates each flow's paths as
 * it lists the tests and writes them to this run's directory (`E2E_PATHS_DIR`, made by
 * playwright.config.ts); each worker reads them instead of generating them again (the quote form's
 * take about 15 s per process). Only what the walk reads is kept: a step's state is its value, a
 * start its label and sandbox input, a call's answer its outcome (once per outcome: the steps name
 * it by number). Without the directory (or the file), the paths are generated.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedPaths, ModelPath } from '../src/paths/model';
import type { ActorOutcome } from '../src/paths/types';

interface Written {
  generated: Omit<GeneratedPaths, 'paths'>;
  outcomes: ActorOutcome[];
  paths: unknown[];
}

function write(file: string, generated: GeneratedPaths): void {
  const outcomes: ActorOutcome[] = [];
  const numberOf = new Map<ActorOutcome, number>();
  const outcomeNumber = (o: ActorOutcome): number => {
    let n = numberOf.get(o);
    if (n === undefined) {
      n = outcomes.push(o) - 1;
      numberOf.set(o, n);
    }
    return n;
  };
  const paths = generated.paths.map((path: ModelPath) => ({
    ...path,
    start: { label: path.start.label, input: null, sandbox: path.start.sandbox },
    steps: path.steps.map(({ outcome, state, event, ...step }) => ({
      ...step,
      state: { value: state.value },
      // A call's answer is its outcome's (kept once); a user's event as it is (the screens read its payload).
      event: outcome ? { type: event.type } : event,
      ...(outcome ? { outcome: outcomeNumber(outcome) } : {}),
    })),
  }));
  const written: Written = { generated: { id: generated.id, coverage: generated.coverage }, outcomes, paths };
  writeFileSync(file, JSON.stringify(written));
}

function read(file: string): GeneratedPaths {
  // Written by `write` above in this very run.
  const written = JSON.parse(readFileSync(file, 'utf8')) as Written;
  const paths = written.paths.map((p) => {
    const path = p as Record<string, unknown> & { steps: Array<Record<string, unknown> & { outcome?: number }> };
    return { ...path, steps: path.steps.map((s) => (s.outcome === undefined ? s : { ...s, outcome: written.outcomes[s.outcome] })) };
  });
  return { ...written.generated, paths: paths as unknown as ModelPath[] };
}

export function cachedPaths(flowId: string, generate: () => GeneratedPaths): GeneratedPaths {
  const dir = process.env.E2E_PATHS_DIR;
  const file = dir ? join(dir, `${flowId}.json`) : null;
  if (file && existsSync(file)) return read(file);
  const generated = generate();
  if (file) write(file, generated);
  return generated;
}
