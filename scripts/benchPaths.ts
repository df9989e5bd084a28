/**
 * `npm run bench:paths`: generates the paths of the largest registered chart (by states, child
 * machines included) and prints the time, best and median of 5 runs after one warm-up. The
 * target is under 2 s (docs/performance.md).
 */
import { performance } from 'node:perf_hooks';
import { generatePaths, systemStates, allTransitions } from '../src/paths/model';
import { allFlows } from '../src/registry';

const models = await Promise.all(allFlows.map((f) => f.model()));
const sized = models.map((m) => ({ model: m, states: systemStates(m.machine).length, transitions: allTransitions(m.machine).length }));
sized.sort((a, b) => b.states - a.states || b.transitions - a.transitions);
const largest = sized[0]!;

const first = performance.now();
let generated = generatePaths(largest.model);
const cold = performance.now() - first;
const times: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const t = performance.now();
  generated = generatePaths(largest.model);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(
  `bench:paths ${largest.model.id} (largest: ${largest.states} states, ${largest.transitions} transitions): ${generated.paths.length} paths; ` +
    `first run ${ms(cold)}, best ${ms(times[0]!)}, median ${ms(times[2]!)} (target under 2 s)`,
);
for (const s of sized.slice(1)) {
  const t = performance.now();
  const g = generatePaths(s.model);
  console.log(`  ${s.model.id}: ${s.states} states, ${g.paths.length} paths, ${ms(performance.now() - t)}`);
}
if (cold > 2000) process.exitCode = 1;
