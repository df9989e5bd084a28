/**
 * Big charts open collapsed (the quote chart, its stages child charts, is no longer one), and
 * following a state expands only what hides it; the layout of a chart (with the same states
 * collapsed) is made once per page; "follow" pans only when the state is out of view.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentMachine } from '../../../machines/payment.machine';
import { quotePathModel } from '../../../fixtures/models/quote.model';
import { allCollapsed, BIG_CHART_STATES, initialCollapsed, revealing } from './collapse';
import { focusableStates } from './focus';
import { buildChartGraph } from './graph';
import { cachedLayout, clearLayoutCache, graphKey, peekLayout } from './layoutCache';
import { measureText } from './measure';
import { FIT_MARGIN, revealView } from './view';
import { bigChart } from './bigChart';
import { allNodes } from '../../paths/model';

const quote = quotePathModel.machine;
/** A chart of more than BIG_CHART_STATES states: 4 groups of 12 steps, 53 states. */
const big = bigChart(4, 12);

describe('collapsed at first', () => {
  it('collapses every compound state of a chart of more than 40 states, none of a smaller one (payment)', () => {
    expect(allNodes(big).length).toBeGreaterThan(BIG_CHART_STATES);
    expect([...initialCollapsed(big)]).toEqual(focusableStates(big));
    expect(focusableStates(big)).toEqual(['big.group0', 'big.group1', 'big.group2', 'big.group3']);
    expect(allNodes(paymentMachine).length).toBeLessThanOrEqual(BIG_CHART_STATES);
    expect(initialCollapsed(paymentMachine).size).toBe(0);
    expect(allCollapsed(paymentMachine)).toEqual(new Set(['payment.loadingCarriers', 'payment.details', 'payment.result', 'payment.result.known', 'payment.errorModal']));
  });

  it('opens the quote chart, whose stages are child charts, with nothing collapsed', () => {
    expect(allNodes(quote).length).toBeLessThanOrEqual(BIG_CHART_STATES);
    expect(focusableStates(quote)).toContain('quote.driver2');
    expect(initialCollapsed(quote).size).toBe(0);
  });

  it('expands exactly the states that hide an active state', () => {
    const all = allCollapsed(big);
    const next = revealing(big, all, ['big', 'big.group2', 'big.group2.step5']);
    expect([...all].filter((id) => !next.has(id))).toEqual(['big.group2']);
    // Nothing hidden: the very same set (no new layout).
    expect(revealing(big, all, ['big', 'big.finished'])).toBe(all);
    expect(revealing(big, next, ['big', 'big.group2', 'big.group2.step6'])).toBe(next);
    // Nested: every level above the active state, and only those.
    const payment = allCollapsed(paymentMachine);
    const paid = revealing(paymentMachine, payment, ['payment', 'payment.result', 'payment.result.known', 'payment.result.known.paid']);
    expect([...payment].filter((id) => !paid.has(id))).toEqual(['payment.result', 'payment.result.known']);
  });
});

describe('the layout cache', () => {
  const real = new ELK();
  let calls = 0;
  const counted = () => Promise.resolve({ layout: (g: ElkNode) => ((calls += 1), real.layout(g)) });
  const graphOf = (collapsed: ReadonlySet<string>) => buildChartGraph(quote, { collapsed, measure: measureText });

  beforeEach(() => {
    clearLayoutCache();
    calls = 0;
  });

  it('lays a graph out once and gives the same layout for the same graph, at once', async () => {
    const first = cachedLayout(graphOf(allCollapsed(quote)), counted);
    expect(first.ready).toBeNull();
    const layout = await first.layout;
    expect(calls).toBe(1);
    // Built again (a new object, the same graph): the same key, the same layout, ELK not asked.
    const again = cachedLayout(graphOf(allCollapsed(quote)), counted);
    expect(again.key).toBe(first.key);
    expect(again.ready).toBe(layout);
    expect(peekLayout(first.key)).toBe(layout);
    expect(calls).toBe(1);
  });

  it('tells graphs apart by what ELK is given: another state expanded is another layout', async () => {
    const all = allCollapsed(quote);
    const one = new Set([...all].filter((id) => id !== 'quote.driver2'));
    expect(graphKey(graphOf(one))).not.toBe(graphKey(graphOf(all)));
    await cachedLayout(graphOf(all), counted).layout;
    await cachedLayout(graphOf(one), counted).layout;
    expect(calls).toBe(2);
  });

  it('keeps no failed layout: the next request asks ELK again', async () => {
    const failing = () => Promise.resolve({ layout: () => Promise.reject(new Error('worker died')) });
    const graph = graphOf(allCollapsed(quote));
    await expect(cachedLayout(graph, failing).layout).rejects.toThrow('worker died');
    expect(peekLayout(graphKey(graph))).toBeNull();
    await cachedLayout(graph, counted).layout;
    expect(calls).toBe(1);
  });
});

describe('revealView', () => {
  const view = { x: 10, y: 20, k: 1 };
  it('keeps the view when the box is inside it', () => {
    expect(revealView(view, { x: 100, y: 100, width: 80, height: 40 }, 720, 560)).toBe(view);
  });
  it('centres a box out of view, at the same scale', () => {
    const next = revealView({ x: 0, y: 0, k: 0.5 }, { x: 3000, y: 2000, width: 100, height: 40 }, 720, 560);
    expect(next.k).toBe(0.5);
    expect(next.x + 3000 * 0.5 + 25).toBeCloseTo(360, 0);
    expect(next.y + 2000 * 0.5 + 10).toBeCloseTo(280, 0);
  });
  it('puts a box bigger than the viewport at its top left, a margin in', () => {
    const next = revealView(view, { x: 500, y: 400, width: 2000, height: 1000 }, 720, 560);
    expect(next).toEqual({ k: 1, x: FIT_MARGIN - 500, y: FIT_MARGIN - 400 });
  });
});
