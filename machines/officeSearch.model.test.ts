/** The location search's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { officeSearchPageInput, officeSearchPathModel, REFUSED_SEARCH } from '../fixtures/models/officeSearch.model';
import type { GeocodeFound } from '../services/geo';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { officeSearchMachine } from './officeSearch.machine';

const generated = generatePaths(officeSearchPathModel);

describe('[site-2.6 site-5.2] officeSearch chart, machine alone: every path, with what it geocodes', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(officeSearchPathModel, path, {
        onStep: (step, controller) => {
          // [site-7.12] a search the page accepts is geocoded as typed (trimmed); a refused one is not.
          if (step.leaves[0] === 'searching') expect(controller.lastInput('geocode')).toEqual({ query: '78701' });
        },
      });
    });
  }
});

/** The chart with the geocoder answering `answer`, after a search for `query`. */
async function searched(query: string, answer: GeocodeFound | Error) {
  const asked: string[] = [];
  const machine = officeSearchMachine.provide({
    actors: {
      geocode: fromPromise<GeocodeFound, { query: string }>(async ({ input }) => {
        asked.push(input.query);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: officeSearchPageInput() }).start();
  actor.send({ type: 'search.submit', query });
  await new Promise((r) => setTimeout(r, 0));
  return { actor, asked };
}

const AUSTIN: GeocodeFound = { found: true, latitude: 30.2713, longitude: -97.7426, postalCode: '78701', formattedAddress: 'Austin, TX 78701, USA' };

describe('the search', () => {
  it('[site-2.6 site-2.8 site-9.2] lists at most 6 offices nearest the geocoded point, nearest first, with their miles', async () => {
    const { actor, asked } = await searched(' 78701 ', AUSTIN);
    expect(asked).toEqual(['78701']);
    const { results } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('results');
    expect(results).toHaveLength(6);
    expect(results[0]?.office.title).toBe('Austin Downtown');
    expect(results.map((r) => r.miles)).toEqual([...results.map((r) => r.miles)].sort((a, b) => a - b));
    for (const r of results) expect(Math.round(r.miles * 10)).toBe(r.miles * 10);
  });

  it('[site-2.7] the map view: Texas at zoom 5 before a search, the point at zoom 13 after; the zoom is configurable', async () => {
    const before = createActor(officeSearchMachine, { input: officeSearchPageInput() }).start();
    expect(before.getSnapshot().context).toMatchObject({ center: { latitude: 31.17, longitude: -99.68 }, mapZoom: 5 });
    const { actor } = await searched('Austin, TX', AUSTIN);
    expect(actor.getSnapshot().context).toMatchObject({ center: { latitude: 30.2713, longitude: -97.7426 }, mapZoom: 13 });
    const zoomed = createActor(officeSearchMachine, { input: { ...officeSearchPageInput(), zoom: 11 } }).start();
    expect(zoomed.getSnapshot().context.zoom).toBe(11);
  });

  it('[site-5.2] a search that is neither a ZIP nor "City, ST" is refused without a call', async () => {
    const { actor, asked } = await searched(REFUSED_SEARCH, AUSTIN);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(asked).toEqual([]);
  });

  it('[site-8.5 site-8.2] nothing found, or a failure: the error state, and the list is reset', async () => {
    for (const answer of [{ found: false } as GeocodeFound, new Error('down')]) {
      const { actor } = await searched('78701', AUSTIN);
      expect(actor.getSnapshot().context.results).toHaveLength(6);
      const machine = officeSearchMachine.provide({ actors: { geocode: fromPromise(async () => { if (answer instanceof Error) throw answer; return answer; }) } });
      const again = createActor(machine, { input: officeSearchPageInput() }).start();
      again.send({ type: 'search.submit', query: '78701' });
      await new Promise((r) => setTimeout(r, 0));
      expect(again.getSnapshot().value).toBe('failed');
      expect(again.getSnapshot().context.results).toEqual([]);
      expect(again.getSnapshot().context).toMatchObject({ mapZoom: 5 });
    }
  });
});
