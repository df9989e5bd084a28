/**
 * The quote estimate panel (site-2.17, site-4.1): an arrow button toggles the estimate between
 * collapsed (its heading amount only) and expanded (its rows and the sections of the active drivers
 * and vehicles). The estimate is the page's (its data-config, validated), kept in the context as
 * given; nothing is called.
 *
 * A page that gives no estimate (a content page: it knows nothing of the visitor) shows no figure
 * until the visitor asks for one: the panel first offers the coverages of its examples, and shows
 * the chosen example's figure, said to be an example, with a way to choose another.
 */
import { assign, setup } from 'xstate';
import type { Estimate } from '../src/config/estimatePanel';
import { EXAMPLE_COVERAGES, type ExampleCoverage } from './estimatePanel.rules';

export interface EstimatePanelInput {
  /** The estimate the page configured; null: the page gives none, and the visitor chooses an example. */
  estimate: Estimate | null;
  /** The examples a visitor may choose from, per coverage (the catalog's, in the page's language). */
  examples: Readonly<Record<ExampleCoverage, Estimate>>;
}

export interface EstimatePanelContext {
  /** The estimate shown: the page's, or the example the visitor chose; null: none yet (no figure). */
  estimate: Estimate | null;
  examples: Readonly<Record<ExampleCoverage, Estimate>>;
  /** The example's coverage the visitor chose; null while none is, and for the page's own estimate. */
  example: ExampleCoverage | null;
}

export type EstimatePanelEvent =
  | { type: 'estimate.toggle' }
  /** The visitor asks for the example of a coverage. */
  | { type: 'example.choose'; coverage: ExampleCoverage }
  /** The visitor wants to choose another example's coverage. */
  | { type: 'example.change' };

const isCoverage = (value: unknown): value is ExampleCoverage => (EXAMPLE_COVERAGES as readonly unknown[]).includes(value);

export const estimatePanelMachine = setup({
  types: {
    context: {} as EstimatePanelContext,
    events: {} as EstimatePanelEvent,
    input: {} as EstimatePanelInput,
  },
  guards: {
    /** The page gave its own estimate. */
    hasPageEstimate: ({ context }) => context.estimate !== null,
    /** A coverage the panel has an example of. */
    knownCoverage: ({ event }) => event.type === 'example.choose' && isCoverage(event.coverage),
    /** What is shown is an example the visitor chose (the page's own estimate cannot be changed). */
    showsExample: ({ context }) => context.example !== null,
  },
  actions: {
    showExample: assign(({ context, event }) => {
      if (event.type !== 'example.choose' || !isCoverage(event.coverage)) return {};
      return { example: event.coverage, estimate: context.examples[event.coverage] };
    }),
    clearExample: assign({ example: null, estimate: null }),
  },
}).createMachine({
  id: 'estimatePanel',
  description: 'The quote estimate panel: the arrow shows or hides the rows and the active drivers and vehicles',
  context: ({ input }) => ({ estimate: input.estimate, examples: input.examples, example: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Whether the page gave its own estimate',
      always: [{ guard: 'hasPageEstimate', target: 'collapsed' }, { target: 'choosing' }],
    },
    choosing: {
      description: 'No estimate from the page: no figure; the coverages of the examples offered',
      meta: { spec: ['site-2.17'] },
      on: { 'example.choose': { guard: 'knownCoverage', target: 'collapsed', actions: 'showExample' } },
    },
    collapsed: {
      description: 'The heading amount and the arrow; rows, drivers and vehicles hidden',
      meta: { spec: ['site-2.17', 'site-4.1'] },
      on: {
        'estimate.toggle': { target: 'expanded' },
        'example.change': { guard: 'showsExample', target: 'choosing', actions: 'clearExample' },
      },
    },
    expanded: {
      description: 'The rows and the sections of the active drivers and vehicles shown',
      meta: { spec: ['site-2.17', 'site-4.1'] },
      on: {
        'estimate.toggle': { target: 'collapsed' },
        'example.change': { guard: 'showsExample', target: 'choosing', actions: 'clearExample' },
      },
    },
  },
});

export type EstimatePanelMachine = typeof estimatePanelMachine;
