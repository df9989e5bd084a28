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
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import type { AnyStateMachine } from 'xstate';
import { fill } from '../../i18n';
import { allCollapsed, initialCollapsed, revealing } from './collapse';
import { chartElk } from './elk';
import { BoundaryList, closestWith, deepestActive, styles } from './chartViewParts';
import type { ChartViewProps } from './chartViewProps';
import { focusBoundary, focusRoot } from './focus';
import { buildChartGraph } from './graph';
import type { ChartLayout } from './layout';
import { cachedLayout, graphKey, peekLayout } from './layoutCache';
import { measureText } from './measure';
import { toReact, toSvgString } from './render';
import { chartTree } from './tree';
import { usePanZoom } from './panZoom';
import { fitView, revealView, type View } from './view';

export type { ChartViewLabels, ChartViewProps } from './chartViewProps';

const ZOOM_STEP = 1.25;
const PAN_STEP = 48;

type Status = 'loading' | 'ready' | 'failed';

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

  const { zoomBy, endsDrag, onPointerDown, onPointerMove, onPointerEnd, onFocus, onScroll } = usePanZoom(viewportRef, view, setView);

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

  const onClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    if (endsDrag()) return;
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
