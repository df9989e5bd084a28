/**
 * The location page's search (site §2 "Location map page with search"): a ZIP or "City, ST"
 * (site-5.2) is geocoded (site-7.12), then the offices nearest the point, at most 6, sorted by
 * distance, each with its miles (site-2.6, site-2.8). A search that finds nothing or fails shows
 * the configured error and empties the list (site-8.2, site-8.5). The map, when it comes, centres
 * on `point` at `zoom` (site-2.7; the default centre and zoom before a search).
 */
import { assign, fromPromise, setup } from 'xstate';
import { geocodeSearch, type GeocodeFound } from '../services/geo';
import { searchQueryKind, searchResults, type LatLng, type Office, type OfficeAt } from '../src/rules/offices';

export interface OfficeSearchInput {
  /** site-3.1: the offices, from the page element. */
  offices: Office[];
  /** site-2.7: the zoom on a searched point (default 13). */
  zoom: number;
  /** site-2.7: the map's centre and zoom before a search (Texas, zoom 5). */
  defaultCenter: LatLng;
  defaultZoom: number;
}

export interface OfficeSearchContext {
  offices: Office[];
  /** The last search sent (or refused), as typed. */
  query: string;
  /** The offices found, nearest first (empty before a search and after a failed one). */
  results: OfficeAt[];
  /** The map's view: the searched point at the search zoom, or the default centre and zoom. */
  center: LatLng;
  mapZoom: number;
  zoom: number;
  defaultCenter: LatLng;
  defaultZoom: number;
}

export type OfficeSearchEvent = { type: 'search.submit'; query: string };

const typed = ({ event }: { event: { query: string } }) => ({ query: event.query });
const found = ({ event }: { event: { output: GeocodeFound } }) => ({ found: event.output });

/** Any state that takes a search: a valid one is geocoded, another shows the configured error. */
const submit = [
  { guard: { type: 'isSearchable', params: typed }, target: '#officeSearch.searching', actions: { type: 'assignQuery', params: typed } },
  { target: '#officeSearch.invalid', actions: { type: 'assignQuery', params: typed } },
] as const;

export const officeSearchMachine = setup({
  types: {
    context: {} as OfficeSearchContext,
    events: {} as OfficeSearchEvent,
    input: {} as OfficeSearchInput,
    tags: {} as 'loading',
  },
  actors: {
    geocode: fromPromise<GeocodeFound, { query: string }>(({ input, signal }) => geocodeSearch(input.query, { signal })),
  },
  guards: {
    isSearchable: (_, p: { query: string }) => searchQueryKind(p.query) !== null,
    isFound: (_, p: { found: GeocodeFound }) => p.found.found,
  },
  actions: {
    assignQuery: assign((_, p: { query: string }) => ({ query: p.query.trim() })),
    showResults: assign(({ context }, p: { found: GeocodeFound }) => {
      if (!p.found.found) return {};
      const point = { latitude: p.found.latitude, longitude: p.found.longitude };
      return { results: searchResults(point, context.offices), center: point, mapZoom: context.zoom };
    }),
    /** site-8.2, site-8.5: nothing centred, no offices listed. */
    resetList: assign(({ context }) => ({ results: [], center: context.defaultCenter, mapZoom: context.defaultZoom })),
  },
}).createMachine({
  id: 'officeSearch',
  description: 'The location page: a ZIP or city geocoded, then the six nearest offices',
  context: ({ input }) => ({
    offices: input.offices,
    query: '',
    results: [],
    center: input.defaultCenter,
    mapZoom: input.defaultZoom,
    zoom: input.zoom,
    defaultCenter: input.defaultCenter,
    defaultZoom: input.defaultZoom,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The search box; the map at its default centre (Texas, zoom 5)',
      meta: { spec: ['site-2.6', 'site-2.7'] },
      on: { 'search.submit': submit },
    },
    invalid: {
      description: 'The search is neither a 5-digit ZIP nor "City, ST": the configured error; nothing is called',
      meta: { spec: ['site-5.2'] },
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
});

export type OfficeSearchMachine = typeof officeSearchMachine;
