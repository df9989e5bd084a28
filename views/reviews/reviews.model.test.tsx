/**
 * The review sliders' own checks through the rendered view: the tours of its generated paths (`tourPaths`) (English) with
 * the places call's input and the arrows' state; then, in both languages, what the paths do not
 * show: the stars' widths, the keys, the expand control of a cut review, the server's text as
 * text, author links over https only, and the page's configured texts. The generic Spanish suite
 * (src/flows/flows.view.es.test.tsx) walks them in Spanish; this file is their English walk (src/testing/ownTours.ts).
 * Layout (what is cut at 128 px, slides per view at a width) is the browser's: e2e/reviews.spec.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FOUND, ONE_TESTIMONIAL_CONFIG, REVIEWS_MODEL_NOW, STATIC_CONFIG } from '../../fixtures/models/reviews.model';
import { starWidthPercent } from '../../machines/reviews.rules';
import { DEFAULT_PLACES_QUERY, DEFAULT_REVIEW_LOCATIONS } from '../../src/config/reviews';
import reviews from '../../src/flows/reviews';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { reviewsText } from '../../src/i18n/reviews';
import { createActorController } from '../../src/paths/actors';
import { playFlowPath, recordingEffects } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(reviews);
/** An arrow, found by its place: a hidden button has no accessible name to be found by. */
const arrow = (which: 'next' | 'prev') => document.querySelector<HTMLButtonElement>(`.reviews__arrow--${which}`)!;
const { tours } = ownTours(flow);

describe('[site-4.2 site-2.14] review slider through the view: its tours (every state, transition and call outcome), with its call', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller }) => ({
        // [site-7.11 site-3.2] the Google reviews are asked for near the configured locations.
        loading: () => {
          const input = controller.lastInput('loadReviews') as { query: string; locations: unknown[] };
          expect(input.query).toBe(DEFAULT_PLACES_QUERY);
          expect(input.locations.length).toBeGreaterThan(0);
        },
        // [site-4.2] the right arrow at the end: hidden and disabled.
        'showing.atEnd': () => {
          const next = arrow('next');
          expect(next).not.toBeVisible();
          expect(next).toBeDisabled();
        },
        // [site-4.2] one item: both arrows hidden.
        'showing.allInView': () => {
          for (const which of ['next', 'prev'] as const) expect(arrow(which)).not.toBeVisible();
        },
      }));
    });
  }
});

