/**
 * A generated path's steps: their shape, the events a path model can send from a snapshot, each
 * step in words (its line and its few words for titles) and the keys that tell steps and
 * vertices apart (a path's signature, a vertex of the traversal, what the model distinguishes).
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { ActorOutcome, InputCase, PathModel } from './types';
import { transitionKey, type ChartTransition } from './keys';
import { activeNodes, nodeName } from './chart';
import { invokedLogic, isMachine, runningMachines } from './system';

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
  // Every case is offered; only those with an enabled transition from this snapshot are kept.
  const user = model.userEvents.filter((c) => !c.when || c.when(snapshot)).map((c): GeneratedEvent => ({ event: c.event, kind: 'user', label: c.label }));
  const users = user.filter((g) => machine.getTransitionData(snapshot, g.event).length > 0);
  const calls = callEventsFor(model, snapshot, machine);
  // The events first offered are explored first: a vertex keeps the first path that reaches it.
  return model.callsFirst ? [...calls, ...users] : [...users, ...calls];
}

/** The answers of the snapshot's pending calls (each outcome the model gives) and its delays, where they lead somewhere. */
export function callEventsFor(model: PathModel, snapshot: AnyMachineSnapshot, machine: AnyStateMachine = model.machine): GeneratedEvent[] {
  if (snapshot.status !== 'active') return [];
  const out: GeneratedEvent[] = [];
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

export function describeState(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string {
  const nodes = activeNodes(machine, snapshot.value);
  const leaves = nodes.filter((n) => Object.keys(n.states).length === 0);
  return leaves.map((n) => n.description ?? nodeName(n)).join(' + ');
}

export function stepText(g: GeneratedEvent | undefined, description: string, start: string): string {
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

export function eventKey(e: EventObject): string {
  return JSON.stringify(e);
}

/** A step in words and state only: never payloads, which may hold clock-derived values. */
function stepKey(s: PathStep): string {
  const where = s.visited ? s.leaves.join('+') : JSON.stringify(s.state.value);
  return `${s.kind}:${s.actorId ?? ''}:${s.outcome?.label ?? s.label ?? s.event.type}>${where}${s.distinct ? `|${s.distinct}` : ''}`;
}

/** A path's identity, the same in every process and on every day (P-ids and shared links rely on it). */
export function signature(path: { start: InputCase<unknown>; steps: PathStep[] }): string {
  return [path.start.label, ...path.steps.map(stepKey)].join('\n');
}

/** A (state, transition, outcome) vertex: each outcome of each call gets a path of its own. */
export function vertexOf(s: PathStep): string {
  const where = s.visited ? s.leaves.join('+') : JSON.stringify(s.state.value);
  return `${where}|${s.transitions.join('+')}|${s.outcome?.label ?? ''}${s.distinct ? `|${s.distinct}` : ''}`;
}

export function distinctOf(model: PathModel, snapshot: AnyMachineSnapshot): string | undefined {
  return model.distinguish ? JSON.stringify(model.distinguish(snapshot.context, snapshot)) : undefined;
}

/**
 * In a system: the root's `distinguish` and each running child's (`distinguishChildren`, by its
 * invoke path), so that a child's polls made or attempts count apart too.
 */
export function systemDistinctOf(model: PathModel, root: AnyActorRef): string | undefined {
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
