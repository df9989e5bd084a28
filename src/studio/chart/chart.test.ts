/**
 * The chart model: every state and transition of each registered machine is drawn, edges sit in
 * the lowest common ancestor of their states, labels are written for people, collapsing hides
 * children and keeps their edges, and the SVG is a titled, escaped, highlighted document.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loadFlows } from '../../flows/kit';
import { chartedFlows as registered } from '../../registry';
import { paymentMachine } from '../../../machines/payment.machine';
import { quoteZipMachine } from '../../../machines/quoteZip.machine';
import { allNodes, allTransitions, rootOf, transitionKey, type ChartNode } from '../../paths/model';
import { buildChartGraph, CHART_ROOT_ID, GEOMETRY, graphEdges, graphNodes, type ChartGraph } from './graph';
import { eventText, transitionLabel } from './labels';
import { layoutChart, type ChartLayout } from './layout';
import { FONTS, measureText } from './measure';
import { toSvgString } from './render';
import { chartTree } from './tree';

const flows = await loadFlows(registered);
const elk = new ELK();
const build = (machine: AnyStateMachine, collapsed?: ReadonlySet<string>): ChartGraph =>
  buildChartGraph(machine, { measure: measureText, ...(collapsed ? { collapsed } : {}) });

/** Path of a state from its id, read from the machine (independent of the chart code). */
function pathOf(machine: AnyStateMachine, id: string): string[] {
  return (machine.getStateNodeById(id) as unknown as ChartNode).path;
}

/** The expected container: the deepest common prefix of the two paths (a loop: the parent). */
function expectedContainer(machine: AnyStateMachine, source: string, target: string): string {
  const a = pathOf(machine, source);
  const b = pathOf(machine, target);
  let common: string[];
  if (source === target) {
    if (a.length === 0) return CHART_ROOT_ID;
    common = a.slice(0, -1);
  } else {
    common = [];
    while (common.length < Math.min(a.length, b.length) && a[common.length] === b[common.length]) common.push(a[common.length]!);
  }
  return common.length === 0 ? machine.id : `${machine.id}.${common.join('.')}`;
}

function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function byAttr(doc: Document, attr: string, value: string): Element[] {
  return [...doc.querySelectorAll(`[${attr}]`)].filter((e) => e.getAttribute(attr) === value);
}

const delayMachine = setup({
  types: { events: {} as { type: 'go' } },
  delays: { pollInterval: 3000, backoff: () => 1200, quick: 250 },
  guards: { canRetry: () => true },
  actors: {},
}).createMachine({
  id: 'timers',
  initial: 'waiting',
  states: {
    waiting: {
      after: { pollInterval: 'polling', 1500: 'polling', 500: { target: 'done', guard: 'canRetry' }, backoff: 'done', quick: 'done' },
    },
    polling: { on: { go: 'waiting' } },
    done: { type: 'final' },
  },
});

const shapes = setup({
  types: { events: {} as { type: 'next' } | { type: 'reset' } | { type: 'ping' } },
}).createMachine({
  id: 'shapes',
  description: 'Shapes & <script>alert("x")</script>',
  initial: 'both',
  states: {
    both: {
      type: 'parallel',
      description: 'Two regions & more <b>',
      on: { reset: { target: '#shapes.end' } },
      states: {
        left: {
          initial: 'a',
          states: {
            a: { description: 'A <script>alert(1)</script> & "quoted"', meta: { spec: ['x-1.1', 'x-1.2'] }, on: { next: 'b', ping: {} } },
            b: { type: 'final' },
            hist: { type: 'history', history: 'deep' },
          },
        },
        right: { initial: 'c', states: { c: { on: { next: 'd' } }, d: {} } },
      },
    },
    end: { type: 'final' },
  },
});

