/** e2e/timesReporter.ts, fed as Playwright feeds it (vitest leaves out e2e/, so its test lives here). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullConfig, FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import TimesReporter from '../e2e/timesReporter';
import type { E2eTimes } from './suiteTimesData';

const root = fileURLToPath(new URL('..', import.meta.url));

function testCase(file: string, project: string, title: string, path?: string): TestCase {
  return {
    title,
    location: { file: join(root, file), line: 1, column: 1 },
    annotations: path ? [{ type: 'path', description: path }] : [{ type: 'other', description: 'x' }],
    parent: { project: () => ({ name: project }) },
  } as unknown as TestCase;
}

const runStart = new Date('2026-11-28T09:00:00Z');
const result = (duration: number, status: TestResult['status'], retry = 0, startMs = 0, parallelIndex = 0): TestResult =>
  ({ duration, status, retry, startTime: new Date(runStart.getTime() + startMs), parallelIndex }) as TestResult;

describe('the browser run\'s timing file (e2e/timesReporter.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-times-'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes each attempt with its flow, language and path from the annotation `path`, its start in the run and its worker, and the run\'s wall time', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const outputFile = join(dir, 'e2e-times.json');
    const reporter = new TimesReporter({ outputFile });
    reporter.onBegin({ workers: 2 } as FullConfig, {} as Suite);
    const path = testCase('e2e/paths.spec.ts', 'reused', '[pay-1.1] payment es P8: open > pay', 'payment es P8');
    reporter.onTestEnd(path, result(4200, 'failed', 0, 2000, 1));
    reporter.onTestEnd(path, result(3900, 'passed', 1, 6300, 1));
    reporter.onTestEnd(testCase('e2e/paths.spec.ts', 'reused', 'quote en P3, to the ZIP page, then P9', 'quote en P3+P9'), result(9000, 'passed', 0, 1500, 0));
    reporter.onTestEnd(testCase('e2e/studio.spec.ts', 'chromium', 'the chart is drawn'), result(1500, 'passed', 0, 10_600, 0));
    reporter.onEnd({ status: 'passed', startTime: runStart, duration: 600_000 } as FullResult);

    const times = JSON.parse(readFileSync(outputFile, 'utf8')) as E2eTimes;
    expect(times.wallMs).toBe(600_000);
    expect(times.workers).toBe(2);
    expect(times.startedAt).toBe('2026-11-28T09:00:00.000Z');
    expect(times.tests).toEqual([
      { file: 'e2e/paths.spec.ts', project: 'reused', title: '[pay-1.1] payment es P8: open > pay', flow: 'payment', lang: 'es', pathId: 'P8', durationMs: 4200, status: 'failed', retry: 0, startMs: 2000, worker: 1 },
      { file: 'e2e/paths.spec.ts', project: 'reused', title: '[pay-1.1] payment es P8: open > pay', flow: 'payment', lang: 'es', pathId: 'P8', durationMs: 3900, status: 'passed', retry: 1, startMs: 6300, worker: 1 },
      { file: 'e2e/paths.spec.ts', project: 'reused', title: 'quote en P3, to the ZIP page, then P9', flow: 'quote', lang: 'en', pathId: 'P3+P9', durationMs: 9000, status: 'passed', retry: 0, startMs: 1500, worker: 0 },
      { file: 'e2e/studio.spec.ts', project: 'chromium', title: 'the chart is drawn', durationMs: 1500, status: 'passed', retry: 0, startMs: 10_600, worker: 0 },
    ]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^e2e times: .*e2e-times\.json \(npm run bench:suites\)$/));
    rmSync(dir, { recursive: true, force: true });
  });
});
