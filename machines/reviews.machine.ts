/**
 * A review slider (site §2 "Reviews", site-4.2, site-5.11, site-7.11). Static: the page's
 * testimonials are shown at once. Dynamic (Google reviews): the places near each configured
 * location, then each place's details; the reviews shown are those at or above the location's
 * least rating whose text holds none of the negative keywords. None left: the "no reviews"
 * message; a failed call: the error with Try again.
 *
 * The slider's position (site-4.2): the first slide in view, `index`. At the start the left arrow
 * is hidden; at the end the right arrow is hidden and disabled; when every slide is in view (one
 * item) both are hidden. An arrow (or a swipe, which the view turns into the arrow of its
 * direction) moves one container width (machines/reviews.rules.ts `arrowStep`). Home and End go to
 * the first and the last slides; a new layout (the window's width crossed 768 or 1024 px) starts
 * again from the first, with the layout's slides per view.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { loadLocationPlaces, type LocationPlaces, type ReviewLocation } from '../services/places';
import { googleReviews, lastIndex, nextIndex, placesSummary, prevIndex, type RatingSummary, type Review } from './reviews.rules';

/** What the places calls give the chart (the screens read it from a path's answers). */
export type { LocationPlaces } from '../services/places';

export interface ReviewsInput {
  /** site-3.3 type: static (the page's testimonials) or dynamic (Google reviews). */
  kind: 'static' | 'dynamic';
  /** Static: the testimonials; dynamic: none until loaded. */
  reviews: Review[];
  /** Static: the configured overall rating (site-3.3 rating), or none. */
  summary: RatingSummary | null;
  /** Dynamic: what the places search looks for, and near which locations (site-3.2). */
  query: string;
  locations: ReviewLocation[];
  /** site-3.3 negativekeywords, parsed. */
  keywords: string[];
  /** site-2.16: slides per view of the layout the page opened with. */
  perView: number;
}

export interface ReviewsContext extends ReviewsInput {
  /** The first slide in view. */
  index: number;
}

export type ReviewsEvent =
  | { type: 'slider.next' }
  | { type: 'slider.prev' }
  /** Home, or a new layout: the first slide, with the layout's slides per view. */
  | { type: 'slider.first'; perView: number }
  /** End: the last slide wholly in view. */
  | { type: 'slider.last'; perView: number }
  | { type: 'load.retry' };

/** An event's slides per view, when it is a sensible one; else the chart's. */
const perViewOf = (context: ReviewsContext, perView: number) => (Number.isFinite(perView) && perView > 0 ? perView : context.perView);
const layoutOf = ({ event }: { event: { perView: number } }) => ({ perView: event.perView });

const foundAnswer = ({ event }: { event: { output: LocationPlaces[] } }) => ({ found: event.output });