describe('chart graph of every registered machine', () => {
  for (const flow of flows) {
    describe(flow.id, () => {
      const graph = build(flow.widget.machine);
      const nodeIds = new Set(graphNodes(graph).map((n) => n.id));
      const edges = graphEdges(graph);

      it('has every state node of the chart as a node', () => {
        const states = [rootOf(flow.widget.machine), ...allNodes(flow.widget.machine)].map((n) => n.id);
        // Every chart has a root and at least one state below it (a toggle has two, a video one step).
        expect(states.length).toBeGreaterThan(1);
        for (const id of states) expect(nodeIds, id).toContain(id);
      });

      it('has every transition key as an edge', () => {
        const keys = new Set(edges.map((e) => e.edge.chart.key));
        // The chart's own transitions: a child machine (a dialog) is a chart of its own.
        const own = (key: string) => key.startsWith(`${flow.widget.machine.id} `) || key.startsWith(`${flow.widget.machine.id}.`);
        const all = allTransitions(flow.widget.machine).filter(own);
        expect(all.length).toBeGreaterThan(0);
        for (const key of all) expect(keys, key).toContain(key);
      });

      it('places each edge in the lowest common ancestor of its states', () => {
        for (const { edge, container } of edges) {
          if (edge.chart.kind !== 'transition') continue;
          expect(container, edge.id).toBe(expectedContainer(flow.widget.machine, edge.sources[0]!, edge.targets[0]!));
        }
      });

      it('lays out with every route inside its container', async () => {
        const layout = await layoutChart(graph, elk);
        const boxes = new Map(layout.nodes.map((n) => [n.id, n]));
        expect(layout.edges.length).toBe(edges.length);
        for (const e of layout.edges) {
          expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
          const box = e.container === CHART_ROOT_ID ? { x: 0, y: 0, width: layout.width, height: layout.height } : boxes.get(e.container);
          if (!box) throw new Error(`no container ${e.container}`);
          for (const p of e.points) {
            expect(p.x, e.id).toBeGreaterThanOrEqual(box.x - 0.5);
            expect(p.x, e.id).toBeLessThanOrEqual(box.x + box.width + 0.5);
            expect(p.y, e.id).toBeGreaterThanOrEqual(box.y - 0.5);
            expect(p.y, e.id).toBeLessThanOrEqual(box.y + box.height + 0.5);
          }
        }
        // Compound boxes are wide enough for their header (the name and the toggle).
        for (const n of layout.nodes) {
          if (n.info.kind !== 'compound') continue;
          const need = measureText(n.info.name, FONTS.title).width + GEOMETRY.toggle + 2 * GEOMETRY.padX;
          expect(n.width, n.id).toBeGreaterThanOrEqual(need);
        }
      });
    });
  }

  it('puts edges in the right containers of the payment chart', () => {
    const edges = graphEdges(build(paymentMachine));
    const containerOf = (source: string, event: string, target: string) =>
      edges.find((e) => e.edge.sources[0] === source && e.edge.chart.eventType === event && e.edge.targets[0] === target)?.container;
    expect(containerOf('payment.details.gettingToken', 'xstate.done.actor.getToken', 'payment.details.approved')).toBe('payment.details');
    expect(containerOf('payment.details.gettingToken', 'xstate.error.actor.getToken', 'payment.errorModal.tokenFailed')).toBe('payment');
    expect(containerOf('payment.details', 'form.restart', 'payment.editing')).toBe('payment');
    expect(containerOf('payment.result.known', 'form.restart', 'payment.editing')).toBe('payment');
    expect(containerOf('payment.result.loadError', 'load.retry', 'payment.result.loadingResult')).toBe('payment.result');
  });
});

describe('transition labels', () => {
  const root = rootOf(paymentMachine);

  it('writes actor results and guards for people', () => {
    const lookingUp = root.states.lookingUp!;
    const done = lookingUp.transitions.get('xstate.done.actor.lookup') ?? [];
    const error = lookingUp.transitions.get('xstate.error.actor.lookup') ?? [];
    expect(done.map((t) => transitionLabel(paymentMachine, t))).toEqual([
      ['lookup done', '[carrierNotFound]'],
      ['lookup done', '[isPayable]'],
      ['lookup done', '[isAlreadyPaid]'],
      ['lookup done', '[isDueSoon]'],
      ['lookup done', '[isPastDue]'],
      ['lookup done'],
    ]);
    expect(error.map((t) => eventText(paymentMachine, t))).toEqual(['lookup failed']);
  });

  it('puts the guard name in the drawn label', () => {
    const graph = build(paymentMachine);
    const edge = graphEdges(graph).find((e) => e.edge.chart.key.includes('[isPayable]'))?.edge;
    expect(edge?.labels?.[0]?.text).toBe('lookup done\n[isPayable]');
    expect(edge?.chart.guard).toBe('isPayable');
  });

  it('writes delays as "after N s" (named delays resolved) or in ms', () => {
    const labels = graphEdges(build(delayMachine)).map((e) => e.edge.chart.label.join(' '));
    expect(labels).toEqual(expect.arrayContaining(['after 3 s', 'after 1.5 s', 'after 500 ms [canRetry]', 'after backoff', 'after 250 ms']));
  });
});

