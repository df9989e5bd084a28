/**
 * Every generated path of every registered flow, walked in the real page in English and
 * Spanish against the sandbox (e2e/walk.ts), with an axe-core scan of each state it settles in.
 * Each test is titled with the clause ids of the states its path visits.
 */
import { expect, test } from '@playwright/test';
import { flows } from '../src/registry';
import { generatePaths } from '../src/paths/model';
import { axeScanSteps, walkPath } from './walk';

/**
 * The clause ids each flow's paths verify on screen, written out for the spec-coverage tool
 * (which reads this file's text); the first test of each flow checks them against the paths.
 */
const CLAUSES: Record<string, string> = {
  payment: '[site-2.24 site-2.25 site-4.5 site-4.6 site-4.7 site-4.8 site-4.9 site-4.10 site-4.11 site-4.12 site-5.3 site-8.6 site-8.7 site-9.4]',
  quoteZip: '[site-2.21 site-2.22 site-4.4 site-5.1 site-7.2 site-8.3 site-8.4]',
};

const LANGS = ['en', 'es'] as const;

for (const flow of flows) {
  const generated = generatePaths(flow.model);
  const named = CLAUSES[flow.id] ?? '[no clause ids written for this flow]';

  test.describe(`${named} ${flow.id}: every generated path in Chromium (en, es), axe-core at every state`, () => {
    test(`the clause ids written for ${flow.id} are those its paths visit`, () => {
      const visited = [...new Set(generated.paths.flatMap((p) => p.spec))].sort();
      const written = named.replace(/^\[|\]$/g, '').split(' ').sort();
      expect(written, `write CLAUSES.${flow.id} in e2e/paths.spec.ts as [${visited.join(' ')}]`).toEqual(visited);
    });

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
