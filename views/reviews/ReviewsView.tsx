/**
 * A review slider (site §2 "Reviews"): the title, the overall rating with its stars (site-2.13),
 * and the reviews in a keen-slider track (src/ui/slider/useKeenTrack.ts) with a left and a right
 * arrow (site-2.14, site-4.2). The slider is a region with the carousel pattern: its arrows are
 * buttons with names, the arrow keys, Home and End move it when it has the focus, and a slide that
 * out of view is out of the focus order until an arrow brings it in. Review texts and author names are
 * the server's or the page's text, drawn as text; an author's link only over https.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ReviewsMachine } from '../../machines/reviews.machine';
import { currentSliderLayout, formatCount, formatRating, nextIndex, prevIndex, SLIDER_LAYOUTS, sliderMediaQueries, type Review, type SliderLayout } from '../../machines/reviews.rules';
import { fill, type Lang } from '../../src/i18n';
import { timeAgo } from '../../src/rules/relativeTime';
import type { ReviewsText } from '../../src/i18n/reviews';
import { Button, LiveRegion, useFocusOnMount, VisuallyHidden } from '../../src/ui';
import { prefersReducedMotion, useKeenTrack } from '../../src/ui/slider/useKeenTrack';
import { ReviewsFlow } from './ReviewsFlow';
import { Stars } from './Stars';
import { ReviewsTextsProvider, useReviewsTexts } from './texts';

type Snap = SnapshotFrom<ReviewsMachine>;

/** What the page gives the view (the widget root passes its validated data-config). */
export interface ReviewsViewProps {
  lang: Lang;
  config: {
    /** The quote slider (`quote`) is a static slider with its own title. */
    type?: 'static' | 'dynamic' | 'quote';
    messages: { title?: string | undefined } & Partial<Record<keyof ReviewsText['configured'], string | undefined>>;
  };
}

type Screen = 'loading' | 'failed' | 'none' | 'showing';

const selectScreen = (s: Snap): Screen => {
  if (s.matches('showing')) return 'showing';
  if (s.matches('failed')) return 'failed';
  if (s.matches('none')) return 'none';
  return 'loading';
};

const selectHead = (s: Snap) => ({ kind: s.context.kind, summary: s.context.summary });

export function ReviewsView({ lang, config }: ReviewsViewProps) {
  const { title, ...messages } = config.messages;
  return (
    <ReviewsTextsProvider lang={lang} messages={messages}>
      <ReviewsScreens title={title} quote={config.type === 'quote'} />
    </ReviewsTextsProvider>
  );
}

function ReviewsScreens({ title, quote }: { title: string | undefined; quote: boolean }) {
  const { t, lang } = useReviewsTexts();
  const actor = ReviewsFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  const head = useSelector(actor, selectHead, shallowEqual);
  const headingId = useId();
  const heading = title ?? (quote ? t.titleQuote : head.kind === 'static' ? t.titleStatic : t.titleGoogle);
  return (
    <section className="reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="reviews__title">
        {heading}
      </h2>
      {screen === 'showing' && head.summary && (
        <p className="reviews__summary">
          <Stars rating={head.summary.rating} />{' '}
          <span>
            {head.summary.total !== null
              ? fill(t.summaryTotal, { rating: formatRating(head.summary.rating, lang), total: formatCount(head.summary.total, lang) })
              : fill(t.summary, { rating: formatRating(head.summary.rating, lang) })}
          </span>
        </p>
      )}
      {screen === 'loading' && (
        <p className="ui-muted reviews__status" role="status">
          {t.loading}
        </p>
      )}
      {screen === 'failed' && <Failed />}
      {screen === 'none' && <p className="reviews__status">{t.configured.emptyMessage}</p>}
      {screen === 'showing' && <Slider />}
      {screen === 'showing' && head.kind === 'dynamic' && <p className="reviews__source ui-muted">{t.fromGoogle}</p>}
    </section>
  );
}

