/**
 * The studio's chart viewer: the chart laid out in the page's ELK worker, drawn as SVG, with pan
 * (drag, arrow keys), zoom (ctrl/cmd + wheel, + and - buttons and keys), fit, collapse/expand of compound
 * states, selection of a state (click, Enter or Space), a compound state opened on its own (O on
 * it, or the `focus` prop) with the transitions crossing its border listed under the drawing, export
 * as SVG, and highlighting of the active states and taken transitions without a new layout. "Fit"
 * never shrinks the text below a readable size (view.ts): a big chart opens at that size, at the
 * selected or initial state, and is panned. Every visible or spoken string
 * comes from `labels`, so the caller chooses the language.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type FocusEvent as ReactFocusEvent,
  type PointerEvent as ReactPointerEvent,
  type UIEvent as ReactUIEvent,
} from 'react';
import type { AnyStateMachine } from 'xstate';
import { fill } from '../../i18n';
import { allCollapsed, initialCollapsed, revealing } from './collapse';
import { chartElk } from './elk';
import { buildChartGraph, focusBoundary, focusRoot, type BoundaryTransition } from './graph';
import type { ChartLayout, LaidNode } from './layout';
import { cachedLayout, graphKey, peekLayout } from './layoutCache';
import { measureText } from './measure';
import { toReact, toSvgString } from './render';
import { chartTree } from './tree';
import { clampZoom, fitView, revealView, type View } from './view';

export interface ChartViewLabels {
  zoomIn: string;
  zoomOut: string;
  fit: string;
  expandAll: string;
  collapseAll: string;
  /** Toggle (pressed or not) that keeps the current state expanded and in view. */
  follow: string;
  /** Toggle of a compound state, followed by its name: "Collapse details". */
  collapse: string;
  expand: string;
  exportSvg: string;
  /** Status while the chart is being laid out. */
  loading: string;
  /** Status when the layout failed. */
  failed: string;
  /** Name of the toolbar, if the page has several. */
  toolbar?: string;
  /** Button back from a state shown on its own. */
  whole: string;
  /** Status while a state is shown on its own: "Showing {state} on its own." */
  focused: string;
  /** Headings of the transitions crossing its border ({state}). */
  entering: string;
  leaving: string;
  noBoundary: string;
}

export interface ChartViewProps {
  machine: AnyStateMachine;
  /** The drawing's name (its SVG title, and the name of the drawing area). */
  title: string;
  /** Active state ids (`payment.details.readyToPay`). */
  active?: readonly string[];
  /** Taken transitions, as transition keys (src/paths/model.ts transitionKey). */
  taken?: readonly string[];
  selected?: string | null;
  onSelectState?: (stateId: string) => void;
  labels: ChartViewLabels;
  /** Height of the drawing area (CSS); 70vh by default. */
  height?: string | number;
  /** A compound state shown on its own (its id); the whole chart when null or not a compound state. */
  focus?: string | null;
  /** Asked to show a compound state on its own (O on it), or the whole chart again (null). */
  onFocusChange?: (stateId: string | null) => void;
  /**
   * Offer to follow the active states (a path played, a page inspected): while the toggle is on,
   * which it is at first, the states that hide an active state are expanded and the deepest
   * active state is panned into view each time the active states change.
   */
  followable?: boolean;
}

const ZOOM_STEP = 1.25;
const PAN_STEP = 48;
/** Pointer travel (px) before a press becomes a drag (so a click still selects). */
const DRAG_THRESHOLD = 4;
/** Space kept around a state that Tab brings into view. */
const FOCUS_MARGIN = 24;

type Status = 'loading' | 'ready' | 'failed';

/** Zoom by `factor` keeping the point (px, py) of the viewport still. */
function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor);
  const f = k / view.k;
  return { k, x: px - (px - view.x) * f, y: py - (py - view.y) * f };
}

/** The deepest drawn box of an active state (a collapsed box that hides one counts), not the machine's. */
function deepestActive(layout: ChartLayout, active: ReadonlySet<string>): LaidNode | undefined {
  let best: LaidNode | undefined;
  for (const n of layout.nodes) {
    const id = n.info.stateId;
    if (!id || n.info.kind === 'machine') continue;
    if (!active.has(id) && !n.info.hides.some((h) => active.has(h))) continue;
    if (!best || n.depth > best.depth) best = n;
  }
  return best;
}

function closestWith(target: EventTarget | null, attr: string): Element | null {
  return target instanceof Element ? target.closest(`[${attr}]`) : null;
}

