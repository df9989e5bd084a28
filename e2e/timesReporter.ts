/**
 * A Playwright reporter beside `list` and the summary (e2e/playwright.config.ts): at the end of a
 * run it writes test-results/e2e-times.json (scripts/suiteTimesData.ts) with every test attempt's
 * file, project, title, duration, status, start and worker, the flow, language and path of a generated path (the
 * annotation `path`: `<flow> <lang> <pathId>`), and the run's wall time, and prints one line
 * naming the file. `npm run bench:suites` makes docs/performance.md's table from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { TIMES_FILES, commitOf, type E2eTest, type E2eTimes } from '../scripts/suiteTimesData';

const root = fileURLToPath(new URL('..', import.meta.url));

export default class TimesReporter implements Reporter {
  private readonly tests: E2eTest[] = [];
  private workers = 0;
  private readonly outputFile: string;

  /** `outputFile`: elsewhere than test-results/e2e-times.json (relative to the project root). */
  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = resolve(root, options.outputFile ?? TIMES_FILES.e2e);
  }

  onBegin(config: FullConfig, _suite: Suite): void {
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const [flow, lang, pathId] = test.annotations.find((a) => a.type === 'path')?.description?.split(' ') ?? [];
    this.tests.push({
      file: relative(root, test.location.file).split('\\').join('/'),
      project: test.parent.project()?.name ?? '',
      title: test.title,
      ...(flow && lang && pathId ? { flow, lang, pathId } : {}),
      durationMs: result.duration,
      status: result.status,
      retry: result.retry,
      startMs: result.startTime.getTime(),
      worker: result.parallelIndex,
    });
  }

  onEnd(result: FullResult): void {
    const times: E2eTimes = {
      startedAt: result.startTime.toISOString(),
      commit: commitOf(root),
      wallMs: result.duration,
      workers: this.workers,
      tests: this.tests.map((t) => ({ ...t, startMs: (t.startMs ?? 0) - result.startTime.getTime() })),
    };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(times, null, 1)}\n`);
    console.log(`e2e times: ${relative(root, this.outputFile)} (npm run bench:suites)`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
