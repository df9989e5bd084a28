/**
 * The paths a build writes for the studio (scripts/studioPathsPlugin.ts) and the studio's reading of
 * them (src/studio/paths/built.ts): which charts get a file, and that the file, as the studio's worker fetches it,
 * gives back the very generation (the fetch answers with the file's text: the network is all that is
 * stood in for).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import payment from '../src/flows/payment';
import { generatePaths } from '../src/paths/model';
import { flows } from '../src/registry';
import { fromPlainPaths } from '../src/paths/transfer';
import { readBuiltPaths, STUDIO_PATHS_DIR } from '../src/studio/paths/built';
import { studioPathModels, studioPathsFile } from './studioPathsPlugin';

afterEach(() => vi.unstubAllGlobals());

/** The page's fetch, answering the file's address with `body` (any other address: 404). */
function serve(flowId: string, body: string, status = 200) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return url === `/${STUDIO_PATHS_DIR}/${flowId}.json` ? new Response(body, { status }) : new Response('', { status: 404 });
  });
  return asked;
}

describe("the studio's paths written by the build", () => {
  it('are written for the charts with child machines (the quote form, sign-in), not the others (payment)', async () => {
    const ids = (await studioPathModels(flows)).map((m) => m.id);
    expect(ids).toContain('quote');
    expect(ids).toContain('signIn');
    expect(ids).not.toContain('payment');
  });

  it('read back by the studio, are the generation itself: ids, titles, steps, events and coverage', async () => {
    const model = await payment.model();
    const asked = serve(model.id, studioPathsFile(model));
    const plain = await readBuiltPaths(model);
    const read = plain && fromPlainPaths(model, plain);
    expect(asked).toEqual([`/${STUDIO_PATHS_DIR}/payment.json`]);
    const generated = generatePaths(model);
    expect(read?.coverage).toEqual(generated.coverage);
    expect(read?.paths.map((p) => [p.id, p.title, p.start, p.steps.map((s) => [s.text, s.event.type, s.leaves])])).toEqual(
      generated.paths.map((p) => [p.id, p.title, p.start, p.steps.map((s) => [s.text, s.event.type, s.leaves])]),
    );
  });

  it('none, a file that is not one, or one of another model: null, and the studio generates them', async () => {
    const model = await payment.model();
    serve('quote', '{}');
    expect(await readBuiltPaths(model)).toBeNull();
    serve(model.id, 'not json');
    expect(await readBuiltPaths(model)).toBeNull();
    serve(model.id, JSON.stringify({ id: 'x', coverage: {}, paths: [] }));
    expect(await readBuiltPaths(model)).toBeNull();
    // A path that starts at an input this model does not have.
    const file = JSON.parse(studioPathsFile(model)) as { paths: Array<{ start: number }> };
    file.paths[0]!.start = 999;
    serve(model.id, JSON.stringify(file));
    expect(await readBuiltPaths(model)).toBeNull();
  });
});
