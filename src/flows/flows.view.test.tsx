// @vitest-environment jsdom
/**
 * The generic model-based suite through the rendered view, in English and Spanish, for every
 * flow of the registry (engine fixtures included): each path of the selection (`selectPaths`:
 * every state, transition and call outcome at least once; the machine-alone suite plays every
 * path) is played as a user would (the flow's screens description: typing, clicking), the held
 * calls answer with the path's outcomes, delays pass on fake timers, and every state's screen
 * is checked. A flow's own checks (storage, analytics, call inputs) live in its own test files.
 */
import { describe, expect, it } from 'vitest';
import { allFlows } from '../registry';
import { formatCoverage, generatePaths, measureCoverage, selectPaths } from '../paths/model';
import { playFlowPath } from '../testing/flows';
import { statesWithoutScreens } from '../testing/view';
import { loadFlows } from './kit';

const loaded = await loadFlows(allFlows);

for (const flow of loaded) {
  const generated = generatePaths(flow.model);
  const selected = selectPaths(flow.widget.machine, generated.paths);
  const walked = { ...generated, paths: selected, coverage: measureCoverage(flow.widget.machine, selected) };
  describe.each(['en', 'es'] as const)(`${flow.id} through the view (%s)`, (lang) => {
    it('every state has a declared screen, and the selection covers what every path covers', () => {
      expect(statesWithoutScreens(flow.widget.machine, flow.screens(lang))).toEqual([]);
      expect(walked.coverage.states.missing).toEqual(generated.coverage.states.missing);
      expect(walked.coverage.transitions.missing).toEqual(generated.coverage.transitions.missing);
      console.log(`${formatCoverage(walked)} of ${generated.paths.length} (through the view, ${lang})`);
    });

    for (const path of selected) {
      it(path.title, async () => {
        await playFlowPath(flow, lang, path);
      });
    }
  });
}
