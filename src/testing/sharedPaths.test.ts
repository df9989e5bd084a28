import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneStore, sourcesVersion } from './sharedPaths';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store with each entry `age` ms old. */
function storeWith(entries: Array<{ name: string; ageMs: number; dir?: boolean }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'model-paths-'));
  made.push(dir);
  const now = Date.now() / 1000;
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.dir) mkdirSync(path);
    else writeFileSync(path, '{}');
    utimesSync(path, now - e.ageMs / 1000, now - e.ageMs / 1000);
  }
  return dir;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('the store of generated paths', () => {
  it('keeps what a run may still read or write, and removes what old or stopped runs left', () => {
    const dir = storeWith([
      { name: 'quote-a.json', ageMs: 2 * DAY },
      { name: 'quote-b.json', ageMs: 8 * DAY },
      { name: 'quote-c.failed', ageMs: MINUTE },
      { name: 'quote-d.lock', ageMs: MINUTE, dir: true },
      { name: 'quote-e.lock', ageMs: 6 * MINUTE, dir: true },
      { name: 'quote-f.json.123.part', ageMs: MINUTE },
      { name: 'quote-g.json.456.part', ageMs: 6 * MINUTE },
    ]);
    pruneStore(dir);
    expect(readdirSync(dir).sort()).toEqual(['quote-a.json', 'quote-d.lock', 'quote-f.json.123.part']);
  });

  it('prunes nothing where there is no store yet', () => {
    const dir = join(tmpdir(), 'model-paths-none');
    expect(() => pruneStore(dir)).not.toThrow();
    expect(existsSync(dir)).toBe(false);
  });

  it('names one version for the same sources, read once per process', () => {
    expect(sourcesVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(sourcesVersion()).toBe(sourcesVersion());
  });
});
