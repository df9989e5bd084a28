/**
 * A chart focused on one compound state: the state drawn as the chart's root (focusRoot), the
 * compound states that can be opened on their own (focusableStates), and the transitions that
 * cross the focused state's border, entering and leaving it (focusBoundary), which the studio
 * lists beside the focused drawing.
 */
import type { AnyStateMachine } from 'xstate';
import { rootOf, transitionKey, type ChartNode } from '../../paths/model';
import { transitionLabel } from './labels';
import { hasChildren, nodeTransitions, walk, within } from './states';

/** The compound state a chart is focused on (the machine's root when absent or not a compound state). */
export function focusRoot(machine: AnyStateMachine, focus: string | null | undefined): ChartNode {
  const root = rootOf(machine);
  if (!focus) return root;
  const node = walk(root).find((n) => n.id === focus);
  return node && hasChildren(node) ? node : root;
}

/** The compound states of a chart that can be opened on their own (the root excluded). */
export function focusableStates(machine: AnyStateMachine): string[] {
  return walk(rootOf(machine))
    .filter((n) => n.path.length > 0 && hasChildren(n))
    .map((n) => n.id);
}

export interface BoundaryTransition {
  /** transitionKey of the transition. */
  key: string;
  /** The state outside the focused one it comes from (entering) or goes to (leaving). */
  other: string;
  /** The state inside it goes to (entering) or comes from (leaving). */
  inside: string;
  label: string[];
}

/**
 * The transitions that cross the border of a focused compound state: those entering it from
 * outside and those leaving it (from it or any state inside), in chart order.
 */
export function focusBoundary(machine: AnyStateMachine, focus: string): { entering: BoundaryTransition[]; leaving: BoundaryTransition[] } {
  const root = rootOf(machine);
  const inner = focusRoot(machine, focus);
  const entering: BoundaryTransition[] = [];
  const leaving: BoundaryTransition[] = [];
  if (inner === root) return { entering, leaving };
  for (const n of walk(root)) {
    const inside = within(n, inner);
    for (const t of nodeTransitions(n)) {
      for (const target of t.target ?? []) {
        if (within(target, inner) === inside) continue;
        const item = { key: transitionKey(t), label: transitionLabel(machine, t) };
        if (inside) leaving.push({ ...item, inside: n.id, other: target.id });
        else entering.push({ ...item, inside: target.id, other: n.id });
      }
    }
  }
  return { entering, leaving };
}
