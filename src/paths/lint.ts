/**
 * The chart lint: what the house style asks of every chart that a reader of the config cannot
 * always see, read from the machine itself. An action in the chart is named in `setup` (no inline
 * `assign(...)` or arrow function), a guard is named (or a combination of named guards with
 * `and`/`or`/`not`), and every invoke names an actor of `setup` under an explicit id, so that its
 * input and output are typed and its `xstate.done.actor.<id>` events are stable.
 *
 * Built-in action creators that only move events (`raise`, `sendTo`, `sendParent`, `cancel`,
 * `forwardTo`, `log`, `emit`, `stopChild`) carry no logic of their own and are allowed inline;
 * `assign`, `enqueueActions` and plain functions hold logic and are not.
 */
import type { AnyStateMachine } from 'xstate';
import { allNodes, nodeName, rootOf } from './chart';
import { childCharts, invokedLogic } from './system';

/** Inline action creators that hold no logic of their own. */
const ROUTING_ACTIONS = new Set(['xstate.raise', 'xstate.sendTo', 'xstate.sendParent', 'xstate.cancel', 'xstate.forwardTo', 'xstate.log', 'xstate.emit', 'xstate.stopChild']);

interface LintNode {
  path: string[];
  entry: unknown[];
  exit: unknown[];
  transitions: Map<string, Array<{ eventType: string; actions: readonly unknown[]; guard?: unknown }>>;
  always?: Array<{ actions: readonly unknown[]; guard?: unknown }>;
  id: string;
  invoke: Array<{ id: string; src: unknown }>;
  states: Record<string, LintNode>;
}

function typeOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if ((typeof value === 'object' || typeof value === 'function') && value !== null && 'type' in value) {
    const t = (value as { type: unknown }).type;
    return typeof t === 'string' ? t : undefined;
  }
  return undefined;
}

function actionProblem(action: unknown): string | null {
  if (typeof action === 'string') return null;
  if (typeof action === 'object' && action !== null) return null; // { type: 'named', params }
  const t = typeOf(action);
  if (t && ROUTING_ACTIONS.has(t)) return null;
  if (t === 'xstate.assign') return 'an inline assign';
  if (t === 'xstate.enqueueActions') return 'inline enqueueActions';
  return 'an anonymous action';
}

function guardProblem(guard: unknown): string | null {
  if (guard === undefined || typeof guard === 'string') return null;
  if (typeof guard === 'object' && guard !== null) return null; // { type: 'named', params }
  // xstate's `and`, `or`, `not` and `stateIn` are functions with a `check` (and the guards they combine).
  const built = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown };
  if (typeof built.check === 'function' && built.stateValue !== undefined) return null;
  if (typeof built.check === 'function' && Array.isArray(built.guards)) {
    for (const g of built.guards) {
      const p = guardProblem(g);
      if (p) return p;
    }
    return null;
  }
  return 'an anonymous guard';
}

/** Each breach of the house style in the chart and in the child charts it invokes, as a readable line. */
export function chartLint(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const charts = [{ prefix: '', machine }, ...childCharts(machine)];
  for (const { prefix, machine: chart } of charts) {
    const named = chart.implementations.actors as Record<string, unknown>;
    const where = (node: LintNode) => `${chart.id}${prefix ? ` (${prefix})` : ''} ${node.path.length ? nodeName(node as never) : '(root)'}`;
    for (const node of [rootOf(chart), ...allNodes(chart)] as unknown as LintNode[]) {
      for (const [kind, list] of [['entry', node.entry], ['exit', node.exit]] as const) {
        for (const a of list) {
          const p = actionProblem(a);
          if (p) out.push(`${where(node)}: ${p} on ${kind}`);
        }
      }
      const transitions = [...node.transitions.values()].flat().concat((node.always ?? []).map((t) => ({ ...t, eventType: '(always)' })));
      for (const t of transitions) {
        for (const a of t.actions) {
          const p = actionProblem(a);
          if (p) out.push(`${where(node)}: ${p} on ${t.eventType}`);
        }
        const g = guardProblem(t.guard);
        if (g) out.push(`${where(node)}: ${g} on ${t.eventType}`);
      }
      for (const inv of node.invoke) {
        // xstate names an inline actor `xstate.invoke.<index>.<state id>` and an id-less invoke `<index>.<state id>`.
        const src = typeof inv.src === 'string' ? inv.src : '';
        if (!src || src.startsWith('xstate.invoke.') || !(src in named)) out.push(`${where(node)}: invokes an actor not named in setup`);
        else if (invokedLogic(chart, src) === undefined) out.push(`${where(node)}: invokes "${src}", which has no implementation`);
        if (new RegExp(`^\\d+\\.${node.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(inv.id)) out.push(`${where(node)}: invokes "${src}" without an explicit id`);
      }
    }
  }
  return out;
}
