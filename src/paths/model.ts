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
import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { fromCall } from '../../machines/kit/call';
import type { ActorOutcome, InputCase, PathModel } from './types';
import { getShortestPaths } from './graph';
import { transitionKey, type ChartNode, type ChartTransition } from './keys';
import { activeNodes, allNodes, leafNames, nodeName, rootOf, specOf } from './chart';
import { childCharts, invokedLogic, isMachine, machineAt, MODEL_EPOCH, nextTimerMs, prefixOf, runningMachines, systemName, withClock } from './system';

export { transitionKey, type ChartNode, type ChartTransition } from './keys';
export { activeNodes, allNodes, leafNames, nodeName, rootOf, specOf } from './chart';

export type StepKind = 'init' | 'user' | 'done' | 'error' | 'after';

export interface PathStep {
  kind: StepKind;
  event: EventObject;
  /** The snapshot after the event (after `init`: the initial snapshot). */
  state: AnyMachineSnapshot;
  /** The leaf states after the event, as dotted paths: ['details.readyToPay']. */
  leaves: string[];
  /** For done and error steps: the invoke id and its outcome. */
  actorId?: string;
  outcome?: ActorOutcome;
  /** For user steps: the label of the case. */
  label?: string;
  /** For after steps: how long to wait, in ms. */
  delayMs?: number;
  /** The transitions taken, as keys (see transitionKey). */
  transitions: string[];
  /** What the path model's `distinguish` reads in the context here (JSON), when it has one. */
  distinct?: string;
  /** In a system with child machines: every state entered by the step, as system names. */
  visited?: string[];
  /** In a system with child machines: the machine that took a user, done or error event ('' is the root). */
  to?: string;
  /** One line for people. */
  text: string;
}

export interface ModelPath {
  id: string;
  /** The input case the path starts from. */
  start: InputCase<unknown>;
  steps: PathStep[];
  /** The final leaf states. */
  target: string[];
  /** The clause ids of every state the path visits. */
  spec: string[];
  /** Title for a test or a list: "P3: ... -> The already-paid view". */
  title: string;
}

export interface CoverageFigure {
  covered: number;
  total: number;
  missing: string[];
}

export interface Coverage {
  states: CoverageFigure;
  transitions: CoverageFigure;
  clauses: CoverageFigure;
}

export interface GeneratedPaths {
  id: string;
  paths: ModelPath[];
  coverage: Coverage;
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  const charts = [machine, ...childCharts(machine).map((c) => c.machine)];
  for (const node of charts.flatMap((m) => [rootOf(m), ...allNodes(m)])) {
    for (const list of node.transitions.values()) for (const t of list) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
  }
  return [...keys];
}

export function takenTransitions(machine: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject): string[] {
  const list = machine.getTransitionData(from, event) as unknown as ChartTransition[];
  return list.map(transitionKey);
}

/** How long an `after` transition waits, from the chart's delay (a number or a named delay). */
export function delayMs(machine: AnyStateMachine, delay: unknown, snapshot: AnyMachineSnapshot): number {
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'string') {
    const impl: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (typeof impl === 'number') return impl;
    if (typeof impl === 'function') return Number(impl({ context: snapshot.context, event: { type: 'xstate.init' } }));
    const asNumber = Number(delay);
    if (Number.isFinite(asNumber)) return asNumber;
  }
  throw new Error(`Unknown delay ${String(delay)}`);
}

