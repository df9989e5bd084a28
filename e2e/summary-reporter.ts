/**
 * Ends the browser test run with each flow's coverage line (what its walked paths cover, and
 * how many of its path tests passed) and one summary line:
 * `e2e: 42 paths walked in 61.2 s (en+es), axe: 30 states scanned`.
 * A path test carries the annotation `path`; each axe-core scan adds an annotation `axe`
 * naming its (flow, language, state), counted once however many workers scanned it.
 */
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private paths = 0;
  private failed = 0;
  /** Path tests that failed and then passed on their retry (only in CI: e2e/playwright.config.ts). */
  private readonly flaky: string[] = [];
  private readonly langs = new Set<string>();
  private readonly axeStates = new Set<string>();
  /** Per flow: its coverage line, and its path tests passed and run. */
  private readonly flows = new Map<string, { line?: string; passed: number; run: number; langs: Set<string> }>();

  private flow(id: string) {
    let f = this.flows.get(id);
    if (!f) {
      f = { passed: 0, run: 0, langs: new Set() };
      this.flows.set(id, f);
    }
    return f;
  }

  onBegin(_config: FullConfig, _suite: Suite): void {}

  onTestEnd(test: TestCase, result: TestResult): void {
    const path = test.annotations.find((a) => a.type === 'path');
    for (const a of result.annotations) {
      if (a.type === 'axe' && a.description) this.axeStates.add(a.description);
      if (a.type === 'coverage' && a.description) {
        const [id, line] = a.description.split('|');
        if (id && line) this.flow(id).line = line;
      }
    }
    if (!path) return;
    // A failed attempt with a retry left is counted once, at its last attempt.
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries) return;
    if (result.status === 'passed' && result.retry > 0) this.flaky.push(path.description ?? test.title);
    this.paths += 1;
    const f = this.flow(path.description?.split(' ')[0] ?? '');
    f.run += 1;
    if (result.status === 'passed') f.passed += 1;
    const lang = path.description?.split(' ')[1];
    if (lang) {
      this.langs.add(lang);
      f.langs.add(lang);
    }
    if (result.status !== 'passed') this.failed += 1;
  }

  onEnd(result: FullResult): void {
    const seconds = (result.duration / 1000).toFixed(1);
    const langs = [...this.langs].sort().join('+') || 'none';
    const failed = this.failed ? `, ${this.failed} failed` : '';
    const flaky = this.flaky.length ? `, ${this.flaky.length} flaky (passed on a retry: ${this.flaky.join('; ')})` : '';
    console.log('');
    for (const [, f] of this.flows) {
      if (f.line) console.log(`${f.line} (in Chromium, ${[...f.langs].sort().join('+') || 'none'}: ${f.passed}/${f.run} path tests passed)`);
    }
    console.log(`e2e: ${this.paths} paths walked in ${seconds} s (${langs})${failed}${flaky}, axe: ${this.axeStates.size} states scanned`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
