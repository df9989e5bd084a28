/**
 * The generated paths of a browser run: a chart with child machines reads them from the store that
 * `npm test` fills (src/testing/sharedPaths.ts, one file per model and version of the sources), or
 * makes them there once when the store has none (the main process, as it lists the tests; the
 * workers then read that file); any other chart's are generated where they are asked for (a few ms).
 */
import { generatePaths, type GeneratedPaths } from '../src/paths/model';
import type { PathModel } from '../src/paths/types';
import { PATHS_STORE, pruneStore, sharedPaths } from '../src/testing/sharedPaths';

const source = sharedPaths(PATHS_STORE);
let pruned = false;

export function cachedPaths(model: PathModel): GeneratedPaths {
  if (!pruned) {
    pruneStore();
    pruned = true;
  }
  return generatePaths(model, { source });
}
