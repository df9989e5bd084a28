/**
 * The quote form's coverage stage (quote-2.4, quote-2.11, quote-2.20) as its own chart, invoked by
 * the quote chart as `coverage` while the stage is shown: the coverages of the driver's state load
 * (`loading`), then the visitor chooses the term and a package or custom coverage (`choosing`), or
 * sees that they did not load and tries again (`failed`). Start over is this chart's too: asked on
 * its resting screens, its confirmation lies over the stage, No goes back to the screen it was on.
 * It ends with what the parent needs: the choice (with the coverages it was judged against), or
 * that the visitor starts over. The parent decides where the form goes next.
 */
import { assign, setup } from 'xstate';
import type { CoverageSet } from '../../services/rating';
import type { Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import type { Lang } from '../../src/config/lang';
import type { CoverageChoice } from './types';
import { isCoverageComplete, loadCoveragesInvoke, loadCoveragesLogic } from './coverages';
import { startOver, type StartOverEvent, type StartOverOutput, type StartOverTag } from './startOver';

export interface CoverageStageInput {
  /** The driver's state (driver3), whose coverages are offered. */
  stateCode: string;
  language: Lang;
  region: Region;
  /** The visitor's token store: the coverages' call renews an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
  /** The policy terms offered, in months (quote-9.3: the first is the default). */
  terms: readonly number[];
  /** The choice kept from before (a revisit, Back from a later stage), or none. */
  saved: CoverageChoice | null;
}

export interface CoverageStageContext extends CoverageStageInput {
  /** The coverages loaded (none until they come). */
  set: CoverageSet | null;
}

export type CoverageStageEvent =
  | { type: 'coverage.submit'; choice: CoverageChoice }
  | { type: 'coverage.retry' }
  | StartOverEvent;

/** How the stage ended: a complete choice and the coverages it was judged against, or Start over confirmed. */
export type CoverageStageOutput = { kind: 'submitted'; choice: CoverageChoice; set: CoverageSet } | StartOverOutput;

/** Start over, on the stage's resting screens (not while the coverages load). */
const restart = startOver('coverageStage', ['choosing', 'failed']);

const submitted = ({ event }: { event: CoverageStageEvent }) => ({ choice: event.type === 'coverage.submit' ? event.choice : null });

export const coverageStageMachine = setup({
  types: {
    context: {} as CoverageStageContext,
    events: {} as CoverageStageEvent,
    input: {} as CoverageStageInput,
    output: {} as CoverageStageOutput,
    tags: {} as 'loading' | StartOverTag,
  },
  actors: { loadCoverages: loadCoveragesLogic },
  guards: {
    coverageComplete: ({ context }, p: { choice: CoverageChoice | null }) => p.choice !== null && isCoverageComplete(p.choice, context.terms, context.set),
  },
  actions: {
    keepCoverageSet: assign((_, p: { set: CoverageSet }) => ({ set: p.set })),
    keepChoice: assign((_, p: { choice: CoverageChoice | null }) => (p.choice ? { saved: p.choice } : {})),
  },
}).createMachine({
  id: 'coverageStage',
  description: 'The policy: term and a coverage package or custom coverage',
  context: ({ input }) => ({ ...input, set: null }),
  initial: 'loading',
  on: restart.ask,
  states: {
    loading: {
      description: 'Loading the coverages of the driver\'s state',
      tags: ['loading'],
      meta: { spec: ['quote-7.12'] },
      invoke: loadCoveragesInvoke({ done: 'choosing', failed: 'failed' }),
    },
    choosing: {
      description: 'Choosing the term and the coverage',
      on: {
        'coverage.submit': { guard: { type: 'coverageComplete', params: submitted }, target: 'submitted', actions: { type: 'keepChoice', params: submitted } },
      },
    },
    failed: {
      description: 'The coverages did not load (none for the state: a 400): a message and a retry',
      meta: { spec: ['quote-8.2'] },
      on: { 'coverage.retry': { target: 'loading' } },
    },
    ...restart.states,
    submitted: {
      type: 'final',
      description: 'A complete choice: the parent goes on to the consent section or the quotes',
      output: ({ context }) => submittedOutput(context),
    },
  },
  // The final state's output is the stage's.
  output: ({ event }) => event.output as CoverageStageOutput,
});

/** The choice kept at the submit, with the coverages it was judged against (the submit's guard saw both). */
function submittedOutput(context: CoverageStageContext): CoverageStageOutput {
  if (!context.saved || !context.set) throw new Error('coverageStage: submitted without a choice and its coverages');
  return { kind: 'submitted', choice: context.saved, set: context.set };
}

export type CoverageStageMachine = typeof coverageStageMachine;
