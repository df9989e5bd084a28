/**
 * What the browser walk holds back so that the page waits where the path waits (e2e/walkNetwork.ts
 * does the holding). The sandbox answers a call at once; a path that acts while a call is in flight
 * needs that call's answer kept until the walk has acted:
 * - a call answered right after a user step that left the page where it was (typed while waiting);
 * - a call answered right after the clock moved (`after`) while it was in flight: the page, whose
 *   sandbox answers at once, would otherwise move on before that wait (more polls, on the moved clock);
 * - the call that leaves a state the page leaves at once (the screens' `leftAtOnce`: the quote's lead
 *   write), when the path acts in that state: held from the step that enters it until the step that
 *   answers it, or to the path's end when the path ends there. Those steps are then steady: the page
 *   cannot leave them, so their screens are checked in full, not as a passing state.
 */
import type { AnyStateMachine } from 'xstate';
import { allNodes, nodeName } from './chart';
import { childCharts, invokedLogic, isMachine, systemName } from './system';
import type { ModelPath } from './steps';

export interface WalkHolds {
  /** The steps whose call is answered only once the walk has reached them. */
  answers: Set<number>;
  /** Actors whose next call, made while the path acts in a state the page leaves at once, the path never answers: held to its end. */
  toEnd: Set<string>;
  /** The steps in a state the page leaves at once, kept there by a held call: checked as settled. */
  steady: Set<number>;
  /** A user step taken in a state the page leaves at once whose leaving call has no address to hold (the walk cannot play the path). */
  unholdable: boolean;
}

function isAnswer(step: ModelPath['steps'][number]): boolean {
  return (step.kind === 'done' || step.kind === 'error') && step.actorId !== undefined;
}

/** The invoked actors of a state (by its leaf name) that call an address the walk can hold. */
function heldActorsOf(machine: AnyStateMachine, leaf: string, apiCalls: Readonly<Record<string, RegExp>>): string[] {
  const node = allNodes(machine).find((n) => nodeName(n) === leaf);
  return (node?.invoke ?? []).map((i) => i.id).filter((id) => apiCalls[id] !== undefined);
}

export function walkHolds(machine: AnyStateMachine, path: ModelPath, leftAtOnce: readonly string[], apiCalls: Readonly<Record<string, RegExp>>): WalkHolds {
  const holds: WalkHolds = { answers: new Set(), toEnd: new Set(), steady: new Set(), unholdable: false };
  const { steps } = path;
  steps.forEach((step, j) => {
    if (!isAnswer(step)) return;
    const before = steps[j - 1];
    const earlier = steps[j - 2];
    // Typed while waiting: the user step before the answer left the page in the state it was in.
    if (before?.kind === 'user' && earlier && before.leaves.join('+') === earlier.leaves.join('+')) holds.answers.add(j);
    // Waited while waiting: the clock moved with the call in flight.
    if (before?.kind === 'after') holds.answers.add(j);
  });
  for (const leaf of leftAtOnce) {
    const actors = heldActorsOf(machine, leaf, apiCalls);
    for (let enter = 0; enter < steps.length; enter += 1) {
      if (!steps[enter]!.leaves.includes(leaf) || steps[enter - 1]?.leaves.includes(leaf)) continue;
      let leave = enter + 1;
      while (leave < steps.length && steps[leave]!.leaves.includes(leaf)) leave += 1;
      const acted = steps.slice(enter + 1, leave).some((s) => s.kind === 'user');
      const answer = steps[leave];
      const answered = answer !== undefined && isAnswer(answer) && actors.includes(answer.actorId!);
      if (acted && actors.length === 0) holds.unholdable = true;
      if (acted && actors.length > 0 && (answered || leave === steps.length)) {
        if (answered) holds.answers.add(leave);
        else for (const actor of actors) holds.toEnd.add(actor);
        for (let i = enter; i < leave; i += 1) holds.steady.add(i);
      } else if (acted) {
        // The path leaves the state by something else than its call's answer: no hold plays that.
        holds.unholdable = true;
      }
      enter = leave - 1;
    }
  }
  return holds;
}

/** Every state a step is in, as system names ("verification:verifying", "verification:verifying.dialog", ...). */
function activeNames(leaves: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const leaf of leaves) {
    const cut = leaf.lastIndexOf(':');
    const prefix = cut < 0 ? '' : leaf.slice(0, cut + 1);
    const parts = leaf.slice(cut + 1).split('.');
    for (let k = 1; k <= parts.length; k += 1) out.add(`${prefix}${parts.slice(0, k).join('.')}`);
  }
  return out;
}

/** A request the page makes on a path: the step that answers it, or the step that leaves its state unanswered. */
export interface PathRequest {
  answer?: number;
  cancelledAt?: number;
}

/**
 * The requests the page makes to one API address along the path, in order (the actors in `actors`
 * share it): for each, the step that answers it, or the step whose move left the state that made
 * it before any answer (a poll the customer's close cancelled, a write under a dialog the customer
 * closed). A call starts when the state that invokes it is entered; one still pending at the path's
 * end has neither. Undefined when no call is cancelled, or when the path's answers of those actors
 * cannot be matched to starts: the walk then counts the answers alone.
 */
export function requestOrder(machine: AnyStateMachine, path: ModelPath, actors: ReadonlySet<string>): PathRequest[] | undefined {
  // The states that invoke a call of `actors` (a child chart invoked under the same id is no call).
  const invokers = new Map<string, string[]>();
  const charts = [{ prefix: '', machine }, ...childCharts(machine)];
  for (const chart of charts)
    for (const node of allNodes(chart.machine)) {
      const ids = node.invoke.filter((i) => actors.has(i.id) && !isMachine(invokedLogic(chart.machine, i.src))).map((i) => i.id);
      if (ids.length) invokers.set(systemName(chart.prefix, nodeName(node)), ids);
    }
  const order: PathRequest[] = [];
  const open = new Map<string, number[]>();
  let before = new Set<string>();
  let unmatched = false;
  path.steps.forEach((step, j) => {
    const now = activeNames(step.leaves);
    if (isAnswer(step) && actors.has(step.actorId!)) {
      const at = open.get(step.actorId!)?.shift();
      if (at === undefined) unmatched = true;
      else order[at]!.answer = j;
    }
    for (const [name, ids] of invokers) {
      const active = now.has(name);
      if (!active && before.has(name))
        for (const id of ids) {
          for (const at of open.get(id) ?? []) order[at]!.cancelledAt = j;
          open.set(id, []);
        }
      if (active && !before.has(name))
        for (const id of ids) {
          order.push({});
          open.set(id, [...(open.get(id) ?? []), order.length - 1]);
        }
    }
    before = now;
  });
  if (unmatched || !order.some((r) => r.cancelledAt !== undefined)) return undefined;
  return order;
}
