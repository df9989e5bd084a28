/** The estimate panel's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { estimatePanelPageInput, estimatePanelPathModel } from '../fixtures/models/estimatePanel.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { estimatePanelMachine } from './estimatePanel.machine';
import { activeOnly } from './estimatePanel.rules';

const generated = generatePaths(estimatePanelPathModel);

describe('[site-2.17 site-4.1] estimatePanel chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(estimatePanelPathModel, path);
    });
  }
});

describe('the estimate panel', () => {
  it('[site-4.1] starts collapsed; the arrow expands it, then collapses it again, as often as pressed', () => {
    const actor = createActor(estimatePanelMachine, { input: estimatePanelPageInput() }).start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    for (const expected of ['expanded', 'collapsed', 'expanded', 'collapsed']) {
      actor.send({ type: 'estimate.toggle' });
      expect(actor.getSnapshot().value).toBe(expected);
    }
  });

  it('[site-2.17] keeps the estimate the page gave, as given', () => {
    const estimate = { monthly: 99, rows: [{ label: 'Liability', amount: 99 }], drivers: [], vehicles: [] };
    const actor = createActor(estimatePanelMachine, { input: { estimate } }).start();
    expect(actor.getSnapshot().context.estimate).toBe(estimate);
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
