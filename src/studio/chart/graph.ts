/**
 * A statechart as an ELK graph: every state node (hierarchy included), initial markers, and one
 * edge per transition, placed in the lowest common ancestor of its source and target. Pure data:
 * runs in Node (scripts/charts.ts, tests) and in the browser (the studio). How the state nodes are
 * walked is in states.ts, a chart focused on one compound state in focus.ts.
 */
import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { specOf, transitionKey, type ChartNode } from '../../paths/model';
import { focusRoot } from './focus';
import { guardText, transitionLabel } from './labels';
import { FONTS, LINE_HEIGHT, wrapWords, type MeasureText } from './measure';
import { hasChildren, initialTargets, isDeepHistory, nodeTransitions, walk, within } from './states';

/** The id of the ELK root (the drawing); never an xstate id (those have no `#`). */
export const CHART_ROOT_ID = '#chart';

export type ChartNodeKind = 'machine' | 'compound' | 'parallel' | 'region' | 'atomic' | 'final' | 'history' | 'initial';

export interface ChartNodeInfo {
  kind: ChartNodeKind;
  /** The xstate state node id (`payment.details.readyToPay`); null for initial markers. */
  stateId: string | null;
  /** The state's key (`readyToPay`); the machine id for the root. */
  name: string;
  description: string | null;
  /** Clause ids (meta.spec). */
  spec: string[];
  /** The clause ids as drawn, wrapped into lines. */
  specLines: string[];
  /** Height of the header (name and clause lines) at the top of the box. */
  headerHeight: number;
  /** A compound or parallel state (below the root) that can be collapsed and expanded. */
  collapsible: boolean;
  collapsed: boolean;
  /** For a collapsed state: the ids of the descendants it hides. */
  hides: string[];
  /** History states: deep or shallow. */
  deep: boolean;
}

export interface ChartEdgeInfo {
  kind: 'transition' | 'initial';
  /** transitionKey(t) for transitions (what live highlighting matches); `initial:<id>` for markers. */
  key: string;
  /** Label lines: the event for people, then the guard in brackets. */
  label: string[];
  /** The raw event type. */
  eventType: string;
  guard: string | null;
  /** Drawn as a loop on one state (a self or targetless transition, or one reattached to a collapsed state). */
  selfLoop: boolean;
}

export interface ChartElkNode extends ElkNode {
  chart: ChartNodeInfo;
  children?: ChartElkNode[];
  edges?: ChartElkEdge[];
}

export interface ChartElkEdge extends ElkExtendedEdge {
  chart: ChartEdgeInfo;
}

export interface ChartGraph extends ElkNode {
  id: typeof CHART_ROOT_ID;
  /** The machine id. */
  machineId: string;
  children: ChartElkNode[];
  edges: ChartElkEdge[];
}

export type ChartDirection = 'DOWN' | 'RIGHT';

export interface BuildChartOptions {
  /** Ids of compound states drawn as one box. */
  collapsed?: ReadonlySet<string>;
  measure: MeasureText;
  /** Layered direction; DOWN by default (outcomes fan out side by side, the drawing stays near a page's shape). */
  direction?: ChartDirection;
  /**
   * The id of a compound state drawn on its own: its subtree only, with the transitions among
   * its states (`focusBoundary` lists those entering and leaving it). The whole chart when absent.
   */
  focus?: string | null;
}

// Box geometry, shared with the renderer.
export const GEOMETRY = {
  padX: 12,
  padY: 8,
  /** Space of the collapse/expand toggle at the right of a compound header (also its hit size). */
  toggle: 24,
  /** Gap between the header and the children of a compound. */
  childGap: 10,
  /** Inner padding of a compound around its children. */
  inner: 16,
  /** Inset of the second border of a final state. */
  finalInset: 4,
  minWidth: 64,
  minHeight: 36,
  initialSize: 12,
  historySize: 32,
  specMaxWidth: 220,
} as const;

const ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  // Every coordinate is absolute: the renderer needs no parent offsets.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

/** Options of each graph in the hierarchy (ELK reads them per compound node, not only at the root). */
const GRAPH_OPTIONS: LayoutOptions = {
  'elk.spacing.nodeNode': '24',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.edgeNode': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.placement': 'CENTER',
  // Back edges found depth first from the initial marker: the chart reads from its initial
  // state to its outcomes, and returns (`modal.close` to the form) loop back. (The model-order
  // strategies of elkjs 0.11 crash on nested graphs.)
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
};