export function formatDelay(ms: number): string {
  return ms >= 1000 && ms % 100 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export interface GeneratedEvent {
  event: EventObject;
  kind: StepKind;
  actorId?: string;
  outcome?: ActorOutcome;
  label?: string;
  delayMs?: number;
}

/** The events the model can send from a snapshot: user cases, actor outcomes, delays. */
export function eventsFor(model: PathModel, snapshot: AnyMachineSnapshot, machine: AnyStateMachine = model.machine): GeneratedEvent[] {
  if (snapshot.status !== 'active') return [];
  const out: GeneratedEvent[] = [];
  // Every case is offered; only those with an enabled transition from this snapshot are kept (below).
  for (const c of model.userEvents) out.push({ event: c.event, kind: 'user', label: c.label });
  for (const node of activeNodes(machine, snapshot.value)) {
    for (const inv of node.invoke) {
      if (isMachine(invokedLogic(machine, inv.src))) continue;
      const outcomes = model.actors[inv.id];
      if (!outcomes || outcomes.length === 0) {
        throw new Error(`Path model "${model.id}" has no outcomes for the invoked actor "${inv.id}"`);
      }
      for (const outcome of outcomes) {
        if (outcome.when && !outcome.when(snapshot.context as never)) continue;
        const event =
          'done' in outcome.result
            ? { type: `xstate.done.actor.${inv.id}`, output: outcome.result.done }
            : { type: `xstate.error.actor.${inv.id}`, error: outcome.result.error };
        out.push({ event, kind: 'done' in outcome.result ? 'done' : 'error', actorId: inv.id, outcome });
      }
    }
    for (const a of node.after) {
      out.push({ event: { type: a.eventType }, kind: 'after', delayMs: delayMs(machine, a.delay, snapshot) });
    }
  }
  return out.filter((g) => machine.getTransitionData(snapshot, g.event).length > 0);
}

function describeState(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string {
  const nodes = activeNodes(machine, snapshot.value);
  const leaves = nodes.filter((n) => Object.keys(n.states).length === 0);
  return leaves.map((n) => n.description ?? nodeName(n)).join(' + ');
}

function stepText(g: GeneratedEvent | undefined, description: string, start: string): string {
  if (!g) return `Start (${start}): ${description}`;
  switch (g.kind) {
    case 'user':
      return `The user ${g.label ?? g.event.type} -> ${description}`;
    case 'done':
      return `${g.actorId} answers: ${g.outcome?.label ?? 'done'} -> ${description}`;
    case 'error':
      return `${g.actorId} fails: ${g.outcome?.label ?? 'error'} -> ${description}`;
    case 'after':
      return `After ${formatDelay(g.delayMs ?? 0)} -> ${description}`;
    default:
      return description;
  }
}

function eventKey(e: EventObject): string {
  return JSON.stringify(e);
}

/** A step in words and state only: never payloads, which may hold clock-derived values. */
function stepKey(s: PathStep): string {
  const where = s.visited ? s.leaves.join('+') : JSON.stringify(s.state.value);
  return `${s.kind}:${s.actorId ?? ''}:${s.outcome?.label ?? s.label ?? s.event.type}>${where}${s.distinct ? `|${s.distinct}` : ''}`;
}

/** A path's identity, the same in every process and on every day (P-ids and shared links rely on it). */
function signature(path: { start: InputCase<unknown>; steps: PathStep[] }): string {
  return [path.start.label, ...path.steps.map(stepKey)].join('\n');
}

/** A (state, transition, outcome) vertex: each outcome of each call gets a path of its own. */
function vertexOf(s: PathStep): string {
  const where = s.visited ? s.leaves.join('+') : JSON.stringify(s.state.value);
  return `${where}|${s.transitions.join('+')}|${s.outcome?.label ?? ''}${s.distinct ? `|${s.distinct}` : ''}`;
}

function distinctOf(model: PathModel, snapshot: AnyMachineSnapshot): string | undefined {
  return model.distinguish ? JSON.stringify(model.distinguish(snapshot.context, snapshot)) : undefined;
}

/**
 * In a system: the root's `distinguish` and each running child's (`distinguishChildren`, by its
 * invoke path), so that a child's polls made or attempts count apart too.
 */
function systemDistinctOf(model: PathModel, root: AnyActorRef): string | undefined {
  const own = distinctOf(model, root.getSnapshot() as AnyMachineSnapshot);
  const children = model.distinguishChildren;
  if (!children) return own;
  const parts: Record<string, unknown> = {};
  for (const m of runningMachines(root)) {
    const read = m.prefix ? children[m.prefix] : undefined;
    if (read) parts[m.prefix] = read(m.snapshot.context as never);
  }
  if (Object.keys(parts).length === 0) return own;
  return `${own ?? ''}|${JSON.stringify(parts)}`;
}

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

/** A step in a few words, for path titles: "submits the form", "lookup: already paid", "after 3 s". */
export function stepLabel(step: PathStep): string {
  switch (step.kind) {
    case 'user':
      return step.label ?? step.event.type;
    case 'done':
    case 'error':
      return `${step.actorId}: ${step.outcome?.label ?? step.kind}`;
    case 'after':
      return `after ${formatDelay(step.delayMs ?? 0)}`;
    default:
      return 'start';
  }
}

/**
 * Where generated paths may come from instead of this process generating them again: the test
 * run's shared copy (src/testing/sharedPaths.ts, for charts with child machines). It is given the
 * generator and returns the paths. Passed by the caller (`GenerateOptions.source`); none outside the tests.
 */
export type PathsSource = (model: PathModel, generate: () => GeneratedPaths) => GeneratedPaths;

/** How far a generation has gone (the studio's worker reports it while the quote form's paths take a minute). */
export interface PathsProgress {
  /** `exploring` the chart's states; `ordering` the paths found and measuring their coverage. */
  phase: 'exploring' | 'ordering';
  /** Vertices (state, transition taken, call outcome) reached so far. */
  vertices: number;
}

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

/** Every state of the system: the chart's, then each child chart's as "<invoke id>:<state>". */
export function systemStates(machine: AnyStateMachine): Array<{ name: string; node: ChartNode }> {
  // A history state is never active (it names where its parent goes back to): it is no state to visit.
  const states = (m: AnyStateMachine) => allNodes(m).filter((node) => node.type !== 'history');
  const own = states(machine).map((node) => ({ name: nodeName(node), node }));
  const children = childCharts(machine).flatMap((c) => [
    { name: systemName(c.prefix, '(machine)'), node: rootOf(c.machine) },
    ...states(c.machine).map((node) => ({ name: systemName(c.prefix, nodeName(node)), node })),
  ]);
  return [...own, ...children];
}

function clausesByState(machine: AnyStateMachine): Map<string, string[]> {
  return new Map(systemStates(machine).map(({ name, node }) => [name, specOf(node)]));
}

/** The states a step is in (and, in a system, every state it entered on the way). */
function statesOf(machine: AnyStateMachine, s: PathStep): string[] {
  const own = activeNodes(machine, s.state.value)
    .filter((n) => n.path.length)
    .map(nodeName);
  return s.visited ? [...own, ...s.visited] : own;
}

export function measureCoverage(machine: AnyStateMachine, paths: ModelPath[]): Coverage {
  const states = systemStates(machine);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  for (const p of paths) {
    for (const s of p.steps) {
      for (const name of statesOf(machine, s)) visitedStates.add(name);
      for (const t of s.transitions) visitedTransitions.add(t);
    }
  }
  const stateNames = states.map((s) => s.name);
  const transitions = allTransitions(machine);
  const clauses = [...new Set(states.flatMap((s) => specOf(s.node)))].sort();
  const visitedClauses = new Set(paths.flatMap((p) => p.spec));
  const figure = (all: string[], seen: Set<string>): CoverageFigure => ({
    covered: all.filter((x) => seen.has(x)).length,
    total: all.length,
    missing: all.filter((x) => !seen.has(x)),
  });
  return {
    states: figure(stateNames, visitedStates),
    transitions: figure(transitions, visitedTransitions),
    clauses: figure(clauses, visitedClauses),
  };
}

/**
 * The paths to walk where a path costs (through the view, in the browser: a page load each): a
 * greedy cover of every state, transition and call outcome the paths reach. Each round keeps the
 * path that reaches the most items no kept path reaches (fewer steps first on a tie, then
 * generation order); the kept paths come back in generation order.
 */
export function selectPaths(machine: AnyStateMachine, paths: readonly ModelPath[]): ModelPath[] {
  const itemsOf = paths.map(
    (p) =>
      new Set(
        p.steps.flatMap((s) => [
          ...statesOf(machine, s).map((x) => `state ${x}`),
          ...s.leaves.map((x) => `leaf ${x}`),
          ...s.transitions.map((x) => `transition ${x}`),
          ...(s.outcome && s.actorId ? [`outcome ${s.actorId} ${s.outcome.label}`] : []),
        ]),
      ),
  );
  const covered = new Set<string>();
  const kept = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    itemsOf.forEach((items, i) => {
      if (kept.has(i)) return;
      let gain = 0;
      for (const x of items) if (!covered.has(x)) gain += 1;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && paths[i]!.steps.length < paths[best]!.steps.length);
      if (better) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    kept.add(best);
    for (const x of itemsOf[best]!) covered.add(x);
  }
  return paths.filter((_, i) => kept.has(i));
}

/**
 * The model's happy path (`PathModel.happy`): the first generated path whose steps begin with the
 * ones it names, cut after them. Undefined when the model names none or no path takes those steps.
 */
export function happyPath(model: Pick<PathModel, 'happy' | 'machine'>, paths: readonly ModelPath[]): ModelPath | undefined {
  const wanted = model.happy?.split(' > ');
  if (!wanted) return undefined;
  const clauses = clausesByState(model.machine);
  for (const path of paths) {
    const labels = [path.start.label, ...path.steps.slice(1).map(stepLabel)];
    if (labels.length < wanted.length || wanted.some((label, i) => labels[i] !== label)) continue;
    // steps[0] is the start (init); the path keeps as many more steps as the happy path names.
    const steps = path.steps.slice(0, wanted.length);
    const spec = new Set<string>();
    for (const s of steps) for (const name of statesOf(model.machine, s)) for (const c of clauses.get(name) ?? []) spec.add(c);
    const cut = steps.length < path.steps.length ? ` (its first ${steps.length - 1} steps)` : '';
    return { ...path, id: `${path.id}${cut}`, steps, target: steps[steps.length - 1]!.leaves, spec: [...spec].sort(), title: `${path.id}${cut}: ${model.happy}` };
  }
  return undefined;
}

/** The line every model suite prints: "model coverage payment: states 12/12, transitions 27/27, paths 19". */
export function formatCoverage(generated: GeneratedPaths): string {
  const { states, transitions } = generated.coverage;
  return `model coverage ${generated.id}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, paths ${generated.paths.length}`;
}

/**
 * Every leaf state of the machine, as dotted paths (the keys of a view's screen assertions); a
 * child machine's leaves as "<invoke id>:<leaf>", except its final states, which the child
 * leaves at once (its parent moves on).
 */
export function leafStates(machine: AnyStateMachine): string[] {
  // A history state is no state the chart rests in (see systemStates).
  const own = allNodes(machine)
    .filter((n) => Object.keys(n.states).length === 0 && n.type !== 'history')
    .map(nodeName);
  const children = childCharts(machine).flatMap((c) =>
    allNodes(c.machine)
      .filter((n) => Object.keys(n.states).length === 0 && n.type !== 'final' && n.type !== 'history')
      .map((n) => systemName(c.prefix, nodeName(n))),
  );
  return [...own, ...children];
}

/**
 * The leaf states a path can settle in: every leaf but the transient ones, whose eventless
 * transitions (a choice made on entry) always leave at once.
 */
export function settledLeafStates(machine: AnyStateMachine): string[] {
  const transient = new Set(
    systemStates(machine)
      .filter(({ node }) => (node.always?.length ?? 0) > 0 && node.always?.some((t) => !t.guard))
      .map(({ name }) => name),
  );
  return leafStates(machine).filter((leaf) => !transient.has(leaf));
}

/** The most vertices a system exploration visits before it asks the model to bound its context. */
const SYSTEM_VERTEX_LIMIT = 4000;

interface Move {
  g: GeneratedEvent;
  /** The machine that takes it ('' the root); unused for delays. */
  to: string;
}

interface SystemRun {
  actor: AnyActorRef;
  clock: SimulatedClock;
  steps: PathStep[];
  /** Make one more move on this running system (this run is then at the new vertex, not this one). */
  play: (move: Move) => SystemRun;
}

function describeSystem(root: AnyActorRef): string {
  return runningMachines(root)
    .map(({ snapshot }) => describeState(snapshot.machine, snapshot))
    .join(' + ');
}

/**
 * The chart's own microsteps as it starts with an input: the eventless transitions taken and the
 * states passed (a transient opening state), as the coverage names them. Calls never settle.
 */
function initialMicrosteps(model: PathModel, start: InputCase<unknown>): { transitions: string[]; states: string[] } {
  const transitions: string[] = [];
  const states: string[] = [];
  // The start happens as the actor is made: the root is the actor whose session is the system's root.
  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
    for (const t of (ev as unknown as { _transitions: ChartTransition[] })._transitions) {
      transitions.push(transitionKey(t));
      // The state it left (the transient state itself).
      if (t.source.path.length) states.push(nodeName(t.source));
    }
    const snap = ev.snapshot as AnyMachineSnapshot;
    for (const n of activeNodes(model.machine, snap.value)) if (n.path.length) states.push(nodeName(n));
  };
  const clock = new SimulatedClock();
  clock.set(MODEL_EPOCH);
  const actor = createActor(inertChart(model.machine), { input: withClock(start.input, clock), clock, inspect });
  actor.start();
  actor.stop();
  return { transitions: [...new Set(transitions)], states: [...new Set(states)] };
}

/** The inert version of each chart, made once: a provided machine builds its whole state tree again, so replays share it. */
const inertCharts = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** A chart whose calls never settle by themselves (child charts run, inert too). */
function inertChart(chart: AnyStateMachine): AnyStateMachine {
  const made = inertCharts.get(chart);
  if (made) return made;
  const inert = makeInertChart(chart);
  inertCharts.set(chart, inert);
  return inert;
}

function makeInertChart(chart: AnyStateMachine): AnyStateMachine {
  const never = () => new Promise<never>(() => {});
  const actors: Record<string, unknown> = {};
  for (const node of [rootOf(chart), ...allNodes(chart)]) {
    for (const inv of node.invoke) {
      if (typeof inv.src !== 'string') continue;
      const logic = invokedLogic(chart, inv.src);
      actors[inv.src] = isMachine(logic) ? inertChart(logic) : fromCall(never);
    }
  }
  return chart.provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
}

/** Replay moves on a fresh system: real machines, calls that never settle by themselves, a simulated clock. */
function runSystem(model: PathModel, start: InputCase<unknown>, moves: readonly Move[]): SystemRun {
  let run = startSystem(model, start);
  for (const move of moves) run = run.play(move);
  return run;
}

/** A fresh system at its start; `play` makes one more move on the same running system. */
function startSystem(model: PathModel, start: InputCase<unknown>): SystemRun {
  const inert = inertChart;
  const clock = new SimulatedClock();
  clock.set(MODEL_EPOCH);
  let transitions: string[] = [];
  let visited: string[] = [];
  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep') return;
    const taken = (ev as unknown as { _transitions: ChartTransition[] })._transitions;
    const snap = ev.snapshot as AnyMachineSnapshot;
    const prefix = prefixOf(ev.actorRef as AnyActorRef);
    const name = (n: string) => (prefix ? systemName(prefix, n) : n);
    for (const t of taken) {
      transitions.push(transitionKey(t));
      // The state a transition left counts as visited: a transient state (an eventless choice) is never settled in.
      if (t.source.path.length) visited.push(name(nodeName(t.source)));
    }
    if (prefix) {
      visited.push(systemName(prefix, '(machine)'));
      for (const n of activeNodes(snap.machine, snap.value)) if (n.path.length) visited.push(systemName(prefix, nodeName(n)));
    }
  };
  const actor = createActor(inert(model.machine), { input: withClock(start.input, clock), clock, inspect });
  const record = (g: GeneratedEvent | undefined, to: string): PathStep => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    for (const m of runningMachines(actor)) {
      if (!m.prefix) continue;
      visited.push(systemName(m.prefix, '(machine)'));
      for (const n of activeNodes(m.snapshot.machine, m.snapshot.value)) if (n.path.length) visited.push(systemName(m.prefix, nodeName(n)));
    }
    const step: PathStep = {
      kind: g?.kind ?? 'init',
      event: g?.event ?? { type: 'xstate.init' },
      state: snapshot,
      leaves: runningMachines(actor).flatMap(({ prefix, snapshot: s }) => leafNames(s.value).map((l) => systemName(prefix, l))),
      transitions: g ? [...new Set(transitions)] : [],
      visited: [...new Set(visited)],
      text: stepText(g, describeSystem(actor), start.label),
    };
    if (g && g.kind !== 'after') step.to = to;
    if (g?.actorId) step.actorId = g.actorId;
    if (g?.outcome) step.outcome = g.outcome;
    if (g?.label) step.label = g.label;
    if (g?.delayMs !== undefined) step.delayMs = g.delayMs;
    const distinct = systemDistinctOf(model, actor);
    if (distinct !== undefined) step.distinct = distinct;
    transitions = [];
    visited = [];
    return step;
  };
  // Each move answers a new run whose steps are the old ones and the move's: a run already handed
  // out (its steps kept as a path) never changes; the actor and clock are the same ones, moved on.
  const runAt = (steps: PathStep[]): SystemRun => ({
    actor,
    clock,
    steps,
    play: (move) => {
      if (move.g.kind === 'after') clock.increment(move.g.delayMs ?? 0);
      else {
        const target = machineAt(actor, move.to);
        if (!target) throw new Error(`No running machine "${move.to}" for ${move.g.event.type}`);
        target.ref.send(move.g.event);
      }
      return runAt([...steps, record(move.g, move.to)]);
    },
  });
  actor.start();
  return runAt([record(undefined, '')]);
}


