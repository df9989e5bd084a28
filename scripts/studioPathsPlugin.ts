/**
 * The studio's paths of the charts with child machines (the quote form's take a minute of CPU in a
 * phone's browser, and 8 s of the browser run), written by the build as `studio/paths/<flow>.json`
 * from the store `npm test` fills (src/testing/sharedPaths.ts: made there when it has none). The
 * studio reads that file before it would generate them in its worker (src/studio/paths/built.ts).
 * The file and the studio's model come from one build, so they always agree; the dev server writes
 * none (a chart edited while it runs would no longer match), and the studio generates as before.
 */
import type { Plugin } from 'vite';
import type { FlowDescriptor } from '../src/flows/kit';
import { generatePaths } from '../src/paths/model';
import { childCharts } from '../src/paths/system';
import { toPlainPaths } from '../src/paths/transfer';
import type { PathModel } from '../src/paths/types';
import { STUDIO_PATHS_DIR } from '../src/studio/paths/built';
import { PATHS_STORE, sharedPaths } from '../src/testing/sharedPaths';

/** The path models whose paths the build writes: the flows' with child machines (read while the config is, as the first screens are). */
export async function studioPathModels(flows: readonly FlowDescriptor[]): Promise<PathModel[]> {
  const models = await Promise.all(flows.map((f) => f.model()));
  return models.filter((m) => childCharts(m.machine).length > 0);
}

/** The file's text: the generation as plain data (src/paths/transfer.ts). */
export function studioPathsFile(model: PathModel, store: string = PATHS_STORE): string {
  return JSON.stringify(toPlainPaths(model, generatePaths(model, { source: sharedPaths(store) })));
}

export function studioPathsPlugin(models: readonly PathModel[]): Plugin {
  return {
    name: 'studio-paths',
    apply: 'build',
    generateBundle() {
      for (const model of models) this.emitFile({ type: 'asset', fileName: `${STUDIO_PATHS_DIR}/${model.id}.json`, source: studioPathsFile(model) });
    },
  };
}
