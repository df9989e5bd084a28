/**
 * The location page's search and its map (site §2 "Location map page with search"), two regions
 * side by side:
 * - `search`: a ZIP or "City, ST" (site-5.2) is geocoded (site-7.12), then the offices nearest the
 *   point, at most 6, sorted by distance, each with its miles (site-2.6, site-2.8). A search that
 *   is refused (site-5.2), finds nothing or fails shows the configured error and empties the list,
 *   the map back at its default view (site-8.2, site-8.5).
 * - `map`: the map of the search, as on the offices page (machines/officeMap.machine.ts): without a
 *   key it is unavailable at once (no script request); otherwise once its area is in view the maps
 *   script loads (a failure: unavailable, said as text; the search works the same). The map shows
 *   the default centre and zoom (Texas, zoom 5) before a search, the searched point at the search
 *   zoom (13, configurable) after one (site-2.7), and a marker per office found; each marker (or
 *   its office's button in the list) opens that office's info window (site-2.6). A new search
 *   closes it.
 */
import { and, assign, not, setup, stateIn } from 'xstate';
import { fromCall } from './kit/call';
import { geocodeSearch, type GeocodeFound } from '../services/geo';
import { loadMapsScript } from '../services/mapsScript';
import { whenInView } from '../services/viewport';
import { MAP_AREA_SELECTOR } from '../src/rules/officeMap';
import { searchQueryKind, searchResults, type LatLng, type Office, type OfficeAt } from '../src/rules/offices';

export interface OfficeSearchInput {
  /** site-3.1: the offices, from the page element. */
  offices: Office[];
  /** site-2.7: the zoom on a searched point (default 13). */
  zoom: number;
  /** site-2.7: the map's centre and zoom before a search (Texas, zoom 5). */
  defaultCenter: LatLng;
  defaultZoom: number;
  /** The Maps JavaScript API key; null: no script request, the map is unavailable. */
  mapsKey: string | null;
  mapId: string;
  lang: string;
}

export interface OfficeSearchContext extends OfficeSearchInput {
  /** The last search sent (or refused), as typed. */
  query: string;
  /** The offices found, nearest first (empty before a search and after a failed one). */
  results: OfficeAt[];
  /** The map's view: the searched point at the search zoom, or the default centre and zoom. */
  center: LatLng;
  mapZoom: number;
  /** The office found whose info window is open (an index into `results`), else null. */
  selected: number | null;
}

export type OfficeSearchEvent = { type: 'search.submit'; query: string } | { type: 'marker.select'; index: number } | { type: 'infoWindow.close' };

const typed = ({ event }: { event: { query: string } }) => ({ query: event.query });
const found = ({ event }: { event: { output: GeocodeFound } }) => ({ found: event.output });
const picked = ({ event }: { event: { index: number } }) => ({ index: event.index });
/** An office of the list on the screen: not while a new search is on its way (its answer replaces the list). */
const showable = and([{ type: 'isResult', params: picked }, not(stateIn({ search: 'searching' }))]);

/**
 * Any state that takes a search: a valid one is geocoded; another shows the configured error and
 * resets the list (site-8.5), so no office found before stays under a heading of the new search.
 */
const submit = [
  { guard: { type: 'isSearchable', params: typed }, target: '#officeSearch.search.searching', actions: { type: 'assignQuery', params: typed } },
  { target: '#officeSearch.search.invalid', actions: [{ type: 'assignQuery', params: typed }, 'resetList'] },
] as const;

