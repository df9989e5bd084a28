/**
 * Round trips through another page (a path model's `returns`): a path that leaves for the other
 * page, and a path of the input case the flow's page comes back with. The browser walk plays the
 * first, does what the user does on the other page, and plays the second on the page it lands on.
 */
import type { ModelPath } from './model';
import { sandboxPlan } from './screens';
import type { PathModel, ReturnTrip } from './types';

export interface RoundTrip {
  trip: ReturnTrip;
  /** A path whose last step leaves from `trip.from` after the call outcome `trip.after`. */
  leave: ModelPath;
  /** A path of the input `trip.input` whose sandbox query is the one the other page sends back. */
  back: ModelPath;
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/** The path ends in the trip's leaving state, and the last call answer on it is the trip's outcome. */
export function leavesBy(trip: ReturnTrip, path: ModelPath): boolean {
  const last = path.steps.at(-1);
  const answer = path.steps.filter((s) => s.outcome).at(-1);
  return Boolean(last?.leaves.includes(trip.from)) && answer?.outcome?.label === trip.after;
}

/** The path starts with the trip's input, and the other page's query makes the sandbox answer as the path says (no fault header). */
export function comesBackBy(trip: ReturnTrip, path: ModelPath): boolean {
  const plan = sandboxPlan(path);
  return path.start.label === trip.input && plan.headers.length === 0 && sameQuery(plan.query, trip.query);
}

const shortest = (paths: ModelPath[]): ModelPath | undefined =>
  paths.reduce<ModelPath | undefined>((best, p) => (!best || p.steps.length < best.steps.length ? p : best), undefined);

/**
 * One round trip per way back of the model: the shortest path that leaves that way (from `leaving`,
 * the walked selection first, else every path) and the shortest path that comes back that way.
 * Throws when a way back has no such paths: the model and the chart disagree.
 */
export function roundTrips(model: PathModel, paths: readonly ModelPath[], leaving: readonly ModelPath[] = paths): RoundTrip[] {
  return (model.returns ?? []).map((trip) => {
    const leave = shortest(leaving.filter((p) => leavesBy(trip, p))) ?? shortest(paths.filter((p) => leavesBy(trip, p)));
    const back = shortest(paths.filter((p) => comesBackBy(trip, p)));
    if (!leave) throw new Error(`${model.id} "${trip.label}": no path leaves from ${trip.from} after "${trip.after}"`);
    if (!back) throw new Error(`${model.id} "${trip.label}": no path starts from "${trip.input}" with ${JSON.stringify(trip.query)}`);
    return { trip, leave, back };
  });
}
