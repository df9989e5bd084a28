/**
 * The accessibility scan of the browser tests: axe-core (WCAG 2 A/AA, 2.1 AA, 2.2 AA) run in the
 * page, failing on serious and critical violations (`scan`), also under the walk's paused page
 * clock; and which step of which path scans each settled state of a flow, once per run
 * (`axeScanSteps`): the first path, in generation order, that settles in it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { ModelPath, PathStep } from '../src/paths/model';
import type { FlowScreens } from '../src/paths/screens';

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeText: string | undefined;
function axeSource(): string {
  axeText ??= readFileSync(AXE_SOURCE, 'utf8');
  return axeText;
}
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Serious and critical axe-core violations on the page, one line each. */
export async function scan(page: Page, options: { pausedClock?: boolean } = {}): Promise<string[]> {
  // A state that leaves for another page is checked once its address is the new page's, which can be
  // before that page's stylesheets are in: axe would measure an unstyled page (targets under 24 px).
  await page.waitForLoadState('load');
  if (options.pausedClock) return scanOnPausedClock(page);
  // A dialog fading in is half transparent: axe would measure its contrast mid-way. Wait until
  // every finite animation has finished (spinners run forever and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the protocol rather than added as a script tag: the site's Content
  // Security Policy (script-src 'self') refuses inline scripts, and must stay as served.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource());
  const violations = await page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  }, AXE_TAGS);
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.join(', ')})`);
}

/**
 * axe-core under a paused page clock: its own timers are the page's, so the scan is started in
 * the page and the clock is moved on in 10 ms ticks until it ends (a scan ticks well under a
 * second of page time; the paths' delays are seconds, and the next after step fires them).
 */
async function scanOnPausedClock(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent (as in scan): CSS animations run on the browser's own
  // time, not the paused page clock, so the walk waits for them in real time (at most 2 s).
  for (let waited = 0; waited < 2000; waited += 50) {
    const running = await page.evaluate(() =>
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
    );
    if (!running) break;
    await page.waitForTimeout(50);
  }
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource());
  await page.evaluate((tags) => {
    const w = window as unknown as { __axeDone?: unknown };
    w.__axeDone = undefined;
    void window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then(
      (results) => {
        w.__axeDone = results.violations.map((v) => ({
          impact: v.impact ?? 'unknown',
          line: `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')})`,
        }));
      },
      (e: unknown) => {
        w.__axeDone = [{ impact: 'critical', line: `axe-core failed: ${String(e)}` }];
      },
    );
  }, AXE_TAGS);
  for (let tick = 0; tick < 100; tick += 1) {
    const done = await page.evaluate(() => (window as unknown as { __axeDone?: Array<{ impact: string; line: string }> }).__axeDone);
    if (done) return done.filter((v) => BLOCKING_IMPACTS.has(v.impact)).map((v) => v.line);
    await page.clock.runFor(10);
  }
  throw new Error('axe-core did not finish within 1 s of page time');
}

function isSettled(screens: FlowScreens, step: PathStep): boolean {
  return step.leaves.every((leaf) => !screens.transient.includes(leaf));
}

export function stateKey(step: PathStep): string {
  return step.leaves.join('+');
}

/**
 * Where each settled state of a flow is scanned: per path id, the step indices at which that
 * path is the first (in generation order) to settle in a state no earlier path settled in.
 */
export function axeScanSteps(screens: FlowScreens, paths: ModelPath[]): Map<string, Set<number>> {
  const owned = new Set<string>();
  const out = new Map<string, Set<number>>();
  for (const path of paths) {
    const mine = new Set<number>();
    path.steps.forEach((step, i) => {
      const key = stateKey(step);
      if (!isSettled(screens, step) || owned.has(key)) return;
      owned.add(key);
      mine.add(i);
    });
    out.set(path.id, mine);
  }
  return out;
}
