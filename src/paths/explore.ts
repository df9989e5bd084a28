/**
 * Exploring a chart with child machines by running it: real actors on a simulated clock, calls
 * that never settle by themselves (answered by sending their done and error events), each vertex
 * reached by replaying its shortest path; and the chart's own microsteps as it starts.
 */
import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type ActorLogic, type AnyStateMachine, type EventObject, type InspectionEvent, type Snapshot } from 'xstate';
import type { InputCase, PathModel } from './types';
import { transitionKey, type ChartTransition } from './keys';
import { activeNodes, allNodes, leafNames, nodeName, rootOf } from './chart';
import { invokedLogic, isMachine, machineAt, MODEL_EPOCH, nextTimerMs, prefixOf, runningMachines, systemName, withClock } from './system';
import { callEventsFor, describeState, stepText, systemDistinctOf, vertexOf, type GeneratedEvent, type PathStep } from './steps';

/** How far a generation has gone (the studio's worker reports it while the quote form's paths take a minute). */
export interface PathsProgress {
  /** `exploring` the chart's states; `ordering` the paths found and measuring their coverage. */
  phase: 'exploring' | 'ordering';
  /** Vertices (state, transition taken, call outcome) reached so far. */
  vertices: number;
}

/** The most vertices a system exploration visits before it asks the model to bound its context. */
const SYSTEM_VERTEX_LIMIT = 4000;

export interface Move {
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
  /** This system as it is now, to start copies of it. */
  save: () => SavedSystem;
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

/**
 * A call that never answers by itself (the exploration sends its done and error events): no promise,
 * no abort signal, nothing to stop, so starting and restoring systems stays cheap.
 */
const unanswered: ActorLogic<Snapshot<undefined>, EventObject, unknown> = {
  transition: (snapshot) => snapshot,
  getInitialSnapshot: () => ({ status: 'active', output: undefined, error: undefined }),
  getPersistedSnapshot: (snapshot) => snapshot,
  restoreSnapshot: (snapshot) => snapshot as Snapshot<undefined>,
};

function makeInertChart(chart: AnyStateMachine): AnyStateMachine {
  const actors: Record<string, unknown> = {};
  for (const node of [rootOf(chart), ...allNodes(chart)]) {
    for (const inv of node.invoke) {
      if (typeof inv.src !== 'string') continue;
      const logic = invokedLogic(chart, inv.src);
      actors[inv.src] = isMachine(logic) ? inertChart(logic) : unanswered;
    }
  }
  return chart.provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
}

/**
 * A running system's state, kept to start copies of it (`restoreSystem`): the chart's persisted
 * snapshot (its child machines' and calls' within), the clock's time and the delayed events pending,
 * each with the machines that sent it and take it (named by prefix) and when it is due.
 */
interface SavedSystem {
  snapshot: unknown;
  now: number;
  timers: Array<{ source: string; target: string; event: EventObject; id: string; due: number }>;
}

/**
 * The clock every system of one exploration reads through its input's `now` (`withClock`): a copy
 * started from a saved system keeps the context it was saved with, so the context's clock cannot be
 * the run's own. Each run makes it its clock before it moves (one run moves at a time).
 */
interface ClockHolder {
  current: SimulatedClock;
  now(): number;
}

function clockHolder(): ClockHolder {
  const holder: ClockHolder = { current: new SimulatedClock(), now: () => holder.current.now() };
  return holder;
}

type Scheduler = {
  schedule(source: AnyActorRef, target: AnyActorRef, event: EventObject, delay: number, id?: string): void;
};

/** When each delayed event of an actor's system is due, by XState's scheduled event id (`<session>.<id>`). */
function trackTimers(actor: AnyActorRef, clock: SimulatedClock): Map<string, number> {
  const due = new Map<string, number>();
  const scheduler = (actor.system as unknown as { scheduler: Scheduler }).scheduler;
  const schedule = scheduler.schedule.bind(scheduler);
  scheduler.schedule = (source, target, event, delay, id = Math.random().toString(36).slice(2)) => {
    due.set(`${source.sessionId}.${id}`, clock.now() + delay);
    schedule(source, target, event, delay, id);
  };
  return due;
}

/** Start a fresh system and make the moves (the first exploration of a start). */
function runSystem(model: PathModel, start: InputCase<unknown>, moves: readonly Move[], holder: ClockHolder): SystemRun {
  let run = startSystem(model, start, holder);
  for (const move of moves) run = run.play(move);
  return run;
}

/**
 * A running system: fresh at its start, or a copy of a saved one (`from`, whose path so far is
 * `steps`); `play` makes one more move on the same running system.
 */
function startSystem(model: PathModel, start: InputCase<unknown>, holder: ClockHolder, from?: { saved: SavedSystem; steps: PathStep[] }): SystemRun {
  const inert = inertChart;
  const clock = new SimulatedClock();
  clock.set(from ? from.saved.now : MODEL_EPOCH);
  holder.current = clock;
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
  const actor = from
    ? createActor(inert(model.machine), { snapshot: from.saved.snapshot as AnyMachineSnapshot, clock, inspect })
    : createActor(inert(model.machine), { input: withClock(start.input, holder), clock, inspect });
  const due = trackTimers(actor, clock);
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
      holder.current = clock;
      if (move.g.kind === 'after') clock.increment(move.g.delayMs ?? 0);
      else {
        const target = machineAt(actor, move.to);
        if (!target) throw new Error(`No running machine "${move.to}" for ${move.g.event.type}`);
        target.ref.send(move.g.event);
      }
      return runAt([...steps, record(move.g, move.to)]);
    },
    save: () => saveSystem(actor, clock, due),
  });
  actor.start();
  if (!from) return runAt([record(undefined, '')]);
  // The delayed events the saved system was waiting for, sent again by the same machines, due when they were.
  const scheduler = (actor.system as unknown as { scheduler: Scheduler }).scheduler;
  for (const t of from.saved.timers) {
    const source = machineAt(actor, t.source);
    const target = machineAt(actor, t.target);
    if (!source || !target) throw new Error(`A delayed ${t.event.type} between machines no longer running ("${t.source}", "${t.target}")`);
    scheduler.schedule(source.ref, target.ref, t.event, t.due - clock.now(), t.id);
  }
  return runAt(from.steps);
}

