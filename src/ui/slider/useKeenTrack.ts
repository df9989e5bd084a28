/**
 * The track of a slider, drawn and moved by keen-slider: a ref for the element whose children are
 * the slides. The caller owns the position: the track goes to `index` whenever it changes. A swipe
 * or a mouse drag is the caller's too: `onSwipe` gets its direction (1 towards the next slides, -1
 * towards the previous ones, 0 too short to count) and answers the slide to settle on (the arrow's
 * step, or where it was). Under `prefers-reduced-motion` (`reducedMotion`) moves are instant and
 * the drag has no rubber band. No autoplay.
 */
import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { useCallback, useEffect, useRef } from 'react';

export interface KeenTrackOptions {
  /** The first slide in view, as the caller holds it. */
  index: number;
  /** Slides per view (may be fractional: 2.5). */
  perView: number;
  /** Px between slides. */
  gap: number;
  /** How many slides (a change measures the track again). */
  count: number;
  reducedMotion: boolean;
  /** A swipe ended: its direction; the answer is the slide to settle on. */
  onSwipe: (direction: 1 | -1 | 0) => number;
}

/** A drag shorter than this part of a slide is no swipe. */
const SWIPE_MIN_SLIDES = 0.1;
const DURATION_MS = 450;

export function useKeenTrack({ index, perView, gap, count, reducedMotion, onSwipe }: KeenTrackOptions): (node: HTMLElement | null) => void {
  const slider = useRef<KeenSliderInstance | null>(null);
  const latest = useRef({ index, perView, gap, reducedMotion, onSwipe });
  useEffect(() => {
    latest.current = { index, perView, gap, reducedMotion, onSwipe };
  });
  const duration = () => (latest.current.reducedMotion ? 0 : DURATION_MS);

  const ref = useCallback((node: HTMLElement | null) => {
    slider.current?.destroy();
    slider.current = null;
    if (!node) return;
    let dragFrom = 0;
    const { perView: pv, gap: g, reducedMotion: still, index: at } = latest.current;
    slider.current = new KeenSlider(node, {
      initial: at,
      slides: { perView: pv, spacing: g },
      rubberband: !still,
      defaultAnimation: { duration: still ? 0 : DURATION_MS },
      dragStarted: (s) => {
        dragFrom = s.track.details?.position ?? 0;
      },
      dragEnded: (s) => {
        const d = s.track.details;
        if (!d) return;
        // The track's position and a slide's size are in the same units.
        const moved = d.position - dragFrom;
        const slide = d.slides[0]?.size ?? 0;
        const far = slide > 0 && Math.abs(moved) >= SWIPE_MIN_SLIDES * slide;
        const direction: 1 | -1 | 0 = !far ? 0 : moved > 0 ? 1 : -1;
        const target = latest.current.onSwipe(direction);
        // After keen-slider's own snap has started: ours replaces it.
        setTimeout(() => slider.current?.moveToIdx(target, true, { duration: duration() }), 0);
      },
    });
  }, []);

  // A new layout or another number of slides: the track is measured again, at the caller's slide.
  useEffect(() => {
    const s = slider.current;
    if (!s) return;
    s.update({ ...s.options, slides: { perView, spacing: gap }, rubberband: !reducedMotion, defaultAnimation: { duration: reducedMotion ? 0 : DURATION_MS } }, latest.current.index);
  }, [perView, gap, count, reducedMotion]);

  // The caller moved: the track follows.
  useEffect(() => {
    const s = slider.current;
    if (!s || !s.track.details) return;
    s.moveToIdx(index, true, { duration: latest.current.reducedMotion ? 0 : DURATION_MS });
  }, [index]);

  useEffect(
    () => () => {
      slider.current?.destroy();
      slider.current = null;
    },
    [],
  );

  return ref;
}

/** Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
