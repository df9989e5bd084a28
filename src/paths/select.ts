/**
 * Which generated paths to walk: a greedy cover where a path costs (through the view, in the
 * browser), and the model's happy path.
 */
import type { AnyStateMachine } from 'xstate';
import type { PathModel } from './types';
import { stepLabel, type ModelPath, type PathStep } from './steps';
import { clausesByState, leafStates, statesOf } from './coverage';
import { childCharts } from './system';

/** What a step reaches that a walk must reach once: the states it passes, its leaves, its transitions, its call's outcome. */
export function itemsOfStep(machine: AnyStateMachine, s: PathStep): Set<string> {
  return new Set([
    ...statesOf(machine, s).map((x) => `state ${x}`),
    ...s.leaves.map((x) => `leaf ${x}`),
    ...s.transitions.map((x) => `transition ${x}`),
    ...(s.outcome && s.actorId ? [`outcome ${s.actorId} ${s.outcome.label}`] : []),
  ]);
}

/**
 * What a selection must reach once (`selectPaths`): `everything` is every state, leaf, transition
 * and call outcome the paths reach (the walk through the view in jsdom); `screensAndCalls` leaves
 * the transitions out (the browser's walk, decision 54: every state and screen on the real page and
 * every call over the network, each transition held by the jsdom walk through the same view).
 */
export type SelectionCover = 'everything' | 'screensAndCalls';

/**
 * The paths to walk where a path costs (through the view, in the browser: a page load each): a
 * greedy cover of what `cover` names. Each round keeps the path that reaches the most items no kept
 * path reaches (fewer steps first on a tie, then generation order); the kept paths come back in
 * generation order.
 */
export function selectPaths(machine: AnyStateMachine, paths: readonly ModelPath[], cover: SelectionCover = 'everything'): ModelPath[] {
  const wanted = (item: string) => cover === 'everything' || !item.startsWith('transition ');
  const itemsOf = paths.map((p) => new Set(p.steps.flatMap((s) => [...itemsOfStep(machine, s)].filter(wanted))));
  const covered = new Set<string>();
  const kept = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    itemsOf.forEach((items, i) => {
      if (kept.has(i)) return;
      let gain = 0;
      for (const x of items) if (!covered.has(x)) gain += 1;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && paths[i]!.steps.length < paths[best]!.steps.length);
      if (better) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    kept.add(best);
    for (const x of itemsOf[best]!) covered.add(x);
  }
  return paths.filter((_, i) => kept.has(i));
}

/**
 * The fewest of `paths` (greedily, in their order) that still show every leaf state they show, or
 * every one of `only` (the leaves of the chart itself, `ownLeaves`: its screens); with `limit`, the
 * first `limit` of those greedy picks (1: the path that shows the most of them, fewer steps on a
 * tie). The browser's second language walks the first pick of each chart (decision 25); every state,
 * a child chart's included, has its Spanish texts checked (`selectScreenPaths`) and its axe-core
 * scan in jsdom.
 */
export function selectLeafPaths(paths: readonly ModelPath[], only?: ReadonlySet<string>, limit = Number.POSITIVE_INFINITY): ModelPath[] {
  const leavesOf = paths.map((p) => new Set(p.steps.flatMap((s) => s.leaves).filter((leaf) => !only || only.has(leaf))));
  const seen = new Set<string>();
  const picked = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    leavesOf.forEach((leaves, i) => {
      if (picked.has(i)) return;
      let gain = 0;
      for (const leaf of leaves) if (!seen.has(leaf)) gain += 1;
      if (gain > bestGain || (gain === bestGain && gain > 0 && paths[i]!.steps.length < paths[best]!.steps.length)) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0 || picked.size >= limit) break;
    picked.add(best);
    for (const leaf of leavesOf[best]!) seen.add(leaf);
  }
  return paths.filter((_, i) => picked.has(i));
}

/**
 * The model's happy path (`PathModel.happy`): the first generated path whose steps begin with the
 * ones it names, cut after them. Undefined when the model names none or no path takes those steps.
 */
export function happyPath(model: Pick<PathModel, 'happy' | 'machine'>, paths: readonly ModelPath[]): ModelPath | undefined {
  const wanted = model.happy?.split(' > ');
  if (!wanted) return undefined;
  const clauses = clausesByState(model.machine);
  for (const path of paths) {
    const labels = [path.start.label, ...path.steps.slice(1).map(stepLabel)];
    if (labels.length < wanted.length || wanted.some((label, i) => labels[i] !== label)) continue;
    // steps[0] is the start (init); the path keeps as many more steps as the happy path names.
    const steps = path.steps.slice(0, wanted.length);
    const spec = new Set<string>();
    for (const s of steps) for (const name of statesOf(model.machine, s)) for (const c of clauses.get(name) ?? []) spec.add(c);
    const cut = steps.length < path.steps.length ? ` (its first ${steps.length - 1} steps)` : '';
    return { ...path, id: `${path.id}${cut}`, steps, target: steps[steps.length - 1]!.leaves, spec: [...spec].sort(), title: `${path.id}${cut}: ${model.happy}` };
  }
  return undefined;
}

/** The leaf states of the chart itself, not of its child machines: the flow's screens (the quote form's stages). */
export function ownLeaves(machine: AnyStateMachine): Set<string> {
  const children = new Set(childCharts(machine).map((c) => c.prefix));
  return new Set(leafStates(machine).filter((leaf) => ![...children].some((prefix) => leaf.startsWith(`${prefix}:`))));
}
