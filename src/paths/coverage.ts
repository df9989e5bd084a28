/**
 * What generated paths cover: every state of the system (a child chart's as
 * "<invoke id>:<state>"), every transition, every clause id, the leaf states a view asserts, and
 * the line each model suite prints.
 */
import type { AnyStateMachine } from 'xstate';
import { transitionKey, type ChartNode } from './keys';
import { activeNodes, allNodes, nodeName, rootOf, specOf } from './chart';
import { childCharts, systemName } from './system';
import type { ModelPath, PathStep } from './steps';

export interface CoverageFigure {
  covered: number;
  total: number;
  missing: string[];
}

export interface Coverage {
  states: CoverageFigure;
  transitions: CoverageFigure;
  clauses: CoverageFigure;
}

export interface GeneratedPaths {
  id: string;
  paths: ModelPath[];
  coverage: Coverage;
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  const charts = [machine, ...childCharts(machine).map((c) => c.machine)];
  for (const node of charts.flatMap((m) => [rootOf(m), ...allNodes(m)])) {
    for (const list of node.transitions.values()) for (const t of list) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
  }
  return [...keys];
}

/** Every state of the system: the chart's, then each child chart's as "<invoke id>:<state>". */
export function systemStates(machine: AnyStateMachine): Array<{ name: string; node: ChartNode }> {
  // A history state is never active (it names where its parent goes back to): it is no state to visit.
  const states = (m: AnyStateMachine) => allNodes(m).filter((node) => node.type !== 'history');
  const own = states(machine).map((node) => ({ name: nodeName(node), node }));
  const children = childCharts(machine).flatMap((c) => [
    { name: systemName(c.prefix, '(machine)'), node: rootOf(c.machine) },
    ...states(c.machine).map((node) => ({ name: systemName(c.prefix, nodeName(node)), node })),
  ]);
  return [...own, ...children];
}

export function clausesByState(machine: AnyStateMachine): Map<string, string[]> {
  return new Map(systemStates(machine).map(({ name, node }) => [name, specOf(node)]));
}

/** The states a step is in (and, in a system, every state it entered on the way). */
export function statesOf(machine: AnyStateMachine, s: PathStep): string[] {
  const own = activeNodes(machine, s.state.value)
    .filter((n) => n.path.length)
    .map(nodeName);
  return s.visited ? [...own, ...s.visited] : own;
}

export function measureCoverage(machine: AnyStateMachine, paths: ModelPath[]): Coverage {
  const states = systemStates(machine);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  for (const p of paths) {
    for (const s of p.steps) {
      for (const name of statesOf(machine, s)) visitedStates.add(name);
      for (const t of s.transitions) visitedTransitions.add(t);
    }
  }
  const stateNames = states.map((s) => s.name);
  const transitions = allTransitions(machine);
  const clauses = [...new Set(states.flatMap((s) => specOf(s.node)))].sort();
  const visitedClauses = new Set(paths.flatMap((p) => p.spec));
  const figure = (all: string[], seen: Set<string>): CoverageFigure => ({
    covered: all.filter((x) => seen.has(x)).length,
    total: all.length,
    missing: all.filter((x) => !seen.has(x)),
  });
  return {
    states: figure(stateNames, visitedStates),
    transitions: figure(transitions, visitedTransitions),
    clauses: figure(clauses, visitedClauses),
  };
}

/** The line every model suite prints: "model coverage payment: states 12/12, transitions 27/27, paths 19". */
export function formatCoverage(generated: GeneratedPaths): string {
  const { states, transitions } = generated.coverage;
  return `model coverage ${generated.id}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, paths ${generated.paths.length}`;
}

/**
 * Every leaf state of the machine, as dotted paths (the keys of a view's screen assertions); a
 * child machine's leaves as "<invoke id>:<leaf>", except its final states, which the child
 * leaves at once (its parent moves on).
 */
export function leafStates(machine: AnyStateMachine): string[] {
  // A history state is no state the chart rests in (see systemStates).
  const own = allNodes(machine)
    .filter((n) => Object.keys(n.states).length === 0 && n.type !== 'history')
    .map(nodeName);
  const children = childCharts(machine).flatMap((c) =>
    allNodes(c.machine)
      .filter((n) => Object.keys(n.states).length === 0 && n.type !== 'final' && n.type !== 'history')
      .map((n) => systemName(c.prefix, nodeName(n))),
  );
  return [...own, ...children];
}

/**
 * The leaf states a path can settle in: every leaf but the transient ones, whose eventless
 * transitions (a choice made on entry) always leave at once.
 */
export function settledLeafStates(machine: AnyStateMachine): string[] {
  const transient = new Set(
    systemStates(machine)
      .filter(({ node }) => (node.always?.length ?? 0) > 0 && node.always?.some((t) => !t.guard))
      .map(({ name }) => name),
  );
  return leafStates(machine).filter((leaf) => !transient.has(leaf));
}
