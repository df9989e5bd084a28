/**
 * A vitest reporter beside the default one (vite.config.ts `reporters`): after a run it writes
 * test-results/vitest-times.json (scripts/suiteTimesData.ts) with each test file's time (its
 * tests, its import, its setup) and each test of the generic flow suites with its flow (and each
 * tour a flow's own view test walks), and
 * prints one line naming the file. `npm run bench:suites` makes docs/performance.md's table from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Reporter, TestCase, TestModule, TestSuite, Vitest } from 'vitest/node';
import {
  TIMES_FILES,
  VITEST_FLOW_FILES,
  commitOf,
  flowOfSuite,
  isPathTitle,
  ownViewTestFlow,
  type VitestFileTimes,
  type VitestFlowTest,
  type VitestTimes,
} from './suiteTimesData';

/** The suite directly under the file that holds the test. */
function topSuite(test: TestCase): TestSuite | undefined {
  let suite: TestSuite | TestModule = test.parent;
  while (suite.type === 'suite' && suite.parent.type === 'suite') suite = suite.parent;
  return suite.type === 'suite' ? suite : undefined;
}

/** Milliseconds to a tenth. */
const ms = (value: number): number => Math.round(value * 10) / 10;

const ran = (test: TestCase): boolean => test.result().state !== 'skipped' && test.result().state !== 'pending';

export default class VitestTimesReporter implements Reporter {
  private vitest: Vitest | undefined;
  private start = performance.now();
  private startedAt = new Date();

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunStart(): void {
    this.start = performance.now();
    this.startedAt = new Date();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (!this.vitest) return;
    const root = this.vitest.config.root;
    const files: VitestFileTimes[] = [];
    const flowTests: VitestFlowTest[] = [];
    /** Tests of the flow suites under a suite name flowOfSuite does not read (the suites were renamed). */
    let unread = 0;
    for (const module of testModules) {
      const path = relative(root, module.moduleId).split('\\').join('/');
      const d = module.diagnostic();
      const tests = [...module.children.allTests()].filter(ran);
      files.push({
        path,
        project: module.project.name,
        durationMs: ms(d.duration),
        collectMs: ms(d.collectDuration),
        setupMs: ms(d.environmentSetupDuration + d.prepareDuration + d.setupDuration),
        tests: tests.length,
      });
      const ownFlow = ownViewTestFlow(path);
      if (ownFlow) {
        // A flow's own view test: its walked tours count as the flow's English view layer.
        for (const test of tests.filter((t) => isPathTitle(t.name))) {
          flowTests.push({ file: path, flow: ownFlow, layer: 'jsdom en', title: test.name, path: true, durationMs: ms(test.diagnostic()?.duration ?? 0), state: test.result().state });
        }
        continue;
      }
      const layer = VITEST_FLOW_FILES[path];
      if (!layer) continue;
      for (const test of tests) {
        const flow = flowOfSuite(topSuite(test)?.name ?? '');
        if (!flow) {
          unread += 1;
          continue;
        }
        flowTests.push({
          file: path,
          flow,
          layer,
          title: test.name,
          path: isPathTitle(test.name),
          durationMs: ms(test.diagnostic()?.duration ?? 0),
          state: test.result().state,
        });
      }
    }
    const times: VitestTimes = {
      startedAt: this.startedAt.toISOString(),
      commit: commitOf(root),
      wallMs: ms(performance.now() - this.start),
      workers: this.vitest.config.maxWorkers,
      files,
      flowTests,
    };
    const out = join(root, TIMES_FILES.vitest);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(times, null, 1)}\n`);
    const warning = unread ? `; ${unread} tests of the flow suites left out, under no flow's suite name (flowOfSuite, scripts/suiteTimesData.ts)` : '';
    this.vitest.logger.log(`vitest times: ${TIMES_FILES.vitest} (npm run bench:suites)${warning}`);
  }
}