const styles = {
  root: { display: 'flex', flexDirection: 'column', gap: 8 },
  // Above the drawing in stacking order: a panned chart's boxes reach under the toolbar (clipped, but still boxes).
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', position: 'relative', zIndex: 1 },
  button: { minWidth: 32, minHeight: 32, padding: '4px 12px', cursor: 'pointer' },
  status: { margin: 0, minHeight: '1.25em' },
  viewport: {
    position: 'relative',
    zIndex: 0,
    overflow: 'hidden',
    minHeight: 320,
    border: '1px solid #cbd5e1',
    borderRadius: 6,
    background: '#ffffff',
    touchAction: 'none',
    userSelect: 'none',
    cursor: 'grab',
  },
} satisfies Record<string, CSSProperties>;

function BoundaryList({ heading, items, far, none }: { heading: string; items: BoundaryTransition[]; far: boolean; none: string }) {
  return (
    <div>
      <p className="chart-view__boundary-heading" style={{ margin: '0.5rem 0 0.25rem', fontWeight: 700 }}>
        {heading}
      </p>
      {items.length ? (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {items.map((b, i) => (
            <li key={`${b.key}#${i}`}>
              <code>{far ? b.other : b.inside}</code> → <code>{far ? b.inside : b.other}</code>: {b.label.join(' ')}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{none}</p>
      )}
    </div>
  );
}

export function ChartView({
  machine,
  title,
  active,
  taken,
  selected = null,
  onSelectState,
  labels,
  height = '70vh',
  focus: focusProp = null,
  onFocusChange,
  followable = false,
}: ChartViewProps) {
  // Only a compound state below the root can be shown on its own.
  const focusNode = focusRoot(machine, focusProp);
  const focus = focusNode.path.length > 0 ? focusNode.id : null;
  const boundary = useMemo(() => (focus ? focusBoundary(machine, focus) : null), [machine, focus]);
  // A big chart opens with its compound states collapsed (collapse.ts); each expands on demand.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => initialCollapsed(machine));
  // The graph ELK is given, and its key: a layout made before for the same graph is drawn at once.
  const graph = useMemo(() => buildChartGraph(machine, { collapsed, measure: measureText, focus }), [machine, collapsed, focus]);
  const key = useMemo(() => graphKey(graph), [graph]);
  const cached = peekLayout(key);
  // The last layout drawn stays shown while the next one is made; a failed key says so.
  const [drawn, setDrawn] = useState<ChartLayout | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const layout = cached ?? drawn;
  const status: Status = cached ? 'ready' : failedKey === key ? 'failed' : 'loading';
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const viewportRef = useRef<HTMLDivElement>(null);
  const fittedFor = useRef<{ machine: AnyStateMachine; focus: string | null } | null>(null);
  const focusViewport = useRef(false);
  const focusToggle = useRef<string | null>(null);
  const drag = useRef<{ id: number; px: number; py: number; x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const viewportId = useId();
  const [following, setFollowing] = useState(true);
  const follow = followable && following;

  // Start over (a big chart collapsed again) for another machine.
  const [shownMachine, setShownMachine] = useState(machine);
  if (shownMachine !== machine) {
    setShownMachine(machine);
    setCollapsed(initialCollapsed(machine));
    setDrawn(null);
  }

  // Following: when the active states change, expand the states that hide them (once per change,
  // so a state the user collapses again stays collapsed until the next step).
  const activeKey = (active ?? []).join('|');
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  if (follow && activeKey !== revealedFor) {
    setRevealedFor(activeKey);
    const next = revealing(machine, collapsed, active ?? []);
    if (next !== collapsed) setCollapsed(next);
  }

  // Lay out on a miss; the layout lands in the cache, and the next render draws it.
  useEffect(() => {
    if (peekLayout(key)) return;
    let cancelled = false;
    cachedLayout(graph, chartElk).layout.then(
      (next) => {
        // A big drawing is a thousand SVG elements or more: React makes it a slice at a time.
        if (!cancelled) startTransition(() => setDrawn(next));
      },
      () => {
        if (!cancelled) setFailedKey(key);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [graph, key]);
  // Keep the drawing shown when the next graph is laid out from the cache too.
  if (cached && drawn !== cached && status === 'ready') setDrawn(cached);

  const fit = useCallback(
    (target: ChartLayout) => {
      const el = viewportRef.current;
      setView(fitView(target, el?.clientWidth ?? 0, el?.clientHeight ?? 0, selected));
    },
    [selected],
  );

  // Fit on the first layout of a machine or focus; after a collapse, give focus back to the
  // toggle; after opening a state on its own or going back, to the drawing area.
  useEffect(() => {
    if (!layout || status !== 'ready') return;
    const done = fittedFor.current;
    if (done?.machine !== machine || done.focus !== focus) {
      fittedFor.current = { machine, focus };
      fit(layout);
    }
    if (focusViewport.current) {
      focusViewport.current = false;
      viewportRef.current?.focus();
    }
    const id = focusToggle.current;
    if (id !== null) {
      focusToggle.current = null;
      for (const el of viewportRef.current?.querySelectorAll('[data-toggle-id]') ?? []) {
        if (el.getAttribute('data-toggle-id') === id && el instanceof SVGElement) el.focus();
      }
    }
    // Fit only when a new machine or focus is laid out, not when the selection changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, machine, focus, status]);

  // Following: once the active states are drawn, pan the deepest of them into view (once per change
  // of the active states; a state already in view does not move the drawing).
  const followedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!follow || !layout || status !== 'ready' || followedFor.current === activeKey) return;
    followedFor.current = activeKey;
    const target = deepestActive(layout, new Set(activeKey ? activeKey.split('|') : []));
    const el = viewportRef.current;
    if (!target || !el) return;
    const width = el.clientWidth;
    const height = el.clientHeight;
    setView((v) => revealView(v, target, width, height));
  }, [follow, layout, status, activeKey]);

  // After an expand or collapse: the toggled state where it was on screen, or (everything expanded
  // or collapsed) the drawing fitted again: the old view may show an empty part of the new drawing.
  const keepInView = useRef<{ id: string; sx: number; sy: number } | 'fit' | null>(null);
  useEffect(() => {
    const keep = keepInView.current;
    if (!keep || !layout || status !== 'ready') return;
    keepInView.current = null;
    if (keep === 'fit') {
      fit(layout);
      return;
    }
    const at = layout.nodes.find((n) => n.info.stateId === keep.id);
    if (at) setView((v) => ({ ...v, x: Math.round(keep.sx - at.x * v.k), y: Math.round(keep.sy - at.y * v.k) }));
    // Once per new layout; `fit` changes with the selection only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, status]);
  const setCollapsedAll = (next: ReadonlySet<string>) => {
    keepInView.current = 'fit';
    setCollapsed(next);
  };

  const toggleFollow = () => {
    if (!following) {
      // On again: expand and pan to the current state now.
      setRevealedFor(null);
      followedFor.current = null;
    }
    setFollowing(!following);
  };

  const changeFocus = (id: string | null) => {
    if (!onFocusChange) return;
    focusViewport.current = true;
    onFocusChange(id);
  };

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
  }, []);

  const activeSet = useMemo(() => new Set(active ?? []), [active]);
  const allCount = useMemo(() => allCollapsed(machine).size, [machine]);
  const takenSet = useMemo(() => new Set(taken ?? []), [taken]);
  const { collapse: collapseLabel, expand: expandLabel } = labels;
  const openable = !!onFocusChange;
  const tree = useMemo(
    () =>
      layout
        ? chartTree(layout, {
            title,
            active: activeSet,
            taken: takenSet,
            selected,
            interactive: {
              toggleLabel: (name, isCollapsed) => `${isCollapsed ? expandLabel : collapseLabel} ${name}`,
              openable,
            },
          })
        : null,
    [layout, title, activeSet, takenSet, selected, collapseLabel, expandLabel, openable],
  );
  const drawing = useMemo(() => (tree ? toReact(tree) : null), [tree]);

  const zoomBy = (factor: number) => {
    const el = viewportRef.current;
    setView((v) => zoomAt(v, factor, (el?.clientWidth ?? 0) / 2, (el?.clientHeight ?? 0) / 2));
  };

  const toggle = (id: string) => {
    focusToggle.current = id;
    // The state stays where it is on screen once laid out again (its size changes, not its place).
    const at = layout?.nodes.find((n) => n.info.stateId === id);
    keepInView.current = at ? { id, sx: view.x + at.x * view.k, sy: view.y + at.y * view.k } : null;
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const activate = (target: EventTarget | null): boolean => {
    const toggleEl = closestWith(target, 'data-toggle-id');
    const toggleId = toggleEl?.getAttribute('data-toggle-id');
    if (toggleId) {
      toggle(toggleId);
      return true;
    }
    const stateEl = closestWith(target, 'data-state-id');
    const stateId = stateEl?.getAttribute('data-state-id');
    if (stateId && stateEl?.getAttribute('role') === 'button') {
      onSelectState?.(stateId);
      return true;
    }
    return false;
  };

  const exportSvg = () => {
    if (!layout) return;
    const svg = toSvgString(chartTree(layout, { title, active: activeSet, taken: takenSet, selected }));
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${machine.id}.svg`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    let handled = true;
    switch (e.key) {
      case 'ArrowLeft':
        setView((v) => ({ ...v, x: v.x + PAN_STEP }));
        break;
      case 'ArrowRight':
        setView((v) => ({ ...v, x: v.x - PAN_STEP }));
        break;
      case 'ArrowUp':
        setView((v) => ({ ...v, y: v.y + PAN_STEP }));
        break;
      case 'ArrowDown':
        setView((v) => ({ ...v, y: v.y - PAN_STEP }));
        break;
      case '+':
      case '=':
        zoomBy(ZOOM_STEP);
        break;
      case '-':
        zoomBy(1 / ZOOM_STEP);
        break;
      case '0':
        if (layout) fit(layout);
        break;
      case 'Enter':
      case ' ':
        handled = activate(e.target);
        break;
      case 'o':
      case 'O': {
        // O on a compound state opens it on its own.
        const id = closestWith(e.target, 'aria-keyshortcuts')?.getAttribute('data-state-id');
        handled = !!id && !!onFocusChange;
        if (id) changeFocus(id);
        break;
      }
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
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
  const onClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    activate(e.target);
  };

  const statusText = status === 'loading' ? labels.loading : status === 'failed' ? labels.failed : '';

  return (
    <div className="chart-view" style={styles.root}>
      <div role="toolbar" aria-label={labels.toolbar} aria-controls={viewportId} className="chart-view__toolbar" style={styles.toolbar}>
        <button type="button" style={styles.button} onClick={() => zoomBy(ZOOM_STEP)}>
          {labels.zoomIn}
        </button>
        <button type="button" style={styles.button} onClick={() => zoomBy(1 / ZOOM_STEP)}>
          {labels.zoomOut}
        </button>
        <button type="button" style={styles.button} onClick={() => layout && fit(layout)} disabled={!layout}>
          {labels.fit}
        </button>
        <button type="button" style={styles.button} onClick={() => setCollapsedAll(new Set())} disabled={collapsed.size === 0}>
          {labels.expandAll}
        </button>
        <button type="button" style={styles.button} onClick={() => setCollapsedAll(allCollapsed(machine))} disabled={collapsed.size === allCount}>
          {labels.collapseAll}
        </button>
        {followable ? (
          <button type="button" style={styles.button} aria-pressed={following} onClick={toggleFollow}>
            {labels.follow}
          </button>
        ) : null}
        <button type="button" style={styles.button} onClick={exportSvg} disabled={!layout}>
          {labels.exportSvg}
        </button>
        {focus && onFocusChange ? (
          <button type="button" style={styles.button} onClick={() => changeFocus(null)}>
            {labels.whole}
          </button>
        ) : null}
      </div>
      <p role="status" className="chart-view__status" style={styles.status}>
        {statusText || (focus ? fill(labels.focused, { state: focus }) : '')}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a pan and zoom surface: its keys pan and zoom, and it delegates clicks and Enter to the state buttons drawn inside */}
      <div
        ref={viewportRef}
        id={viewportId}
        className="chart-view__viewport"
        role="group"
        aria-label={title}
        aria-busy={status === 'loading'}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the surface takes focus so its arrow and zoom keys work, as a scrollable region must
        tabIndex={0}
        style={{ ...styles.viewport, height }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
        onScroll={onScroll}
        onFocus={onFocus}
      >
        {drawing && layout ? (
          <div
            className="chart-view__canvas"
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: layout.width,
              height: layout.height,
              transformOrigin: '0 0',
              transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`,
            }}
          >
            {drawing}
          </div>
        ) : null}
      </div>
      {focus && boundary ? (
        <div className="chart-view__boundary">
          <BoundaryList heading={fill(labels.entering, { state: focus })} items={boundary.entering} far none={labels.noBoundary} />
          <BoundaryList heading={fill(labels.leaving, { state: focus })} items={boundary.leaving} far={false} none={labels.noBoundary} />
        </div>
      ) : null}
    </div>
  );
}
