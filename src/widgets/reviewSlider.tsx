/**
 * A review slider widget: the chart, its view, and the page's settings (static testimonials, Google reviews, or the
 * quote slider: static testimonials about getting a quote, under the quote form).
 */
import 'keen-slider/keen-slider.min.css';
import '../../views/reviews/reviews.css';
import { reviewsMachine } from '../../machines/reviews.machine';
import { currentSliderLayout, negativeKeywords, SLIDER_LAYOUTS, staticReviews } from '../../machines/reviews.rules';
import { ReviewsFlow } from '../../views/reviews/ReviewsFlow';
import { ReviewsView } from '../../views/reviews/ReviewsView';
import { DEFAULT_REVIEW_LOCATIONS, reviewsConfigSchema } from '../config/reviews';
import type { Lang } from '../config/lang';
import { reviewsCatalog } from '../i18n/reviews.lazy';
import { createWidget } from './createWidget';

const defaultTestimonials = (type: 'static' | 'quote', lang: Lang) =>
  type === 'quote' ? reviewsCatalog.get(lang).quoteTestimonials : reviewsCatalog.get(lang).testimonials;

export default createWidget({
  machine: reviewsMachine,
  Flow: ReviewsFlow,
  View: ReviewsView,
  configSchema: reviewsConfigSchema,
  input: ({ config, lang }) => ({
    // The quote slider is a static one: the same chart, its own testimonials and title.
    kind: config.type === 'dynamic' ? ('dynamic' as const) : ('static' as const),
    // Static: the page's testimonials, else the catalog's in the page's language (the quote slider's own).
    reviews: config.type === 'dynamic' ? [] : staticReviews(config.reviews ?? defaultTestimonials(config.type, lang)),
    summary: config.type !== 'dynamic' && config.rating !== undefined ? { rating: config.rating, total: null } : null,
    query: config.query,
    locations: (config.locations ?? DEFAULT_REVIEW_LOCATIONS).map((l) => ({ ...l })),
    keywords: negativeKeywords(config.negativekeywords),
    // site-2.16: the layout the page opens with (the view tells the chart when it changes).
    perView: SLIDER_LAYOUTS[currentSliderLayout()].perView,
  }),
});
