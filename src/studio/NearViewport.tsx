/**
 * Renders its children once their place comes near the viewport (and keeps them), holding the
 * room meanwhile: the quote form's seven child charts are laid out as the page is scrolled to
 * them, not all at once with the flow's own chart. Without IntersectionObserver (jsdom), at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a place counts as near (CSS margin). */
const NEAR = '400px 0px';

export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
