/**
 * `npm run charts`: draws every registered flow's statechart into docs/charts/<id>.svg and writes
 * docs/charts/README.md (states, transitions, coverage of the generated paths). Prints each
 * chart's layout time (best of 5, elk.bundled on this thread). Same input, same bytes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ELK from 'elkjs/lib/elk.bundled.js';
import { loadFlows } from '../src/flows/kit';
import { chartedFlows as registered } from '../src/registry';
import { allNodes, allTransitions } from '../src/paths/model';
import { buildChartGraph } from '../src/studio/chart/graph';
import { CHARTS_DIR, chartSvg, chartsReadme, childDrawings, childSvg } from '../src/studio/chart/docs';
import { layoutChart, type ChartLayout } from '../src/studio/chart/layout';
import { measureText } from '../src/studio/chart/measure';

const RUNS = 5;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, CHARTS_DIR);
const elk = new ELK();
const flows = await loadFlows(registered);

mkdirSync(outDir, { recursive: true });
const written = new Set<string>();
const rows: string[] = [];
for (const flow of flows) {
  const graph = buildChartGraph(flow.widget.machine, { measure: measureText });
  let best = Infinity;
  let layout: ChartLayout | null = null;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    layout = await layoutChart(graph, elk);
    best = Math.min(best, performance.now() - start);
  }
  if (!layout) throw new Error(`No layout for ${flow.id}`);
  const states = allNodes(flow.widget.machine).length;
  const transitions = allTransitions(flow.widget.machine).length;
  const file = `${flow.id}.svg`;
  writeFileSync(join(outDir, file), chartSvg(flow, layout));
  written.add(file);
  for (const child of childDrawings(flow)) {
    writeFileSync(join(outDir, child.file), await childSvg(child, elk));
    written.add(child.file);
  }
  rows.push(
    `  ${flow.id.padEnd(12)} ${String(states).padStart(3)} states ${String(transitions).padStart(3)} transitions  ${Math.round(layout.width)}x${Math.round(layout.height)} px  layout ${best.toFixed(1)} ms (best of ${RUNS})`,
  );
}
writeFileSync(join(outDir, 'README.md'), chartsReadme(flows));
written.add('README.md');

// Drop the drawings of flows that left the registry.
for (const name of readdirSync(outDir)) {
  if (!written.has(name) && name.endsWith('.svg')) rmSync(join(outDir, name));
}

console.log(`Charts written to ${CHARTS_DIR}/ (elk.bundled, Node ${process.versions.node}):`);
for (const r of rows) console.log(r);
