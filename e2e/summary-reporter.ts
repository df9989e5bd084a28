/**
 * Ends the browser test run with one line:
 * `e2e: 42 paths walked in 61.2 s (en+es), axe: 30 states scanned`.
 * A path test carries the annotation `path`; each axe-core scan adds an annotation `axe`
 * naming its (flow, language, state), counted once however many workers scanned it.
 */
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private paths = 0;
  private failed = 0;
  private readonly langs = new Set<string>();
  private readonly axeStates = new Set<string>();

  onBegin(_config: FullConfig, _suite: Suite): void {}

  onTestEnd(test: TestCase, result: TestResult): void {
    const path = test.annotations.find((a) => a.type === 'path');
    for (const a of result.annotations) if (a.type === 'axe' && a.description) this.axeStates.add(a.description);
    if (!path) return;
    this.paths += 1;
    const lang = path.description?.split(' ')[1];
    if (lang) this.langs.add(lang);
    if (result.status !== 'passed') this.failed += 1;
  }

  onEnd(result: FullResult): void {
    const seconds = (result.duration / 1000).toFixed(1);
    const langs = [...this.langs].sort().join('+') || 'none';
    const failed = this.failed ? `, ${this.failed} failed` : '';
    console.log(`\ne2e: ${this.paths} paths walked in ${seconds} s (${langs})${failed}, axe: ${this.axeStates.size} states scanned`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
