/**
 * The quote estimate panel (site-2.17, site-4.1): an arrow button toggles the estimate between
 * collapsed (its heading amount only) and expanded (its rows and the sections of the active drivers
 * and vehicles). The estimate is the page's (its data-config, validated), kept in the context as
 * given; nothing is called.
 */
import { setup } from 'xstate';
import type { Estimate } from '../src/config/estimatePanel';

export interface EstimatePanelInput {
  /** The estimate the page configured (or the catalog's example in the page's language). */
  estimate: Estimate;
}

export interface EstimatePanelContext {
  estimate: Estimate;
}

export type EstimatePanelEvent = { type: 'estimate.toggle' };

export const estimatePanelMachine = setup({
  types: {
    context: {} as EstimatePanelContext,
    events: {} as EstimatePanelEvent,
    input: {} as EstimatePanelInput,
  },
}).createMachine({
  id: 'estimatePanel',
  description: 'The quote estimate panel: the arrow shows or hides the rows and the active drivers and vehicles',
  context: ({ input }) => ({ estimate: input.estimate }),
  initial: 'collapsed',
  states: {
    collapsed: {
      description: 'The heading amount and the arrow; rows, drivers and vehicles hidden',
      meta: { spec: ['site-2.17', 'site-4.1'] },
      on: { 'estimate.toggle': { target: 'expanded' } },
    },
    expanded: {
      description: 'The rows and the sections of the active drivers and vehicles shown',
      meta: { spec: ['site-2.17', 'site-4.1'] },
      on: { 'estimate.toggle': { target: 'collapsed' } },
    },
  },
});

export type EstimatePanelMachine = typeof estimatePanelMachine;
