/**
 * Paths generated from a machine's graph, in words, with their coverage. Used by the model
 * tests (machine alone and through the view), the studio and the browser tests.
 *
 * The traversal is @xstate/graph's shortest paths with a transition-level state serializer:
 * a vertex is (state value, transition that led there), so a shortest path ends with every
 * transition of the chart that the path model can trigger. Paths that are prefixes of longer
 * ones are dropped.
 *
 * Two things change what a vertex is:
 * - the path model's `distinguish(context)` (attempt counts, polls made): a vertex is then
 *   (state value, what the model tells apart, transition, outcome), so "the third wrong attempt"
 *   and "the window passed" are vertices with paths of their own;
 * - child machines: a chart that invokes a machine is explored by running it (real actors on a
 *   simulated clock, calls answered by sending their done and error events, each vertex reached
 *   by replaying its shortest path), because the graph library cannot see inside a child. A
 *   vertex is then the state of every machine of the system; child states count in coverage as
 *   `<invoke id>:<state>`. Delays are the clock's next timer ("after 3 s").
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { InputCase, PathModel } from './types';
import { getShortestPaths } from './graph';
import { leafNames } from './chart';
import { childCharts, MODEL_EPOCH, withClock } from './system';
import { describeState, distinctOf, eventKey, eventsFor, signature, stepLabel, stepText, takenTransitions, vertexOf, type GeneratedEvent, type ModelPath, type PathStep } from './steps';
import { clausesByState, measureCoverage, statesOf, type GeneratedPaths } from './coverage';
import { exploreSystem, initialMicrosteps, type PathsProgress } from './explore';

export { transitionKey, type ChartNode, type ChartTransition } from './keys';
export { activeNodes, allNodes, leafNames, nodeName, rootOf, specOf } from './chart';
export { delayMs, eventsFor, formatDelay, stepLabel, takenTransitions, type GeneratedEvent, type ModelPath, type PathStep, type StepKind } from './steps';
export { allTransitions, formatCoverage, leafStates, measureCoverage, settledLeafStates, systemStates, type Coverage, type CoverageFigure, type GeneratedPaths } from './coverage';
export { happyPath, ownLeaves, selectLeafPaths, selectPaths } from './select';
export type { PathsProgress } from './explore';

function toSteps(
  model: PathModel,
  raw: ReadonlyArray<{ state: unknown; event: EventObject }>,
  lookup: Map<string, GeneratedEvent>,
  startLabel: string,
): PathStep[] {
  const machine = model.machine;
  let prev: AnyMachineSnapshot | undefined;
  return raw.map((s, i) => {
    const snapshot = s.state as AnyMachineSnapshot;
    const g = i === 0 ? undefined : lookup.get(eventKey(s.event));
    if (i > 0 && !g) throw new Error(`Unknown event in path: ${s.event.type}`);
    const transitions = prev && g ? takenTransitions(machine, prev, g.event) : [];
    prev = snapshot;
    const step: PathStep = {
      kind: g?.kind ?? 'init',
      event: s.event,
      state: snapshot,
      leaves: leafNames(snapshot.value),
      transitions,
      text: stepText(g, describeState(machine, snapshot), startLabel),
    };
    if (g?.actorId) step.actorId = g.actorId;
    if (g?.outcome) step.outcome = g.outcome;
    if (g?.label) step.label = g.label;
    if (g?.delayMs !== undefined) step.delayMs = g.delayMs;
    const distinct = distinctOf(model, snapshot);
    if (distinct !== undefined) step.distinct = distinct;
    return step;
  });
}

/**
 * Where generated paths may come from instead of this process generating them again: the test
 * run's shared copy (src/testing/sharedPaths.ts, for charts with child machines). It is given the
 * generator and returns the paths. Passed by the caller (`GenerateOptions.source`); none outside the tests.
 */
export type PathsSource = (model: PathModel, generate: () => GeneratedPaths) => GeneratedPaths;