export const officeSearchMachine = setup({
  types: {
    context: {} as OfficeSearchContext,
    events: {} as OfficeSearchEvent,
    input: {} as OfficeSearchInput,
    tags: {} as 'loading' | 'mapLoading' | 'map',
  },
  actors: {
    geocode: fromCall<GeocodeFound, { query: string }>(({ input, signal }) => geocodeSearch(input.query, { signal })),
    inView: fromCall<true>(({ signal }) => whenInView(MAP_AREA_SELECTOR, { signal })),
    loadMaps: fromCall<void, { key: string; lang: string }>(({ input, signal }) => loadMapsScript({ key: input.key, lang: input.lang, signal })),
  },
  guards: {
    isSearchable: (_, p: { query: string }) => searchQueryKind(p.query) !== null,
    isFound: (_, p: { found: GeocodeFound }) => p.found.found,
    hasKey: ({ context }) => context.mapsKey !== null,
    isResult: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.results.length,
  },
  actions: {
    assignQuery: assign((_, p: { query: string }) => ({ query: p.query.trim() })),
    showResults: assign(({ context }, p: { found: GeocodeFound }) => {
      if (!p.found.found) return {};
      const point = { latitude: p.found.latitude, longitude: p.found.longitude };
      return { results: searchResults(point, context.offices), center: point, mapZoom: context.zoom };
    }),
    /** site-8.2, site-8.5 (and a refused search, site-5.2): nothing centred, no offices listed. */
    resetList: assign(({ context }) => ({ results: [], center: context.defaultCenter, mapZoom: context.defaultZoom })),
    select: assign((_, p: { index: number }) => ({ selected: p.index })),
    unselect: assign({ selected: null }),
  },
}).createMachine({
  id: 'officeSearch',
  description: 'The location page: a ZIP or city geocoded, then the six nearest offices, on a map when there is one',
  context: ({ input }) => ({ ...input, query: '', results: [], center: input.defaultCenter, mapZoom: input.defaultZoom, selected: null }),
  type: 'parallel',
  states: {
    search: {
      description: 'The search box and the offices found',
      initial: 'idle',
      states: {
        idle: {
          description: 'The search box; the map at its default centre (Texas, zoom 5)',
          meta: { spec: ['site-2.6', 'site-2.7'] },
          on: { 'search.submit': submit },
        },
        invalid: {
          description: 'The search is neither a 5-digit ZIP nor "City, ST": the configured error, and the list is reset; nothing is called',
          meta: { spec: ['site-5.2', 'site-8.5'] },
          on: { 'search.submit': submit },
        },
        searching: {
          description: 'Geocoding the search',
          tags: ['loading'],
          meta: { spec: ['site-7.12'] },
          invoke: {
            id: 'geocode',
            src: 'geocode',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              { guard: { type: 'isFound', params: found }, target: 'results', actions: { type: 'showResults', params: found } },
              { target: 'failed', actions: 'resetList' },
            ],
            onError: { target: 'failed', actions: 'resetList' },
          },
        },
        results: {
          description: 'At most 6 offices, nearest first, each with its miles; the map on the point at the search zoom',
          meta: { spec: ['site-2.6', 'site-2.8', 'site-2.7', 'site-9.2'] },
          on: { 'search.submit': submit },
        },
        failed: {
          description: 'Nothing found, or the geocoder failed: the configured error, and the list is reset',
          meta: { spec: ['site-8.5', 'site-8.2'] },
          on: { 'search.submit': submit },
        },
      },
    },
    map: {
      description: 'The map of the search: the script once in view, a marker per office found, an info window per marker',
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'hasKey', target: 'waiting' }, { target: 'unavailable' }],
        },
        waiting: {
          description: 'Waiting for the map area to be in view: no script yet',
          tags: ['mapLoading'],
          invoke: { id: 'inView', src: 'inView', onDone: 'loading' },
        },
        loading: {
          description: 'Loading the maps script',
          tags: ['mapLoading'],
          invoke: {
            id: 'loadMaps',
            src: 'loadMaps',
            input: ({ context }) => ({ key: context.mapsKey ?? '', lang: context.lang }),
            onDone: 'shown',
            onError: 'unavailable',
          },
        },
        unavailable: {
          description: 'No key, or the maps script failed: the map area says the map is unavailable; the search works the same',
        },
        shown: {
          description: 'The map: the default view before a search, the searched point at the search zoom after one',
          tags: ['map'],
          meta: { spec: ['site-2.7', 'site-9.1'] },
          on: { 'marker.select': { guard: showable, target: 'selected', actions: { type: 'select', params: picked } } },
        },
        selected: {
          description: 'An office found, zoomed to 13 and panned to; its info window open (name, address, phone link, hours, three links)',
          tags: ['map'],
          meta: { spec: ['site-2.6', 'site-9.1'] },
          on: {
            'marker.select': { guard: showable, target: 'selected', reenter: true, actions: { type: 'select', params: picked } },
            'infoWindow.close': { target: 'shown', actions: 'unselect' },
            // A new search closes the window (its office may not be found again).
            'search.submit': { target: 'shown', actions: 'unselect' },
          },
        },
      },
    },
  },
});

export type OfficeSearchMachine = typeof officeSearchMachine;
