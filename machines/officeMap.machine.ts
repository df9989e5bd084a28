/**
 * The office map (site §2 "Office locations map"; site-2.1, site-2.2, site-2.3). Without a key the
 * map is unavailable at once (no script request). Otherwise it waits until its area is in view,
 * loads the maps script (a failure or time-out: unavailable, said as text; the rest of the page
 * works), shows the map at its default view (Texas, zoom 5, no map-type or street-view control),
 * and the markers after a random 2 to 3 s (drawn by the page, `markerDelayMs`). Selecting a marker
 * (or its office in the list beside the map) zooms to 13, pans to it and opens its info window;
 * closing it, or Escape, goes back to the markers.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { loadMapsScript } from '../services/mapsScript';
import { whenInView } from '../services/viewport';
import { MAP_AREA_SELECTOR } from '../src/rules/officeMap';
import type { LatLng, Office } from '../src/rules/offices';

export interface OfficeMapInput {
  /** site-3.1: the offices, from the page element. */
  offices: Office[];
  /** The Maps JavaScript API key; null: no script request, the map is unavailable. */
  mapsKey: string | null;
  mapId: string;
  lang: string;
  /** site-2.1: the map's default view. */
  center: LatLng;
  zoom: number;
  /** site-2.2: how long the markers wait once the map is visible (2 to 3 s, drawn by the page). */
  markerDelayMs: number;
}

export interface OfficeMapContext extends OfficeMapInput {
  /** The office whose info window is open (an index into `offices`), else null. */
  selected: number | null;
}

export type OfficeMapEvent = { type: 'marker.select'; index: number } | { type: 'infoWindow.close' };

const picked = ({ event }: { event: { index: number } }) => ({ index: event.index });

export const officeMapMachine = setup({
  types: {
    context: {} as OfficeMapContext,
    events: {} as OfficeMapEvent,
    input: {} as OfficeMapInput,
    tags: {} as 'loading' | 'map',
  },
  actors: {
    inView: fromCall<true>(({ signal }) => whenInView(MAP_AREA_SELECTOR, { signal })),
    loadMaps: fromCall<void, { key: string; lang: string }>(({ input, signal }) => loadMapsScript({ key: input.key, lang: input.lang, signal })),
  },
  guards: {
    hasKey: ({ context }) => context.mapsKey !== null,
    isOffice: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.offices.length,
  },
  actions: {
    select: assign((_, p: { index: number }) => ({ selected: p.index })),
    unselect: assign({ selected: null }),
  },
  delays: {
    /** site-2.2: the page's draw, 2 to 3 s. */
    markerDelay: ({ context }) => context.markerDelayMs,
  },
}).createMachine({
  id: 'officeMap',
  description: 'The office map: the maps script once in view, markers after 2 to 3 s, an info window per marker',
  context: ({ input }) => ({ ...input, selected: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasKey', target: 'waiting' }, { target: 'unavailable' }],
    },
    waiting: {
      description: 'Waiting for the map area to be in view: no script yet',
      meta: { spec: ['site-2.2'] },
      invoke: { id: 'inView', src: 'inView', onDone: 'loading' },
    },
    loading: {
      description: 'Loading the maps script',
      tags: ['loading'],
      invoke: {
        id: 'loadMaps',
        src: 'loadMaps',
        input: ({ context }) => ({ key: context.mapsKey ?? '', lang: context.lang }),
        onDone: 'pending',
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'No key, or the maps script failed: the map area says the map is unavailable; the rest of the page works',
      type: 'final',
    },
    pending: {
      description: 'The map at its default view (Texas, zoom 5, no map-type or street-view control); the markers wait 2 to 3 s',
      tags: ['map'],
      meta: { spec: ['site-2.1', 'site-2.2', 'site-9.1', 'site-9.7'] },
      after: { markerDelay: 'ready' },
    },
    ready: {
      description: 'A marker per office; each, and its office in the list, opens the info window',
      tags: ['map'],
      meta: { spec: ['site-2.2', 'site-3.1'] },
      on: { 'marker.select': { guard: { type: 'isOffice', params: picked }, target: 'selected', actions: { type: 'select', params: picked } } },
    },
    selected: {
      description: 'Zoomed to 13 and panned to the marker; its info window open (name, address, phone link, hours, three links)',
      tags: ['map'],
      meta: { spec: ['site-2.3', 'site-9.1'] },
      on: {
        'marker.select': { guard: { type: 'isOffice', params: picked }, target: 'selected', reenter: true, actions: { type: 'select', params: picked } },
        'infoWindow.close': { target: 'ready', actions: 'unselect' },
      },
    },
  },
});

export type OfficeMapMachine = typeof officeMapMachine;
