/**
 * The generated paths of every registered flow (engine fixtures included, on the studio's
 * `?run=<id>` page), walked in the real page in English and Spanish against the sandbox
 * (e2e/walk.ts), with an axe-core scan of each state it settles in. By default the selection
 * that covers every state, screen and call outcome (`selectPaths` with `screensAndCalls`: each
 * transition is walked through the same view in jsdom, src/flows/flowsView.suite.ts, decision 54); `npm run test:e2e:all`
 * (E2E_ALL=1) walks every path, and with E2E_CHANGED=1 (CI) every English path of a chart whose
 * paths are not those last walked in full (e2e/full-walks.json, src/testing/fullWalks.ts). Spanish
 * walks one path of that selection per chart, the one that
 * shows the most of the chart's own screens (`selectLeafPaths` with `ownLeaves`, its first pick):
 * the page as built in Spanish, its screens drawn and scanned on the way, and each round trip
 * through another page; every state is checked in Spanish in jsdom, its texts and an axe-core scan
 * each (src/flows/flowsView.suite.ts, decision 25). With E2E_ALL=1 Spanish walks every path too.
 * A flow whose path model names pages it leaves for and comes back from (`returns`) is also
 * walked through each of them: the path that leaves, the other page, the path that comes back.
 * Each test is titled with the clause ids of the states its path visits; the flows' own test
 * files name the same ids (src/flows/flows.model.test.ts checks that they do).
 */
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './workerPage';
import { loadFlows } from '../src/flows/kit';
import { walkedFlows } from '../src/registry';
import { formatCoverage, measureCoverage, ownLeaves, selectLeafPaths, selectPaths } from '../src/paths/model';
import { roundTrips } from '../src/paths/trips';
import { axeScanSteps } from './axeScan';
import { walkHoldsOf, walkPath, walkRoundTrip } from './walk';
import { cachedPaths } from './pathsCache';
import { fullWalkReason, fullWalkRecord, pathsFingerprint, readFullWalks } from '../src/testing/fullWalks';

const LANGS = ['en', 'es'] as const;
const ALL = process.env.E2E_ALL === '1';
const CHANGED = process.env.E2E_CHANGED === '1';
const loaded = await loadFlows(walkedFlows);
const recorded = readFullWalks(fileURLToPath(new URL('./full-walks.json', import.meta.url)));

for (const flow of loaded) {
  const generated = cachedPaths(flow.model);
  // A state the page leaves at once (`leftAtOnce` in the screens: the quote's lead write) has passed
  // before a visitor can act in it: a path that acts there is walked with the call that leaves it
  // held (src/paths/holds.ts), and only one whose call cannot be held is left to the view's walk.
  const walkable = generated.paths.filter((p) => !walkHoldsOf(flow, 'en', p).unholdable);
  const fingerprint = pathsFingerprint(walkable);
  const full = fullWalkReason({ all: ALL, changed: CHANGED }, recorded[flow.id], fingerprint);
  const selection = selectPaths(flow.widget.machine, walkable, 'screensAndCalls');
  const walked = full ? walkable : selection;
  // The engine fixtures prove the path engine, not a page's texts: they are walked in English only
  // here (through the view they are walked in both languages; E2E_ALL=1 walks both here too).
  const langs: ReadonlyArray<(typeof LANGS)[number]> = flow.descriptor.fixture && !ALL ? ['en'] : LANGS;
  test.describe(`${flow.id}: generated paths in Chromium (${langs.join(', ')}), axe-core at every state`, () => {
    const record = { type: 'fullWalkRecord', description: `${flow.id} ${fullWalkRecord(recorded[flow.id], fingerprint)}` };
    test(`${flow.id}: the walked paths cover every state`, { annotation: record }, ({}, testInfo) => {
      const coverage = measureCoverage(flow.widget.machine, walked);
      // Every state the generated paths reach (and every screen and call outcome, by the selection):
      // none is left to jsdom alone. Every transition is walked through the view in jsdom, which
      // fails on one it misses (src/flows/flowsView.suite.ts); the summary prints the browser's share.
      const reachable = measureCoverage(flow.widget.machine, generated.paths);
      expect(coverage.states.missing).toEqual(reachable.states.missing);
      // The summary prints it with how many of the flow's path tests passed.
      testInfo.annotations.push({ type: 'coverage', description: `${flow.id}|${formatCoverage({ ...generated, paths: walked, coverage })}` });
    });
    const trips = roundTrips(flow.model, generated.paths, walked);
    for (const lang of langs) {
      const paths = lang === 'es' && !ALL ? selectLeafPaths(selection, ownLeaves(flow.widget.machine), 1) : walked;
      // A chart walked in full: the reporter records it once every English path has passed (e2e/fullWalkReporter.ts).
      const fullNote = full && lang === 'en' ? [{ type: 'fullWalk', description: `${flow.id} ${fingerprint} ${paths.length} ${full}` }] : [];
      const scans = axeScanSteps(flow.screens(lang), paths);
      for (const path of paths) {
        test(
          `[${path.spec.join(' ')}] ${flow.id} ${lang} ${path.title}`,
          { annotation: [{ type: 'path', description: `${flow.id} ${lang} ${path.id}` }, ...fullNote] },
          async ({ page }, testInfo) => {
            await walkPath({ page, flow, lang, path, scanAt: scans.get(path.id) ?? new Set(), testInfo });
          },
        );
      }
      for (const round of trips) {
        const spec = [...new Set([...round.leave.spec, ...round.back.spec])];
        test(
          `[${spec.join(' ')}] ${flow.id} ${lang} ${round.leave.id}, ${round.trip.label}, then ${round.back.id}`,
          { annotation: { type: 'path', description: `${flow.id} ${lang} ${round.leave.id}+${round.back.id}` } },
          async ({ page }, testInfo) => {
            await walkRoundTrip({ page, flow, lang, trip: round, testInfo });
          },
        );
      }
    }
  });
}