export interface GenerateOptions {
  /** Told as the generation goes on: at each vertex reached, then once it orders the paths. Never changes the paths. */
  onProgress?: (progress: PathsProgress) => void;
  /** Where to take the paths from instead of generating them here (the test run's shared copy: `testPaths`). */
  source?: PathsSource;
}

/** Generate the paths of a path model and measure what they cover. */
export function generatePaths(model: PathModel, { source, ...options }: GenerateOptions = {}): GeneratedPaths {
  return source ? source(model, () => generateFresh(model, options)) : generateFresh(model, options);
}

function generateFresh(model: PathModel, { onProgress }: Omit<GenerateOptions, 'source'>): GeneratedPaths {
  const machine = model.machine;
  const lookup = new Map<string, GeneratedEvent>();

  const built: Array<{ start: InputCase<unknown>; steps: PathStep[] }> = [];
  const system = childCharts(machine).length > 0;
  if (system) built.push(...exploreSystem(model, model.inputs, onProgress));
  for (const start of system ? [] : model.inputs) {
    const raw = getShortestPaths(machine, {
      // The chart's clock, if it reads one, stands at the epoch the replays start from.
      input: withClock(start.input, { now: () => MODEL_EPOCH }),
      events: (snapshot: AnyMachineSnapshot) =>
        eventsFor(model, snapshot).map((g) => {
          lookup.set(eventKey(g.event), g);
          return g.event;
        }),
      serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) => {
        const via = event && prev ? takenTransitions(machine, prev, event).join(' + ') : 'init';
        const outcome = event ? (lookup.get(eventKey(event))?.outcome?.label ?? '') : '';
        const distinct = distinctOf(model, snapshot);
        return `${JSON.stringify(snapshot.value)}|${via}|${outcome}${distinct === undefined ? '' : `|${distinct}`}`;
      },
    });
    for (const p of raw) built.push({ start, steps: toSteps(model, p.steps, lookup, start.label) });
    onProgress?.({ phase: 'exploring', vertices: built.length });
  }
  onProgress?.({ phase: 'ordering', vertices: built.length });
  // What the chart does on its own as it starts (a transient state choosing where to open, by
  // the input): its eventless transitions and the states it passes count for the first step.
  const opening = new Map(model.inputs.map((start) => [start, initialMicrosteps(model, start)] as const));
  for (const { start, steps } of built) {
    const first = steps[0];
    const init = opening.get(start);
    if (!first || !init || init.transitions.length === 0) continue;
    first.transitions = [...new Set([...first.transitions, ...init.transitions])];
    first.visited = [...new Set([...(first.visited ?? []), ...init.states])];
  }

  // Drop paths that are a prefix of another path, then keep, shortest first, each path that
  // reaches a (state, incoming transition, outcome) vertex no kept path reaches: every state,
  // transition and outcome the traversal found stays covered, by the most direct paths.
  const sigs = built.map((p) => signature(p).split('\n'));
  const maximal = built.filter((_, i) => {
    const mine = sigs[i]!;
    return !sigs.some((other, j) => j !== i && other.length > mine.length && mine.every((x, k) => other[k] === x));
  });
  maximal.sort((a, b) => a.steps.length - b.steps.length || signature(a).localeCompare(signature(b)));
  const seen = new Set<string>();
  const kept = maximal.filter((path) => {
    const vertices = path.steps.map(vertexOf);
    const fresh = vertices.some((v) => !seen.has(v));
    for (const v of vertices) seen.add(v);
    return fresh;
  });

  const paths: ModelPath[] = kept.map(({ start, steps }, i) => {
    const last = steps[steps.length - 1]!;
    const spec = new Set<string>();
    const clauses = clausesByState(machine);
    for (const s of steps) for (const name of statesOf(machine, s)) for (const c of clauses.get(name) ?? []) spec.add(c);
    const id = `P${i + 1}`;
    const target = last.leaves;
    return {
      id,
      start,
      steps,
      target,
      spec: [...spec].sort(),
      title: `${id}: ${[start.label, ...steps.slice(1).map(stepLabel)].join(' > ')}`,
    };
  });

  return { id: model.id, paths, coverage: measureCoverage(machine, paths) };
}
