/**
 * What the path engine adds for the charts to come, on the engine fixtures: context that tells
 * states apart, delays as steps, child machines explored by running them, and the selection.
 */
import { describe, expect, it } from 'vitest';
import { fixtureDelayPathModel } from '../../fixtures/models/fixtureDelay.model';
import { fixtureModalPathModel } from '../../fixtures/models/fixtureModal.model';
import { fixturePollerPathModel } from '../../fixtures/models/fixturePoller.model';
import { fixtureVerifierPathModel } from '../../fixtures/models/fixtureVerifier.model';
import { generatePaths, selectPaths, stepLabel } from './model';
import { runPathOnMachine } from './play';

describe('the path engine', () => {
  it('reaches the third wrong attempt only when the model tells attempts apart', () => {
    const { distinguish: _ignored, ...blind } = fixtureVerifierPathModel;
    expect(generatePaths(blind).coverage.states.missing).toContain('lockedOut');
    const told = generatePaths(fixtureVerifierPathModel);
    expect(told.coverage.states.missing).toEqual([]);
    const locked = told.paths.find((p) => p.target.includes('lockedOut'))!;
    expect(locked.steps.filter((s) => s.outcome?.label === 'the code is wrong')).toHaveLength(3);
  });

  it('walks the poll loop: first poll ready, ready after k polls, gave up, failed mid-way', () => {
    const { paths } = generatePaths(fixturePollerPathModel);
    const polls = (target: string) =>
      paths.filter((p) => p.steps.some((s) => s.leaves.includes(target))).map((p) => p.steps.filter((s) => s.actorId === 'checkStatus').length);
    expect(polls('ready')).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(polls('failed')).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(polls('gaveUp')).toEqual([4]);
    const waits = paths.flatMap((p) => p.steps.filter((s) => s.kind === 'after').map(stepLabel));
    expect(new Set(waits)).toEqual(new Set(['after 3 s']));
  });

  it('plays a delayed path on the simulated clock: a warning at 12 s, the end when the 55 s window passes', async () => {
    const { paths } = generatePaths(fixtureDelayPathModel);
    const ended = paths.find((p) => p.target.includes('ended'))!;
    expect(ended.steps.map((s) => s.delayMs ?? null)).toEqual([null, 12_000, 43_000]);
    expect(ended.steps.slice(1).map(stepLabel)).toEqual(['after 12 s', 'after 43 s']);
    await runPathOnMachine(fixtureDelayPathModel, ended);
  });

  it("goes through a child machine's states and counts them", async () => {
    const generated = generatePaths(fixtureModalPathModel);
    expect(generated.coverage.states.total).toBeGreaterThan(6);
    expect(generated.coverage.states.missing).toEqual([]);
    const failed = generated.paths.find((p) => p.target.includes('driverDialog:editing.failed'))!;
    expect(failed.target).toEqual(['adding', 'driverDialog:editing.failed']);
    expect(failed.steps.find((s) => s.actorId === 'saveDriver')?.to).toBe('driverDialog');
    for (const path of generated.paths) await runPathOnMachine(fixtureModalPathModel, path);
  });

  it('selects fewer paths that still cover every state, transition and outcome', () => {
    const generated = generatePaths(fixturePollerPathModel);
    const selected = selectPaths(fixturePollerPathModel.machine, generated.paths);
    expect(selected.length).toBeLessThan(generated.paths.length);
    const outcomes = (ps: typeof selected) => new Set(ps.flatMap((p) => p.steps.flatMap((s) => (s.outcome ? [s.outcome.label] : []))));
    expect(outcomes(selected)).toEqual(outcomes(generated.paths));
  });
});