describe('collapsing', () => {
  it('hides the children of a collapsed state and keeps its edges', async () => {
    const graph = build(paymentMachine, new Set(['payment.details']));
    const nodes = graphNodes(graph);
    const details = nodes.find((n) => n.id === 'payment.details');
    expect(details?.chart.collapsed).toBe(true);
    expect(details?.children).toBeUndefined();
    expect(details?.chart.hides).toEqual([
      'payment.details.gettingToken',
      'payment.details.readyToPay',
      'payment.details.approved',
      'payment.details.leaving',
    ]);
    expect(nodes.map((n) => n.id)).not.toContain('payment.details.gettingToken');

    const edges = graphEdges(graph).map((e) => e.edge);
    const byKeyPart = (part: string) => edges.filter((e) => e.chart.key.includes(part));
    // Into the collapsed state, out of it, and out of a hidden child: all kept, reattached to the box.
    expect(byKeyPart('[isPayable]--> payment.details')[0]?.targets).toEqual(['payment.details']);
    expect(byKeyPart('payment.details --form.restart')[0]?.sources).toEqual(['payment.details']);
    const failed = byKeyPart('payment.details.gettingToken --xstate.error.actor.getToken');
    expect(failed.map((e) => [e.sources, e.targets])).toEqual([[['payment.details'], ['payment.errorModal.tokenFailed']]]);
    // Transitions between hidden children are hidden with them.
    expect(byKeyPart('--pay.start-->')).toEqual([]);
    expect(edges.some((e) => e.sources.includes('payment.details.gettingToken') || e.targets.includes('payment.details.leaving'))).toBe(false);

    const layout = await layoutChart(graph, elk);
    expect(layout.nodes.find((n) => n.id === 'payment.details')?.info.collapsed).toBe(true);
    // A collapsed box is active when a state it hides is.
    const doc = parseSvg(toSvgString(chartTree(layout, { title: 't', active: new Set(['payment.details.readyToPay']) })));
    expect(byAttr(doc, 'data-state-id', 'payment.details')[0]?.getAttribute('class')).toContain('chart-state--active');
  });

  it('draws a transition from a collapsed state to its own child as a loop', () => {
    const quoteZip = quoteZipMachine;
    const edges = graphEdges(build(quoteZip, new Set(['quoteZip.form']))).map((e) => e.edge);
    const invalid = edges.find((e) => e.chart.key.endsWith('--> quoteZip.form.invalid'));
    expect(invalid?.sources).toEqual(['quoteZip.form']);
    expect(invalid?.targets).toEqual(['quoteZip.form']);
    expect(invalid?.chart.selfLoop).toBe(true);
  });
});

describe('shapes', () => {
  it('draws parallel regions, history, final states, initial markers and loops', async () => {
    const graph = build(shapes);
    const nodes = new Map(graphNodes(graph).map((n) => [n.id, n]));
    expect(nodes.get('shapes.both')?.chart.kind).toBe('parallel');
    expect(nodes.get('shapes.both.left')?.chart.kind).toBe('region');
    expect(nodes.get('shapes.both.left.hist')?.chart.kind).toBe('history');
    expect(nodes.get('shapes.end')?.chart.kind).toBe('final');
    // Initial markers: the root's and each region's; a parallel state has none.
    expect(nodes.has('shapes#initial')).toBe(true);
    expect(nodes.has('shapes.both.left#initial')).toBe(true);
    expect(nodes.has('shapes.both#initial')).toBe(false);
    const edges = graphEdges(graph);
    expect(edges.find((e) => e.edge.id === 'initial:shapes.both.left')?.edge.targets).toEqual(['shapes.both.left.a']);
    // A targetless transition is a loop on its state, placed in the state's parent.
    const ping = edges.find((e) => e.edge.chart.eventType === 'ping');
    expect(ping?.edge.sources).toEqual(['shapes.both.left.a']);
    expect(ping?.edge.targets).toEqual(['shapes.both.left.a']);
    expect(ping?.container).toBe('shapes.both.left');
    expect(ping?.edge.chart.key).toBe(transitionKey(rootOf(shapes).states.both!.states.left!.states.a!.transitions.get('ping')![0]!));

    const layout = await layoutChart(graph, elk);
    const doc = parseSvg(toSvgString(chartTree(layout, { title: 'Shapes' })));
    expect(byAttr(doc, 'data-state-id', 'shapes.both.left')[0]?.getAttribute('class')).toContain('chart-state--region');
    expect(byAttr(doc, 'data-state-id', 'shapes.both.left.hist')[0]?.textContent).toContain('H*');
    expect(byAttr(doc, 'data-state-id', 'shapes.end')[0]?.querySelector('.chart-state__inner')).not.toBeNull();
    expect(doc.querySelectorAll('.chart-initial')).toHaveLength(3);
  });
});

