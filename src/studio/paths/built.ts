/**
 * A flow's paths as the build wrote them (scripts/studioPathsPlugin.ts: the charts with child
 * machines, from the store the tests fill), read by the studio's worker (worker.ts) before it would
 * generate them: off the page's thread, since the quote form's file is about 20 MB. Null where there
 * is none (another flow, the dev server), the answer is not such a file, or it does not fit the
 * model: the worker then generates them.
 */
import * as z from 'zod/mini';
import type { GeneratedPaths } from '../../paths/model';
import type { PathModel } from '../../paths/types';
import { fromPlainPaths, type PlainPath } from '../../paths/transfer';

/** Where the build writes them, under the site's root: `studio/paths/<flow>.json`. */
export const STUDIO_PATHS_DIR = 'studio/paths';

const figure = z.object({ covered: z.number(), total: z.number(), missing: z.array(z.string()) });
const step = z.looseObject({
  kind: z.string(),
  state: z.object({ value: z.unknown() }),
  leaves: z.array(z.string()),
  transitions: z.array(z.string()),
  text: z.string(),
  user: z.optional(z.int()),
  outcome: z.optional(z.int()),
  event: z.optional(z.looseObject({ type: z.string() })),
});
const fileSchema = z.object({
  id: z.string(),
  coverage: z.object({ states: figure, transitions: figure, clauses: figure }),
  paths: z.array(
    z.looseObject({ id: z.string(), start: z.int(), steps: z.array(step), target: z.array(z.string()), spec: z.array(z.string()), title: z.string() }),
  ),
});

/** A generation as plain data (the build's file, the worker's messages). */
export type PlainPaths = { id: string; coverage: GeneratedPaths['coverage']; paths: PlainPath[] };

/**
 * The model's paths from the build's file, as plain data, once they are checked to be this model's
 * (each made back with it); null when there are none to read.
 */
export async function readBuiltPaths(model: PathModel, signal?: AbortSignal): Promise<PlainPaths | null> {
  try {
    const answer = await fetch(`/${STUDIO_PATHS_DIR}/${encodeURIComponent(model.id)}.json`, { signal });
    if (!answer.ok) return null;
    const parsed = fileSchema.safeParse(await answer.json());
    if (!parsed.success) return null;
    const plain: PlainPaths = { ...parsed.data, paths: parsed.data.paths as unknown as PlainPath[] };
    fromPlainPaths(model, plain);
    return plain;
  } catch {
    // No file (a page served without one), an answer that is not JSON, or paths of another model.
    return null;
  }
}
