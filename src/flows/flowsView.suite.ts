/**
 * The generic model-based suite through the rendered view, for every flow of the registry
 * (engine fixtures included), in one language per test file (flows.view.en.test.tsx,
 * flows.view.es.test.tsx: the two halves run side by side). In English each path of the selection
 * (`tourPaths`: every state, transition and call outcome at least once, a chart with child machines
 * in tours that join generated paths, src/paths/tours.ts; the machine-alone suite plays every
 * path) is played as a user would (the flow's screens description: typing, clicking),
 * the held calls answer with the path's outcomes, delays pass on fake timers, and every state's
 * screen is checked. Spanish checks its texts once per screen rather than once per path: it plays
 * the fewest paths of that selection that still show every Spanish screen check
 * (`selectScreenPaths`: every declared state's expectations, every element acted on), and at every
 * step finds no text of the English catalogs where a Spanish one exists (src/testing/englishTexts.ts).
 * A flow's own checks (storage, analytics, call inputs) live in its own test files; a flow whose own
 * view test walks its English tours (`ownTours`, src/testing/ownTours.ts) is not walked again here
 * in English: the coverage of those tours is checked here, the walk is that test's.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../config/lang';
import { allFlows } from '../registry';
import { formatCoverage, measureCoverage, settledLeafStates } from '../paths/model';
import { tourPaths } from '../paths/tours';
import { screenChecks, selectScreenPaths } from '../paths/screens';
import { seriousViolations } from '../testing/axe';
import { englishTextsShown } from '../testing/englishTexts';
import { playFlowPath } from '../testing/flows';
import { statesWithoutScreens } from '../testing/view';
import { testPaths } from '../testing/sharedPaths';
import { walksOwnTours } from '../testing/ownTours';
import { loadFlows } from './kit';

/**
 * In Spanish, every state of a path: no text of the English catalogs on the screen, and the first
 * time a state is shown, no serious axe-core violation in it (`scanned` holds the states scanned).
 * A Proxy: the same check for any state.
 */
function spanishChecks(scanned: Set<string>): Record<string, () => Promise<void>> {
  return new Proxy({} as Record<string, () => Promise<void>>, {
    get: (_, leaf: string) => async () => {
      expect(englishTextsShown(document.body), 'English catalog texts on a Spanish screen').toEqual([]);
      if (scanned.has(leaf)) return;
      scanned.add(leaf);
      expect(await seriousViolations(document.body), `axe-core in ${leaf}`).toEqual([]);
    },
  });
}

const union = (sets: Array<Set<string>>): string[] => [...new Set(sets.flatMap((s) => [...s]))].sort();

/** Declare the suite of every registered flow in one language. */
export async function flowsThroughTheView(lang: Lang): Promise<void> {
  const loaded = await loadFlows(allFlows);
  for (const flow of loaded) {
    const generated = testPaths(flow.model);
    const selected = tourPaths(flow.model, generated.paths);
    const paths = lang === 'en' ? selected : selectScreenPaths(flow.screens('es'), selected);
    const walkedElsewhere = lang === 'en' && walksOwnTours(flow.id);
    describe(`${flow.id} through the view (${lang})`, () => {
      const walked = { ...generated, paths, coverage: measureCoverage(flow.widget.machine, paths) };
      it('every state has a declared screen, and the walked paths show every screen the selection shows', () => {
        const screens = flow.screens(lang);
        expect(statesWithoutScreens(flow.widget.machine, screens)).toEqual([]);
        expect(walked.coverage.states.missing).toEqual(generated.coverage.states.missing);
        const leaves = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.leaves)));
        expect(settledLeafStates(flow.widget.machine).filter((leaf) => !leaves.has(leaf))).toEqual([]);
        expect(union(paths.map((p) => screenChecks(screens, p)))).toEqual(union(selected.map((p) => screenChecks(screens, p))));
        if (lang === 'en') expect(walked.coverage.transitions.missing).toEqual(generated.coverage.transitions.missing);
        const what = walkedElsewhere ? 'through the view, en, walked by its own view test' : lang === 'en' ? 'through the view, en' : `through the view, es: every screen, ${paths.length} of the ${selected.length} selected`;
        console.log(`${formatCoverage(walked)} of ${generated.paths.length} (${what})`);
      });

      const scanned = new Set<string>();
      for (const path of walkedElsewhere ? [] : paths) {
        it(path.title, async () => {
          await playFlowPath(flow, lang, path, lang === 'es' ? () => spanishChecks(scanned) : undefined);
        });
      }
      if (lang === 'es') {
        // The browser walks each Spanish screen of the chart itself and scans it there (decision 25);
        // every state, a child chart's included, is scanned here.
        it('axe-core found no serious violation in any state shown in Spanish, each scanned once', () => {
          const shown = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.leaves)));
          expect([...shown].filter((leaf) => !scanned.has(leaf))).toEqual([]);
        });
      }
    });
  }
}
