/**
 * The drawing of a laid-out chart as a tiny virtual tree of SVG elements. Highlighting (active
 * states, taken transitions, the selected state) is only classes on this tree, so it changes
 * without a new layout. Rendered by toSvgString (files) and toReact (the studio).
 */
import { GEOMETRY } from './graph';
import type { ChartLayout, LaidEdge, LaidNode, Point } from './layout';
import { FONT_FAMILY, FONTS, LINE_HEIGHT } from './measure';

export type ChartAttrs = Readonly<Record<string, string>>;

export type ChartVNode =
  | { tag: string; attrs: ChartAttrs; children: ChartVNode[] }
  | { tag: string; attrs: ChartAttrs; text: string };

export interface ChartTreeOptions {
  /** The drawing's title (its <title>). */
  title: string;
  /** Active state ids (`payment.details.readyToPay`); a collapsed state is active when a state it hides is. */
  active?: ReadonlySet<string>;
  /** Taken transitions, as transition keys. */
  taken?: ReadonlySet<string>;
  selected?: string | null;
  /**
   * For the studio: states become focusable buttons (role, tabindex, aria-label) and compound
   * states get a collapse/expand toggle named by this function. Absent for static files.
   */
  interactive?: {
    toggleLabel: (name: string, collapsed: boolean) => string;
    /** Compound states say that O opens them on their own (`aria-keyshortcuts`). */
    openable?: boolean;
  };
}

const CSS = `
.chart { font-family: ${FONT_FAMILY}; }
.chart-state__box { fill: #ffffff; stroke: #475569; stroke-width: 1.25; }
.chart-state--machine > .chart-state__box { fill: #ffffff; stroke: #334155; stroke-width: 1.5; }
.chart-state--compound > .chart-state__box, .chart-state--parallel > .chart-state__box { fill: #f8fafc; }
.chart-state--region > .chart-state__box { fill: none; stroke-dasharray: 6 4; }
.chart-state--collapsed > .chart-state__box { fill: #f1f5f9; stroke-width: 1.5; }
.chart-state__inner { fill: none; stroke: #475569; stroke-width: 1.25; }
.chart-state__name { font-size: ${FONTS.title.size}px; font-weight: 700; fill: #0f172a; }
.chart-state__spec { font-size: ${FONTS.small.size}px; fill: #475569; }
.chart-state__history { font-size: ${FONTS.title.size}px; font-weight: 700; fill: #0f172a; }
.chart-state--active > .chart-state__box { fill: #dbeafe; stroke: #1d4ed8; stroke-width: 3; }
.chart-state--active.chart-state--compound > .chart-state__box,
.chart-state--active.chart-state--parallel > .chart-state__box { fill: #eff6ff; }
.chart-state--active.chart-state--region > .chart-state__box { fill: none; }
.chart-state--active.chart-state--machine > .chart-state__box { fill: #ffffff; stroke: #334155; stroke-width: 1.5; }
.chart-state--selected > .chart-state__box { stroke: #b45309; stroke-width: 3; }
.chart-state__focus { fill: none; stroke: none; }
.chart-state:focus { outline: none; }
.chart-state:focus-visible > .chart-state__focus { stroke: #7c3aed; stroke-width: 3; stroke-dasharray: 4 3; }
.chart-state[role="button"], .chart-toggle { cursor: pointer; }
.chart-initial { fill: #0f172a; }
.chart-edge > path { fill: none; stroke: #64748b; stroke-width: 1.25; }
.chart-edge--initial > path { stroke: #0f172a; }
.chart-edge--taken > path { stroke: #1d4ed8; stroke-width: 2.5; }
.chart-label > rect { fill: #ffffff; fill-opacity: 0.92; }
.chart-label > text { font-size: ${FONTS.label.size}px; fill: #334155; }
.chart-label__guard { fill: #92400e; }
.chart-label--taken > text { fill: #1d4ed8; font-weight: 700; }
.chart-toggle > rect { fill: #ffffff; stroke: #64748b; stroke-width: 1; }
.chart-toggle > path { fill: none; stroke: #0f172a; stroke-width: 1.75; }
.chart-toggle:focus { outline: none; }
.chart-toggle:focus-visible > rect { stroke: #7c3aed; stroke-width: 3; }
`
  .trim()
  .replace(/\n/g, ' ');