/** The moves a running system offers: user cases where a machine accepts them, each pending call's outcomes, the next timer. */
function movesOf(model: PathModel, run: SystemRun): Move[] {
  const out: Move[] = [];
  const taken = new Set<number>();
  for (const m of runningMachines(run.actor)) {
    if (m.snapshot.status !== 'active') continue;
    model.userEvents.forEach((c, i) => {
      if (taken.has(i) || !m.snapshot.can(c.event)) return;
      taken.add(i);
      out.push({ g: { event: c.event, kind: 'user', label: c.label }, to: m.prefix });
    });
    for (const g of eventsFor(model, m.snapshot, m.snapshot.machine)) {
      if (g.kind === 'done' || g.kind === 'error') out.push({ g, to: m.prefix });
    }
  }
  const wait = nextTimerMs(run.clock);
  if (wait !== undefined) {
    // The chart's delayed event, when one timer is set (the player sends it to skip the wait).
    const timers = runningMachines(run.actor).flatMap((m) => activeNodes(m.snapshot.machine, m.snapshot.value).flatMap((n) => n.after.map((a) => a.eventType)));
    const event = { type: timers.length === 1 ? timers[0]! : 'xstate.after' };
    out.push({ g: { event, kind: 'after', delayMs: wait }, to: '' });
  }
  return out;
}

