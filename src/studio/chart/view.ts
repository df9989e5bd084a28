/**
 * Where the chart viewer shows a layout: "fit" scales the whole drawing into the viewport unless
 * that would shrink the text below a readable size; then the view keeps the readable scale and
 * starts at a state (the selected one, or the initial state), and the rest is reached by panning.
 * Pure: the studio and the tests compute the same view.
 */
import type { ChartLayout, LaidNode } from './layout';
import { FONTS } from './measure';

export interface View {
  x: number;
  y: number;
  k: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;
export const FIT_MARGIN = 16;

/**
 * The smallest size, in CSS px on screen, of the drawing's main text (state names at 13 px and
 * transition labels at 12 px). 11 px is the smallest size the site itself prints (its fine print)
 * and about the smallest that stays legible on a phone; below it labels like
 * `xstate.done.actor.lookup [isPastDue]` blur into each other. The clause ids (11 px, secondary)
 * then show at about 10 px.
 */
export const READABLE_TEXT_PX = 11;

/** The scale at which the transition labels (the smallest main text) show at READABLE_TEXT_PX. */
export const READABLE_SCALE = READABLE_TEXT_PX / FONTS.label.size;

export function clampZoom(k: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
}

/** The state the view starts at when the chart does not fit: the initial state of the drawn root. */
export function initialNode(layout: ChartLayout): LaidNode | undefined {
  const root = layout.nodes.find((n) => n.depth === 0);
  if (!root) return undefined;
  const first = layout.edges.find((e) => e.info.kind === 'initial' && e.container === root.id);
  return layout.nodes.find((n) => n.id === first?.target) ?? root;
}

/**
 * The view of "fit" for a viewport of `width` x `height` px: the whole drawing when it fits at a
 * readable scale (never above 1), else the readable scale with `anchor` (a state id; the initial
 * state when absent or not drawn) near the top left, the drawing kept inside the viewport where
 * it can be.
 */
export function fitView(layout: ChartLayout, width: number, height: number, anchor?: string | null): View {
  if (!width || !height || !layout.width || !layout.height) return { x: 0, y: 0, k: 1 };
  const whole = Math.min((width - 2 * FIT_MARGIN) / layout.width, (height - 2 * FIT_MARGIN) / layout.height, 1);
  if (whole >= READABLE_SCALE) {
    const k = clampZoom(whole);
    return { k, x: (width - layout.width * k) / 2, y: (height - layout.height * k) / 2 };
  }
  const k = READABLE_SCALE;
  const at = (anchor ? layout.nodes.find((n) => n.id === anchor) : undefined) ?? initialNode(layout);
  // Show the anchor a margin from the top, centred across when it is narrower than the viewport.
  const place = (start: number, size: number, total: number, viewSize: number, centre: boolean) => {
    const wanted = centre && size * k < viewSize ? (viewSize - size * k) / 2 - start * k : FIT_MARGIN * 2 - start * k;
    // Keep the drawing covering the viewport: no empty band beyond its edges.
    const lowest = viewSize - total * k - FIT_MARGIN;
    return Math.round(Math.min(FIT_MARGIN, Math.max(lowest, wanted)));
  };
  if (!at) return { k, x: FIT_MARGIN, y: FIT_MARGIN };
  return {
    k,
    x: layout.width * k <= width ? (width - layout.width * k) / 2 : place(at.x, at.width, layout.width, width, true),
    y: layout.height * k <= height ? (height - layout.height * k) / 2 : place(at.y, at.height, layout.height, height, false),
  };
}

/** A box of the drawing (drawing coordinates). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The view that shows `box` in a viewport of `width` x `height` px at the same scale: the view
 * itself when the box is already inside (a margin from the edges), else the box centred (its top
 * left a margin from the viewport's when it is bigger than the viewport).
 */
export function revealView(view: View, box: Box, width: number, height: number, margin = FIT_MARGIN): View {
  if (!width || !height) return view;
  const left = view.x + box.x * view.k;
  const top = view.y + box.y * view.k;
  const w = box.width * view.k;
  const h = box.height * view.k;
  const inside = left >= margin && top >= margin && left + w <= width - margin && top + h <= height - margin;
  if (inside) return view;
  const x = w + 2 * margin <= width ? (width - w) / 2 - box.x * view.k : margin - box.x * view.k;
  const y = h + 2 * margin <= height ? (height - h) / 2 - box.y * view.k : margin - box.y * view.k;
  return { k: view.k, x: Math.round(x), y: Math.round(y) };
}
