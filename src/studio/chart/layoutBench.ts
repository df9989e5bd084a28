/**
 * `npm run bench:chart`: the layout time of the synthetic 40-state chart (bigChart.ts) and of the
 * largest registered chart, as `npm run charts` times it (elk.bundled on this thread, best of 5
 * after the graph is built), the whole chart and each compound state opened on its own.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { loadFlows } from '../../flows/kit';
import { allNodes, allTransitions } from '../../paths/model';
import { flows as registered } from '../../registry';
import { bigChart } from './bigChart';
import { buildChartGraph, focusableStates } from './graph';
import { layoutChart } from './layout';
import { measureText } from './measure';
import { READABLE_SCALE } from './view';

const RUNS = 5;
const elk = new ELK();

async function time(machine: AnyStateMachine, focus: string | null): Promise<string> {
  const graph = buildChartGraph(machine, { measure: measureText, focus });
  let best = Infinity;
  let size = '';
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const layout = await layoutChart(graph, elk);
    best = Math.min(best, performance.now() - start);
    size = `${Math.round(layout.width)}x${Math.round(layout.height)} px`;
  }
  return `${size}  layout ${best.toFixed(1)} ms (best of ${RUNS})`;
}

const flows = await loadFlows(registered);
const largest = flows.reduce((a, b) => (allNodes(b.widget.machine).length > allNodes(a.widget.machine).length ? b : a));
const charts: Array<[string, AnyStateMachine]> = [
  ['bigChart (synthetic)', bigChart()],
  [`${largest.id} (largest registered)`, largest.widget.machine],
];
console.log(`Chart layout (elk.bundled, Node ${process.versions.node}); "fit" keeps text at scale ${READABLE_SCALE.toFixed(3)} or more:`);
for (const [name, machine] of charts) {
  const states = allNodes(machine).length;
  const transitions = allTransitions(machine).length;
  console.log(`  ${name}: ${states} states, ${transitions} transitions, whole chart ${await time(machine, null)}`);
  for (const id of focusableStates(machine)) console.log(`    ${id} on its own: ${await time(machine, id)}`);
}