function systemVertex(step: PathStep): string {
  return vertexOf(step);
}

/**
 * Shortest paths to every vertex of a system with child machines, by running it: one breadth-first
 * search from every input at once, so each vertex gets the shortest path from whichever start
 * reaches it first (a saved visit opening at a later stage reaches that stage's vertices in a few
 * steps, where a first visit would take twenty). On a tie the earlier input wins.
 */
function exploreSystem(
  model: PathModel,
  starts: ReadonlyArray<InputCase<unknown>>,
  onProgress?: (progress: PathsProgress) => void,
): Array<{ start: InputCase<unknown>; steps: PathStep[] }> {
  const seen = new Set<string>();
  const queue: Array<{ start: InputCase<unknown>; moves: Move[]; run: SystemRun }> = [];
  const out: Array<{ start: InputCase<unknown>; steps: PathStep[] }> = [];
  for (const start of starts) {
    const first = runSystem(model, start, []);
    seen.add(systemVertex(first.steps[0]!));
    queue.push({ start, moves: [], run: first });
    out.push({ start, steps: first.steps });
  }
  while (queue.length) {
    const { start, moves, run } = queue.shift()!;
    const offered = movesOf(model, run);
    if (offered.length === 0) run.actor.stop();
    for (const [i, move] of offered.entries()) {
      // Each move from a fresh replay of the vertex's moves, except the last: the vertex's own
      // running system, no longer needed as it was, makes that one (one replay fewer per vertex).
      const next = i === offered.length - 1 ? run.play(move) : runSystem(model, start, [...moves, move]);
      const key = systemVertex(next.steps.at(-1)!);
      if (seen.has(key)) {
        next.actor.stop();
        continue;
      }
      seen.add(key);
      if (seen.size > SYSTEM_VERTEX_LIMIT) {
        throw new Error(`Path model "${model.id}": more than ${SYSTEM_VERTEX_LIMIT} vertices; bound the context its distinguish reads`);
      }
      out.push({ start, steps: next.steps });
      queue.push({ start, moves: [...moves, move], run: next });
      onProgress?.({ phase: 'exploring', vertices: seen.size });
    }
  }
  return out;
}
