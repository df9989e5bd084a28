/**
 * The generated paths of every registered flow (engine fixtures included, on the studio's
 * `?run=<id>` page), walked in the real page in English and Spanish against the sandbox
 * (e2e/walk.ts), with an axe-core scan of each state it settles in. By default the selection
 * that covers every state, transition and call outcome (`selectPaths`); `npm run test:e2e:all`
 * (E2E_ALL=1) walks every path.
 * Each test is titled with the clause ids of the states its path visits; the flows' own test
 * files name the same ids (src/flows/flows.model.test.ts checks that they do).
 */
import { expect, test } from '@playwright/test';
import { loadFlows } from '../src/flows/kit';
import { allFlows } from '../src/registry';
import { formatCoverage, generatePaths, measureCoverage, selectPaths } from '../src/paths/model';
import { axeScanSteps, walkPath } from './walk';

const LANGS = ['en', 'es'] as const;
const ALL = process.env.E2E_ALL === '1';
const loaded = await loadFlows(allFlows);

for (const flow of loaded) {
  const generated = generatePaths(flow.model);
  const walked = ALL ? generated.paths : selectPaths(flow.widget.machine, generated.paths);
  test.describe(`${flow.id}: generated paths in Chromium (en, es), axe-core at every state`, () => {
    test(`${flow.id}: the walked paths cover every state and transition`, ({}, testInfo) => {
      const coverage = measureCoverage(flow.widget.machine, walked);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      // The summary prints it with how many of the flow's path tests passed.
      testInfo.annotations.push({ type: 'coverage', description: `${flow.id}|${formatCoverage({ ...generated, paths: walked, coverage })}` });
    });
    for (const lang of LANGS) {
      const scans = axeScanSteps(flow.screens(lang), walked);
      for (const path of walked) {
        test(
          `[${path.spec.join(' ')}] ${flow.id} ${lang} ${path.title}`,
          { annotation: { type: 'path', description: `${flow.id} ${lang} ${path.id}` } },
          async ({ page }, testInfo) => {
            await walkPath({ page, flow, lang, path, scanAt: scans.get(path.id) ?? new Set(), testInfo });
          },
        );
      }
    }
  });
}
