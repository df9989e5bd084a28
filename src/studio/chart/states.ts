/**
 * How the chart drawing walks a statechart's state nodes: every node depth first, each node's
 * transitions in chart order, whether a node has children or lies within another, a compound's
 * initial targets and a history's depth. Pure reads of xstate's state nodes, shared by the ELK
 * graph (graph.ts), the focused view (focus.ts) and the chart docs (docs.ts).
 */
import type { ChartNode, ChartTransition } from '../../paths/model';

/** xstate state node fields the drawing reads beyond ChartNode. */
interface DrawnFields {
  initial?: { target?: ReadonlyArray<ChartNode> } | undefined;
  history?: 'shallow' | 'deep' | false | undefined;
}

export function initialTargets(node: ChartNode): ReadonlyArray<ChartNode> {
  return (node as ChartNode & DrawnFields).initial?.target ?? [];
}

export function isDeepHistory(node: ChartNode): boolean {
  return (node as ChartNode & DrawnFields).history === 'deep';
}

export function hasChildren(node: ChartNode): boolean {
  return Object.keys(node.states).length > 0;
}

/** Every transition of a node, in chart order: `on` (including invoke results and delays), then `always`. */
export function nodeTransitions(node: ChartNode): ChartTransition[] {
  const out: ChartTransition[] = [];
  for (const list of node.transitions.values()) out.push(...list);
  out.push(...(node.always ?? []));
  return out;
}

/** Every state node, root first, depth first in declaration order. */
export function walk(root: ChartNode): ChartNode[] {
  const out: ChartNode[] = [];
  (function visit(n: ChartNode) {
    out.push(n);
    for (const c of Object.values(n.states)) visit(c);
  })(root);
  return out;
}

/** Whether `node` is `ancestor` or below it. */
export function within(node: ChartNode, ancestor: ChartNode): boolean {
  return ancestor.path.every((key, i) => node.path[i] === key);
}
