/**
 * Tours: the paths to walk through the view (jsdom), where rendering a flow from its start costs
 * more than a step, for a chart with child machines. A tour starts as one generated path and goes on from
 * where that path ends with the rest of another generated path that passes the same state (the
 * same leaves of every machine, the same `distinguish`), as long as that rest reaches items no tour
 * reaches yet. Each tour is played on the running system as it is built: a continuation is kept
 * only when every one of its steps is offered there and reaches the same vertex (state, transitions,
 * outcome) as in the path it comes from, so a tour is a path of the chart as much as a generated
 * one; its steps are the ones that run recorded. Together the tours reach every state, transition
 * and call outcome the paths reach (`selectPaths`' items) with about half the starts (the quote
 * form: 69 tours of 838 steps where the selection has 156 paths of 1,197). In jsdom each step's
 * answer is the path's own; the browser's sandbox answers from what the page sent and counted
 * before, which a tour changes, so the browser walks the selection (decision 45).
 */
import { clausesByState, statesOf } from './coverage';
import { openSystem, type Move, type SystemCursor } from './explore';
import { childCharts } from './system';
import { itemsOfStep, selectPaths } from './select';
import { stepLabel, vertexOf, type ModelPath, type PathStep } from './steps';
import type { PathModel } from './types';

export interface TourOptions {
  /** The most steps a tour takes (its first path may be longer). Default 40. */
  maxSteps?: number;
}

/** What a page load costs, in steps, when the first path of a tour is chosen. */
const LOAD_IN_STEPS = 15;
/** How many continuations are tried from a tour's end before it ends. */
const TRIES = 8;

/** Where a step is, as a continuation may pick up from it. */
function placeOf(step: PathStep): string {
  return `${step.leaves.join('+')}|${step.distinct ?? ''}`;
}

/** The move `offered` holds that takes the step `like` took. */
function moveLike(offered: readonly Move[], like: PathStep): Move | undefined {
  return offered.find(
    (m) =>
      m.g.kind === like.kind &&
      m.g.event.type === like.event.type &&
      (like.kind === 'after' || m.to === (like.to ?? '')) &&
      (m.g.outcome?.label ?? '') === (like.outcome?.label ?? '') &&
      (like.kind !== 'user' || m.g.label === like.label),
  );
}

/** The cursor moved through `wanted`'s steps, each to the same vertex; undefined where one is not offered or leads elsewhere. */
function follow(cursor: SystemCursor, wanted: readonly PathStep[]): SystemCursor | undefined {
  let at = cursor;
  for (const step of wanted) {
    const move = moveLike(at.offered(), step);
    if (!move) return undefined;
    at = at.play(move);
    if (vertexOf(at.steps.at(-1)!) !== vertexOf(step)) return undefined;
  }
  return at;
}

function union(sets: ReadonlyArray<ReadonlySet<string>>): Set<string> {
  const out = new Set<string>();
  for (const s of sets) for (const x of s) out.add(x);
  return out;
}

function gainOf(items: ReadonlySet<string>, covered: ReadonlySet<string>): number {
  let gain = 0;
  for (const x of items) if (!covered.has(x)) gain += 1;
  return gain;
}

/**
 * The tours of `paths` (see the module's comment). A chart without child machines gets
 * `selectPaths` (its paths are short and its machine runs without a system to continue).
 */
export function tourPaths(model: PathModel, paths: readonly ModelPath[], { maxSteps = 40 }: TourOptions = {}): ModelPath[] {
  const machine = model.machine;
  if (childCharts(machine).length === 0) return selectPaths(machine, paths);
  const stepItems = paths.map((p) => p.steps.map((s) => itemsOfStep(machine, s)));
  const pathItems = stepItems.map(union);
  const at = new Map<string, Array<[number, number]>>();
  paths.forEach((p, i) =>
    p.steps.forEach((s, j) => {
      if (j === p.steps.length - 1) return;
      const place = placeOf(s);
      const list = at.get(place);
      if (list) list.push([i, j]);
      else at.set(place, [[i, j]]);
    }),
  );
  const clauses = clausesByState(machine);
  const covered = new Set<string>();
  const tours: Array<{ first: number; path: ModelPath }> = [];
  for (;;) {
    let first = -1;
    let firstScore = 0;
    pathItems.forEach((items, i) => {
      const score = gainOf(items, covered) / (LOAD_IN_STEPS + paths[i]!.steps.length);
      if (score > firstScore) {
        first = i;
        firstScore = score;
      }
    });
    if (first < 0) break;
    const start = paths[first]!;
    for (const x of pathItems[first]!) covered.add(x);
    const ids = [start.id];
    let steps: PathStep[] = [...start.steps];
    // The model's own start (a copy of the paths, as the browser run reads them, keeps only its label).
    const input = model.inputs.find((i) => i.label === start.start.label) ?? start.start;
    let cursor = follow(openSystem(model, input), start.steps.slice(1));
    while (cursor && steps.length < maxSteps) {
      const candidates = (at.get(placeOf(steps.at(-1)!)) ?? [])
        .map(([i, j]) => {
          const rest = stepItems[i]!.slice(j + 1);
          return { i, j, length: rest.length, gain: gainOf(union(rest), covered) };
        })
        .filter((c) => c.gain > 0 && steps.length + c.length <= maxSteps)
        .sort((a, b) => b.gain / b.length - a.gain / a.length || a.i - b.i || a.j - b.j)
        .slice(0, TRIES);
      let next: SystemCursor | undefined;
      for (const c of candidates) {
        const tried = follow(cursor.copy(), paths[c.i]!.steps.slice(c.j + 1));
        if (!tried) continue;
        const added = tried.steps.slice(cursor.steps.length);
        next = tried;
        ids.push(paths[c.i]!.id);
        steps = [...steps, ...added];
        for (const s of added) for (const x of itemsOfStep(machine, s)) covered.add(x);
        break;
      }
      cursor = next;
    }
    const spec = new Set<string>();
    for (const s of steps) for (const name of statesOf(machine, s)) for (const c of clauses.get(name) ?? []) spec.add(c);
    const id = ids.join('+');
    tours.push({
      first,
      path: {
        id,
        start: start.start,
        steps,
        target: steps.at(-1)!.leaves,
        spec: [...spec].sort(),
        title: `${id}: ${[start.start.label, ...steps.slice(1).map(stepLabel)].join(' > ')}`,
      },
    });
  }
  return tours.sort((a, b) => a.first - b.first).map((t) => t.path);
}

