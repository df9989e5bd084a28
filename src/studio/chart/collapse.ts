/**
 * Which compound states the viewer draws collapsed. A big chart opens with every compound state
 * collapsed (one box each, expanded on demand): the quote form's 75 states drawn at once took
 * seconds to lay out and a screen of boxes too small to read. Following the current state
 * expands the states that hide it. Pure: the viewer and the tests compute the same sets.
 */
import type { AnyStateMachine } from 'xstate';
import { allNodes } from '../../paths/model';
import { focusableStates } from './focus';

/** A chart of more states than this (below its root) opens with its compound states collapsed. */
export const BIG_CHART_STATES = 40;

/** The compound states collapsed when the chart opens: all of them in a big chart, none in another. */
export function initialCollapsed(machine: AnyStateMachine): ReadonlySet<string> {
  return allNodes(machine).length > BIG_CHART_STATES ? new Set(focusableStates(machine)) : new Set();
}

/** Every compound state of the chart, collapsed ("Collapse all"). */
export function allCollapsed(machine: AnyStateMachine): ReadonlySet<string> {
  return new Set(focusableStates(machine));
}

/**
 * The collapsed set with the states that hide an active state expanded, so that the active states
 * are drawn; the same set (the same object) when none hides one. Ids are the chart's state ids.
 */
export function revealing(machine: AnyStateMachine, collapsed: ReadonlySet<string>, active: readonly string[]): ReadonlySet<string> {
  if (collapsed.size === 0 || active.length === 0) return collapsed;
  const pathOf = new Map(allNodes(machine).map((n) => [n.id, n.path] as const));
  const activePaths = active.map((id) => pathOf.get(id)).filter((p): p is string[] => p !== undefined);
  const hiding = [...collapsed].filter((c) => {
    const above = pathOf.get(c);
    return !!above && activePaths.some((p) => p.length > above.length && above.every((key, i) => p[i] === key));
  });
  if (hiding.length === 0) return collapsed;
  const next = new Set(collapsed);
  for (const c of hiding) next.delete(c);
  return next;
}
