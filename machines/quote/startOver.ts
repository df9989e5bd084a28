/**
 * Start over (quote-3.17) for a stage's child chart: asked on the stage's resting screens (not
 * while a call or a dialog is open), a confirmation over the stage, which stays as it was under
 * it, so a stray press loses nothing. No goes back to the screen the visitor was on (history); Yes
 * ends the stage with `{ kind: 'restart' }`, and the quote chart forgets the visit and opens the
 * form empty at driver1. Every stage chart spreads `ask` into its root `on` and `states` into its
 * root `states`, so the overlay is written once. The confirmation carries the tag
 * `confirmingRestart` (each stage chart declares it), which the views read on whichever chart owns it.
 */
import { or, stateIn } from 'xstate';

/** The tag of the confirmation, declared in the `tags` of every chart that spreads the overlay. */
export type StartOverTag = 'confirmingRestart';

export const START_OVER_DESCRIPTION = 'Start over? Yes forgets the answers on this device, the form empty at driver1; No: the step as it was';

/** The overlay of the chart `chartId`, asked on its `resting` states (top-level state names). */
export function startOver<const Resting extends string>(chartId: string, resting: readonly Resting[]) {
  return {
    ask: { 'restart.ask': { guard: or(resting.map((leaf) => stateIn(`#${chartId}.${leaf}`))), target: '.confirmingRestart' } },
    states: {
      confirmingRestart: {
        description: START_OVER_DESCRIPTION,
        tags: ['confirmingRestart'],
        meta: { spec: ['quote-3.17'] },
        on: {
          'restart.cancel': { target: 'resumed' },
          'restart.confirm': { target: 'restarted' },
        },
      },
      resumed: { type: 'history', description: "The step's screen before Start over was asked" },
      restarted: { type: 'final', description: 'Start over confirmed: the parent forgets the visit and opens driver1', output: { kind: 'restart' } },
    },
  } as const;
}

/** The events of the overlay, part of every stage chart's events. */
export type StartOverEvent = { type: 'restart.ask' } | { type: 'restart.confirm' } | { type: 'restart.cancel' };

/** The output of a stage ended by Start over. */
export type StartOverOutput = { kind: 'restart' };
