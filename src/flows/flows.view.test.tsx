/**
 * The generic model-based suite through the rendered view, in English and Spanish, for every
 * flow of the registry: each generated path is played as a user would (the flow's screens
 * description: typing, clicking), the held calls answer with the path's outcomes, and every
 * state's screen is checked. A flow's own checks (storage, analytics, call inputs) live in its
 * own test files.
 */
import { describe, expect, it } from 'vitest';
import { flows } from '../registry';
import { formatCoverage, generatePaths } from '../paths/model';
import { playFlowPath } from '../testing/flows';
import { statesWithoutScreens } from '../testing/view';
import { loadFlows } from './kit';

const loaded = await loadFlows(flows);

for (const flow of loaded) {
  const generated = generatePaths(flow.model);
  describe.each(['en', 'es'] as const)(`${flow.id} through the view (%s)`, (lang) => {
    it('every state has a declared screen', () => {
      expect(statesWithoutScreens(flow.widget.machine, flow.screens(lang))).toEqual([]);
      console.log(`${formatCoverage(generated)} (through the view, ${lang})`);
    });

    for (const path of generated.paths) {
      it(path.title, async () => {
        await playFlowPath(flow, lang, path);
      });
    }
  });
}
