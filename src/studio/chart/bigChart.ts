/**
 * A synthetic chart of a given size, the shape of the flows to come (a form, steps that call
 * services, retries, outcomes): groups of steps, each group a compound state whose steps go on,
 * retry and fail. Used to test the viewer on big charts and to time their layout
 * (`npm run bench:chart`); never drawn on a page.
 */
import { createMachine, type AnyStateMachine } from 'xstate';

interface StateConfig {
  initial?: string;
  type?: 'final';
  states?: Record<string, StateConfig>;
  on?: Record<string, string>;
  description?: string;
}

/**
 * A machine of `groups` compound states of `steps` states each, and a final `finished`:
 * groups x (steps + 1) + 1 states below the root (40 by default). In a group every step goes on
 * to the next (`step.next`), every other step can go back to the previous one (`step.back`), and
 * the last step leaves for the next group (`group.done`; the last group for `finished`); every
 * group can start over at the first group (`group.restart`).
 */
export function bigChart(groups = 3, steps = 12): AnyStateMachine {
  const root: Record<string, StateConfig> = {};
  for (let g = 0; g < groups; g++) {
    const states: Record<string, StateConfig> = {};
    for (let s = 0; s < steps; s++) {
      const on: Record<string, string> = {};
      if (s < steps - 1) on['step.next'] = `step${s + 1}`;
      if (s > 0 && s % 2 === 0) on['step.back'] = `step${s - 1}`;
      if (s === steps - 1) on['group.done'] = g < groups - 1 ? `#big.group${g + 1}` : '#big.finished';
      states[`step${s}`] = { on, description: `Step ${s + 1} of group ${g + 1}` };
    }
    root[`group${g}`] = { initial: 'step0', states, on: g > 0 ? { 'group.restart': '#big.group0' } : {} };
  }
  root.finished = { type: 'final' };
  return createMachine({ id: 'big', initial: 'group0', states: root });
}
