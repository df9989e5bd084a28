/**
 * The nearest-office banner (site §2 "Nearest office banner"): the browser's location (site-7.13:
 * high accuracy, 15 s, no cached position), the nearest office when it is within `mindistance`
 * kilometres (site-2.11), its address as a link (site-2.9) that opens a modal with its name,
 * address, phone, directions, email and details (site-2.10, site-4.1). A failure is only logged
 * with its code and message (site-8.1): the banner shows nothing.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { browserGeolocation, locateVisitor, type LocateAnswer } from '../services/geolocation';
import { nearestOffice, type Office } from '../src/rules/offices';

export interface NearestOfficeInput {
  /** site-3.1: the offices, from the page element. */
  offices: Office[];
  /** site-2.11, site-3.3: the `mindistance` attribute, in kilometres. */
  minDistanceKm: number;
}

export interface NearestOfficeContext {
  offices: Office[];
  minDistanceKm: number;
  /** The nearest office and its distance in kilometres, once found. */
  nearest: { office: Office; km: number } | null;
}

export type NearestOfficeEvent = { type: 'modal.open' } | { type: 'modal.close' };

const located = ({ event }: { event: { output: LocateAnswer } }) => ({ answer: event.output });

export const nearestOfficeMachine = setup({
  types: {
    context: {} as NearestOfficeContext,
    events: {} as NearestOfficeEvent,
    input: {} as NearestOfficeInput,
    tags: {} as 'loading',
  },
  actors: {
    locate: fromCall<LocateAnswer>(() => locateVisitor(browserGeolocation())),
  },
  guards: {
    hasNearOffice: ({ context }, p: { answer: LocateAnswer }) =>
      p.answer.located && nearestOffice(p.answer, context.offices, context.minDistanceKm) !== null,
    isLocated: (_, p: { answer: LocateAnswer }) => p.answer.located,
  },
  actions: {
    assignNearest: assign(({ context }, p: { answer: LocateAnswer }) => ({
      nearest: p.answer.located ? nearestOffice(p.answer, context.offices, context.minDistanceKm) : null,
    })),
    /** site-8.1: a geolocation failure is logged as a warning with its code and message; nothing else happens. */
    warnLocationFailure: (_, p: { answer: LocateAnswer }) => {
      if (!p.answer.located) console.warn(`Geolocation failed (code ${p.answer.code}): ${p.answer.message}`);
    },
  },
}).createMachine({
  id: 'nearestOffice',
  description: 'The nearest-office banner: the browser\'s location, the nearest office and its modal',
  context: ({ input }) => ({ offices: input.offices, minDistanceKm: input.minDistanceKm, nearest: null }),
  initial: 'locating',
  states: {
    locating: {
      description: 'Asking the browser for its location (high accuracy, 15 s, no cached position); nothing shown',
      tags: ['loading'],
      meta: { spec: ['site-7.13', 'site-9.3'] },
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: [
          { guard: { type: 'hasNearOffice', params: located }, target: 'found', actions: { type: 'assignNearest', params: located } },
          { guard: { type: 'isLocated', params: located }, target: 'noneNear' },
          { target: 'unavailable', actions: { type: 'warnLocationFailure', params: located } },
        ],
      },
    },
    found: {
      description: 'The nearest office\'s address as a link; the modal opens and closes',
      meta: { spec: ['site-2.9', 'site-2.11', 'site-1.1'] },
      initial: 'closed',
      states: {
        closed: {
          description: 'The banner with the address link',
          meta: { spec: ['site-2.9', 'site-4.1'] },
          on: { 'modal.open': { target: 'open' } },
        },
        open: {
          description: 'The modal: name, address, phone, directions, email and details links',
          meta: { spec: ['site-2.10', 'site-4.1'] },
          on: { 'modal.close': { target: 'closed' } },
        },
      },
    },
    noneNear: {
      description: 'Located, but no office within mindistance kilometres: nothing shown',
      meta: { spec: ['site-2.11'] },
    },
    unavailable: {
      description: 'No location (denied, unavailable, timed out): logged as a warning; nothing shown',
      meta: { spec: ['site-8.1'] },
    },
  },
});

export type NearestOfficeMachine = typeof nearestOfficeMachine;
