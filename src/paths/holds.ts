/**
 * What the browser walk holds back so that the page waits where the path waits (e2e/walkNetwork.ts
 * does the holding). The sandbox answers a call at once; a path that acts while a call is in flight
 * needs that call's answer kept until the walk has acted:
 * - a call answered right after a user step that left the page where it was (typed while waiting);
 * - the call that leaves a state the page leaves at once (the screens' `leftAtOnce`: the quote's lead
 *   write), when the path acts in that state: held from the step that enters it until the step that
 *   answers it, or to the path's end when the path ends there. Those steps are then steady: the page
 *   cannot leave them, so their screens are checked in full, not as a passing state.
 */
import type { AnyStateMachine } from 'xstate';
import { allNodes, nodeName } from './chart';
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
