import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import payment from '../flows/payment';
import { loadFlow } from '../flows/kit';
import { generatePaths } from '../paths/model';
import { fullWalkReason, fullWalkRecord, pathsFingerprint, readFullWalks, recordFullWalks } from './fullWalks';

const flow = await loadFlow(payment);
const paths = generatePaths(flow.model).paths;

describe('the charts walked in full in the browser (src/testing/fullWalks.ts)', () => {
  it('a chart gives the same fingerprint each time its paths are generated, and another when a path changes', () => {
    const again = generatePaths(flow.model).paths;
    expect(pathsFingerprint(again)).toBe(pathsFingerprint(paths));
    expect(pathsFingerprint(paths.slice(1))).not.toBe(pathsFingerprint(paths));
    const [first, ...rest] = paths;
    const otherOutcome = { ...first!, steps: first!.steps.map((s, i) => (i === first!.steps.length - 1 ? { ...s, leaves: ['elsewhere'] } : s)) };
    expect(pathsFingerprint([otherOutcome, ...rest])).not.toBe(pathsFingerprint(paths));
  });

  it('walks every chart with E2E_ALL, with E2E_CHANGED a recorded chart whose paths are not the recorded ones, else the selection', () => {
    const fingerprint = pathsFingerprint(paths);
    const same = { fingerprint, paths: paths.length, walkedOn: '2026-11-28' };
    const other = { ...same, fingerprint: 'other' };
    expect(fullWalkReason({ all: true, changed: false }, same, fingerprint)).toBe('all');
    expect(fullWalkReason({ all: true, changed: false }, undefined, fingerprint)).toBe('all');
    expect([fullWalkRecord(same, fingerprint), fullWalkReason({ all: false, changed: true }, same, fingerprint)]).toEqual(['current', undefined]);
    expect([fullWalkRecord(other, fingerprint), fullWalkReason({ all: false, changed: true }, other, fingerprint)]).toEqual(['stale', 'changed']);
    expect([fullWalkRecord(undefined, fingerprint), fullWalkReason({ all: false, changed: true }, undefined, fingerprint)]).toEqual(['none', undefined]);
    expect(fullWalkReason({ all: false, changed: false }, other, fingerprint)).toBeUndefined();
  });

  it('records the charts walked in full beside the others, sorted, and rewrites nothing when they are the same', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'full-walks-')), 'full-walks.json');
    expect(readFullWalks(file)).toEqual({});
    expect(recordFullWalks(file, { quote: { fingerprint: 'a', paths: 3, walkedOn: '2026-11-28' } })).toBe(true);
    expect(recordFullWalks(file, { payment: { fingerprint: 'b', paths: 2, commit: 'abc1234', walkedOn: '2026-11-28' } })).toBe(true);
    expect(Object.keys(readFullWalks(file))).toEqual(['payment', 'quote']);
    const text = readFileSync(file, 'utf8');
    expect(recordFullWalks(file, { quote: { fingerprint: 'a', paths: 3, walkedOn: '2026-11-28' } })).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(recordFullWalks(file, { quote: { fingerprint: 'c', paths: 4, walkedOn: '2026-11-29' } })).toBe(true);
    expect(readFullWalks(file).quote).toEqual({ fingerprint: 'c', paths: 4, walkedOn: '2026-11-29' });
  });
});
