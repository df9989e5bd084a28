import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forgotPasswordPathModel } from '../../fixtures/models/forgotPassword.model';
import type { PathModel } from '../paths/types';
import { modelVersion, pruneStore, sourcesVersion } from './sharedPaths';

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

  it('names a model\'s version by what it offers and its sources, whatever text the compiler gave its functions', () => {
    const model = forgotPasswordPathModel as unknown as PathModel;
    const version = modelVersion(model);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    // The same functions as another compiler prints them (vitest, Playwright and tsx each do): the same version.
    const reprinted: PathModel = {
      ...model,
      distinguish: (...args: Parameters<NonNullable<PathModel['distinguish']>>) => model.distinguish!(...args),
    };
    expect(modelVersion(reprinted)).toBe(version);
    // What the model offers counts: another answer, another version.
    const relabelled: PathModel = {
      ...model,
      actors: { ...model.actors, sendReset: model.actors.sendReset!.map((o, i) => (i === 0 ? { ...o, label: 'the email was sent' } : o)) },
    };
    expect(modelVersion(relabelled)).not.toBe(version);
    const withoutDistinguish: PathModel = { ...model, distinguish: undefined };
    expect(modelVersion(withoutDistinguish)).not.toBe(version);
  });

  it('names one version for an error answer whether its class gave it `name` as its own field or by its prototype', () => {
    const model = forgotPasswordPathModel as unknown as PathModel;
    class OwnName extends Error {
      override name = 'ApiError';
      status = 500;
    }
    class ProtoName extends Error {
      status = 500;
    }
    ProtoName.prototype.name = 'ApiError';
    const answering = (error: Error): PathModel => ({
      ...model,
      actors: { ...model.actors, sendReset: [{ label: 'HTTP 500', result: { error }, sandbox: { description: 'a server error' } }] },
    });
    const own = modelVersion(answering(new OwnName('server error')));
    expect(Object.keys(new OwnName('x'))).toContain('name');
    expect(Object.keys(new ProtoName('x'))).not.toContain('name');
    expect(modelVersion(answering(new ProtoName('server error')))).toBe(own);
    expect(modelVersion(answering(new ProtoName('another error')))).not.toBe(own);
  });
});