function Failed() {
  const { t } = useReviewsTexts();
  const actor = ReviewsFlow.useActorRef();
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="reviews__status">
      <p ref={message} tabIndex={-1} className="ui-notice ui-notice--error">
        {t.configured.errorMessage}
      </p>
      <Button variant="secondary" onClick={() => actor.send({ type: 'load.retry' })}>
        {t.retry}
      </Button>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

function subscribeLayout(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const lists = Object.values(sliderMediaQueries).map((q) => window.matchMedia(q));
  for (const l of lists) l.addEventListener('change', onChange);
  return () => {
    for (const l of lists) l.removeEventListener('change', onChange);
  };
}

/** site-2.16: the slider's layout of the window's width, kept current. */
function useSliderLayout(): SliderLayout {
  return useSyncExternalStore(subscribeLayout, () => currentSliderLayout(), () => 'wide');
}

const selectSlider = (s: Snap) => ({
  reviews: s.context.reviews,
  index: s.context.index,
  perView: s.context.perView,
  showPrev: s.matches({ showing: 'between' }) || s.matches({ showing: 'atEnd' }),
  showNext: s.matches({ showing: 'between' }) || s.matches({ showing: 'atStart' }),
  atEnd: s.matches({ showing: 'atEnd' }),
});

function Slider() {
  const { t } = useReviewsTexts();
  const actor = ReviewsFlow.useActorRef();
  const v = useSelector(actor, selectSlider, shallowEqual);
  const layout = useSliderLayout();
  const { perView, gap } = SLIDER_LAYOUTS[layout];
  const count = v.reviews.length;
  const trackId = useId();
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);

  // A new layout (the window's width crossed 768 or 1024 px): the slider starts again from the first slide.
  useEffect(() => {
    if (perView !== v.perView) actor.send({ type: 'slider.first', perView });
  }, [actor, perView, v.perView]);

  // A swipe is the arrow of its direction (when that arrow is shown); else the slider stays.
  const onSwipe = (direction: 1 | -1 | 0) => {
    if (direction > 0 && v.showNext) {
      setMoved(true);
      actor.send({ type: 'slider.next' });
      return nextIndex(v.index, count, v.perView);
    }
    if (direction < 0 && v.showPrev) {
      setMoved(true);
      actor.send({ type: 'slider.prev' });
      return prevIndex(v.index, count, v.perView);
    }
    return v.index;
  };
  const track = useKeenTrack({ index: v.index, perView: v.perView, gap, count, reducedMotion, onSwipe });

  // An arrow that hides itself (and is disabled, at the end) while it has the focus hands the focus
  // to the other arrow. The browser may already have dropped the focus to the page: the arrow last
  // pressed says where it was.
  const pressed = useRef<'prev' | 'next' | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = (own: HTMLButtonElement | null, which: 'prev' | 'next') => active === own || ((active === null || active === document.body) && pressed.current === which);
    if (!v.showPrev && v.showNext && lost(prevButton.current, 'prev')) nextButton.current?.focus();
    if (!v.showNext && v.showPrev && lost(nextButton.current, 'next')) prevButton.current?.focus();
  }, [v.showPrev, v.showNext]);

  const go = (event: 'slider.next' | 'slider.prev') => {
    setMoved(true);
    actor.send({ type: event });
  };
  // The carousel's keys, with the focus on the slider: the arrows, Home and End.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    pressed.current = null;
    if (e.key === 'ArrowRight' && v.showNext) go('slider.next');
    else if (e.key === 'ArrowLeft' && v.showPrev) go('slider.prev');
    else if (e.key === 'Home' || e.key === 'End') {
      setMoved(true);
      actor.send({ type: e.key === 'Home' ? 'slider.first' : 'slider.last', perView: v.perView });
    } else return;
    e.preventDefault();
  };

  const from = v.index + 1;
  const to = Math.min(count, Math.floor(v.index + v.perView));
  // Slides wholly or partly out of view are out of the focus order and of the accessibility tree (the carousel pattern): the arrows bring them in.
  const outOfView = (i: number) => i < v.index || i >= v.index + Math.ceil(v.perView);
  return (
    <div className="reviews__slider" data-layout={layout}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the carousel takes the focus so that its arrow, Home and End keys move it (the arrow buttons do the same) */}
      <div
        className="reviews__viewport"
        role="region"
        aria-roledescription={t.carouselRole}
        aria-label={t.carousel}
        aria-describedby={`${trackId}-keys`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region whose keys move it must take the focus, as a scrollable region must
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <VisuallyHidden id={`${trackId}-keys`}>{t.keys}</VisuallyHidden>
        <div className="keen-slider reviews__track" id={trackId} ref={track}>
          {v.reviews.map((r, i) => (
            <div
              key={r.id}
              className="keen-slider__slide reviews__slide"
              role="group"
              aria-roledescription={t.slideRole}
              aria-label={fill(t.slideLabel, { n: i + 1, count })}
              aria-hidden={outOfView(i) || undefined}
              inert={outOfView(i)}
            >
              <ReviewCard review={r} layout={layout} />
            </div>
          ))}
        </div>
      </div>
      <div className="reviews__arrows">
        <button
          ref={prevButton}
          type="button"
          className="reviews__arrow reviews__arrow--prev"
          aria-controls={trackId}
          aria-label={t.prev}
          hidden={!v.showPrev}
          onClick={() => {
            pressed.current = 'prev';
            go('slider.prev');
          }}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          ref={nextButton}
          type="button"
          className="reviews__arrow reviews__arrow--next"
          aria-controls={trackId}
          aria-label={t.next}
          hidden={!v.showNext}
          disabled={v.atEnd}
          onClick={() => {
            pressed.current = 'next';
            go('slider.next');
          }}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <LiveRegion>{moved ? (to > from ? fill(t.position, { from, to, count }) : fill(t.positionOne, { from, count })) : ''}</LiveRegion>
    </div>
  );
}

