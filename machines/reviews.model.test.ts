/** The review sliders' chart and rules, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOUND,
  NO_OFFICE_CONFIG,
  ONE_TESTIMONIAL_CONFIG,
  reviewsPageInput,
  reviewsPathModel,
  STATIC_CONFIG,
  THREE_TESTIMONIALS_CONFIG,
} from '../fixtures/models/reviews.model';
import type { LocationPlaces } from '../services/places';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { reviewsMachine, type ReviewsInput } from './reviews.machine';
import {
  arrowStep,
  authorLink,
  googleReviews,
  isReviewShown,
  lastIndex,
  negativeKeywords,
  nextIndex,
  placesSummary,
  prevIndex,
  SLIDER_LAYOUTS,
  sliderLayoutOfWidth,
  starWidthPercent,
} from './reviews.rules';

const generated = generatePaths(reviewsPathModel);

describe('[site-2.14 site-4.2 site-7.11] reviews chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(reviewsPathModel, path);
    });
  }
});

/** A chart whose places call answers `found` (or fails). */
function started(input: ReviewsInput, found: LocationPlaces[] | Error = DEFAULT_FOUND) {
  const machine = reviewsMachine.provide({
    actors: { loadReviews: fromPromise(async () => (found instanceof Error ? Promise.reject(found) : found)) },
  });
  return createActor(machine, { input }).start();
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const arrows = (value: unknown) => JSON.stringify(value);

describe('the stars (site-2.13)', () => {
  it('[site-2.13] are filled to the rating out of 5, rounded to the nearest 10 percent', () => {
    expect(starWidthPercent(5)).toBe(100);
    expect(starWidthPercent(4.7)).toBe(90);
    expect(starWidthPercent(4.6)).toBe(90);
    expect(starWidthPercent(4.4)).toBe(90);
    expect(starWidthPercent(4.2)).toBe(80);
    expect(starWidthPercent(3.74)).toBe(70);
    expect(starWidthPercent(3.76)).toBe(80);
    expect(starWidthPercent(0)).toBe(0);
    // Out of range or not a number: clamped.
    expect(starWidthPercent(7)).toBe(100);
    expect(starWidthPercent(-1)).toBe(0);
    expect(starWidthPercent(Number.NaN)).toBe(0);
  });
});

describe('which Google reviews are shown (site-5.11, site-3.3)', () => {
  it('[site-3.3] negativekeywords is a comma-separated list: trimmed, any case, blanks dropped', () => {
    expect(negativeKeywords(' Scam, rude ,, WAITED ')).toEqual(['scam', 'rude', 'waited']);
    expect(negativeKeywords('')).toEqual([]);
  });

  it('[site-5.11] a review is shown only with a rating of at least the minimum and none of the keywords in its text', () => {
    const kw = negativeKeywords('scam, rude');
    expect(isReviewShown({ rating: 4, text: 'Great people' }, 4, kw)).toBe(true);
    expect(isReviewShown({ rating: 3.9, text: 'Great people' }, 4, kw)).toBe(false);
    expect(isReviewShown({ rating: 5, text: 'Felt like a SCAM at first' }, 4, kw)).toBe(false);
    expect(isReviewShown({ rating: 5, text: 'Not rude at all' }, 4, kw)).toBe(false);
    expect(isReviewShown({ rating: 5, text: 'Great people' }, 5, [])).toBe(true);
  });

  it('[site-5.11 site-3.2] the default locations show 9 of their 11 reviews (two under 4 stars); a keyword takes more out', () => {
    const shown = googleReviews(DEFAULT_FOUND, []);
    expect(shown).toHaveLength(9);
    expect(shown.every((r) => r.rating >= 4)).toBe(true);
    expect(shown.map((r) => r.author)).not.toContain('Tom Becker');
    const withKeyword = googleReviews(DEFAULT_FOUND, negativeKeywords('scam'));
    expect(withKeyword).toHaveLength(8);
    expect(withKeyword.map((r) => r.author)).not.toContain('Ashley Carter');
  });

  it('[site-5.11] each location has its own minimum rating', () => {
    const [austin, sanAntonio, houston] = DEFAULT_FOUND;
    const found = [{ ...austin!, location: { ...austin!.location, minRating: 5 } }, sanAntonio!, { ...houston!, location: { ...houston!.location, minRating: 1 } }];
    const shown = googleReviews(found, []);
    expect(shown.filter((r) => r.place?.includes('Austin')).map((r) => r.rating)).toEqual([5, 5]);
    expect(shown.filter((r) => r.place?.includes('Houston')).map((r) => r.rating)).toEqual([5, 5, 1]);
  });

  it('[site-3.2] an author is linked only over https; the markup of a review stays text', () => {
    expect(authorLink('https://www.google.com/maps/contrib/1/reviews')).toBe('https://www.google.com/maps/contrib/1/reviews');
    expect(authorLink('http://example.com/x')).toBeNull();
    expect(authorLink('javascript:alert(1)')).toBeNull();
    expect(authorLink('https://user:pw@example.com/')).toBeNull();
    expect(authorLink(undefined)).toBeNull();
    const shown = googleReviews(DEFAULT_FOUND, []);
    expect(shown.find((r) => r.author === 'Kim Nguyen')?.authorUrl).toBeNull();
    expect(shown.find((r) => r.author.startsWith('<b>'))?.text).toContain('<script>');
  });

  it('[site-2.13] the overall rating is the places’ ratings weighted by their counts', () => {
    expect(placesSummary(DEFAULT_FOUND)).toEqual({ rating: 4.7, total: 456 });
    expect(placesSummary([])).toBeNull();
  });

  it('[site-5.11 site-7.11] the chart shows the reviews that pass, or the “no reviews” state when none do', async () => {
    const actor = started(reviewsPageInput({ negativekeywords: 'scam' }));
    await settle();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.reviews).toHaveLength(8);
    // The service answers each location as it was asked for (with its minimum rating).
    const strictLocations = DEFAULT_FOUND.map((f) => ({ ...f.location, minRating: 5.1 }));
    const strict = started(
      reviewsPageInput({ locations: strictLocations }),
      DEFAULT_FOUND.map((f, i) => ({ ...f, location: strictLocations[i]! })),
    );
    await settle();
    expect(strict.getSnapshot().value).toBe('none');
    const far = started(reviewsPageInput(NO_OFFICE_CONFIG), [{ location: NO_OFFICE_CONFIG.locations[0]!, places: [] }]);
    await settle();
    expect(far.getSnapshot().value).toBe('none');
  });

  it('[site-7.11] a failed call is the error with Try again, which asks again', async () => {
    const actor = started(reviewsPageInput(), new Error('down'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});

describe('the slider (site-2.14, site-2.16, site-4.2)', () => {
  it('[site-2.16] 1 slide per view, 2 from 768 px, 2.5 from 1024 px, a gap of 10 to 20 px', () => {
    expect(sliderLayoutOfWidth(412)).toBe('narrow');
    expect(sliderLayoutOfWidth(767)).toBe('narrow');
    expect(sliderLayoutOfWidth(768)).toBe('medium');
    expect(sliderLayoutOfWidth(1023)).toBe('medium');
    expect(sliderLayoutOfWidth(1024)).toBe('wide');
    expect([SLIDER_LAYOUTS.narrow.perView, SLIDER_LAYOUTS.medium.perView, SLIDER_LAYOUTS.wide.perView]).toEqual([1, 2, 2.5]);
    for (const { gap } of Object.values(SLIDER_LAYOUTS)) expect(gap >= 10 && gap <= 20).toBe(true);
  });

  it('[site-2.14] an arrow moves one container width: the slides of a view, the two whole ones from 1024 px', () => {
    expect(arrowStep(1)).toBe(1);
    expect(arrowStep(2)).toBe(2);
    expect(arrowStep(2.5)).toBe(2);
    // 9 reviews, 2.5 in view: 0, 2, 4, 6, then the last one wholly in view (7).
    expect(lastIndex(9, 2.5)).toBe(7);
    const stops = [0];
    while (stops.at(-1)! < lastIndex(9, 2.5)) stops.push(nextIndex(stops.at(-1)!, 9, 2.5));
    expect(stops).toEqual([0, 2, 4, 6, 7]);
    expect(prevIndex(7, 9, 2.5)).toBe(5);
    expect(prevIndex(1, 9, 2.5)).toBe(0);
    expect(nextIndex(3, 6, 1)).toBe(4);
  });

  it('[site-4.2] the left arrow is hidden at the start, the right one hidden and disabled at the end', () => {
    const actor = started(reviewsPageInput(STATIC_CONFIG));
    expect(actor.getSnapshot().value).toEqual({ showing: 'atStart' });
    actor.send({ type: 'slider.next' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'between' });
    actor.send({ type: 'slider.next' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'atEnd' });
    expect(actor.getSnapshot().can({ type: 'slider.next' })).toBe(false);
    actor.send({ type: 'slider.first', perView: 2.5 });
    expect(arrows([actor.getSnapshot().value, actor.getSnapshot().context.index])).toBe(arrows([{ showing: 'atStart' }, 0]));
    expect(actor.getSnapshot().can({ type: 'slider.prev' })).toBe(false);
  });

  it('[site-4.2] with one item both arrows are hidden, whatever the layout', () => {
    const actor = started(reviewsPageInput(ONE_TESTIMONIAL_CONFIG));
    expect(actor.getSnapshot().value).toEqual({ showing: 'allInView' });
    actor.send({ type: 'slider.first', perView: 1 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'allInView' });
    expect(actor.getSnapshot().can({ type: 'slider.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'slider.prev' })).toBe(false);
  });

  it('[site-2.16 site-4.2] a new layout starts from the first slide with its slides per view: 3 testimonials fit at 2.5, not at 1', () => {
    const actor = started(reviewsPageInput(THREE_TESTIMONIALS_CONFIG));
    expect(actor.getSnapshot().value).toEqual({ showing: 'atStart' });
    actor.send({ type: 'slider.next' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'atEnd' });
    actor.send({ type: 'slider.first', perView: 1 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'atStart' });
    actor.send({ type: 'slider.next' });
    actor.send({ type: 'slider.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().value).toEqual({ showing: 'atEnd' });
    actor.send({ type: 'slider.last', perView: 3 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'allInView' });
  });
});
