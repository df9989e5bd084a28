/**
 * Playing a generated path through the rendered view: user steps are what the user does
 * (given per flow), done and error steps settle the pending invocation, after steps advance
 * fake timers, and every state has a screen assertion of what the user sees.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { ActorController } from '../studio/paths/actors';
import { leafStates, type PathStep } from '../studio/paths/model';
import type { PathDriver } from '../studio/paths/play';

export type ScreenAssertions = Record<string, (step: PathStep) => Promise<void> | void>;

/** The leaf states of the machine that have no screen assertion. */
export function statesWithoutScreens(machine: AnyStateMachine, screens: ScreenAssertions): string[] {
  return leafStates(machine).filter((leaf) => !(leaf in screens));
}

export function viewDriver(options: {
  controller: ActorController;
  user: (step: PathStep) => Promise<void>;
  screens: ScreenAssertions;
}): PathDriver {
  const { controller, user, screens } = options;
  return {
    user,
    settle: async (step) => {
      await act(async () => {
        controller.settle(step.actorId!, step.outcome!.result);
      });
    },
    advance: async (step) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(step.delayMs ?? 0);
      });
    },
    check: async (step) => {
      for (const leaf of step.leaves) {
        const assert = screens[leaf];
        if (!assert) throw new Error(`No screen assertion for state ${leaf}`);
        await assert(step);
      }
    },
  };
}