/**
 * One review: its stars, its text (cut to 128 px on a phone with Read more, site-2.15: the cut
 * and the control are the stylesheet's below 769 px; a text that fits has no control), the author
 * (linked to their page only over https) and, for a Google review, how long ago (from its timestamp, in
 * the page's language) and of which office. A review's text says its language (`lang`).
 */
function ReviewCard({ review, layout }: { review: Review; layout: SliderLayout }) {
  const { t, lang } = useReviewsTexts();
  // The clock when the review was drawn: its age is worded from it (not re-read on every render).
  const [now] = useState(() => Date.now());
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  const textId = useId();
  const text = useRef<HTMLDivElement>(null);
  // Measured where there is a layout (a browser), whenever the text's box changes size (the track
  // sizes its slides after they are drawn; a new layout), and only while the text may be cut.
  useLayoutEffect(() => {
    const el = text.current;
    if (!el || expanded) return;
    const measure = () => {
      if (el.clientHeight > 0) setFits(el.scrollHeight <= el.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, [expanded, review.text, layout]);
  return (
    <article className="review">
      <Stars rating={review.rating} />
      <div ref={text} id={textId} className={expanded ? 'review__text review__text--expanded' : fits ? 'review__text' : 'review__text review__text--cut'}>
        <p lang={review.textLang ?? undefined}>{review.text}</p>
      </div>
      {!fits && (
        <button type="button" className="review__more" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((x) => !x)}>
          {expanded ? t.configured.collapse : t.configured.expand}
        </button>
      )}
      <p className="review__author">
        {review.authorUrl ? (
          <a href={review.authorUrl} target="_blank" rel="noopener noreferrer">
            {review.author} <VisuallyHidden>{t.newTab}</VisuallyHidden>
          </a>
        ) : (
          review.author
        )}
        {review.postedAt !== null && (
          <span className="review__when">
            {' · '}
            <time dateTime={new Date(review.postedAt).toISOString()}>{timeAgo(review.postedAt, now, lang)}</time>
          </span>
        )}
      </p>
      {review.place && <p className="review__place ui-muted">{fill(t.placeOf, { place: review.place })}</p>}
    </article>
  );
}
