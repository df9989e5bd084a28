/** The location search's chart, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SANDBOX_MAPS_KEY } from '../fixtures/data/maps';
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
          if (step.leaves.includes('search.searching')) expect(controller.lastInput('geocode')).toEqual({ query: '78701' });
        },
      });
    });
  }
});

/** The chart with the geocoder answering `answer`, after a search for `query` (the page without a maps key, unless given). */
async function searched(query: string, answer: GeocodeFound | Error, mapsKey: string | null = null) {
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
  const actor = createActor(machine, { input: officeSearchPageInput(mapsKey) }).start();
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
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
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
    expect(actor.getSnapshot().matches({ search: 'invalid' })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('[site-5.2 site-8.5] a refused search after results resets the list and the map view', async () => {
    const { actor, asked } = await searched('78701', AUSTIN);
    expect(actor.getSnapshot().context.results).toHaveLength(6);
    actor.send({ type: 'search.submit', query: '7870' });
    expect(actor.getSnapshot().matches({ search: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ query: '7870', results: [], center: { latitude: 31.17, longitude: -99.68 }, mapZoom: 5 });
    expect(asked).toEqual(['78701']);
  });

  it('[site-8.5 site-8.2] nothing found, or a failure: the error state, and the list is reset', async () => {
    for (const answer of [{ found: false } as GeocodeFound, new Error('down')]) {
      const { actor } = await searched('78701', AUSTIN);
      expect(actor.getSnapshot().context.results).toHaveLength(6);
      const machine = officeSearchMachine.provide({ actors: { geocode: fromPromise(async () => { if (answer instanceof Error) throw answer; return answer; }) } });
      const again = createActor(machine, { input: officeSearchPageInput() }).start();
      again.send({ type: 'search.submit', query: '78701' });
      await new Promise((r) => setTimeout(r, 0));
      expect(again.getSnapshot().matches({ search: 'failed' })).toBe(true);
      expect(again.getSnapshot().context.results).toEqual([]);
      expect(again.getSnapshot().context).toMatchObject({ mapZoom: 5 });
    }
  });
});

describe('the map', () => {
  /** The page with a key, its map area in view at once and the script as the test says. */
  function withMap(script: 'loads' | 'fails') {
    const loads: Array<{ key: string; lang: string }> = [];
    const machine = officeSearchMachine.provide({
      actors: {
        geocode: fromPromise<GeocodeFound, { query: string }>(async () => AUSTIN),
        inView: fromPromise<true>(async () => true),
        loadMaps: fromPromise<void, { key: string; lang: string }>(async ({ input }) => {
          loads.push(input);
          if (script === 'fails') throw new Error('The maps script could not load');
        }),
      },
    });
    return { actor: createActor(machine, { input: officeSearchPageInput(SANDBOX_MAPS_KEY) }).start(), loads };
  }
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('[site-2.6] without a key the map is unavailable at once and the search works the same', async () => {
    const { actor } = await searched('78701', AUSTIN);
    expect(actor.getSnapshot().matches({ map: 'unavailable', search: 'results' })).toBe(true);
    actor.send({ type: 'marker.select', index: 0 });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('[site-2.6 site-2.7] with a key: the script with the page key and language, then the map at Texas zoom 5; a search moves it to the point at zoom 13', async () => {
    const { actor, loads } = withMap('loads');
    await tick();
    await tick();
    expect(loads).toEqual([{ key: SANDBOX_MAPS_KEY, lang: 'en' }]);
    expect(actor.getSnapshot().matches({ map: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ center: { latitude: 31.17, longitude: -99.68 }, mapZoom: 5, results: [] });
    actor.send({ type: 'search.submit', query: '78701' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({ center: { latitude: 30.2713, longitude: -97.7426 }, mapZoom: 13 });
  });

  it('[site-2.6] each office found opens its info window; another moves it; closing or a new search closes it', async () => {
    const { actor } = withMap('loads');
    await tick();
    await tick();
    // Nothing found yet: no office to show.
    actor.send({ type: 'marker.select', index: 0 });
    expect(actor.getSnapshot().matches({ map: 'shown' })).toBe(true);
    actor.send({ type: 'search.submit', query: '78701' });
    // While the search is on its way, the list on the screen is about to change: nothing opens.
    actor.send({ type: 'marker.select', index: 0 });
    expect(actor.getSnapshot().context.selected).toBeNull();
    await tick();
    actor.send({ type: 'marker.select', index: 1 });
    expect(actor.getSnapshot().matches({ map: 'selected' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBe(1);
    actor.send({ type: 'marker.select', index: 6 });
    expect(actor.getSnapshot().context.selected).toBe(1);
    actor.send({ type: 'marker.select', index: 0 });
    expect(actor.getSnapshot().context.selected).toBe(0);
    actor.send({ type: 'infoWindow.close' });
    expect(actor.getSnapshot().matches({ map: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'marker.select', index: 2 });
    actor.send({ type: 'search.submit', query: REFUSED_SEARCH });
    expect(actor.getSnapshot().matches({ map: 'shown', search: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('[site-2.6] a script that fails leaves the map unavailable; the search works the same', async () => {
    const { actor } = withMap('fails');
    await tick();
    await tick();
    expect(actor.getSnapshot().matches({ map: 'unavailable' })).toBe(true);
    actor.send({ type: 'search.submit', query: '78701' });
    await tick();
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(actor.getSnapshot().context.results).toHaveLength(6);
  });
});
