/**
 * Which charts the browser run walks in full: every walkable generated path in English, not the
 * selection that covers each state, transition and call outcome once (e2e/paths.spec.ts).
 *
 * `npm run test:e2e:all` (E2E_ALL=1) walks every chart in full, in both languages. When every
 * English path of a chart has passed, the run records the chart's paths fingerprint (a hash of
 * its generated paths: ids, titles, each step's kind, event, states, transitions and outcome) in
 * e2e/full-walks.json, to be committed with the change. A run with E2E_CHANGED=1 (`.ci/run` sets
 * it) walks in full, in English, each recorded chart whose paths differ from the record: a change
 * that touches a chart (its states, events, guards' outcomes, calls, delays) is walked path by
 * path in Chromium, and the everyday run keeps to the selection. A chart with no record (its full
 * set has not passed yet) walks the selection; the run's last lines name it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ModelPath } from '../paths/model';

export interface FullWalk {
  /** The fingerprint of the chart's generated paths when they were all walked (`pathsFingerprint`). */
  fingerprint: string;
  /** How many paths were walked, every one passed. */
  paths: number;
  /** The commit of the run (short hash), and its day (YYYY-MM-DD, UTC). */
  commit?: string;
  walkedOn: string;
}

export type FullWalks = Record<string, FullWalk>;

/** Why a chart is walked in full, or `undefined` when the selection is walked. */
export type FullWalkReason = 'all' | 'changed';

/** Where a chart stands against the record: its paths are the recorded ones, others, or it has none. */
export type FullWalkRecord = 'current' | 'stale' | 'none';

export function fullWalkRecord(recorded: FullWalk | undefined, fingerprint: string): FullWalkRecord {
  if (!recorded) return 'none';
  return recorded.fingerprint === fingerprint ? 'current' : 'stale';
}

/** A hash of what a chart's generated paths do: two runs with the same chart give the same one. */
export function pathsFingerprint(paths: readonly ModelPath[]): string {
  const hash = createHash('sha256');
  for (const p of paths) {
    hash.update(JSON.stringify([p.id, p.title, p.start.label]));
    for (const s of p.steps) {
      hash.update(JSON.stringify([s.kind, s.event, s.leaves, s.transitions, s.actorId ?? '', s.outcome?.label ?? '', s.delayMs ?? 0, s.distinct ?? '']));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether a run walks a chart in full: every chart with `all` (E2E_ALL=1); with `changed`
 * (E2E_CHANGED=1), a recorded chart whose paths are not the recorded ones.
 */
export function fullWalkReason(options: { all: boolean; changed: boolean }, recorded: FullWalk | undefined, fingerprint: string): FullWalkReason | undefined {
  if (options.all) return 'all';
  return options.changed && fullWalkRecord(recorded, fingerprint) === 'stale' ? 'changed' : undefined;
}

export function readFullWalks(file: string): FullWalks {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as FullWalks;
}

/** The record with the charts whose paths were all walked and passed; unchanged charts keep theirs. */
export function recordFullWalks(file: string, walked: FullWalks): boolean {
  const before = readFullWalks(file);
  const after: FullWalks = { ...before, ...walked };
  const sorted = Object.fromEntries(Object.keys(after).sort().map((k) => [k, after[k]!]));
  const text = `${JSON.stringify(sorted, null, 1)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}
