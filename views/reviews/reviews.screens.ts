/** What a review slider shows in each state and what the user does, in the page's language. */
import { formatCount, formatRating, googleReviews, placesSummary } from '../../machines/reviews.rules';
import type { LocationPlaces } from '../../machines/reviews.machine';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { reviewsText } from '../../src/i18n/reviews';
import type { Expectation, FlowScreens, Seen } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function reviewsScreens(lang: Lang): FlowScreens {
  const t = reviewsText[lang];
  // A path that asked for Google reviews shows them; the others show the page's testimonials (the catalog's).
  const isGoogle = (seen: Seen) => seen.answers('loadReviews').length > 0;
  const next = { role: 'button', name: t.next };
  const prev = { role: 'button', name: t.prev };
  const region = { role: 'region', name: t.carousel };
  const slider = (seen: Seen, atStart = false): Expectation[] => {
    if (isGoogle(seen)) {
      const found = seen.done<LocationPlaces[]>('loadReviews');
      const first = googleReviews(found, [])[0];
      const summary = placesSummary(found);
      return [
        { role: 'heading', name: t.titleGoogle },
        region,
        // site-2.13: the overall rating's stars, named with the rating.
        ...(summary
          ? [
              { role: 'img', name: fill(t.stars, { rating: formatRating(summary.rating, lang) }), nth: 0 },
              { text: fill(t.summaryTotal, { rating: formatRating(summary.rating, lang), total: formatCount(summary.total ?? 0, lang) }) },
            ]
          : []),
        // The first review, in view at the start; its author's link opens their page in a new tab (said in its name).
        ...(first && atStart ? [{ role: 'link', name: new RegExp(`^${esc(first.author)}`) }] : []),
        { text: t.fromGoogle },
      ];
    }
    // The testimonials (the catalog's, or a page's own): each first one is rated 5, its stars named so (site-2.13).
    return [{ role: 'heading', name: t.titleStatic }, region, ...(atStart ? [{ role: 'img', name: fill(t.stars, { rating: formatRating(5, lang) }), nth: 0 }] : [])];
  };
  return {
    transient: ['opening', 'loading', 'showing.placing'],
    states: {
      opening: [],
      'showing.placing': [],
      loading: [{ text: t.loading }, { ...region, absent: true }],
      failed: [{ text: t.configured.errorMessage, focused: true }, { role: 'button', name: t.retry }, { ...region, absent: true }],
      none: [{ text: t.configured.emptyMessage }, { ...region, absent: true }, { ...next, absent: true }],
      // site-4.2: the left arrow hidden at the start.
      'showing.atStart': (seen) => [...slider(seen, true), next, { ...prev, absent: true }],
      'showing.between': (seen) => [...slider(seen), next, prev],
      // site-4.2: the right arrow hidden (and disabled) at the end.
      'showing.atEnd': (seen) => [...slider(seen), prev, { ...next, absent: true }],
      // site-4.2: one item, both arrows hidden.
      'showing.allInView': [{ role: 'heading', name: t.titleStatic }, region, { ...next, absent: true }, { ...prev, absent: true }],
    },
    actions: {
      'slider.next': () => [{ click: next }],
      'slider.prev': () => [{ click: prev }],
      // Home, with the focus on the slider (a click on it gives it the focus).
      'slider.first': () => [{ click: region }, { press: 'Home' }],
      'slider.last': () => [{ click: region }, { press: 'End' }],
      'load.retry': () => [{ click: { role: 'button', name: t.retry } }],
    },
  };
}
