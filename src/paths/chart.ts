/**
 * The state nodes of a chart as the path engine reads them: walking the tree, the active nodes
 * of a state value, leaf names and clause ids. No dependency on the rest of the engine.
 */
import type { AnyStateMachine, StateValue } from 'xstate';
import type { ChartNode } from './keys';

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