/** The page in a language with a config; a Google slider's call answered with `found`. */
async function openPage(lang: 'en' | 'es', config: Record<string, unknown> = {}, found: unknown = DEFAULT_FOUND) {
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, { config })} effects={effects} actors={controller.actors} />);
  if (config.type === undefined || config.type === 'dynamic') {
    await waitFor(() => expect(controller.hasPending('loadReviews')).toBe(true));
    controller.settle('loadReviews', { done: found });
  }
  await screen.findByRole('region', { name: reviewsText[lang].carousel });
  return { controller, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('the review slider (%s)', (lang) => {
  const t = reviewsText[lang];

  it('[site-2.13] every star rating is filled to its rating to the nearest 10 percent, and named with the rating', async () => {
    await openPage(lang);
    const stars = screen.getAllByRole('img', { name: new RegExp(t.stars.replace('{rating}', '[\\d.,]+')) });
    // The overall rating first (4.7 of 456), then each review in view.
    expect(stars[0]).toHaveAccessibleName(fill(t.stars, { rating: '4.7' }));
    expect(stars[0]).toHaveAttribute('data-width', '90');
    expect(stars[0]?.querySelector('.review-stars__fill--90')).not.toBeNull();
    for (const s of screen.getAllByRole('img', { name: fill(t.stars, { rating: '5' }) })) expect(s).toHaveAttribute('data-width', String(starWidthPercent(5)));
  });

  it('[site-1.2] a Google review says how long ago it was posted in the page language, from its timestamp (not the service\'s English words); its text says its language', async () => {
    // The model's answers are given at REVIEWS_MODEL_NOW; a week later, the Austin review posted 14 days before is 3 weeks old.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REVIEWS_MODEL_NOW.getTime() + 7 * 24 * 3600 * 1000);
    try {
      await openPage(lang);
      const first = screen.getAllByRole('group')[0]!;
      const when = within(first).getByText(lang === 'en' ? '3 weeks ago' : 'hace 3 semanas');
      expect(when.tagName).toBe('TIME');
      expect(within(first).getByText(/^Andrea found me a policy/)).toHaveAttribute('lang', 'en');
      if (lang === 'es') expect(document.body.textContent).not.toMatch(/\bago\b/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[site-1.2 site-2.14 site-4.2] the keys move the slider when it has the focus: arrows, Home and End', async () => {
    const { user } = await openPage(lang);
    const region = screen.getByRole('region', { name: t.carousel });
    expect(region).toHaveAttribute('aria-roledescription', t.carouselRole);
    region.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: t.prev })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(fill(t.position, { from: 3, to: 4, count: 9 }));
    await user.keyboard('{End}');
    expect(arrow('next')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(fill(t.position, { from: 8, to: 9, count: 9 }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: t.next })).toBeVisible();
    await user.keyboard('{Home}');
    expect(arrow('prev')).not.toBeVisible();
    // The slides out of view are out of the focus order and hidden from assistive technology.
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups).toHaveLength(9);
    expect(groups[0]).not.toHaveAttribute('aria-hidden');
    expect(groups[3]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[3]).toHaveAttribute('inert');
  });

  it('[site-1.2 site-4.2] an arrow that hides itself hands the focus to the other arrow', async () => {
    const { user } = await openPage(lang, STATIC_CONFIG);
    const next = screen.getByRole('button', { name: t.next });
    await user.click(next);
    await user.click(next);
    expect(next).not.toBeVisible();
    expect(screen.getByRole('button', { name: t.prev })).toHaveFocus();
  });

  it('[site-2.15 site-3.3] a review has an expand control (aria-expanded) whose labels the page may set', async () => {
    const { user } = await openPage(lang, { ...STATIC_CONFIG, messages: { expand: 'More', collapse: 'Less' } });
    const [more] = screen.getAllByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more!.getAttribute('aria-controls') ?? '');
    expect(text).toHaveClass('review__text');
    await user.click(more!);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('Less');
    expect(text).toHaveClass('review__text--expanded');
  });

  it('[site-3.2] author names and texts are text, not markup; an author is linked only over https, in a new tab said so', async () => {
    await openPage(lang, { locations: [{ ...DEFAULT_REVIEW_LOCATIONS[1]!, minRating: 4.5 }] }, [{ location: { ...DEFAULT_REVIEW_LOCATIONS[1]!, minRating: 4.5 }, places: DEFAULT_FOUND[1]!.places }]);
    // María (5) and Robert's markup review (5) pass 4.5; Derek and Ashley (4) do not.
    const groups = screen.getAllByRole('group');
    expect(within(groups[1]!).getByText(/Great service <script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('.reviews script, .reviews img, .reviews b')).toBeNull();
    const link = within(groups[1]!).getByRole('link');
    expect(link).toHaveAccessibleName(`<b>Robert</b> <img src=x onerror="alert(1)"> ${t.newTab}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('[site-3.2] an http author link is not linked', async () => {
    await openPage(lang, { locations: [DEFAULT_REVIEW_LOCATIONS[0]!] }, [DEFAULT_FOUND[0]!]);
    // Austin: Jessica (5), Luis (5), Kim (4, http link): Kim's name is text.
    expect(screen.queryByRole('link', { name: /Kim Nguyen/, hidden: true })).toBeNull();
    expect(screen.getByText('Kim Nguyen', { exact: false })).toBeInTheDocument();
  });

  it('[site-3.3] a static slider shows the page’s testimonials with its rating; the title is configurable', async () => {
    await openPage(lang, { ...ONE_TESTIMONIAL_CONFIG, rating: 4.2, messages: { title: 'Kind words' } });
    expect(screen.getByRole('heading', { name: 'Kind words' })).toBeVisible();
    expect(screen.getByText(ONE_TESTIMONIAL_CONFIG.reviews[0]!.text)).toBeVisible();
    expect(screen.getByRole('img', { name: fill(t.stars, { rating: '4.2' }) })).toHaveAttribute('data-width', '80');
  });

  it('[site-2.14 site-4.2] the quote slider (the quote page, type quote): its own title and testimonials with the rating, no call, arrows that move it', async () => {
    const { controller, user } = await openPage(lang, { type: 'quote', rating: 4.8 });
    expect(screen.getByRole('heading', { name: t.titleQuote })).toBeVisible();
    expect(screen.queryByRole('heading', { name: t.titleStatic })).toBeNull();
    expect(controller.hasPending('loadReviews')).toBe(false);
    expect(screen.queryByText(t.fromGoogle)).toBeNull();
    expect(screen.getByRole('img', { name: fill(t.stars, { rating: '4.8' }) })).toBeVisible();
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups).toHaveLength(t.quoteTestimonials.length);
    for (const review of t.quoteTestimonials) expect(screen.getByText(review.text)).toBeInTheDocument();
    // None of the home page's testimonials: the quote slider speaks of getting a quote.
    expect(screen.queryByText(t.testimonials[0]!.text)).toBeNull();
    // [site-4.2] at the start the left arrow is hidden; the right one moves it, then the left one shows.
    expect(arrow('prev')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('button', { name: t.prev })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(fill(t.position, { from: 3, to: 4, count: t.quoteTestimonials.length }));
  });

  it('[site-2.14 site-3.3] the quote slider shows the page’s own testimonials and title when it gives them', async () => {
    await openPage(lang, { ...ONE_TESTIMONIAL_CONFIG, type: 'quote', messages: { title: 'After the quote' } });
    expect(screen.getByRole('heading', { name: 'After the quote' })).toBeVisible();
    expect(screen.getByText(ONE_TESTIMONIAL_CONFIG.reviews[0]!.text)).toBeVisible();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(1);
  });

  it('[site-5.11 site-3.3] the page’s negative keywords and minimum ratings decide what is shown', async () => {
    await openPage(lang, { negativekeywords: 'scam, forty' });
    // 9 pass the ratings; "scam" takes Ashley out, "forty" Brandon.
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(7);
    expect(screen.queryByText(/scam/i)).toBeNull();
  });
});
