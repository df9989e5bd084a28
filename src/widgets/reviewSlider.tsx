/** A review slider widget: the chart, its view, and the page's settings (static testimonials or Google reviews). */
import 'keen-slider/keen-slider.min.css';
import '../../views/reviews/reviews.css';
import { reviewsMachine } from '../../machines/reviews.machine';
import { currentSliderLayout, negativeKeywords, SLIDER_LAYOUTS, staticReviews } from '../../machines/reviews.rules';
import { ReviewsFlow } from '../../views/reviews/ReviewsFlow';
import { ReviewsView } from '../../views/reviews/ReviewsView';
import { DEFAULT_REVIEW_LOCATIONS, reviewsConfigSchema } from '../config/reviews';
import { reviewsCatalog } from '../i18n/reviews.lazy';
import { createWidget } from './createWidget';

export default createWidget({
  machine: reviewsMachine,
  Flow: ReviewsFlow,
  View: ReviewsView,
  configSchema: reviewsConfigSchema,
  input: ({ config, lang }) => ({
    kind: config.type,
    // Static: the page's testimonials, else the catalog's in the page's language.
    reviews: config.type === 'static' ? staticReviews(config.reviews ?? reviewsCatalog.get(lang).testimonials) : [],
    summary: config.type === 'static' && config.rating !== undefined ? { rating: config.rating, total: null } : null,
    query: config.query,
    locations: (config.locations ?? DEFAULT_REVIEW_LOCATIONS).map((l) => ({ ...l })),
    keywords: negativeKeywords(config.negativekeywords),
    // site-2.16: the layout the page opens with (the view tells the chart when it changes).
    perView: SLIDER_LAYOUTS[currentSliderLayout()].perView,
  }),
});
