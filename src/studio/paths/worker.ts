/**
 * The studio's paths worker: reads a flow's paths from the build's file where there is one
 * (built.ts), else generates them off the page's thread (the quote form's take about a minute of
 * CPU), saying how far it has gone, and sends them as plain data in batches
 * (src/paths/transfer.ts). One request per worker; the page ends the worker when it is done or
 * no longer wanted.
 *
 * It reaches a flow's path model through the flow's tools module (`src/flows/<id>.tools.ts`, or an
 * engine fixture's `fixtures/engine/<id>/<id>.tools.ts`: the module a descriptor's `tools` names), not through the registry: a descriptor also names the
 * flow's widget, whose views bring their styles, and a worker has no document to put them in (the
 * build makes a worker one script, every module it can reach included).
 */
import type { FlowTools } from '../../flows/kit';
import { generatePaths, type PathsProgress } from '../../paths/model';
import { toPlainPath } from '../../paths/transfer';
import { readBuiltPaths } from './built';
import { PATHS_BATCH, type PathsMessage, type PathsRequest } from './protocol';

/** Each flow's tools module (loaded when asked for): the site's flows' and the engine fixtures'. */
const toolsModules = import.meta.glob<{ default: FlowTools }>(['../../flows/*.tools.ts', '../../../fixtures/engine/*/*.tools.ts']);

/** The tools module of a flow: `src/flows/<id>.tools.ts`, or an engine fixture's `fixtures/engine/<id>/<id>.tools.ts`. */
function toolsOf(flow: string): (() => Promise<{ default: FlowTools }>) | undefined {
  return toolsModules[`../../flows/${flow}.tools.ts`] ?? toolsModules[`../../../fixtures/engine/${flow}/${flow}.tools.ts`];
}

/** What this module uses of a dedicated worker's scope (the project's types are the page's). */
const scope = self as unknown as {
  postMessage(message: PathsMessage): void;
  onmessage: ((event: MessageEvent<PathsRequest>) => void) | null;
};

/** Progress is told at most this often (ms): a vertex is reached every few ms. */
const PROGRESS_EVERY = 250;

async function generate({ flow }: PathsRequest): Promise<void> {
  const tools = toolsOf(flow);
  if (!tools) throw new Error(`No tools module for the flow "${flow}" (src/flows/${flow}.tools.ts)`);
  const model = await (await tools()).default.model();
  if (model.id !== flow) throw new Error(`The tools module of "${flow}" gives the path model of "${model.id}"`);
  const started = performance.now();
  // The build's file where it wrote one (built.ts: the charts with child machines), else generated here.
  const built = await readBuiltPaths(model);
  if (built) {
    for (let i = 0; i < built.paths.length; i += PATHS_BATCH) scope.postMessage({ type: 'paths', paths: built.paths.slice(i, i + PATHS_BATCH) });
    scope.postMessage({ type: 'done', id: built.id, coverage: built.coverage, count: built.paths.length, ms: performance.now() - started });
    return;
  }
  let told = 0;
  const onProgress = (progress: PathsProgress) => {
    const now = performance.now();
    if (progress.phase === 'exploring' && now - told < PROGRESS_EVERY) return;
    told = now;
    scope.postMessage({ type: 'progress', progress });
  };
  const generated = generatePaths(model, { onProgress });
  for (let i = 0; i < generated.paths.length; i += PATHS_BATCH) {
    scope.postMessage({ type: 'paths', paths: generated.paths.slice(i, i + PATHS_BATCH).map((p) => toPlainPath(model, p)) });
  }
  scope.postMessage({ type: 'done', id: generated.id, coverage: generated.coverage, count: generated.paths.length, ms: performance.now() - started });
}

scope.onmessage = (event) => {
  generate(event.data).catch((error: unknown) => {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
};
