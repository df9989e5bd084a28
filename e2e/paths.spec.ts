/**
 * Every generated path of every registered flow, walked in the real page in English and
 * Spanish against the sandbox (e2e/walk.ts), with an axe-core scan of each state it settles in.
 * Each test is titled with the clause ids of the states its path visits; the flows' own test
 * files name the same ids (src/flows/flows.model.test.ts checks that they do).
 */
import { test } from '@playwright/test';
import { loadFlows } from '../src/flows/kit';
import { flows } from '../src/registry';
import { generatePaths } from '../src/paths/model';
import { axeScanSteps, walkPath } from './walk';

const LANGS = ['en', 'es'] as const;
const loaded = await loadFlows(flows);

for (const flow of loaded) {
  const generated = generatePaths(flow.model);
  test.describe(`${flow.id}: every generated path in Chromium (en, es), axe-core at every state`, () => {
    for (const lang of LANGS) {
      const scans = axeScanSteps(flow.screens(lang), generated.paths);
      for (const path of generated.paths) {
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
