/**
 * Part of a chart's code that loads with the stage that needs it, not with the first screen: the
 * quote form's later child charts and the rules only they and the quote stage use
 * (machines/quote/quote.later.ts). The chart waits for the part in a state of its own (a call the path
 * model walks like any other, done or failed, with Try again), so nothing here decides the flow.
 *
 * - `lazyPart(name, importer)`: `load()` asks for the part (once while one request is on its way;
 *   again after a failure: the browser asks for a chunk that did not come again), `get()` returns
 *   it once it is there and throws otherwise (a chart that used it before waiting for it).
 * - `provide(value)`: the part given at once, without a request. Tests, the path engine and the
 *   studio import the part statically and provide it, so they read the whole chart (every child
 *   chart) without waiting.
 * - `lazyChart(part, pick)`: a child chart of the part as an actor logic the chart names in its
 *   `setup({ actors })`. The actor it makes runs the real child chart (its snapshot is the child's,
 *   with the child's own `machine`); the path engine and the studio read the real chart through
 *   `resolveChart()` (src/paths/system.ts).
 */
import type { ActorLogic, ActorSystem, AnyStateMachine, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

export interface LazyPart<T> {
  readonly name: string;
  /** The part, asked for when it is not there yet; a failed request is made again by the next call. */
  load(): Promise<T>;
  /** The part; throws when it has not been loaded or provided. */
  get(): T;
  /** Whether the part is there. */
  readonly ready: boolean;
  /** Give the part without a request (tests, the path engine, the studio). */
  provide(value: T): void;
}

export function lazyPart<T>(name: string, importer: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  const part: LazyPart<T> = {
    name,
    load() {
      if (value !== undefined) return Promise.resolve(value);
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          pending = null;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get() {
      if (value === undefined) throw new Error(`${name} is used before it has loaded (the chart waits for it first)`);
      return value;
    },
    get ready() {
      return value !== undefined;
    },
    provide(loaded) {
      value = loaded;
    },
  };
  return part;
}

/** A child chart of a lazy part, as the actor logic its parent chart names (src/paths/system.ts reads `resolveChart`). */
export interface LazyChart {
  /** The real child chart (the part must be there). */
  resolveChart(): AnyStateMachine;
}

/**
 * The actor logic of a child chart that comes with a lazy part: the chart's own snapshot, events,
 * input and emitted events, so that the parent's invoke input and output are checked as the
 * chart's, without pretending to be the chart itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- xstate's own AnyActorSystem is ActorSystem<any>
type ChartLogic<M extends AnyStateMachine> = ActorLogic<SnapshotFrom<M>, EventFromLogic<M>, InputFrom<M>, ActorSystem<any>, EmittedFrom<M>>;
export type LazyChartLogic<M extends AnyStateMachine> = ChartLogic<M> & LazyChart;

/**
 * The child chart `pick` reads from the part, as the actor logic its parent names in
 * `setup({ actors })`. Each method hands over to the real chart (as itself: `this` is the chart),
 * which the part must hold by the time the parent invokes it.
 */
export function lazyChart<T, M extends AnyStateMachine>(part: LazyPart<T>, pick: (loaded: T) => M): LazyChartLogic<M> {
  const real = (): M => pick(part.get());
  // A chart is the actor logic of its own snapshot, events and input (TypeScript does not see it through the generic).
  const logic = (): ChartLogic<M> => real() as unknown as ChartLogic<M>;
  return {
    resolveChart: real,
    transition: (snapshot, event, scope) => logic().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => logic().getInitialSnapshot(scope, input),
    getPersistedSnapshot: (snapshot, options) => logic().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (snapshot, scope) => logic().restoreSnapshot!(snapshot, scope),
    start: (snapshot, scope) => logic().start?.(snapshot, scope),
  };
}
