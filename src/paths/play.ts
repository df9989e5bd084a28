/**
 * Playing a generated path: against the machine alone (here), or through the rendered view
 * (the view's model test gives its own driver).
 */
import { createActor, SimulatedClock, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { PathModel } from './types';
import { createActorController, type ActorController } from './actors';
import { type ModelPath, type PathStep } from './model';
import { deliver, MODEL_EPOCH, systemLeaves, withClock } from './system';

export { MODEL_EPOCH, withClock } from './system';

export interface PathDriver {
  /** A user step: do what the user does. */
  user(step: PathStep): Promise<void> | void;
  /** A done or error step: settle the pending invocation. */
  settle(step: PathStep): Promise<void> | void;
  /** An after step: let step.delayMs pass. */
  advance(step: PathStep): Promise<void> | void;
  /** After every step (init included): check what the state should show. */
  check(step: PathStep): Promise<void> | void;
}

export async function playPath(path: ModelPath, driver: PathDriver): Promise<void> {
  for (const [i, step] of path.steps.entries()) {
    try {
      if (step.kind === 'user') await driver.user(step);
      else if (step.kind === 'done' || step.kind === 'error') await driver.settle(step);
      else if (step.kind === 'after') await driver.advance(step);
      await driver.check(step);
    } catch (e) {
      const where = `${path.id} step ${i}: ${step.text}`;
      if (e instanceof Error) {
        e.message = `${where}\n${e.message}`;
        throw e;
      }
      throw new Error(`${where}\n${String(e)}`);
    }
  }
}

/**
 * Let promise callbacks and the actor's done events run: resolved on the next turn of the event
 * loop, after every queued microtask. In Node `setImmediate` (a few microseconds; a zero timeout
 * waits a whole millisecond, which made two thirds of the machine-alone suite's time); in a
 * browser (the studio's player) a zero timeout.
 */
export function flushMicrotasks(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

export function provideControlled<TMachine extends AnyStateMachine>(machine: TMachine, controller: ActorController): TMachine {
  return machine.provide({ actors: controller.actors } as Parameters<TMachine['provide']>[0]) as TMachine;
}

/**
 * Run a path against the machine alone: a real actor with controlled invocations and a
 * simulated clock. After each step its state must equal the state the graph predicted.
 */
export async function runPathOnMachine(
  model: PathModel,
  path: ModelPath,
  options: { provide?: (machine: AnyStateMachine) => AnyStateMachine; onStep?: (step: PathStep, controller: ActorController) => void } = {},
): Promise<void> {
  const controller = createActorController(model.machine);
  const clock = new SimulatedClock();
  clock.set(MODEL_EPOCH);
  const provided = provideControlled(options.provide ? options.provide(model.machine) : model.machine, controller);
  const actor = createActor(provided, { input: withClock(path.start.input, clock), clock });
  actor.start();
  try {
    await playPath(path, {
      user: (step) => {
        deliver(actor, step.event);
      },
      settle: async (step) => {
        controller.settle(step.actorId!, step.outcome!.result);
        await flushMicrotasks();
      },
      advance: (step) => {
        clock.increment(step.delayMs ?? 0);
      },
      check: (step) => {
        const actual = systemLeaves(actor);
        if (JSON.stringify(actual) !== JSON.stringify(step.leaves)) {
          throw new Error(`expected state ${step.leaves.join(', ')} but the actor is in ${actual.join(', ')}`);
        }
        options.onStep?.(step, controller);
      },
    });
  } finally {
    actor.stop();
  }
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting for the actor');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Replay path steps on a running actor whose invocations the controller holds (the studio's
 * player): user events go to the machine of the system that accepts them, outcomes settle the
 * pending call, and a delay passes through `wait` (the player skips it on a button press).
 */
export async function replaySteps(
  actor: AnyActorRef,
  controller: ActorController,
  steps: readonly PathStep[],
  wait: (ms: number, step: PathStep) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (const step of steps) {
    if (step.kind === 'user') deliver(actor, step.event);
    else if ((step.kind === 'done' || step.kind === 'error') && step.actorId && step.outcome) {
      const id = step.actorId;
      await until(() => controller.hasPending(id));
      controller.settle(id, step.outcome.result);
    } else if (step.kind === 'after') {
      await wait(step.delayMs ?? 0, step);
    }
    await flushMicrotasks();
  }
}
