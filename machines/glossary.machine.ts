/**
 * The glossary (site-2.18, site-4.3): two toggles, each cut off or expanded. The term links
 * (`links`): the first `linksShown` until expanded; the glossary text (`text`): the first
 * `textShown` definitions until expanded. A list short enough to show whole has no toggle
 * (`whole`). Following the link of a term whose definition is cut off expands the text
 * (`term.show`), so a link never leads to a hidden definition. Back to top (site-9.3) is the
 * view's: the scroll position is the browser's, not the chart's.
 */
import { setup } from 'xstate';
import type { GlossaryTerm } from '../src/config/glossary';
import { fitsWhole } from './glossary.rules';

export interface GlossaryInput {
  /** The terms the page configured (or the catalog's in the page's language). */
  terms: readonly GlossaryTerm[];
  linksShown: number;
  textShown: number;
}

export type GlossaryContext = GlossaryInput;

export type GlossaryEvent = { type: 'links.toggle' } | { type: 'text.toggle' } | { type: 'term.show' };

export const glossaryMachine = setup({
  types: {
    context: {} as GlossaryContext,
    events: {} as GlossaryEvent,
    input: {} as GlossaryInput,
  },
  guards: {
    linksFit: ({ context }) => fitsWhole(context.terms.length, context.linksShown),
    textFits: ({ context }) => fitsWhole(context.terms.length, context.textShown),
  },
}).createMachine({
  id: 'glossary',
  description: 'The glossary: its term links and its text, each cut off or expanded',
  context: ({ input }) => ({ terms: input.terms, linksShown: input.linksShown, textShown: input.textShown }),
  type: 'parallel',
  states: {
    links: {
      description: 'The links to the terms',
      initial: 'opening',
      states: {
        opening: { always: [{ guard: 'linksFit', target: 'whole' }, { target: 'cut' }] },
        whole: { description: 'Every link fits: no toggle', meta: { spec: ['site-2.18'] } },
        cut: {
          description: 'The first links and the toggle to show them all',
          meta: { spec: ['site-2.18', 'site-4.3'] },
          on: { 'links.toggle': { target: 'expanded' } },
        },
        expanded: {
          description: 'Every link and the toggle to show fewer',
          meta: { spec: ['site-2.18', 'site-4.3'] },
          on: { 'links.toggle': { target: 'cut' } },
        },
      },
    },
    text: {
      description: 'The definitions',
      initial: 'opening',
      states: {
        opening: { always: [{ guard: 'textFits', target: 'whole' }, { target: 'cut' }] },
        whole: { description: 'Every definition fits: no toggle', meta: { spec: ['site-2.18'] } },
        cut: {
          description: 'The text cut off: the first definitions and the toggle to expand it',
          meta: { spec: ['site-2.18', 'site-4.3'] },
          on: { 'text.toggle': { target: 'expanded' }, 'term.show': { target: 'expanded' } },
        },
        expanded: {
          description: 'The text expanded: every definition and the toggle to cut it off',
          meta: { spec: ['site-2.18', 'site-4.3'] },
          on: { 'text.toggle': { target: 'cut' } },
        },
      },
    },
  },
});

export type GlossaryMachine = typeof glossaryMachine;
