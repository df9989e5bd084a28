/**
 * Text of the review sliders (site §2 "Reviews", site-2.13 to site-2.16, site-4.2, site-5.11).
 *
 * English; its shape is the key type of both languages (reviews.es.ts must match it). A page loads
 * one language through reviews.lazy.ts; reviews.ts holds both. `testimonials` are what a static
 * slider shows without its own `reviews`.
 */
export const en = {
  loading: 'Loading reviews…',
  titleStatic: 'What our customers say',
  titleGoogle: 'What our customers say on Google',
  /** The quote slider's title (under the quote form). */
  titleQuote: 'Drivers who got their quote with us',
  /** `{rating}`: one decimal. */
  summary: '{rating} out of 5',
  /** `{rating}`, `{total}`: how many ratings the places have. */
  summaryTotal: '{rating} out of 5 from {total} Google ratings',
  /** The stars' accessible name; `{rating}`: the rating out of 5. */
  stars: 'Rated {rating} out of 5',
  /** The slider region's name and its role's words (aria-roledescription). */
  carousel: 'Review slider',
  carouselRole: 'carousel',
  slideRole: 'review',
  /** `{n}` of `{count}`: a slide's name. */
  slideLabel: '{n} of {count}',
  prev: 'Previous reviews',
  next: 'Next reviews',
  /** Said politely after an arrow, Home or End moved the slider. */
  position: 'Reviews {from} to {to} of {count}',
  positionOne: 'Review {from} of {count}',
  /** The author's page at Google opens in a new tab. */
  newTab: '(opens in a new tab)',
  /** `{place}`: the office the review is of. */
  placeOf: 'Review of {place}',
  fromGoogle: 'Reviews from Google',
  keys: 'Use the arrow keys, Home and End to move through the reviews.',
  retry: 'Try again',
  configured: {
    emptyMessage: 'There are no reviews to show yet.',
    errorMessage: 'We could not load the reviews right now.',
    /** site-3.3 expand and collapse labels: the control of a review cut on a phone (site-2.15). */
    expand: 'Read more',
    collapse: 'Show less',
  },
  /** What the quote slider shows without its own `reviews`: testimonials about getting a quote. */
  quoteTestimonials: [
    {
      author_name: 'Luis G., McAllen',
      rating: 5,
      text: 'I entered my ZIP and my truck, and a few minutes later I was comparing prices from four companies. No calls until I asked for one.',
    },
    {
      author_name: 'Ashley P., Plano',
      rating: 5,
      text: 'The quote kept everything I typed when I stopped to find my license number. I finished it that night from my phone.',
    },
    {
      author_name: 'Daniel O., Lubbock',
      rating: 4.5,
      text: 'The price online was the price at the office. They only asked what they needed and explained every coverage in plain words.',
    },
    {
      author_name: 'Maria S., Corpus Christi',
      rating: 5,
      text: 'I got my quote in Spanish and my son checked it in English. Same numbers, and we bought the policy the same day.',
    },
  ],
  testimonials: [
    {
      author_name: 'Marisol R., Laredo',
      rating: 5,
      text: 'I called at lunch and had my new policy before I went back to work. They compared three companies for me and picked the one that kept my rental coverage.',
    },
    {
      author_name: 'James T., Fort Worth',
      rating: 5,
      text: 'After my accident they walked me through the claim step by step and called the body shop for me. I never felt on my own.',
    },
    {
      author_name: 'Carmen V., El Paso',
      rating: 4.5,
      text: 'Clear prices and no pressure to buy what I did not need. My payment is lower than last year with the same coverage.',
    },
    {
      author_name: 'Kevin D., Austin',
      rating: 5,
      text: 'Adding my daughter as a new driver was easier than I expected. They explained the good-student discount and it made a real difference.',
    },
    {
      author_name: 'Rosa M., Houston',
      rating: 4.5,
      text: 'The office staff speak Spanish and English, so my mother could ask every question herself. We left with our ID cards printed.',
    },
    {
      author_name: 'Brian K., San Antonio',
      rating: 4,
      text: 'Quick SR-22 filing and an honest explanation of what it means for my rate. I paid online the same evening.',
    },
  ],
};

export type ReviewsText = typeof en;