function saveSystem(actor: AnyActorRef, clock: SimulatedClock, due: Map<string, number>): SavedSystem {
  const pending = (actor.system as unknown as { _snapshot: { _scheduledEvents: Record<string, { source: AnyActorRef; target: AnyActorRef; event: EventObject; id: string }> } })._snapshot._scheduledEvents;
  const timers = Object.entries(pending).map(([key, e]) => {
    const at = due.get(key);
    if (at === undefined) throw new Error(`A delayed ${e.event.type} with no known due time`);
    return { source: prefixOf(e.source), target: prefixOf(e.target), event: e.event, id: e.id, due: at };
  });
  return { snapshot: actor.getPersistedSnapshot(), now: clock.now(), timers };
}

/** The event types each state handles (its own transitions' descriptors), or null when one is a wildcard. */
const handledByNode = new WeakMap<object, ReadonlySet<string> | null>();

/**
 * The event types the snapshot's active states have transitions for: a user event of another type
 * cannot be taken, so `can` (which runs the guards) is asked only of these. Null: every type may be.
 */
function handledEvents(snapshot: AnyMachineSnapshot): ReadonlySet<string> | null {
  const out = new Set<string>();
  for (const node of (snapshot as unknown as { _nodes: Array<{ transitions: Map<string, unknown> }> })._nodes) {
    let own = handledByNode.get(node);
    if (own === undefined) {
      const keys = [...node.transitions.keys()];
      own = keys.some((k) => k === '*' || k.endsWith('.*')) ? null : new Set(keys);
      handledByNode.set(node, own);
    }
    if (own === null) return null;
    for (const k of own) out.add(k);
  }
  return out;
}

