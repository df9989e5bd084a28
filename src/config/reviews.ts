/**
 * data-config of a review slider (site §2 "Reviews", site-3.2, site-3.3): `type` static (the
 * page's own testimonials, `reviews`, with an optional overall `rating`) or dynamic (Google
 * reviews: the places near each of `locations`, filtered by each location's `minRating` and the
 * page's `negativekeywords`, comma separated). Without `reviews` a static slider shows the
 * catalog's testimonials in the page's language; without `locations` a dynamic one searches near
 * the default offices. `quote` is the third slider site §2 names, the quote slider: a static
 * slider under the quote form, whose testimonials (default the catalog's `quoteTestimonials`) and
 * title speak of getting a quote.
 */
import * as z from 'zod/mini';
import { configuredText } from './schema';

/** site-7.11: what the places search looks for (the agency's name). */
export const DEFAULT_PLACES_QUERY = 'Bluebonnet Auto Insurance';

/** The least rating shown when a location does not say (site-5.11). */
export const DEFAULT_MIN_RATING = 4;

const rating = z.number().check(z.gte(0), z.lte(5));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** site-3.2: a dynamic slider's location: its point, its name and the least rating shown. */
export const reviewLocationSchema = z.strictObject({
  location: text(80),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  minRating: z._default(rating, DEFAULT_MIN_RATING),
});

/** The default locations: the offices of Austin, San Antonio and Houston. */
export const DEFAULT_REVIEW_LOCATIONS: ReadonlyArray<z.output<typeof reviewLocationSchema>> = [
  { location: 'Austin', latitude: 30.2672, longitude: -97.7431, minRating: DEFAULT_MIN_RATING },
  { location: 'San Antonio', latitude: 29.4241, longitude: -98.4936, minRating: DEFAULT_MIN_RATING },
  { location: 'Houston', latitude: 29.7604, longitude: -95.3698, minRating: DEFAULT_MIN_RATING },
];

/** A testimonial of a static slider (site-3.2's fields; the link only over https). */
export const staticReviewSchema = z.strictObject({
  author_name: text(120),
  author_url: z.optional(z.string().check(z.maxLength(2000))),
  rating,
  text: text(4000),
});

export const reviewsConfigSchema = z.strictObject({
  /**
   * site-3.3: static (the page's testimonials) or dynamic (Google reviews); default dynamic. `quote`: the quote
   * slider (site §2 "Reviews"), static testimonials about getting a quote.
   */
  type: z._default(z.enum(['static', 'dynamic', 'quote']), 'dynamic'),
  /** Static or quote: the testimonials (1 to 30); default the catalog's. */
  reviews: z.optional(z.array(staticReviewSchema).check(z.minLength(1), z.maxLength(30))),
  /** site-3.3: static or quote: the overall rating shown with stars above the slider. */
  rating: z.optional(rating),
  /** site-3.2: dynamic: the locations searched (1 to 10). */
  locations: z.optional(z.array(reviewLocationSchema).check(z.minLength(1), z.maxLength(10))),
  /** site-3.3: dynamic: a review whose text holds one of these (comma separated) is not shown. */
  negativekeywords: z._default(z.string().check(z.maxLength(2000)), ''),
  /** site-7.11: dynamic: what the places search looks for. */
  query: z._default(text(120), DEFAULT_PLACES_QUERY),
  /** The configured texts; each defaults to the catalog's. */
  messages: z._default(
    z.strictObject({ title: configuredText, emptyMessage: configuredText, errorMessage: configuredText, expand: configuredText, collapse: configuredText }),
    {},
  ),
});

export type ReviewsConfig = z.output<typeof reviewsConfigSchema>;
export type StaticReview = z.output<typeof staticReviewSchema>;
export type ReviewLocationConfig = z.output<typeof reviewLocationSchema>;
