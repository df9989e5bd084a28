/** The glossary's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { glossaryPageInput, glossaryPathModel } from '../fixtures/models/glossary.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { glossaryMachine } from './glossary.machine';
import { fitsWhole, isCutOff, visibleItems } from './glossary.rules';

const generated = generatePaths(glossaryPathModel);

describe('[site-2.18 site-4.3] glossary chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(glossaryPathModel, path);
    });
  }
});

const start = (over = {}) => createActor(glossaryMachine, { input: glossaryPageInput(over) }).start();

describe('the glossary', () => {
  it('[site-4.3 site-2.18] the text and the links start cut off, and each toggle expands and cuts its own part only', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toEqual({ links: 'cut', text: 'cut' });
    actor.send({ type: 'text.toggle' });
    expect(actor.getSnapshot().value).toEqual({ links: 'cut', text: 'expanded' });
    actor.send({ type: 'links.toggle' });
    expect(actor.getSnapshot().value).toEqual({ links: 'expanded', text: 'expanded' });
    actor.send({ type: 'text.toggle' });
    expect(actor.getSnapshot().value).toEqual({ links: 'expanded', text: 'cut' });
  });

  it('[site-2.18] following a cut-off term’s link expands the text; once expanded it changes nothing', () => {
    const actor = start();
    actor.send({ type: 'term.show' });
    expect(actor.getSnapshot().value).toEqual({ links: 'cut', text: 'expanded' });
    actor.send({ type: 'term.show' });
    expect(actor.getSnapshot().value).toEqual({ links: 'cut', text: 'expanded' });
  });

  it('[site-2.18] a list that fits shows whole, with no toggle to press', () => {
    const terms = glossaryPageInput().terms.slice(0, 4);
    const actor = start({ terms, linksShown: 4, textShown: 3 });
    expect(actor.getSnapshot().value).toEqual({ links: 'whole', text: 'cut' });
    expect(actor.getSnapshot().can({ type: 'links.toggle' })).toBe(false);
  });

  it('[site-4.3] the rules: what fits, what shows, what is cut off', () => {
    expect(fitsWhole(4, 4)).toBe(true);
    expect(fitsWhole(5, 4)).toBe(false);
    expect(visibleItems([1, 2, 3, 4, 5], 2, false)).toEqual([1, 2]);
    expect(visibleItems([1, 2, 3], 2, true)).toEqual([1, 2, 3]);
    expect(isCutOff(3, 4)).toBe(false);
    expect(isCutOff(4, 4)).toBe(true);
  });
});
