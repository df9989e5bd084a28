/**
 * The charts in the repository (docs/charts/): one SVG per registered flow and an index. Used by
 * `npm run charts` (which writes them) and by the staleness test (which compares them).
 */
import type { AnyStateMachine } from 'xstate';
import type { LoadedFlow } from '../../flows/kit';
import { childCharts } from '../../paths/system';
import { allNodes, allTransitions, formatCoverage, generatePaths, nodeName, specOf, transitionKey, type ChartNode, type GeneratedPaths } from '../../paths/model';
import { buildChartGraph } from './graph';
import { nodeTransitions } from './states';
import { transitionLabel } from './labels';
import { layoutChart, type ChartElk, type ChartLayout } from './layout';
import { measureText } from './measure';
import { toSvgString } from './render';
import { chartTree } from './tree';

/** What the charts need of a registered flow: its id, catalog text, chart and path model. */
export type ChartFlow = Pick<LoadedFlow, 'id' | 'text' | 'widget' | 'model'>;

export const CHARTS_DIR = 'docs/charts';

/** Where a flow's generated paths come from (the index prints their coverage): generated here, or the test run's shared copy. */
export type PathsOf = (model: ChartFlow['model']) => GeneratedPaths;

const generateHere: PathsOf = (model) => generatePaths(model);

export function chartTitle(flow: ChartFlow): string {
  return `${flow.text.en.flow.title}: the ${flow.widget.machine.id} statechart`;
}

/** Lay a flow's chart out (everything expanded), as the files show it. */
export function layoutFlow(flow: ChartFlow, elk: ChartElk): Promise<ChartLayout> {
  return layoutChart(buildChartGraph(flow.widget.machine, { measure: measureText }), elk);
}

export function chartSvg(flow: ChartFlow, layout: ChartLayout): string {
  return toSvgString(chartTree(layout, { title: chartTitle(flow) }));
}

/** A chart a flow's chart invokes (a dialog): drawn on its own, beside the flow's drawing. */
export interface ChildDrawing {
  /** "quote.vehicleDialog.svg" */
  file: string;
  title: string;
  machine: AnyStateMachine;
}

export function childDrawings(flow: ChartFlow): ChildDrawing[] {
  return childCharts(flow.widget.machine).map((c) => ({
    file: `${flow.id}.${c.prefix.replace(/\//g, '.')}.svg`,
    title: `${flow.text.en.flow.title}: the ${c.machine.id} statechart, which the ${flow.widget.machine.id} chart opens`,
    machine: c.machine,
  }));
}

/** Lay a child chart out and draw it, titled. */
export async function childSvg(child: ChildDrawing, elk: ChartElk): Promise<string> {
  const layout = await layoutChart(buildChartGraph(child.machine, { measure: measureText }), elk);
  return toSvgString(chartTree(layout, { title: child.title }));
}

/** Text for a Markdown table cell. */
function cell(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function code(s: string): string {
  return `\`${s.replace(/`/g, "'")}\``;
}

function stateName(n: ChartNode): string {
  return nodeName(n) || n.id;
}

function flowSection(flow: ChartFlow, paths: PathsOf): string[] {
  const machine = flow.widget.machine;
  const nodes = allNodes(machine);
  const transitions = allTransitions(machine);
  const generated = paths(flow.model);
  const { states, transitions: covered, clauses } = generated.coverage;
  const lines: string[] = [
    `## ${cell(flow.text.en.flow.title)} (${code(flow.id)})`,
    '',
    cell(flow.text.en.flow.summary),
    '',
    `![${cell(chartTitle(flow))}](${flow.id}.svg)`,
    '',
    ...childDrawings(flow).flatMap((c) => [`![${cell(c.title)}](${c.file})`, '']),
    `- ${nodes.length} states, ${transitions.length} transitions, ${generated.paths.length} generated paths.`,
    `- ${code(formatCoverage(generated))}; clauses ${clauses.covered}/${clauses.total}.`,
  ];
  const missing = [
    ...states.missing.map((s) => `state ${code(s)}`),
    ...covered.missing.map((t) => `transition ${code(t)}`),
    ...clauses.missing.map((c) => `clause ${code(c)}`),
  ];
  lines.push(
    missing.length === 0
      ? '- Every state, transition and clause is visited by a generated path.'
      : `- Not visited by any generated path: ${missing.join(', ')}.`,
    '',
    '| state | description | clauses |',
    '| --- | --- | --- |',
  );
  for (const n of nodes) {
    lines.push(`| ${code(stateName(n))} | ${cell(n.description ?? '')} | ${specOf(n).join(', ')} |`);
  }
  lines.push('', `<details><summary>The ${transitions.length} transitions</summary>`, '', '| from | on | to |', '| --- | --- | --- |');
  const root = machine.root as unknown as ChartNode;
  const seen = new Set<string>();
  for (const n of [root, ...nodes]) {
    for (const t of nodeTransitions(n)) {
      const key = transitionKey(t);
      if (seen.has(key)) continue;
      seen.add(key);
      const to = (t.target ?? []).map(stateName).join(', ') || '(stays)';
      lines.push(`| ${code(stateName(t.source))} | ${cell(transitionLabel(machine, t).join(' '))} | ${code(to)} |`);
    }
  }
  lines.push('', '</details>', '');
  return lines;
}

export function chartsReadme(flows: readonly ChartFlow[], paths: PathsOf = generateHere): string {
  const lines: string[] = [
    '# Statecharts',
    '',
    'Generated by `npm run charts` from the flow registry (`src/registry.ts`); do not edit. A test fails when these files are stale.',
    '',
    'How to read a drawing: a rounded box is a state, with its name and the specification clauses it implements;',
    'a box inside a box is a nested state; a black dot points at the initial state; a double border marks a final state;',
    'dashed boxes are the regions of a parallel state; a circled H is a history state. Each arrow is a transition,',
    'labelled with its event written for people ("lookup done", "lookup failed", "after 3 s") and its guard in brackets.',
    'The studio (`/studio/`) shows the same drawings with pan, zoom, collapse and live highlighting, and the generated paths in words.',
    '',
    '| flow | states | transitions | drawing |',
    '| --- | --- | --- | --- |',
    ...flows.map(
      (f) => `| ${cell(f.text.en.flow.title)} (${code(f.id)}) | ${allNodes(f.widget.machine).length} | ${allTransitions(f.widget.machine).length} | [${f.id}.svg](${f.id}.svg) |`,
    ),
    '',
  ];
  for (const f of flows) lines.push(...flowSection(f, paths));
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every file of docs/charts/, by path from the repository root. */
export async function renderChartDocs(flows: readonly ChartFlow[], elk: ChartElk, paths: PathsOf = generateHere): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const f of flows) {
    files.set(`${CHARTS_DIR}/${f.id}.svg`, chartSvg(f, await layoutFlow(f, elk)));
    for (const c of childDrawings(f)) files.set(`${CHARTS_DIR}/${c.file}`, await childSvg(c, elk));
  }
  files.set(`${CHARTS_DIR}/README.md`, chartsReadme(flows, paths));
  return files;
}
