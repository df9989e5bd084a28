/**
 * The dialog fixture's own checks (machine alone): a child machine's states are explored by
 * running it, counted in coverage, and played with only its calls held. The generic suites walk
 * its paths.
 */
import { describe, expect, it } from 'vitest';
import { fixtureModalPathModel } from '../fixtures/models/fixtureModal.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';

describe('fixtureModal: a child machine', () => {
  it("goes through a child machine's states and counts them", async () => {
    const generated = generatePaths(fixtureModalPathModel);
    expect(generated.coverage.states.total).toBeGreaterThan(6);
    expect(generated.coverage.states.missing).toEqual([]);
    const failed = generated.paths.find((p) => p.target.includes('driverDialog:editing.failed'))!;
    expect(failed.target).toEqual(['adding', 'driverDialog:editing.failed']);
    expect(failed.steps.find((s) => s.actorId === 'saveDriver')?.to).toBe('driverDialog');
    for (const path of generated.paths) await runPathOnMachine(fixtureModalPathModel, path);
  });
});