describe('SVG', () => {
  let layout: ChartLayout;
  const key = transitionKey(rootOf(paymentMachine).states.editing!.transitions.get('form.submit')![0]!);

  it('is a titled standalone document, the same every time', async () => {
    layout = await layoutChart(build(paymentMachine), elk);
    const svg = toSvgString(chartTree(layout, { title: 'Make a payment & more' }));
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const doc = parseSvg(svg);
    expect(doc.documentElement.firstElementChild?.tagName).toBe('title');
    expect(doc.querySelector('title')?.textContent).toBe('Make a payment & more');
    expect(svg).toContain('Make a payment &amp; more');
    expect(doc.querySelector('style')?.textContent).toContain('.chart-state--active');
    expect(doc.querySelectorAll('marker')).toHaveLength(3);
    const again = toSvgString(chartTree(await layoutChart(build(paymentMachine), elk), { title: 'Make a payment & more' }));
    expect(again).toBe(svg);
  });

  it('escapes text', async () => {
    const svg = toSvgString(chartTree(await layoutChart(build(shapes), elk), { title: '<script>alert(1)</script>' }));
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('A &lt;script&gt;alert(1)&lt;/script&gt; &amp; "quoted"');
    const doc = parseSvg(svg);
    expect(byAttr(doc, 'data-state-id', 'shapes.both.left.a')[0]?.querySelector('title')?.textContent).toBe(
      'a: A <script>alert(1)</script> & "quoted"',
    );
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });

  it('marks active states, taken transitions and the selected state by class', () => {
    const svg = toSvgString(
      chartTree(layout, {
        title: 'Payment',
        active: new Set(['payment', 'payment.lookingUp']),
        taken: new Set([key]),
        selected: 'payment.editing',
      }),
    );
    const doc = parseSvg(svg);
    const cls = (id: string) => byAttr(doc, 'data-state-id', id)[0]?.getAttribute('class') ?? '';
    expect(cls('payment.lookingUp')).toContain('chart-state--active');
    expect(cls('payment.editing')).not.toContain('chart-state--active');
    expect(cls('payment.editing')).toContain('chart-state--selected');
    const taken = byAttr(doc, 'data-edge-id', key);
    expect(taken.map((e) => e.getAttribute('class'))).toEqual(['chart-edge chart-edge--taken', 'chart-label chart-label--taken']);
    expect(doc.querySelectorAll('.chart-edge--taken')).toHaveLength(1);
    expect(doc.querySelectorAll('.chart-state--active')).toHaveLength(2);
  });

  it('makes states focusable buttons with a toggle only when interactive', () => {
    const plain = parseSvg(toSvgString(chartTree(layout, { title: 'P' })));
    expect(plain.querySelectorAll('[role="button"]')).toHaveLength(0);
    expect(plain.documentElement.getAttribute('role')).toBe('img');
    const live = parseSvg(
      toSvgString(chartTree(layout, { title: 'P', interactive: { toggleLabel: (name, c) => `${c ? 'Open' : 'Close'} ${name}` } })),
    );
    const editing = byAttr(live, 'data-state-id', 'payment.editing')[0];
    expect(editing?.getAttribute('role')).toBe('button');
    expect(editing?.getAttribute('tabindex')).toBe('0');
    expect(editing?.getAttribute('aria-label')).toBe(
      'editing: The payment form: policy number, email, phone and date of birth (site-2.24, site-5.3)',
    );
    expect(byAttr(live, 'data-toggle-id', 'payment.details')[0]?.getAttribute('aria-label')).toBe('Close details');
  });
});

describe('measureText', () => {
  it('is a deterministic width table with Spanish letters at their base width', () => {
    expect(measureText('editing', FONTS.title)).toEqual(measureText('editing', FONTS.title));
    expect(measureText('canción', FONTS.label).width).toBe(measureText('cancion', FONTS.label).width);
    expect(measureText('WWW', FONTS.label).width).toBeGreaterThan(measureText('iii', FONTS.label).width);
    expect(measureText('editing', { size: 13, bold: true }).width).toBeGreaterThan(measureText('editing', { size: 13 }).width);
    expect(measureText('x', FONTS.label).height).toBe(15);
  });
});
