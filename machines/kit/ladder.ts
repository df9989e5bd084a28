/**
 * The answer ladder: one answer of a call mapped to one of several outcome states by guards tried
 * in order (a policy look-up answers payable, already paid, due soon, past due...). A chart writes
 * the ladder as a table, one rung a line, instead of a guarded transition per outcome by hand:
 *
 *   onDone: ladder(
 *     [
 *       ['isPayable', 'details'],
 *       ['isAlreadyPaid', 'alreadyPaid'],
 *     ],
 *     'errorModal.notPayable',
 *     { params: lookupAnswer, actions: { type: 'assignLookup', params: lookupAnswer } },
 *   ),
 *
 * Each rung is `[guard, target]` or `[guard, target, actions]`: the guard is a guard named in the
 * chart's `setup`, given the ladder's `params` (the answer, read once per call); the rung's own
 * actions run before the ladder's shared `actions`. The second argument is where the answer goes
 * when no guard holds: a target, or `[target, actions]`. The result is the very transition list XState takes, so the chart's types check every
 * guard, target and action name, and the graph tools see each rung as a transition of its own.
 */

/** A rung of the table: the guard that picks it, its target, and actions of its own. */
export type Rung = readonly [guard: string, target: string, actions?: unknown];

type Shared = { params?: unknown; actions?: unknown };

type GuardOf<G extends string, S extends Shared> = S extends { params: infer P } ? { type: G; params: P } : G;

/** The actions of a transition: the rung's own, then the shared ones (as XState's list). */
type ActionsOf<R extends Rung, S extends Shared> = readonly [
  ...(R extends readonly [string, string, infer A] ? (A extends readonly unknown[] ? A : [A]) : []),
  ...(S extends { actions: infer B } ? (B extends readonly unknown[] ? B : [B]) : []),
];

type TransitionOf<R extends Rung, S extends Shared> = {
  guard: GuardOf<R[0], S>;
  target: R[1];
  actions: ActionsOf<R, S>;
};

/** What no guard holding leads to: a target, or `[target, actions]` (run before the shared ones). */
export type Otherwise = string | readonly [target: string, actions: unknown];

type OtherwiseOf<O extends Otherwise, S extends Shared> = O extends readonly [infer T, infer A]
  ? { target: T; actions: ActionsOf<readonly [string, string, A], S> }
  : { target: O; actions: ActionsOf<readonly [string, string], S> };

/** The guarded transitions of an answer, in the order given, then the one taken when no guard holds. */
export function ladder<const R extends readonly Rung[], const O extends Otherwise, const S extends Shared = Record<never, never>>(
  rungs: R,
  otherwise: O,
  shared?: S,
): [...{ [K in keyof R]: TransitionOf<R[K], S> }, OtherwiseOf<O, S>] {
  const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const sharedActions = list(shared?.actions);
  const guard = (name: string) => (shared && 'params' in shared ? { type: name, params: shared.params } : name);
  const transitions = rungs.map(([name, target, actions]) => ({ guard: guard(name), target, actions: [...list(actions), ...sharedActions] }));
  const [target, actions] = typeof otherwise === 'string' ? [otherwise, undefined] : otherwise;
  return [...transitions, { target, actions: [...list(actions), ...sharedActions] }] as never;
}
