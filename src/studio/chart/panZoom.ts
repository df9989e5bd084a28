/**
 * Pan and zoom of the chart viewer's drawing area (ChartView.tsx), where the view is a translate
 * and a scale of the drawing: ctrl/cmd + wheel (and a trackpad pinch) zooms at the pointer, a
 * drag pans (a press that moves less than a few pixels stays a click), Tab to a state outside the
 * visible part pans it into view, and a scroll of the area caused by focus becomes a pan. The
 * viewer's buttons and keys zoom about the area's centre with `zoomBy`.
 */
import {
  useEffect,
  useRef,
  type Dispatch,
  type FocusEvent as ReactFocusEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type SetStateAction,
  type UIEvent as ReactUIEvent,
} from 'react';
import { closestWith } from './chartViewParts';
import { clampZoom, type View } from './view';

/** Pointer travel (px) before a press becomes a drag (so a click still selects). */
const DRAG_THRESHOLD = 4;
/** Space kept around a state that Tab brings into view. */
const FOCUS_MARGIN = 24;

/** Zoom by `factor` keeping the point (px, py) of the viewport still. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor);
  const f = k / view.k;
  return { k, x: px - (px - view.x) * f, y: py - (py - view.y) * f };
}

/** The drawing area's pan and zoom handlers, for the area `viewportRef` holds and the view it shows. */
export function usePanZoom(viewportRef: RefObject<HTMLDivElement | null>, view: View, setView: Dispatch<SetStateAction<View>>) {
  const drag = useRef<{ id: number; px: number; py: number; x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  // Wheel zoom needs a listener that may cancel scrolling (React's onWheel is passive).
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    // Ctrl/Cmd + wheel (and trackpad pinch, which arrives as ctrl + wheel) zooms; a plain
    // wheel scrolls the page as everywhere else.
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * 0.01);
      setView((v) => zoomAt(v, factor, e.clientX - rect.left, e.clientY - rect.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [viewportRef, setView]);

  const zoomBy = (factor: number) => {
    const el = viewportRef.current;
    setView((v) => zoomAt(v, factor, (el?.clientWidth ?? 0) / 2, (el?.clientHeight ?? 0) / 2));
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { id: e.pointerId, px: e.clientX, py: e.clientY, x: view.x, y: view.y, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.px;
    const dy = e.clientY - d.py;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.moved) {
      d.moved = true;
      // Capture only once it is a drag: a capture from the start would retarget clicks on states.
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    setView((v) => ({ ...v, x: d.x + dx, y: d.y + dy }));
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    suppressClick.current = d.moved;
    drag.current = null;
  };
  // Tab to a state outside the visible part: pan so that it shows.
  const onFocus = (e: ReactFocusEvent<HTMLDivElement>) => {
    const vp = viewportRef.current;
    const el = closestWith(e.target, 'data-toggle-id') ?? closestWith(e.target, 'data-state-id');
    if (!vp || !el) return;
    const r = el.getBoundingClientRect();
    const v = vp.getBoundingClientRect();
    if (!r.width || !v.width) return;
    const shift = (start: number, size: number, vStart: number, vSize: number) => {
      const m = Math.min(FOCUS_MARGIN, vSize / 4);
      if (start < vStart + m || size > vSize - 2 * m) return vStart + m - start;
      if (start + size > vStart + vSize - m) return vStart + vSize - m - (start + size);
      return 0;
    };
    const dx = shift(r.left, r.width, v.left, v.width);
    const dy = shift(r.top, r.height, v.top, v.height);
    if (dx || dy) setView((cur) => ({ ...cur, x: cur.x + dx, y: cur.y + dy }));
  };
  // Focus moving to a state outside the visible part may scroll the drawing area: turn that
  // scroll into a pan, so the transform stays the only offset.
  const onScroll = (e: ReactUIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const sx = el.scrollLeft;
    const sy = el.scrollTop;
    if (!sx && !sy) return;
    el.scrollLeft = 0;
    el.scrollTop = 0;
    setView((v) => ({ ...v, x: v.x - sx, y: v.y - sy }));
  };

  /** Whether the click that ends a press ends a drag (it then selects nothing); answered once per drag. */
  const endsDrag = (): boolean => {
    if (!suppressClick.current) return false;
    suppressClick.current = false;
    return true;
  };

  return { zoomBy, endsDrag, onPointerDown, onPointerMove, onPointerEnd, onFocus, onScroll };
}
