/**
 * The review sliders' rules (site-2.13, site-2.14, site-2.16, site-4.2, site-5.11), without the
 * chart: which Google reviews are shown, the stars' width, and where the arrows take the slider.
 */
import type { LocationPlaces, PlaceReview } from '../services/places';
import { intlLocale } from '../src/config/lang';

/** A review as the slider shows it: the server's or the page's text, shown as text only. */
export interface Review {
  /** Unique in the slider (the key of its slide). */
  id: string;
  author: string;
  /** The author's page, only over https (else not linked). */
  authorUrl: string | null;
  /** Out of 5. */
  rating: number;
  text: string;
  /**
   * When it was posted, in milliseconds since 1970 (Google reviews only): the page words it in its
   * own language (src/rules/relativeTime.ts), never with the places service's English words.
   */
  postedAt: number | null;
  /** The language its text is written in, as the places service says it (null: not said). */
  textLang: string | null;
  /** The office the review is of (Google reviews only). */
  place: string | null;
}

/** The overall rating above a slider: out of 5, and how many ratings it is made of (null: not said). */
export interface RatingSummary {
  rating: number;
  total: number | null;
}

/** site-2.13: the filled width of the stars, in percent: the rating out of 5 to the nearest 10 percent. */
export function starWidthPercent(rating: number): number {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return Math.round((clamped / 5) * 10) * 10;
}

/** site-3.3: the negativekeywords attribute (comma separated): trimmed, lower case, blanks dropped. */
export function negativeKeywords(attribute: string): string[] {
  return [...new Set(attribute.split(',').map((k) => k.trim().toLocaleLowerCase()).filter((k) => k !== ''))];
}

/**
 * site-5.11: a review is shown only when its rating is at least the location's minimum and its text
 * holds none of the negative keywords (anywhere in the text, any case).
 */
export function isReviewShown(review: Pick<PlaceReview, 'rating' | 'text'>, minRating: number, keywords: readonly string[]): boolean {
  if (!(review.rating >= minRating)) return false;
  const text = review.text.toLocaleLowerCase();
  return !keywords.some((k) => text.includes(k));
}

/** An author's link: https only (anything else is not linked). */
export function authorLink(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A language tag the page may put in `lang` ("en", "es-MX"), else null. */
export function languageTag(value: string | undefined): string | null {
  return value !== undefined && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value) ? value : null;
}

/** site-5.11, site-3.2: the Google reviews shown, location by location, place by place; the same review once. */
export function googleReviews(found: readonly LocationPlaces[], keywords: readonly string[]): Review[] {
  const out: Review[] = [];
  const seen = new Set<string>();
  for (const { location, places } of found) {
    for (const place of places) {
      place.reviews.forEach((r, i) => {
        const key = `${r.author_name}\u0000${r.text}`;
        if (seen.has(key) || !isReviewShown(r, location.minRating, keywords)) return;
        seen.add(key);
        out.push({
          id: `${place.place_id}-${i}`,
          author: r.author_name,
          authorUrl: authorLink(r.author_url),
          rating: r.rating,
          text: r.text,
          postedAt: r.time !== undefined && Number.isFinite(r.time) ? r.time * 1000 : null,
          textLang: languageTag(r.language),
          place: place.name,
        });
      });
    }
  }
  return out;
}

/** The places' overall rating: their ratings weighted by how many each has (null: none rated). */
export function placesSummary(found: readonly LocationPlaces[]): RatingSummary | null {
  const rated = found.flatMap((l) => l.places).filter((p) => p.rating !== undefined);
  if (rated.length === 0) return null;
  const total = rated.reduce((n, p) => n + (p.user_ratings_total ?? 0), 0);
  const rating = total > 0 ? rated.reduce((s, p) => s + (p.rating ?? 0) * (p.user_ratings_total ?? 0), 0) / total : rated.reduce((s, p) => s + (p.rating ?? 0), 0) / rated.length;
  return { rating: Math.round(rating * 10) / 10, total: total > 0 ? total : null };
}

// ---------------------------------------------------------------------------------------------
// The slider (site-2.14, site-2.16, site-4.2).

/** site-2.16: the widths (CSS px, min-width) from which a view holds 2 and 2.5 slides. */
export const SLIDER_MEDIUM_FROM_PX = 768;
export const SLIDER_WIDE_FROM_PX = 1024;

export type SliderLayout = 'narrow' | 'medium' | 'wide';

/** site-2.16: slides per view and the gap between slides (px, 10 to 20) of each layout. */
export const SLIDER_LAYOUTS: Readonly<Record<SliderLayout, { perView: number; gap: number }>> = {
  narrow: { perView: 1, gap: 10 },
  medium: { perView: 2, gap: 15 },
  wide: { perView: 2.5, gap: 20 },
};

export const sliderMediaQueries = {
  medium: `(min-width: ${SLIDER_MEDIUM_FROM_PX}px)`,
  wide: `(min-width: ${SLIDER_WIDE_FROM_PX}px)`,
} as const;

/** The layout of a width in CSS px. */
export function sliderLayoutOfWidth(width: number): SliderLayout {
  if (width >= SLIDER_WIDE_FROM_PX) return 'wide';
  if (width >= SLIDER_MEDIUM_FROM_PX) return 'medium';
  return 'narrow';
}

/** The layout from the browser's media queries (wide where there are none: the server, tests without a browser). */
export function currentSliderLayout(matchMedia: ((q: string) => { matches: boolean }) | null = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : null): SliderLayout {
  if (!matchMedia) return 'wide';
  if (matchMedia(sliderMediaQueries.wide).matches) return 'wide';
  if (matchMedia(sliderMediaQueries.medium).matches) return 'medium';
  return 'narrow';
}

/**
 * site-2.14: how many slides an arrow moves: one container width. Below 1024 px a view holds a
 * whole number of slides (1 or 2), so that is exactly the slides of a view. From 1024 px a view
 * holds 2.5: moving 2.5 would leave the half-shown slide cut on the left and never shown whole,
 * so there an arrow moves the two whole slides and the half-shown one becomes the first.
 */
export function arrowStep(perView: number): number {
  return Math.max(1, Math.floor(perView));
}

/** The first slide shown at the end: the last slide is then wholly in view. */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, Math.ceil(count - perView));
}

/** A slide index brought within the slider's range (whole numbers only). */
export function clampIndex(index: number, count: number, perView: number): number {
  return Math.min(lastIndex(count, perView), Math.max(0, Math.round(Number.isFinite(index) ? index : 0)));
}

export const nextIndex = (index: number, count: number, perView: number) => clampIndex(index + arrowStep(perView), count, perView);
export const prevIndex = (index: number, count: number, perView: number) => clampIndex(index - arrowStep(perView), count, perView);

/** A static slider's testimonials (the page's, or the catalog's) as the slider shows them. */
export function staticReviews(list: ReadonlyArray<{ author_name: string; author_url?: string | undefined; rating: number; text: string }>): Review[] {
  return list.map((r, i) => ({
    id: `testimonial-${i}`,
    author: r.author_name,
    authorUrl: authorLink(r.author_url),
    rating: r.rating,
    text: r.text,
    postedAt: null,
    textLang: null,
    place: null,
  }));
}

/** A rating as the page writes it: one decimal at most (4.7, 5). */
export function formatRating(rating: number, lang: 'en' | 'es'): string {
  return new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(rating);
}

/** A count as the page writes it (1,234). */
export function formatCount(count: number, lang: 'en' | 'es'): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(count);
}