/**
 * The ELK container of an edge between two drawn states: the lowest common ancestor of the two
 * (a state is its own ancestor, so an edge from a compound to its child sits in the compound);
 * a loop sits in its state's parent. Returns null for the drawing's root.
 */
export function edgeContainer(source: ChartNode, target: ChartNode, byPath: (path: readonly string[]) => ChartNode): ChartNode | null {
  if (source === target) return source.path.length === 0 ? null : byPath(source.path.slice(0, -1));
  const common: string[] = [];
  for (let i = 0; i < Math.min(source.path.length, target.path.length); i++) {
    if (source.path[i] !== target.path[i]) break;
    common.push(source.path[i]!);
  }
  return byPath(common);
}

export function buildChartGraph(machine: AnyStateMachine, options: BuildChartOptions): ChartGraph {
  const { measure } = options;
  const collapsed = options.collapsed ?? new Set<string>();
  const direction = options.direction ?? 'DOWN';
  const root = focusRoot(machine, options.focus);
  const nodes = walk(root);
  const byPathKey = new Map(nodes.map((n) => [n.path.join('\u0000'), n]));
  const byPath = (path: readonly string[]): ChartNode => {
    const n = byPathKey.get(path.join('\u0000'));
    if (!n) throw new Error(`No state at ${path.join('.')}`);
    return n;
  };
  const parentOf = (n: ChartNode): ChartNode | null => (n === root ? null : byPath(n.path.slice(0, -1)));

  const isCollapsed = (n: ChartNode) => n !== root && hasChildren(n) && collapsed.has(n.id);
  /** The drawn box that stands for a state: its highest collapsed ancestor, or itself. */
  const shown = (n: ChartNode): ChartNode => {
    for (let i = root.path.length; i <= n.path.length; i++) {
      const a = byPath(n.path.slice(0, i));
      if (isCollapsed(a)) return a;
    }
    return n;
  };

  const smallLine = Math.ceil(FONTS.small.size * LINE_HEIGHT);
  const elkNodes = new Map<string, ChartElkNode>();

  function makeNode(n: ChartNode): ChartElkNode {
    const parent = parentOf(n);
    const compound = hasChildren(n);
    const folded = isCollapsed(n);
    const kind: ChartNodeKind =
      n === root
        ? 'machine'
        : n.type === 'history'
          ? 'history'
          : n.type === 'final'
            ? 'final'
            : parent?.type === 'parallel' && compound
              ? 'region'
              : n.type === 'parallel'
                ? 'parallel'
                : compound
                  ? 'compound'
                  : 'atomic';
    const spec = specOf(n);
    const info: ChartNodeInfo = {
      kind,
      stateId: n.id,
      name: n === root ? (n.path.length === 0 ? machine.id : n.id) : n.key,
      description: n.description ?? null,
      spec,
      specLines: [],
      headerHeight: 0,
      collapsible: n !== root && compound,
      collapsed: folded,
      hides: folded ? walk(n).slice(1).map((d) => d.id) : [],
      deep: isDeepHistory(n),
    };
    const node: ChartElkNode = { id: n.id, chart: info };
    elkNodes.set(n.id, node);

    if (kind === 'history') {
      node.width = GEOMETRY.historySize;
      node.height = GEOMETRY.historySize;
      return node;
    }

    const title = measure(info.name, FONTS.title);
    info.specLines = wrapWords(spec, GEOMETRY.specMaxWidth, FONTS.small, measure, ' · ');
    const specWidth = Math.max(0, ...info.specLines.map((l) => measure(l, FONTS.small).width));
    const toggle = info.collapsible ? GEOMETRY.toggle + 4 : 0;
    const inset = kind === 'final' ? GEOMETRY.finalInset : 0;
    const headerWidth = Math.ceil(Math.max(title.width + toggle, specWidth) + 2 * GEOMETRY.padX + 2 * inset);
    const titleHeight = Math.max(title.height, info.collapsible ? GEOMETRY.toggle : 0);
    info.headerHeight = Math.ceil(GEOMETRY.padY + inset + titleHeight + info.specLines.length * smallLine + GEOMETRY.padY);

    if (compound && !folded) {
      const top = info.headerHeight + GEOMETRY.childGap;
      const minW = headerWidth;
      const minH = top + GEOMETRY.inner;
      node.layoutOptions = {
        ...GRAPH_OPTIONS,
        'elk.direction': direction,
        'elk.padding': `[top=${top},left=${GEOMETRY.inner},bottom=${GEOMETRY.inner},right=${GEOMETRY.inner}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        // ELK transposes the minimum size of hierarchical nodes when the direction is DOWN.
        'elk.nodeSize.minimum': direction === 'DOWN' ? `(${minH},${minW})` : `(${minW},${minH})`,
      };
      const children: ChartElkNode[] = [];
      const first = initialTargets(n);
      if (n.type !== 'parallel' && first.length > 0) {
        children.push({
          id: `${n.id}#initial`,
          width: GEOMETRY.initialSize,
          height: GEOMETRY.initialSize,
          chart: {
            kind: 'initial',
            stateId: null,
            name: '',
            description: null,
            spec: [],
            specLines: [],
            headerHeight: 0,
            collapsible: false,
            collapsed: false,
            hides: [],
            deep: false,
          },
        });
      }
      for (const c of Object.values(n.states)) children.push(makeNode(c));
      node.children = children;
      node.edges = first.length > 0 && n.type !== 'parallel'
        ? first.map((t, i) => ({
            id: i === 0 ? `initial:${n.id}` : `initial:${n.id}#${i + 1}`,
            sources: [`${n.id}#initial`],
            targets: [shown(t).id],
            chart: { kind: 'initial', key: `initial:${n.id}`, label: [], eventType: '', guard: null, selfLoop: false },
          }))
        : [];
    } else {
      node.width = Math.max(headerWidth, GEOMETRY.minWidth);
      node.height = Math.max(info.headerHeight + inset, GEOMETRY.minHeight);
    }
    return node;
  }

  const graph: ChartGraph = {
    id: CHART_ROOT_ID,
    machineId: machine.id,
    layoutOptions: { ...ROOT_OPTIONS, ...GRAPH_OPTIONS, 'elk.direction': direction },
    children: [makeNode(root)],
    edges: [],
  };

  // One edge per transition, in the lowest common ancestor of the boxes it connects.
  const usedIds = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let i = 2; usedIds.has(id); i++) id = `${base}#${i}`;
    usedIds.add(id);
    return id;
  };
  for (const n of nodes) {
    for (const t of nodeTransitions(n)) {
      const key = transitionKey(t);
      const from = shown(t.source);
      const targets = (t.target && t.target.length > 0 ? t.target : [t.source]).filter((x) => within(x, root));
      const lines = transitionLabel(machine, t);
      for (const target of targets) {
        const to = shown(target);
        // A transition inside a collapsed state is hidden with the states it connects.
        if (from === to && from !== t.source) continue;
        // A loop on the drawn root (a focused state) sits in the drawing's root.
        const container = from === root && to === root ? null : edgeContainer(from, to, byPath);
        const text = lines.join('\n');
        const size = lines.reduce(
          (acc, l) => {
            const m = measure(l, FONTS.label);
            return { width: Math.max(acc.width, m.width), height: acc.height + m.height };
          },
          { width: 0, height: 0 },
        );
        const edge: ChartElkEdge = {
          id: uniqueId(key),
          sources: [from.id],
          targets: [to.id],
          labels: [{ id: uniqueId(`${key}#label`), text, width: Math.ceil(size.width), height: Math.ceil(size.height) }],
          chart: {
            kind: 'transition',
            key,
            label: lines,
            eventType: t.eventType,
            guard: guardText(t.guard),
            selfLoop: from === to,
          },
        };
        const holder = container ? elkNodes.get(container.id) : graph;
        if (!holder) throw new Error(`No drawn container for ${key}`);
        (holder.edges ??= []).push(edge);
      }
    }
  }
  return graph;
}

/** Every ELK node of the graph, depth first (the drawing's root excluded). */
export function graphNodes(graph: { children?: ChartElkNode[] }): ChartElkNode[] {
  const out: ChartElkNode[] = [];
  (function visit(list: ChartElkNode[] | undefined) {
    for (const n of list ?? []) {
      out.push(n);
      visit(n.children);
    }
  })(graph.children);
  return out;
}

/** Every edge of the graph with the id of the node that holds it (CHART_ROOT_ID for the root). */
export function graphEdges(graph: ChartGraph): Array<{ edge: ChartElkEdge; container: string }> {
  const out: Array<{ edge: ChartElkEdge; container: string }> = graph.edges.map((edge) => ({ edge, container: CHART_ROOT_ID }));
  for (const n of graphNodes(graph)) for (const edge of n.edges ?? []) out.push({ edge, container: n.id });
  return out;
}
