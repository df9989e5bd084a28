/**
 * A flow's own view test (`views/<dir>/<flow id>.model.test.tsx`) walks the tours of its generated
 * paths in English with its own checks at each state (calls' inputs, where the page went, what it
 * logged), the screens' checks included. The generic English suite (src/flows/flowsView.suite.ts)
 * would walk the same tours again with fewer checks: for a flow whose own test takes its tours from
 * `ownTours`, it checks their coverage and leaves the walk to that test. Spanish is the generic
 * suite's in every flow.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadedFlow } from '../flows/kit';
import type { GeneratedPaths, ModelPath } from '../paths/model';
import { tourPaths } from '../paths/tours';
import { testPaths } from './sharedPaths';

// The project's folder, two up from this module (as text: under jsdom, `URL` is jsdom's).
const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** The flow's generated paths (the run's shared ones) and the tours the generic English suite would walk. */
export function ownTours(flow: LoadedFlow): { generated: GeneratedPaths; tours: ModelPath[] } {
  const generated = testPaths(flow.model);
  return { generated, tours: tourPaths(flow.model, generated.paths) };
}

/** The file of a flow's own view test, when there is one: `views/<any dir>/<flow id>.model.test.tsx`. */
export function ownViewTestFile(flowId: string): string | undefined {
  const views = join(ROOT, 'views');
  if (!existsSync(views)) return undefined;
  for (const entry of readdirSync(views, { withFileTypes: true })) {
    const file = join(views, entry.name, `${flowId}.model.test.tsx`);
    if (entry.isDirectory() && existsSync(file)) return file;
  }
  return undefined;
}

/** Whether the flow's own view test walks the tours `ownTours` gives (it calls it), so the generic English suite need not. */
export function walksOwnTours(flowId: string): boolean {
  const file = ownViewTestFile(flowId);
  return file !== undefined && /\bownTours\(flow\)/.test(readFileSync(file, 'utf8'));
}
