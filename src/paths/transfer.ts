/**
 * Generated paths as plain data, to cross from a web worker to the page (the studio generates
 * paths in a worker, src/studio/paths/): a step's state is its value, and the start, a user
 * event and a call's outcome are numbers into the path model, which the page holds too. Made
 * back with the page's own model, the paths are the generated ones: the same ids, steps, texts,
 * coverage, and the model's own start, event and outcome objects (the player sends them).
 */
import type { EventObject } from 'xstate';
import type { GeneratedPaths, ModelPath, PathStep } from './model';
import type { PathModel } from './types';

export interface PlainStep extends Omit<PathStep, 'state' | 'event' | 'outcome'> {
  state: { value: unknown };
  /** A user event: its index in the model's user events. */
  user?: number;
  /** A call's answer: its index in the model's outcomes for the step's actor. */
  outcome?: number;
  /** Any other event (the start, a delay), as it is. */
  event?: EventObject;
}

export interface PlainPath extends Omit<ModelPath, 'start' | 'steps'> {
  /** Its index in the model's inputs. */
  start: number;
  steps: PlainStep[];
}

function indexOf<T>(list: readonly T[], item: T, what: string): number {
  const i = list.indexOf(item);
  if (i < 0) throw new Error(`paths/transfer: ${what} is not the model's own`);
  return i;
}

/**
 * The model's user event case a step sends: the very object, or (where the graph library handed
 * back a copy) the case of the same label and the same event.
 */
function userCaseOf(model: PathModel, step: PathStep, pathId: string): number {
  const same = model.userEvents.findIndex((c) => c.event === step.event);
  if (same >= 0) return same;
  const json = JSON.stringify(step.event);
  const equal = model.userEvents.findIndex((c) => c.label === step.label && JSON.stringify(c.event) === json);
  if (equal >= 0) return equal;
  throw new Error(`paths/transfer: a user event of ${pathId} is not the model's own`);
}

/** A generated path as plain data (structured-clonable, JSON-safe). */
export function toPlainPath(model: PathModel, path: ModelPath): PlainPath {
  return {
    ...path,
    start: indexOf(model.inputs as readonly unknown[], path.start, `the start of ${path.id}`),
    steps: path.steps.map(({ state, event, outcome, ...step }) => {
      const plain: PlainStep = { ...step, state: { value: state.value } };
      if (outcome && step.actorId) plain.outcome = indexOf(model.actors[step.actorId] ?? [], outcome, `an outcome of ${step.actorId} in ${path.id}`);
      else if (step.kind === 'user') plain.user = userCaseOf(model, { ...step, state, event }, path.id);
      else plain.event = event;
      return plain;
    }),
  };
}

/** A path made back from plain data with the model's own objects. */
export function fromPlainPath(model: PathModel, plain: PlainPath): ModelPath {
  const start = model.inputs[plain.start];
  if (!start) throw new Error(`paths/transfer: ${plain.id} starts at input ${plain.start}, which the model does not have`);
  return {
    ...plain,
    start,
    steps: plain.steps.map(({ state, user, outcome: outcomeIndex, event, ...step }): PathStep => {
      const outcome = outcomeIndex === undefined || !step.actorId ? undefined : model.actors[step.actorId]?.[outcomeIndex];
      if (outcomeIndex !== undefined && !outcome) throw new Error(`paths/transfer: ${plain.id} answers ${step.actorId} with an outcome the model does not have`);
      const answer: EventObject | undefined = outcome
        ? 'done' in outcome.result
          ? ({ type: `xstate.done.actor.${step.actorId}`, output: outcome.result.done } as EventObject)
          : ({ type: `xstate.error.actor.${step.actorId}`, error: outcome.result.error } as EventObject)
        : undefined;
      const made: EventObject | undefined = answer
        ? answer
        : user !== undefined
          ? (model.userEvents[user]?.event as EventObject | undefined)
          : event;
      if (!made) throw new Error(`paths/transfer: a step of ${plain.id} has no event the model knows`);
      // Only the state's value crosses: what the studio, the coverage and the suites read of it.
      return { ...step, state: state as PathStep['state'], event: made, ...(outcome ? { outcome } : {}) };
    }),
  };
}

/** Every path of a generation as plain data, with its coverage. */
export function toPlainPaths(model: PathModel, generated: GeneratedPaths): { id: string; coverage: GeneratedPaths['coverage']; paths: PlainPath[] } {
  return { id: generated.id, coverage: generated.coverage, paths: generated.paths.map((p) => toPlainPath(model, p)) };
}

/** A generation made back from plain data with the model's own objects. */
export function fromPlainPaths(model: PathModel, plain: { id: string; coverage: GeneratedPaths['coverage']; paths: readonly PlainPath[] }): GeneratedPaths {
  return { id: plain.id, coverage: plain.coverage, paths: plain.paths.map((p) => fromPlainPath(model, p)) };
}