/** The moves a running system offers: user cases where a machine accepts them, each pending call's outcomes, the next timer. */
function movesOf(model: PathModel, run: SystemRun): Move[] {
  const users: Move[] = [];
  const calls: Move[] = [];
  const taken = new Set<number>();
  const root = run.actor.getSnapshot() as AnyMachineSnapshot;
  for (const m of runningMachines(run.actor)) {
    if (m.snapshot.status !== 'active') continue;
    const handled = handledEvents(m.snapshot);
    model.userEvents.forEach((c, i) => {
      if (taken.has(i) || (handled && !handled.has(c.event.type)) || !m.snapshot.can(c.event)) return;
      if (c.when && !c.when(root)) return;
      taken.add(i);
      users.push({ g: { event: c.event, kind: 'user', label: c.label }, to: m.prefix });
    });
    for (const g of callEventsFor(model, m.snapshot, m.snapshot.machine)) {
      if (g.kind === 'done' || g.kind === 'error') calls.push({ g, to: m.prefix });
    }
  }
  // The moves first offered are explored first: a vertex keeps the first path that reaches it.
  const out: Move[] = model.callsFirst ? [...calls, ...users] : [...users, ...calls];
  const wait = nextTimerMs(run.clock);
  if (wait !== undefined) {
    // The chart's delayed event, when one timer is set (the player sends it to skip the wait).
    const timers = runningMachines(run.actor).flatMap((m) => activeNodes(m.snapshot.machine, m.snapshot.value).flatMap((n) => n.after.map((a) => a.eventType)));
    const event = { type: timers.length === 1 ? timers[0]! : 'xstate.after' };
    out.push({ g: { event, kind: 'after', delayMs: wait }, to: '' });
  }
  return out;
}

/** A running system moved one step at a time by a caller (the tours of src/paths/tours.ts). */
export interface SystemCursor {
  /** The path so far, its start first. */
  readonly steps: PathStep[];
  /** The moves the system offers now. */
  offered(): Move[];
  /** This system after one more move (this cursor is then at the new step too: copy it first to branch). */
  play(move: Move): SystemCursor;
  /** A copy of this system as it is now, to try moves on without moving this one. */
  copy(): SystemCursor;
}

/** A system at its start, explored as `exploreSystem` runs it (its first step without the opening's microsteps). */
export function openSystem(model: PathModel, start: InputCase<unknown>): SystemCursor {
  const holder = clockHolder();
  const cursor = (run: SystemRun): SystemCursor => ({
    steps: run.steps,
    offered: () => {
      holder.current = run.clock;
      return movesOf(model, run);
    },
    play: (move) => cursor(run.play(move)),
    copy: () => cursor(startSystem(model, start, holder, { saved: run.save(), steps: run.steps })),
  });
  return cursor(runSystem(model, start, [], holder));
}

function systemVertex(step: PathStep): string {
  return vertexOf(step);
}

/**
 * Shortest paths to every vertex of a system with child machines, by running it: one breadth-first
 * search from every input at once, so each vertex gets the shortest path from whichever start
 * reaches it first (a saved visit opening at a later stage reaches that stage's vertices in a few
 * steps, where a first visit would take twenty). On a tie the earlier input wins. Each move from a
 * vertex is made on a copy of the vertex's running system (restored from its snapshot, its pending
 * delays sent again), except the last, which the vertex's own system makes.
 */
export function exploreSystem(
  model: PathModel,
  starts: ReadonlyArray<InputCase<unknown>>,
  onProgress?: (progress: PathsProgress) => void,
): Array<{ start: InputCase<unknown>; steps: PathStep[] }> {
  const holder = clockHolder();
  const seen = new Set<string>();
  const queue: Array<{ start: InputCase<unknown>; run: SystemRun }> = [];
  const out: Array<{ start: InputCase<unknown>; steps: PathStep[] }> = [];
  for (const start of starts) {
    const first = runSystem(model, start, [], holder);
    seen.add(systemVertex(first.steps[0]!));
    queue.push({ start, run: first });
    out.push({ start, steps: first.steps });
  }
  while (queue.length) {
    const { start, run } = queue.shift()!;
    holder.current = run.clock;
    // A system is never stopped: its calls hold nothing and its timers are its own clock's.
    const offered = movesOf(model, run);
    const saved = offered.length > 1 ? run.save() : undefined;
    for (const [i, move] of offered.entries()) {
      const from = i === offered.length - 1 ? run : startSystem(model, start, holder, { saved: saved!, steps: run.steps });
      const next = from.play(move);
      const key = systemVertex(next.steps.at(-1)!);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > SYSTEM_VERTEX_LIMIT) {
        throw new Error(`Path model "${model.id}": more than ${SYSTEM_VERTEX_LIMIT} vertices; bound the context its distinguish reads`);
      }
      out.push({ start, steps: next.steps });
      queue.push({ start, run: next });
      onProgress?.({ phase: 'exploring', vertices: seen.size });
    }
  }
  return out;
}
