/**
 * Exploring a chart with child machines by running it: real actors on a simulated clock, calls
 * that never settle by themselves (answered by sending their done and error events), each vertex
 * reached by replaying its shortest path; and the chart's own microsteps as it starts.
 */
import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { fromCall } from '../../machines/kit/call';
import type { InputCase, PathModel } from './types';
import { transitionKey, type ChartTransition } from './keys';
import { activeNodes, allNodes, leafNames, nodeName, rootOf } from './chart';
import { invokedLogic, isMachine, machineAt, MODEL_EPOCH, nextTimerMs, prefixOf, runningMachines, systemName, withClock } from './system';
import { describeState, eventsFor, stepText, systemDistinctOf, vertexOf, type GeneratedEvent, type PathStep } from './steps';

/** How far a generation has gone (the studio's worker reports it while the quote form's paths take a minute). */
export interface PathsProgress {
  /** `exploring` the chart's states; `ordering` the paths found and measuring their coverage. */
  phase: 'exploring' | 'ordering';
  /** Vertices (state, transition taken, call outcome) reached so far. */
  vertices: number;
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
export function initialMicrosteps(model: PathModel, start: InputCase<unknown>): { transitions: string[]; states: string[] } {
  const transitions: string[] = [];
  const states: string[] = [];
  // The start happens as the actor is made, the child charts it invokes as they start included
  // (a child opening on a choice by its input), each named as the paths name it.
  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep') return;
    const prefix = ev.actorRef.sessionId === ev.rootId ? '' : prefixOf(ev.actorRef as AnyActorRef);
    const name = (n: string) => (prefix ? systemName(prefix, n) : n);
    for (const t of (ev as unknown as { _transitions: ChartTransition[] })._transitions) {
      transitions.push(transitionKey(t));
      // The state it left (the transient state itself).
      if (t.source.path.length) states.push(name(nodeName(t.source)));
    }
    const snap = ev.snapshot as AnyMachineSnapshot;
    for (const n of activeNodes(snap.machine, snap.value)) if (n.path.length) states.push(name(nodeName(n)));
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
export function exploreSystem(
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
