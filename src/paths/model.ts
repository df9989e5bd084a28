/**
 * Paths generated from a machine's graph, in words, with their coverage. Used by the model
 * tests (machine alone and through the view), the studio and the browser tests.
 *
 * The traversal is @xstate/graph's shortest paths with a transition-level state serializer:
 * a vertex is (state value, transition that led there), so a shortest path ends with every
 * transition of the chart that the path model can trigger. Paths that are prefixes of longer
 * ones are dropped.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import type { ActorOutcome, InputCase, PathModel } from './types';
import { getShortestPaths } from './graph';
import { transitionKey, type ChartNode, type ChartTransition } from './keys';

export { transitionKey, type ChartNode, type ChartTransition } from './keys';

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

export function rootOf(machine: AnyStateMachine): ChartNode {
  return machine.root as unknown as ChartNode;
}

/** Every state node below the root, depth first. */
export function allNodes(machine: AnyStateMachine): ChartNode[] {
  const out: ChartNode[] = [];
  (function walk(node: ChartNode) {
    for (const child of Object.values(node.states)) {
      out.push(child);
      walk(child);
    }
  })(rootOf(machine));
  return out;
}

export function nodeName(node: ChartNode): string {
  return node.path.join('.');
}

/** The active state nodes of a state value, root first. */
export function activeNodes(machine: AnyStateMachine, value: StateValue): ChartNode[] {
  const out: ChartNode[] = [];
  (function walk(node: ChartNode, v: StateValue | undefined) {
    out.push(node);
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) walk(child, undefined);
    } else if (v && typeof v === 'object') {
      for (const [k, sub] of Object.entries(v)) {
        const child = node.states[k];
        if (child) walk(child, sub as StateValue);
      }
    }
  })(rootOf(machine), value);
  return out;
}

/** The active leaf states of a value, as dotted paths. */
export function leafNames(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([k, v]) =>
    v && (typeof v !== 'object' || Object.keys(v).length) ? leafNames(v as StateValue).map((l) => `${k}.${l}`) : [k],
  );
}

export function specOf(node: ChartNode): string[] {
  const meta = node.meta;
  if (meta && typeof meta === 'object' && 'spec' in meta && Array.isArray(meta.spec)) {
    return meta.spec.filter((s): s is string => typeof s === 'string');
  }
  return [];
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  for (const node of [rootOf(machine), ...allNodes(machine)]) {
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

interface GeneratedEvent {
  event: EventObject;
  kind: StepKind;
  actorId?: string;
  outcome?: ActorOutcome;
  label?: string;
  delayMs?: number;
}

/** The events the model can send from a snapshot: user cases, actor outcomes, delays. */
export function eventsFor(model: PathModel, snapshot: AnyMachineSnapshot): GeneratedEvent[] {
  if (snapshot.status !== 'active') return [];
  const machine = model.machine;
  const out: GeneratedEvent[] = [];
  // Every case is offered; only those with an enabled transition from this snapshot are kept (below).
  for (const c of model.userEvents) out.push({ event: c.event, kind: 'user', label: c.label });
  for (const node of activeNodes(machine, snapshot.value)) {
    for (const inv of node.invoke) {
      const outcomes = model.actors[inv.id];
      if (!outcomes || outcomes.length === 0) {
        throw new Error(`Path model "${model.id}" has no outcomes for the invoked actor "${inv.id}"`);
      }
      for (const outcome of outcomes) {
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
  return `${s.kind}:${s.actorId ?? ''}:${s.outcome?.label ?? s.label ?? s.event.type}>${JSON.stringify(s.state.value)}`;
}

/** A path's identity, the same in every process and on every day (P-ids and shared links rely on it). */
function signature(path: { start: InputCase<unknown>; steps: PathStep[] }): string {
  return [path.start.label, ...path.steps.map(stepKey)].join('\n');
}

/** A (state, transition, outcome) vertex: each outcome of each call gets a path of its own. */
function vertexOf(s: PathStep): string {
  return `${JSON.stringify(s.state.value)}|${s.transitions.join('+')}|${s.outcome?.label ?? ''}`;
}

function toSteps(
  machine: AnyStateMachine,
  raw: ReadonlyArray<{ state: unknown; event: EventObject }>,
  lookup: Map<string, GeneratedEvent>,
  startLabel: string,
): PathStep[] {
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

/** Generate the paths of a path model and measure what they cover. */
export function generatePaths(model: PathModel): GeneratedPaths {
  const machine = model.machine;
  const lookup = new Map<string, GeneratedEvent>();

  const built: Array<{ start: InputCase<unknown>; steps: PathStep[] }> = [];
  for (const start of model.inputs) {
    const raw = getShortestPaths(machine, {
      input: start.input,
      events: (snapshot: AnyMachineSnapshot) =>
        eventsFor(model, snapshot).map((g) => {
          lookup.set(eventKey(g.event), g);
          return g.event;
        }),
      serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) => {
        const via = event && prev ? takenTransitions(machine, prev, event).join(' + ') : 'init';
        const outcome = event ? (lookup.get(eventKey(event))?.outcome?.label ?? '') : '';
        return `${JSON.stringify(snapshot.value)}|${via}|${outcome}`;
      },
    });
    for (const p of raw) built.push({ start, steps: toSteps(machine, p.steps, lookup, start.label) });
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
    for (const s of steps) for (const n of activeNodes(machine, s.state.value)) for (const c of specOf(n)) spec.add(c);
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

export function measureCoverage(machine: AnyStateMachine, paths: ModelPath[]): Coverage {
  const nodes = allNodes(machine);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  for (const p of paths) {
    for (const s of p.steps) {
      for (const n of activeNodes(machine, s.state.value)) if (n.path.length) visitedStates.add(nodeName(n));
      for (const t of s.transitions) visitedTransitions.add(t);
    }
  }
  const stateNames = nodes.map(nodeName);
  const transitions = allTransitions(machine);
  const clauses = [...new Set(nodes.flatMap(specOf))].sort();
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

/** The line every model suite prints: "model coverage payment: states 12/12, transitions 27/27, paths 19". */
export function formatCoverage(generated: GeneratedPaths): string {
  const { states, transitions } = generated.coverage;
  return `model coverage ${generated.id}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, paths ${generated.paths.length}`;
}

/** Every leaf state of the machine, as dotted paths (the keys of a view's screen assertions). */
export function leafStates(machine: AnyStateMachine): string[] {
  return allNodes(machine)
    .filter((n) => Object.keys(n.states).length === 0)
    .map(nodeName);
}
