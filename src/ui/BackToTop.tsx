/**
 * Back to the top of a long page (quote-9.4, site: "back to top after 400 px"): a button that
 * appears once the page is scrolled more than `threshold` pixels (400 by default) and, pressed,
 * scrolls to the top (at once under `prefers-reduced-motion`) and moves focus to the page's main
 * region, so keyboard and screen-reader users land where sighted users look. A button, not a link:
 * the quote form's hash is its stage, and a "#top" link would move it.
 */
import { useEffect, useState } from 'react';
import { cx } from './VisuallyHidden';

/** quote-9.4: the button shows after the page is scrolled this far. */
export const BACK_TO_TOP_PX = 400;

export interface BackToTopProps {
  label: string;
  /** The element that takes focus at the top (the page's `<main id="main" tabindex="-1">`). */
  targetId: string;
  threshold?: number;
  className?: string;
}

export function BackToTop({ label, targetId, threshold = BACK_TO_TOP_PX, className }: BackToTopProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={cx('ui-back-to-top', className)}
      onClick={() => {
        const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById(targetId)?.focus({ preventScroll: true });
      }}
    >
      {label}
    </button>
  );
}