/** A number for an attribute: at most one decimal, no trailing zeros. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function el(tag: string, attrs: Record<string, string>, children: ChartVNode[] = []): ChartVNode {
  return { tag, attrs, children };
}

function txt(tag: string, attrs: Record<string, string>, text: string): ChartVNode {
  return { tag, attrs, text };
}

/** An id usable in url(#...) for this machine's markers. */
function safeId(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** An orthogonal route with rounded corners. */
export function routePath(points: readonly Point[], radius = 6): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  let d = `M${n(first.x)} ${n(first.y)}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    const prev = points[i - 1]!;
    const next = points[i + 1];
    if (!next) {
      d += ` L${n(p.x)} ${n(p.y)}`;
      break;
    }
    const lenIn = Math.hypot(p.x - prev.x, p.y - prev.y);
    const lenOut = Math.hypot(next.x - p.x, next.y - p.y);
    const rr = Math.min(radius, lenIn / 2, lenOut / 2);
    if (rr <= 0.5) {
      d += ` L${n(p.x)} ${n(p.y)}`;
      continue;
    }
    const a = { x: p.x - ((p.x - prev.x) / lenIn) * rr, y: p.y - ((p.y - prev.y) / lenIn) * rr };
    const b = { x: p.x + ((next.x - p.x) / lenOut) * rr, y: p.y + ((next.y - p.y) / lenOut) * rr };
    d += ` L${n(a.x)} ${n(a.y)} Q${n(p.x)} ${n(p.y)} ${n(b.x)} ${n(b.y)}`;
  }
  return d;
}

/** Baseline of a line of text whose box starts at `top`. */
function baseline(top: number, size: number): number {
  const line = size * LINE_HEIGHT;
  return top + (line - size) / 2 + size * 0.8;
}

function stateClasses(node: LaidNode, active: boolean, selected: boolean): string {
  const k = node.info.kind;
  return [
    'chart-state',
    `chart-state--${k}`,
    node.info.collapsed ? 'chart-state--collapsed' : '',
    active ? 'chart-state--active' : '',
    selected ? 'chart-state--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function stateNode(node: LaidNode, options: ChartTreeOptions): ChartVNode[] {
  const { info } = node;
  const id = info.stateId ?? node.id;
  const active = !!options.active && (options.active.has(id) || info.hides.some((h) => options.active!.has(h)));
  const selected = options.selected === id;
  const attrs: Record<string, string> = { class: stateClasses(node, active, selected), 'data-state-id': id };
  const description = info.description ? `: ${info.description}` : '';
  if (options.interactive) {
    attrs.role = 'button';
    attrs.tabindex = '0';
    attrs['aria-label'] = `${info.name}${description}${info.spec.length ? ` (${info.spec.join(', ')})` : ''}`;
    attrs['aria-pressed'] = selected ? 'true' : 'false';
    if (active) attrs['aria-current'] = 'true';
    if (options.interactive.openable && info.collapsible) attrs['aria-keyshortcuts'] = 'O';
  }
  const children: ChartVNode[] = [txt('title', {}, `${info.name}${description}`)];
  const { x, y, width: w, height: h } = node;

  if (info.kind === 'history') {
    const cx = x + w / 2;
    const cy = y + h / 2;
    children.push(
      el('circle', { class: 'chart-state__box', cx: n(cx), cy: n(cy), r: n(Math.min(w, h) / 2) }),
      txt(
        'text',
        { class: 'chart-state__history', x: n(cx), y: n(baseline(cy - (FONTS.title.size * LINE_HEIGHT) / 2, FONTS.title.size)), 'text-anchor': 'middle' },
        info.deep ? 'H*' : 'H',
      ),
      el('circle', { class: 'chart-state__focus', cx: n(cx), cy: n(cy), r: n(Math.min(w, h) / 2 + 4) }),
    );
    return [el('g', attrs, children)];
  }

  const radius = info.kind === 'machine' ? '10' : '8';
  children.push(el('rect', { class: 'chart-state__box', x: n(x), y: n(y), width: n(w), height: n(h), rx: radius }));
  const inset = info.kind === 'final' ? GEOMETRY.finalInset : 0;
  if (inset) {
    children.push(
      el('rect', {
        class: 'chart-state__inner',
        x: n(x + inset),
        y: n(y + inset),
        width: n(w - 2 * inset),
        height: n(h - 2 * inset),
        rx: '5',
      }),
    );
  }
  const titleLine = FONTS.title.size * LINE_HEIGHT;
  const rowHeight = Math.max(titleLine, info.collapsible ? GEOMETRY.toggle : 0);
  // A box without children centres its header vertically.
  const boxed = info.kind === 'atomic' || info.kind === 'final' || info.collapsed;
  const top = y + GEOMETRY.padY + inset + (boxed ? Math.max(0, (h - inset - info.headerHeight) / 2) : 0);
  const left = x + GEOMETRY.padX + inset;
  children.push(
    txt('text', { class: 'chart-state__name', x: n(left), y: n(baseline(top + (rowHeight - titleLine) / 2, FONTS.title.size)) }, info.name),
  );
  const smallLine = Math.ceil(FONTS.small.size * LINE_HEIGHT);
  info.specLines.forEach((line, i) => {
    children.push(
      txt('text', { class: 'chart-state__spec', x: n(left), y: n(baseline(top + rowHeight + i * smallLine, FONTS.small.size)) }, line),
    );
  });
  children.push(el('rect', { class: 'chart-state__focus', x: n(x - 3), y: n(y - 3), width: n(w + 6), height: n(h + 6), rx: '10' }));
  const out = [el('g', attrs, children)];

  // The toggle is a sibling of the state's group: a button inside a button is not allowed.
  if (options.interactive && info.collapsible) {
    const s = GEOMETRY.toggle;
    const tx = x + w - 6 - s;
    const ty = top - inset;
    const cx = tx + s / 2;
    const cy = ty + s / 2;
    const plus = info.collapsed ? ` M${n(cx)} ${n(cy - 6)} V${n(cy + 6)}` : '';
    out.push(
      el(
        'g',
        {
          class: 'chart-toggle',
          'data-toggle-id': id,
          role: 'button',
          tabindex: '0',
          'aria-label': options.interactive.toggleLabel(info.name, info.collapsed),
          'aria-expanded': info.collapsed ? 'false' : 'true',
        },
        [
          el('rect', { x: n(tx), y: n(ty), width: n(s), height: n(s), rx: '4' }),
          el('path', { d: `M${n(cx - 6)} ${n(cy)} H${n(cx + 6)}${plus}` }),
        ],
      ),
    );
  }
  return out;
}

function edgeNodes(edge: LaidEdge, markerId: string, taken: boolean): { path: ChartVNode; label: ChartVNode | null } {
  const initial = edge.info.kind === 'initial';
  const cls = ['chart-edge', initial ? 'chart-edge--initial' : '', taken ? 'chart-edge--taken' : ''].filter(Boolean).join(' ');
  const marker = taken ? `${markerId}-taken` : initial ? `${markerId}-initial` : markerId;
  const path = el('g', { class: cls, 'data-edge-id': edge.info.key }, [
    el('path', { d: routePath(edge.points), 'marker-end': `url(#${marker})` }),
  ]);
  const l = edge.label;
  if (!l) return { path, label: null };
  const lineHeight = FONTS.label.size * LINE_HEIGHT;
  const top = l.y + (l.height - lineHeight * l.lines.length) / 2;
  const label = el('g', { class: `chart-label${taken ? ' chart-label--taken' : ''}`, 'data-edge-id': edge.info.key }, [
    el('rect', { x: n(l.x - 2), y: n(l.y - 1), width: n(l.width + 4), height: n(l.height + 2), rx: '3' }),
    el(
      'text',
      {},
      l.lines.map((line, i) =>
        txt(
          'tspan',
          { x: n(l.x + l.width / 2), y: n(baseline(top + i * lineHeight, FONTS.label.size)), 'text-anchor': 'middle', ...(i > 0 ? { class: 'chart-label__guard' } : {}) },
          line,
        ),
      ),
    ),
  ]);
  return { path, label };
}

