// @vitest-environment node
/**
 * The generic model-based suite, machine alone, for every flow of the registry: the generated
 * paths cover every state and transition (and print the coverage line), each path is played on
 * a real actor with a simulated clock and the calls held by a controller (after each step the
 * actor must be in the predicted state), the page makes exactly the chart inputs the path model
 * starts from, and the flow's own test files name the clause ids its paths visit. Engine
 * fixtures (docs/architecture.md) go through the same suite.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageWith } from '../storage';
import { allFlows } from '../registry';
import { formatCoverage, happyPath } from '../paths/model';
import { runPathOnMachine } from '../paths/play';
import { expectationsAt } from '../paths/screens';
import { roundTrips } from '../paths/trips';
import { childCharts } from '../paths/system';
import { chartLint } from '../paths/lint';
import { testPaths } from '../testing/sharedPaths';
import { loadFlows, pageSetupFor } from './kit';

const loaded = await loadFlows(allFlows);
const root = join(import.meta.dirname, '..', '..');

/**
 * The flow's own test files: machines/<id>.*.test.ts or machines/<id>/*.test.ts, those of the
 * child charts it invokes (machines/<child id>.*.test.ts), and views/<id>/*.test.ts(x).
 */
function ownTestText(id: string, children: readonly string[]): string {
  const files: string[] = [];
  const machines = join(root, 'machines');
  for (const f of readdirSync(machines)) if ([id, ...children].some((c) => f.startsWith(`${c}.`)) && /\.test\.tsx?$/.test(f)) files.push(join(machines, f));
  // A flow whose files have a folder of their own (machines/<id>/): every test there.
  const own = join(machines, id);
  if (existsSync(own)) for (const f of readdirSync(own)) if (/\.test\.tsx?$/.test(f)) files.push(join(own, f));
  const views = join(root, 'views', id);
  if (existsSync(views)) for (const f of readdirSync(views)) if (/\.test\.tsx?$/.test(f)) files.push(join(views, f));
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Data as data; a function (the chart's clock) only as "a function". */
function comparable(value: unknown): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'function' ? '(function)' : v)));
}

describe.each(loaded.map((flow) => [flow.id, flow] as const))('%s chart, machine alone', (_id, flow) => {
  const generated = testPaths(flow.model);

  it('paths cover every state and transition', () => {
    const line = formatCoverage(generated);
    console.log(line);
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    expect(line).toMatch(/^model coverage \S+: states (\d+)\/\1, transitions (\d+)\/\2, paths \d+$/);
  });

  // The engine fixtures prove the path engine; a customer flow names the path a newcomer takes.
  if (!flow.descriptor.fixture) {
    it('names its happy path, which a generated path takes (the dev-server check walks it)', () => {
      const happy = happyPath(flow.model, generated.paths);
      expect(flow.model.happy, 'the path model names no happy path').toBeDefined();
      expect(happy?.title, `no generated path begins "${flow.model.happy}"`).toBeDefined();
      expect(happy?.steps.some((s) => s.kind === 'error')).toBe(false);
    });
  }

  it('the chart and its child charts name every action, guard and actor (src/paths/lint.ts)', () => {
    expect(chartLint(flow.widget.machine)).toEqual([]);
  });

  it('the page makes each chart input the path model starts from', () => {
    for (const start of flow.model.inputs) {
      const made = flow.widget.input(pageSetupFor(flow.descriptor, 'en', start.sandbox), storageWith(start.sandbox.storage));
      expect(comparable(made), start.label).toEqual(comparable(start.input));
    }
  });

  it("the flow's own tests name every clause id its paths visit", () => {
    const visited = [...new Set(generated.paths.flatMap((p) => p.spec))].sort();
    const text = ownTestText(flow.id, childCharts(flow.widget.machine).map((c) => c.machine.id));
    const unnamed = visited.filter((id) => !new RegExp(`\\b${id.replace('.', '\\.')}\\b`).test(text));
    expect(unnamed, `name these in machines/${flow.id}.model.test.ts, a child chart's machines/<child>.model.test.ts or views/${flow.id}/*.test.tsx`).toEqual([]);
  });

  it('each page it leaves for (path model `returns`) has a path that leaves there and a path that comes back', () => {
    for (const { trip, leave, back } of roundTrips(flow.model, generated.paths)) {
      const last = leave.steps.length - 1;
      for (const lang of ['en', 'es'] as const) {
        const shown = expectationsAt(flow.screens(lang), trip.from, leave, last) ?? [];
        expect(shown.some((e) => 'navigatedTo' in e), `${trip.label}: the screen of ${trip.from} says where the page goes`).toBe(true);
        expect(trip.actions(lang).length, `${trip.label}: what the user does on the other page`).toBeGreaterThan(0);
      }
      expect(flow.model.inputs.map((i) => i.label)).toContain(trip.input);
      expect(back.start.label).toBe(trip.input);
    }
  });

  for (const path of generated.paths) {
    it(path.title, async () => {
      await runPathOnMachine(flow.model, path);
    });
  }
});
