/**
 * "Fit" on big charts: the synthetic 40-state chart (bigChart.ts) laid out with elk.bundled does
 * not fit a studio-sized viewport at a readable scale, so the view keeps the text readable and
 * starts at the initial (or selected) state; a small chart still fits whole. A compound state
 * drawn on its own holds its subtree and the transitions among its states.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { paymentMachine } from '../../../machines/payment.machine';
import { quoteZipMachine } from '../../../machines/quoteZip.machine';
import { allNodes, allTransitions } from '../../paths/model';
import { bigChart } from './bigChart';
import { focusableStates, focusBoundary } from './focus';
import { buildChartGraph, graphEdges, graphNodes } from './graph';
import { layoutChart, type ChartLayout, type LaidNode } from './layout';
import { FONTS, measureText } from './measure';
import { FIT_MARGIN, fitView, READABLE_SCALE, READABLE_TEXT_PX, type View } from './view';

const elk = new ELK();
const big = bigChart();
// The chart column of the studio at 1280 px wide (3 of 5 columns, 70vh of an 800 px window).
const W = 720;
const H = 560;

/** The part of a laid-out box on screen, in viewport px. */
function onScreen(view: View, n: LaidNode) {
  return { left: view.x + n.x * view.k, top: view.y + n.y * view.k, right: view.x + (n.x + n.width) * view.k, bottom: view.y + (n.y + n.height) * view.k };
}
function inside(view: View, n: LaidNode) {
  const r = onScreen(view, n);
  return r.left >= 0 && r.top >= 0 && r.right <= W && r.bottom <= H;
}
const node = (layout: ChartLayout, id: string) => layout.nodes.find((n) => n.id === id)!;

describe('fit on a big chart', async () => {
  const layout = await layoutChart(buildChartGraph(big, { measure: measureText }), elk);

  it('the synthetic chart has 40 states in compound states, and does not fit the viewport at a readable scale', () => {
    expect(allNodes(big)).toHaveLength(40);
    expect(allTransitions(big).length).toBeGreaterThan(40);
    const whole = Math.min((W - 2 * FIT_MARGIN) / layout.width, (H - 2 * FIT_MARGIN) / layout.height);
    expect(whole).toBeLessThan(READABLE_SCALE);
  });

  it('zooms to the readable scale, where the smallest main text shows at 11 px or more, at the initial state', () => {
    const view = fitView(layout, W, H);
    expect(view.k).toBeCloseTo(READABLE_SCALE, 6);
    expect(FONTS.label.size * view.k).toBeGreaterThanOrEqual(READABLE_TEXT_PX);
    expect(FONTS.title.size * view.k).toBeGreaterThanOrEqual(READABLE_TEXT_PX);
    expect(inside(view, node(layout, 'big.group0'))).toBe(false); // taller than the viewport
    expect(inside(view, node(layout, 'big.group0.step0'))).toBe(true);
    expect(inside(view, node(layout, 'big.finished'))).toBe(false); // reached by panning
  });

  it('starts at the selected state when there is one, the drawing covering the viewport', () => {
    for (const id of ['big.group1.step6', 'big.group2.step11', 'big.finished']) {
      const view = fitView(layout, W, H, id);
      expect(view.k).toBeCloseTo(READABLE_SCALE, 6);
      expect(inside(view, node(layout, id))).toBe(true);
      // No empty band beyond the drawing's far edge.
      expect(view.y + layout.height * view.k).toBeGreaterThanOrEqual(H - FIT_MARGIN - 0.5);
      expect(view.y).toBeLessThanOrEqual(FIT_MARGIN);
    }
    expect(fitView(layout, W, H, 'big.group2.step11').y).toBeLessThan(fitView(layout, W, H, 'big.group1.step6').y);
  });

  it('a chart that fits at a readable scale is fitted whole and centred', async () => {
    const small = await layoutChart(buildChartGraph(quoteZipMachine, { measure: measureText }), elk);
    const width = small.width * 1.2;
    const height = small.height * 1.2;
    const view = fitView(small, width, height);
    expect(view.k).toBe(1);
    expect(view.x).toBeCloseTo((width - small.width) / 2, 6);
    // Slightly too big: shrunk to fit, still readable.
    const tight = fitView(small, small.width * 0.95 + 2 * FIT_MARGIN, small.height * 0.95 + 2 * FIT_MARGIN);
    expect(tight.k).toBeCloseTo(0.95, 6);
    expect(tight.x).toBeCloseTo(FIT_MARGIN, 6);
  });

  it('a viewport with no size (not laid out yet) shows the drawing at scale 1', () => {
    expect(fitView(layout, 0, 0)).toEqual({ x: 0, y: 0, k: 1 });
  });
});

describe('a compound state on its own', () => {
  it('draws its subtree, the transitions among its states, and lists those crossing its border', async () => {
    expect(focusableStates(big)).toEqual(['big.group0', 'big.group1', 'big.group2']);
    const graph = buildChartGraph(big, { measure: measureText, focus: 'big.group1' });
    const ids = graphNodes(graph).map((n) => n.id);
    expect(ids.filter((id) => !id.endsWith('#initial')).sort()).toEqual(['big.group1', ...Array.from({ length: 12 }, (_, i) => `big.group1.step${i}`)].sort());
    expect(graphNodes(graph)[0]!.chart.name).toBe('big.group1');
    const edges = graphEdges(graph).map(({ edge }) => `${edge.sources[0]} ${edge.chart.eventType} ${edge.targets[0]}`);
    expect(edges).toContain('big.group1.step0 step.next big.group1.step1');
    expect(edges).toContain('big.group1.step2 step.back big.group1.step1');
    expect(edges.some((e) => e.includes('group.done') || e.includes('group.restart'))).toBe(false);

    const { entering, leaving } = focusBoundary(big, 'big.group1');
    expect(entering.map((b) => `${b.other} -> ${b.inside}`)).toEqual(['big.group0.step11 -> big.group1']);
    expect(focusBoundary(big, 'big.group0').entering.map((b) => `${b.other} -> ${b.inside}`)).toEqual(['big.group1 -> big.group0', 'big.group2 -> big.group0']);
    expect(entering.map((b) => b.other)).not.toContain('big.group1.step0');
    expect(leaving.map((b) => `${b.inside} -> ${b.other}`)).toEqual(['big.group1 -> big.group0', 'big.group1.step11 -> big.group2']);

    const layout = await layoutChart(graph, elk);
    expect(layout.nodes.filter((n) => n.info.stateId?.startsWith('big.group1.'))).toHaveLength(12);
  });

  it('payment.result on its own keeps its nested compound state; an unknown or atomic focus draws the whole chart', () => {
    const result = graphNodes(buildChartGraph(paymentMachine, { measure: measureText, focus: 'payment.result' })).map((n) => n.id);
    expect(result).toContain('payment.result.known');
    expect(result).not.toContain('payment.editing');
    const whole = graphNodes(buildChartGraph(paymentMachine, { measure: measureText })).length;
    expect(graphNodes(buildChartGraph(paymentMachine, { measure: measureText, focus: 'payment.editing' }))).toHaveLength(whole);
    expect(graphNodes(buildChartGraph(paymentMachine, { measure: measureText, focus: 'nope' }))).toHaveLength(whole);
    expect(focusBoundary(paymentMachine, 'nope')).toEqual({ entering: [], leaving: [] });
  });
});
