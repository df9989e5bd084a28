/**
 * A chart with child machines is a system: the root actor and the machines it invokes (a modal
 * machine inside a form). The path engine names a child's states `<invoke id>:<state>` (nested:
 * `<id>/<id>:<state>`), delivers a user event to the first actor of the system that accepts it
 * (root first), and reads the simulated clock's next timer for delayed steps.
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, SimulatedClock } from 'xstate';
import { allNodes, leafNames, rootOf } from './chart';

/** Whether an actor logic is a state machine (an invoked child chart) rather than a call. */
export function isMachine(logic: unknown): logic is AnyStateMachine {
  return Boolean(logic) && typeof logic === 'object' && logic !== null && 'root' in logic && 'provide' in logic && 'config' in logic;
}

/**
 * The logic an invoke runs: the named implementation, or the inline one. A child chart whose code
 * loads with the state that needs it (machines/kit/lazyPart.ts `lazyChart`) is read as the real chart:
 * the tests, the studio and the scripts provide that code before they read the chart.
 */
export function invokedLogic(machine: AnyStateMachine, src: unknown): unknown {
  const logic = typeof src === 'string' ? (machine.implementations.actors as Record<string, unknown>)[src] : src;
  return isLazyChart(logic) ? logic.resolveChart() : logic;
}

function isLazyChart(logic: unknown): logic is { resolveChart(): AnyStateMachine } {
  return typeof logic === 'object' && logic !== null && typeof (logic as { resolveChart?: unknown }).resolveChart === 'function';
}

export interface ChildChart {
  /** The invoke path that names the child: "driverDialog", or "a/b" for a grandchild. */
  prefix: string;
  machine: AnyStateMachine;
}

/**
 * Every child machine the chart invokes, at any depth, once each: a child invoked under the same
 * id from two states (the policy disclosures of two steps) is one chart. Two different machines
 * under one id would be told apart by nothing in a path, so that is refused.
 */
export function childCharts(machine: AnyStateMachine, prefix = ''): ChildChart[] {
  const out: ChildChart[] = [];
  for (const node of [rootOf(machine), ...allNodes(machine)]) {
    for (const inv of node.invoke) {
      const logic = invokedLogic(machine, inv.src);
      if (!isMachine(logic)) continue;
      const name = prefix ? `${prefix}/${inv.id}` : inv.id;
      const seen = out.find((c) => c.prefix === name);
      if (seen) {
        if (seen.machine !== logic) throw new Error(`${machine.id}: two child machines are invoked as "${name}"`);
        continue;
      }
      out.push({ prefix: name, machine: logic }, ...childCharts(logic, name));
    }
  }
  return out;
}

/** A state name in the system: the root's own names stay as they are. */
export function systemName(prefix: string, name: string): string {
  return prefix ? `${prefix}:${name}` : name;
}

export interface RunningMachine {
  prefix: string;
  ref: AnyActorRef;
  snapshot: AnyMachineSnapshot;
}

function isMachineSnapshot(s: unknown): s is AnyMachineSnapshot {
  return Boolean(s) && typeof s === 'object' && s !== null && 'machine' in s && 'value' in s;
}

/** The running machines of a system, the root first, then its active child machines depth first. */
export function runningMachines(root: AnyActorRef): RunningMachine[] {
  const out: RunningMachine[] = [];
  (function walk(ref: AnyActorRef, prefix: string) {
    const snapshot: unknown = ref.getSnapshot();
    if (!isMachineSnapshot(snapshot)) return;
    out.push({ prefix, ref, snapshot });
    for (const [id, child] of Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>)) {
      if (!child) continue;
      const s: unknown = child.getSnapshot();
      if (isMachineSnapshot(s) && s.status === 'active') walk(child, prefix ? `${prefix}/${id}` : id);
    }
  })(root, '');
  return out;
}

/** The leaf states of the whole system: the root's, then each child's as "<id>:<leaf>". */
export function systemLeaves(root: AnyActorRef): string[] {
  return runningMachines(root).flatMap(({ prefix, snapshot }) => leafNames(snapshot.value).map((l) => systemName(prefix, l)));
}

/** The machine of the system named by a prefix. */
export function machineAt(root: AnyActorRef, prefix: string): RunningMachine | undefined {
  return runningMachines(root).find((m) => m.prefix === prefix);
}

/**
 * Send a user event where the view would: to the first machine of the system (root first) that
 * accepts it. Returns the prefix of that machine; throws when none does.
 */
export function deliver(root: AnyActorRef, event: EventObject): string {
  const target = runningMachines(root).find((m) => m.snapshot.status === 'active' && m.snapshot.can(event));
  if (!target) throw new Error(`No machine of the system accepts ${event.type}`);
  target.ref.send(event);
  return target.prefix;
}

/** The prefix that names an actor of the system (its invoke ids from the root down). */
export function prefixOf(ref: AnyActorRef): string {
  const ids: string[] = [];
  let at: AnyActorRef | undefined = ref;
  while (at && (at as unknown as { _parent?: AnyActorRef })._parent) {
    ids.unshift(at.id);
    at = (at as unknown as { _parent?: AnyActorRef })._parent;
  }
  return ids.join('/');
}

/** How long until the simulated clock's next timer fires (undefined: no timer is set). */
export function nextTimerMs(clock: SimulatedClock): number | undefined {
  const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
  let next: number | undefined;
  for (const t of timeouts.values()) {
    const due = t.start + t.timeout - clock.now();
    if (next === undefined || due < next) next = due;
  }
  return next === undefined ? undefined : Math.max(0, next);
}

/**
 * The instant every generated path starts at: exploration, the replay on the machine alone, the
 * view in jsdom and a browser path that waits all read this clock, so a rule that reads the date
 * (a look-back, an age, a due date) decides the same way in each of them and in every process.
 */
export const MODEL_EPOCH = Date.UTC(2026, 0, 5, 15, 0, 0);

/**
 * A chart that reads the time takes its clock as the input field `now` (epoch ms); on the
 * machine alone it is the simulated clock, so waiting in a path moves the chart's time too.
 */
export function withClock(input: unknown, clock: { now(): number }): unknown {
  if (input && typeof input === 'object' && 'now' in input && typeof input.now === 'function') {
    return { ...input, now: () => clock.now() };
  }
  return input;
}