export const reviewsMachine = setup({
  types: {
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
    input: {} as ReviewsInput,
    tags: {} as 'loading',
  },
  actors: {
    loadReviews: fromCall<LocationPlaces[], { query: string; locations: ReviewLocation[] }>(({ input, signal }) =>
      loadLocationPlaces(input.query, input.locations, { signal }),
    ),
  },
  guards: {
    isDynamic: ({ context }) => context.kind === 'dynamic',
    anyShown: ({ context }, p: { found: LocationPlaces[] }) => googleReviews(p.found, context.keywords).length > 0,
    allInView: ({ context }) => lastIndex(context.reviews.length, context.perView) === 0,
    /** With the slides per view of the event (Home, End, a new layout). */
    allInViewAt: ({ context }, p: { perView: number }) => lastIndex(context.reviews.length, perViewOf(context, p.perView)) === 0,
    nextIsEnd: ({ context }) => nextIndex(context.index, context.reviews.length, context.perView) >= lastIndex(context.reviews.length, context.perView),
    prevIsStart: ({ context }) => prevIndex(context.index, context.reviews.length, context.perView) === 0,
  },
  actions: {
    assignFound: assign(({ context }, p: { found: LocationPlaces[] }) => ({
      reviews: googleReviews(p.found, context.keywords),
      summary: placesSummary(p.found),
      index: 0,
    })),
    next: assign(({ context }) => ({ index: nextIndex(context.index, context.reviews.length, context.perView) })),
    prev: assign(({ context }) => ({ index: prevIndex(context.index, context.reviews.length, context.perView) })),
    first: assign(({ context }, p: { perView: number }) => ({ perView: perViewOf(context, p.perView), index: 0 })),
    last: assign(({ context }, p: { perView: number }) => {
      const perView = perViewOf(context, p.perView);
      return { perView, index: lastIndex(context.reviews.length, perView) };
    }),
  },
}).createMachine({
  id: 'reviews',
  description: 'A review slider: the page’s testimonials, or Google reviews near the configured locations, with arrows',
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Static reviews are shown at once; Google reviews are asked for',
      meta: { spec: ['site-3.3'] },
      always: [{ guard: 'isDynamic', target: 'loading' }, { target: 'showing' }],
    },
    loading: {
      description: 'The places search near each location, then the details of each place found',
      tags: ['loading'],
      meta: { spec: ['site-7.11', 'site-3.2'] },
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({ query: context.query, locations: context.locations }),
        onDone: [
          { guard: { type: 'anyShown', params: foundAnswer }, target: 'showing', actions: { type: 'assignFound', params: foundAnswer } },
          { target: 'none' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'A call failed: the error message and Try again',
      on: { 'load.retry': { target: 'loading' } },
    },
    none: {
      description: 'No review passed the rules (or no place was found): the “no reviews” message',
      meta: { spec: ['site-5.11'] },
    },
    showing: {
      description: 'The slider: the reviews with their stars, and the arrows',
      meta: { spec: ['site-2.13', 'site-2.14', 'site-2.16'] },
      initial: 'placing',
      on: {
        'slider.first': [
          { guard: { type: 'allInViewAt', params: layoutOf }, target: '.allInView', actions: { type: 'first', params: layoutOf } },
          { target: '.atStart', actions: { type: 'first', params: layoutOf } },
        ],
        'slider.last': [
          { guard: { type: 'allInViewAt', params: layoutOf }, target: '.allInView', actions: { type: 'last', params: layoutOf } },
          { target: '.atEnd', actions: { type: 'last', params: layoutOf } },
        ],
      },
      states: {
        placing: {
          description: 'At the first slide: every slide in view, or the start',
          always: [{ guard: 'allInView', target: 'allInView' }, { target: 'atStart' }],
        },
        allInView: {
          description: 'Every review in view (one item): both arrows hidden',
          meta: { spec: ['site-4.2'] },
        },
        atStart: {
          description: 'At the start: the left arrow hidden',
          meta: { spec: ['site-4.2', 'site-2.14'] },
          on: { 'slider.next': [{ guard: 'nextIsEnd', target: 'atEnd', actions: 'next' }, { target: 'between', actions: 'next' }] },
        },
        between: {
          description: 'Both arrows shown',
          meta: { spec: ['site-2.14'] },
          on: {
            'slider.next': [{ guard: 'nextIsEnd', target: 'atEnd', actions: 'next' }, { target: 'between', actions: 'next' }],
            'slider.prev': [{ guard: 'prevIsStart', target: 'atStart', actions: 'prev' }, { target: 'between', actions: 'prev' }],
          },
        },
        atEnd: {
          description: 'At the end: the right arrow hidden and disabled',
          meta: { spec: ['site-4.2', 'site-2.14'] },
          on: { 'slider.prev': [{ guard: 'prevIsStart', target: 'atStart', actions: 'prev' }, { target: 'between', actions: 'prev' }] },
        },
      },
    },
  },
});

export type ReviewsMachine = typeof reviewsMachine;
