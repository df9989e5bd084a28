/**
 * site-2.13: a rating as five stars whose filled width is the rating out of 5 rounded to the
 * nearest 10 percent (a class per step: no inline style, which the page's CSP would not need to
 * allow). One image to assistive technology, named with the rating.
 */
import { formatRating, starWidthPercent } from '../../machines/reviews.rules';
import { fill } from '../../src/i18n';
import { useReviewsTexts } from './texts';

export function Stars({ rating }: { rating: number }) {
  const { t, lang } = useReviewsTexts();
  const width = starWidthPercent(rating);
  return (
    <span className="review-stars" role="img" aria-label={fill(t.stars, { rating: formatRating(rating, lang) })} data-width={width}>
      <span className={`review-stars__fill review-stars__fill--${width}`} aria-hidden="true">
        ★★★★★
      </span>
      <span className="review-stars__empty" aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
