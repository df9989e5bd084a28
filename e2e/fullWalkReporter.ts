/**
 * A Playwright reporter (e2e/playwright.config.ts): each chart walked in full in English
 * (src/testing/fullWalks.ts; the annotation `fullWalk`: `<flow> <fingerprint> <paths> <why>`)
 * whose every path passed is recorded in e2e/full-walks.json, and the run prints one line per
 * chart walked in full (why, and how many of its paths passed), then the charts whose paths are
 * not the recorded ones or have no record (the annotation `fullWalkRecord`: `<flow> <record>`).
 */
import { fileURLToPath } from 'node:url';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { recordFullWalks, type FullWalks } from '../src/testing/fullWalks';
import { commitOf } from '../scripts/suiteTimesData';

const FILE = fileURLToPath(new URL('./full-walks.json', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

interface Walk {
  fingerprint: string;
  reason: string;
  total: number;
  passed: Set<string>;
}

export default class FullWalkReporter implements Reporter {
  private readonly walks = new Map<string, Walk>();
  private readonly records = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const record = test.annotations.find((a) => a.type === 'fullWalkRecord')?.description?.split(' ');
    if (record?.[0] && record[1]) this.records.set(record[0], record[1]);
    const note = test.annotations.find((a) => a.type === 'fullWalk')?.description;
    if (!note) return;
    const [flow, fingerprint, total, reason] = note.split(' ');
    if (!flow || !fingerprint || !total || !reason) return;
    const walk = this.walks.get(flow) ?? { fingerprint, reason, total: Number(total), passed: new Set<string>() };
    this.walks.set(flow, walk);
    if (result.status === 'passed') walk.passed.add(test.id);
  }

  onEnd(_result: FullResult): void {
    const listed = (kind: string) => [...this.records].filter(([, r]) => r === kind).map(([flow]) => flow).sort();
    if (listed('stale').length > 0) console.log(`full walks: paths changed since the recorded full walk: ${listed('stale').join(', ')}`);
    if (listed('none').length > 0) console.log(`full walks: no full walk recorded (npm run test:e2e:all): ${listed('none').join(', ')}`);
    if (this.walks.size === 0) return;
    const done: FullWalks = {};
    const walkedOn = new Date().toISOString().slice(0, 10);
    const commit = commitOf(root);
    for (const [flow, walk] of [...this.walks].sort(([a], [b]) => a.localeCompare(b))) {
      const all = walk.passed.size === walk.total;
      console.log(`full walk (${walk.reason}) ${flow}: ${walk.passed.size}/${walk.total} English paths passed${all ? '' : ', not recorded'}`);
      if (all) done[flow] = { fingerprint: walk.fingerprint, paths: walk.total, ...(commit ? { commit } : {}), walkedOn };
    }
    if (Object.keys(done).length > 0 && recordFullWalks(FILE, done)) console.log(`full walks recorded: e2e/full-walks.json (${Object.keys(done).join(', ')})`);
  }
}
