/**
 * Lays a chart graph out with ELK (layered, hierarchy included) and flattens the result into
 * absolute boxes and polylines, in paint order. The ELK instance is the caller's: elk.bundled in
 * Node, elk-api with its worker in the browser.
 */
import type { ElkEdgeSection, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import {
  CHART_ROOT_ID,
  graphEdges,
  graphNodes,
  type ChartEdgeInfo,
  type ChartElkEdge,
  type ChartElkNode,
  type ChartGraph,
  type ChartNodeInfo,
} from './graph';

/** What layoutChart needs of an ELK instance (elk.bundled and elk-api both fit). */
export interface ChartElk {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export interface Point {
  x: number;
  y: number;
}

export interface LaidNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The ELK id of the node that contains it (CHART_ROOT_ID at the top). */
  parent: string;
  depth: number;
  info: ChartNodeInfo;
}

export interface LaidLabel {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
}

export interface LaidEdge {
  id: string;
  /** The ELK id of the node that holds the edge: the lowest common ancestor of its states. */
  container: string;
  source: string;
  target: string;
  points: Point[];
  label: LaidLabel | null;
  info: ChartEdgeInfo;
}

export interface ChartLayout {
  machineId: string;
  width: number;
  height: number;
  /** Parents before children (paint order). */
  nodes: LaidNode[];
  edges: LaidEdge[];
}

/** Coordinates kept to a tenth of a pixel: short, stable SVG. */
function r(n: number | undefined): number {
  return Math.round((n ?? 0) * 10) / 10;
}

function pt(p: ElkPoint): Point {
  return { x: r(p.x), y: r(p.y) };
}

/** The route of an edge: its sections chained start to end, repeated points dropped. */
function route(sections: readonly ElkEdgeSection[] | undefined): Point[] {
  const list = sections ?? [];
  if (list.length === 0) return [];
  const byId = new Map(list.map((s) => [s.id, s]));
  // Start with the section nothing leads into, then follow outgoingSections.
  const first = list.find((s) => !(s.incomingSections ?? []).some((id) => byId.has(id))) ?? list[0]!;
  const ordered: ElkEdgeSection[] = [];
  const seen = new Set<string>();
  let cur: ElkEdgeSection | undefined = first;
  while (cur && !seen.has(cur.id)) {
    ordered.push(cur);
    seen.add(cur.id);
    const nextId: string | undefined = (cur.outgoingSections ?? []).find((id) => byId.has(id) && !seen.has(id));
    cur = nextId ? byId.get(nextId) : undefined;
  }
  for (const s of list) if (!seen.has(s.id)) ordered.push(s);
  const points: Point[] = [];
  for (const s of ordered) {
    for (const p of [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map(pt)) {
      const last = points[points.length - 1];
      if (!last || last.x !== p.x || last.y !== p.y) points.push(p);
    }
  }
  return points;
}

function indexById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((i) => [i.id, i]));
}

export async function layoutChart(graph: ChartGraph, elk: ChartElk): Promise<ChartLayout> {
  // ELK writes into what it is given: lay out a copy so the graph can be laid out again.
  const input = JSON.parse(JSON.stringify(graph)) as ElkNode;
  const result = await elk.layout(input);

  const infoNodes = indexById(graphNodes(graph));
  const infoEdges = new Map(graphEdges(graph).map(({ edge, container }) => [edge.id, { edge, container }]));

  const nodes: LaidNode[] = [];
  const edges: LaidEdge[] = [];
  (function visit(list: ElkNode[] | undefined, parent: string, depth: number) {
    for (const n of list ?? []) {
      const original: ChartElkNode | undefined = infoNodes.get(n.id);
      if (!original) throw new Error(`ELK returned an unknown node ${n.id}`);
      nodes.push({ id: n.id, x: r(n.x), y: r(n.y), width: r(n.width), height: r(n.height), parent, depth, info: original.chart });
      visit(n.children, n.id, depth + 1);
    }
  })(result.children, CHART_ROOT_ID, 0);

  (function visitEdges(node: ElkNode) {
    for (const e of node.edges ?? []) {
      const original: { edge: ChartElkEdge; container: string } | undefined = infoEdges.get(e.id);
      if (!original) throw new Error(`ELK returned an unknown edge ${e.id}`);
      const l = e.labels?.[0];
      edges.push({
        id: e.id,
        container: original.container,
        source: original.edge.sources[0] ?? '',
        target: original.edge.targets[0] ?? '',
        points: route(e.sections),
        label:
          l && original.edge.chart.label.length > 0
            ? { x: r(l.x), y: r(l.y), width: r(l.width), height: r(l.height), lines: original.edge.chart.label }
            : null,
        info: original.edge.chart,
      });
    }
    for (const c of node.children ?? []) visitEdges(c);
  })(result);

  return { machineId: graph.machineId, width: r(result.width), height: r(result.height), nodes, edges };
}