function marker(id: string, color: string): ChartVNode {
  return el(
    'marker',
    { id, viewBox: '0 0 10 10', refX: '9', refY: '5', markerWidth: '8', markerHeight: '8', markerUnits: 'userSpaceOnUse', orient: 'auto' },
    [el('path', { d: 'M0 0 L10 5 L0 10 Z', fill: color })],
  );
}

/** The whole drawing as a virtual SVG tree. */
export function chartTree(layout: ChartLayout, options: ChartTreeOptions): ChartVNode {
  const markerId = `chart-arrow-${safeId(layout.machineId)}`;
  const titleId = `chart-title-${safeId(layout.machineId)}`;
  const states: ChartVNode[] = [];
  for (const node of layout.nodes) {
    if (node.info.kind === 'initial') {
      states.push(
        el('circle', { class: 'chart-initial', cx: n(node.x + node.width / 2), cy: n(node.y + node.height / 2), r: n(node.width / 2) }),
      );
    } else {
      states.push(...stateNode(node, options));
    }
  }
  const paths: ChartVNode[] = [];
  const labels: ChartVNode[] = [];
  for (const edge of layout.edges) {
    const { path, label } = edgeNodes(edge, markerId, !!options.taken?.has(edge.info.key));
    paths.push(path);
    if (label) labels.push(label);
  }
  const width = n(layout.width);
  const height = n(layout.height);
  const rootAttrs: Record<string, string> = {
    xmlns: 'http://www.w3.org/2000/svg',
    class: 'chart',
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    'data-machine-id': layout.machineId,
  };
  if (options.interactive) {
    // The viewer's drawing area carries the name; the states inside are the buttons.
    rootAttrs.role = 'none';
  } else {
    rootAttrs.role = 'img';
    rootAttrs['aria-labelledby'] = titleId;
  }
  return el('svg', rootAttrs, [
    txt('title', { id: titleId }, options.title),
    txt('style', {}, CSS),
    el('defs', {}, [marker(markerId, '#64748b'), marker(`${markerId}-taken`, '#1d4ed8'), marker(`${markerId}-initial`, '#0f172a')]),
    el('g', { class: 'chart-states' }, states),
    el('g', { class: 'chart-edges' }, paths),
    el('g', { class: 'chart-labels' }, labels),
  ]);
}
