/** The review sliders' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { reviewsCatalog } from '../../src/i18n/reviews.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: ReviewsTextsProvider, useTexts: useReviewsTexts } = createTextsContext(reviewsCatalog, 'reviews');
