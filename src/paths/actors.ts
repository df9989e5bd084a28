/**
 * Controllable actors for playing paths: each call (promise actor) waits until the test settles
 * it with the path step's outcome. Child machines run for real, with their own calls held the
 * same way. The machine keeps its real wiring (invoke ids, inputs, signals).
 */
import { type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { fromCall } from '../../machines/kit/call';
import type { ActorResult } from './types';
import { allNodes, rootOf } from './chart';
import { invokedLogic, isMachine } from './system';

export interface ActorCall {
  src: string;
  input: unknown;
  signal: AbortSignal;
  settled: boolean;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export interface ActorController {
  /** Give these to `machine.provide({ actors })`: held calls, and child machines with their calls held. */
  actors: Record<string, AnyActorLogic>;
  calls: ActorCall[];
  /** Settle the pending call of an invoke id with a done or error result. */
  settle(invokeId: string, result: ActorResult): void;
  /** The input of the latest call of an invoke id. */
  lastInput(invokeId: string): unknown;
  /** Whether a call of this invoke id waits to be settled. */
  hasPending(invokeId: string): boolean;
}

/** invoke id -> actor source name, read from the chart and the child charts it invokes. */
export function invokeSources(machine: AnyStateMachine, map = new Map<string, string>()): Map<string, string> {
  for (const node of [rootOf(machine), ...allNodes(machine)]) {
    for (const inv of node.invoke) {
      if (typeof inv.src === 'string') map.set(inv.id, inv.src);
      const logic = invokedLogic(machine, inv.src);
      if (isMachine(logic)) invokeSources(logic, map);
    }
  }
  return map;
}

export interface ActorControllerOptions {
  /** Actor sources that keep their chart's own implementation (their real calls), not held. */
  live?: readonly string[];
}

export function createActorController(machine: AnyStateMachine, options: ActorControllerOptions = {}): ActorController {
  const live = new Set(options.live ?? []);
  const sources = invokeSources(machine);
  const calls: ActorCall[] = [];
  const held = (src: string) =>
    fromCall<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          calls.push({ src, input, signal, settled: false, resolve, reject });
        }),
    );
  /** A chart's named actors: calls held (but the live ones), child machines real with their own calls held. */
  const actorsOf = (chart: AnyStateMachine): Record<string, AnyActorLogic> => {
    const out: Record<string, AnyActorLogic> = {};
    for (const node of [rootOf(chart), ...allNodes(chart)]) {
      for (const inv of node.invoke) {
        if (typeof inv.src !== 'string' || out[inv.src]) continue;
        const logic = invokedLogic(chart, inv.src);
        out[inv.src] = isMachine(logic) ? logic.provide({ actors: actorsOf(logic) }) : live.has(inv.src) ? (logic as AnyActorLogic) : held(inv.src);
      }
    }
    return out;
  };
  const actors = actorsOf(machine);
  const srcOf = (invokeId: string) => {
    const src = sources.get(invokeId);
    if (!src) throw new Error(`No invoke with id "${invokeId}" in ${machine.id}`);
    return src;
  };
  return {
    actors,
    calls,
    settle(invokeId, result) {
      const src = srcOf(invokeId);
      const call = [...calls].reverse().find((c) => c.src === src && !c.settled && !c.signal.aborted);
      if (!call) throw new Error(`No pending call of "${invokeId}" to settle`);
      call.settled = true;
      if ('done' in result) call.resolve(result.done);
      else call.reject(result.error);
    },
    hasPending(invokeId) {
      const src = srcOf(invokeId);
      return calls.some((c) => c.src === src && !c.settled && !c.signal.aborted);
    },
    lastInput(invokeId) {
      const src = srcOf(invokeId);
      return [...calls].reverse().find((c) => c.src === src)?.input;
    },
  };
}
