/**
 * The delay fixture's own checks (machine alone): delayed transitions are path steps played on
 * the simulated clock. The generic suites walk its paths.
 */
import { describe, expect, it } from 'vitest';
import { fixtureDelayPathModel } from '../fixtures/models/fixtureDelay.model';
import { generatePaths, stepLabel } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';

describe('fixtureDelay: delays as steps', () => {
  it('plays a delayed path on the simulated clock: a warning at 12 s, the end when the 55 s window passes', async () => {
    const { paths } = generatePaths(fixtureDelayPathModel);
    const ended = paths.find((p) => p.target.includes('ended'))!;
    expect(ended.steps.map((s) => s.delayMs ?? null)).toEqual([null, 12_000, 43_000]);
    expect(ended.steps.slice(1).map(stepLabel)).toEqual(['after 12 s', 'after 43 s']);
    await runPathOnMachine(fixtureDelayPathModel, ended);
  });
});
