/** The estimate panel's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { estimatePanelPageInput, estimatePanelPathModel, PAGE_ESTIMATE } from '../fixtures/models/estimatePanel.model';
import { estimatePanelText } from '../src/i18n/estimatePanel';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { estimatePanelMachine } from './estimatePanel.machine';
import { activeOnly, EXAMPLE_COVERAGES } from './estimatePanel.rules';

const generated = generatePaths(estimatePanelPathModel);

describe('[site-2.17 site-4.1] estimatePanel chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(estimatePanelPathModel, path);
    });
  }
});

describe('the estimate panel', () => {
  it('[site-4.1] with the page\'s estimate, starts collapsed; the arrow expands it, then collapses it again, as often as pressed', () => {
    const actor = createActor(estimatePanelMachine, { input: estimatePanelPageInput({ estimate: PAGE_ESTIMATE }) }).start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    for (const expected of ['expanded', 'collapsed', 'expanded', 'collapsed']) {
      actor.send({ type: 'estimate.toggle' });
      expect(actor.getSnapshot().value).toBe(expected);
    }
  });

  it('[site-2.17] keeps the estimate the page gave, as given', () => {
    const estimate = { monthly: 99, rows: [{ label: 'Liability', amount: 99 }], drivers: [], vehicles: [] };
    const actor = createActor(estimatePanelMachine, { input: estimatePanelPageInput({ estimate }) }).start();
    expect(actor.getSnapshot().context.estimate).toBe(estimate);
    // The page's own estimate is not an example: nothing to choose instead.
    actor.send({ type: 'example.change' });
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(actor.getSnapshot().context.estimate).toBe(estimate);
  });

  it('[site-2.17] without an estimate from the page, no figure until the visitor chooses an example; another choice starts again from no figure', () => {
    const actor = createActor(estimatePanelMachine, { input: estimatePanelPageInput() }).start();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.estimate).toBeNull();
    // Nothing to expand, and a coverage the panel has no example of is not a choice.
    actor.send({ type: 'estimate.toggle' });
    actor.send({ type: 'example.choose', coverage: 'gold' as never });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'example.choose', coverage: 'liability' });
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(actor.getSnapshot().context).toMatchObject({ example: 'liability', estimate: estimatePanelText.en.examples.liability });
    actor.send({ type: 'estimate.toggle' });
    actor.send({ type: 'example.change' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ example: null, estimate: null });
  });

  it.each(['en', 'es'] as const)('[site-2.17] %s: each example\'s monthly figure is the sum of its rows', (lang) => {
    for (const coverage of EXAMPLE_COVERAGES) {
      const example = estimatePanelText[lang].examples[coverage];
      expect(Math.round(example.rows.reduce((s, r) => s + r.amount, 0) * 100)).toBe(Math.round(example.monthly * 100));
    }
  });

  it('[site-2.17] shows only the active drivers and vehicles, in the estimate’s order', () => {
    const members = [
      { name: 'A', active: true },
      { name: 'B', active: false },
      { name: 'C', active: true },
    ];
    expect(activeOnly(members).map((m) => m.name)).toEqual(['A', 'C']);
    expect(activeOnly([{ name: 'B', active: false }])).toEqual([]);
  });
});
