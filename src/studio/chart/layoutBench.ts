/**
 * `npm run bench:chart`, first half: the layout time of the synthetic 40-state chart (bigChart.ts)
 * and of the largest registered chart (by its states and its child charts' states: the quote
 * form), as `npm run charts` times it (elk.bundled on this thread, best of RUNS after the graph is
 * built): the whole chart expanded, as the studio opens it (compound states collapsed,
 * collapse.ts), each compound state opened on its own, and each child chart. The second half,
 * scripts/benchStudio.ts, opens the studio in Chromium. The charts are read through the flows' path
 * models (no widget, no styles).
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { allNodes, allTransitions, systemStates } from '../../paths/model';
import { childCharts } from '../../paths/system';
import { flows as registered } from '../../registry';
import { bigChart } from './bigChart';
import { initialCollapsed } from './collapse';
import { focusableStates } from './focus';
import { buildChartGraph } from './graph';
import { layoutChart } from './layout';
import { measureText } from './measure';
import { READABLE_SCALE } from './view';

const RUNS = Number(process.env.RUNS ?? 5);
const elk = new ELK();

async function time(machine: AnyStateMachine, options: { focus?: string | null; collapsed?: ReadonlySet<string> } = {}): Promise<string> {
  const graph = buildChartGraph(machine, { measure: measureText, focus: options.focus ?? null, ...(options.collapsed ? { collapsed: options.collapsed } : {}) });
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

const models = await Promise.all(registered.map((f) => f.model()));
const largest = models.reduce((a, b) => (systemStates(b.machine).length > systemStates(a.machine).length ? b : a));
const machine = largest.machine;
console.log(`Chart layout (elk.bundled, Node ${process.versions.node}); "fit" keeps text at scale ${READABLE_SCALE.toFixed(3)} or more:`);
const big = bigChart();
console.log(`  bigChart (synthetic): ${allNodes(big).length} states, ${allTransitions(big).length} transitions, whole chart ${await time(big)}`);
const children = childCharts(machine);
console.log(
  `  ${largest.id} (largest registered: ${systemStates(machine).length} states with its ${children.length} child charts): its own chart ${allNodes(machine).length} states, ` +
    `${focusableStates(machine).length} of them compound`,
);
const opened = initialCollapsed(machine);
console.log(`    as the studio opens it (${opened.size} compound states collapsed): ${await time(machine, { collapsed: opened })}`);
console.log(`    whole chart expanded: ${await time(machine)}`);
for (const id of focusableStates(machine)) console.log(`    ${id} on its own: ${await time(machine, { focus: id })}`);
for (const child of children) {
  console.log(`    child chart ${child.prefix} (${allNodes(child.machine).length} states): ${await time(child.machine, { collapsed: initialCollapsed(child.machine) })}`);
}
