/**
 * The verifier fixture's own checks (machine alone): the path engine tells states apart by the
 * attempts made, so the third wrong attempt is a state with a path. The generic suites
 * (src/flows/flows.*.test.*) walk its paths and measure coverage.
 */
import { describe, expect, it } from 'vitest';
import { fixtureVerifierPathModel } from '../fixtures/models/fixtureVerifier.model';
import { generatePaths } from '../src/paths/model';

describe('fixtureVerifier: context that tells states apart', () => {
  it('reaches the third wrong attempt only when the model tells attempts apart', () => {
    const { distinguish: _ignored, ...blind } = fixtureVerifierPathModel;
    expect(generatePaths(blind).coverage.states.missing).toContain('lockedOut');
    const told = generatePaths(fixtureVerifierPathModel);
    expect(told.coverage.states.missing).toEqual([]);
    const locked = told.paths.find((p) => p.target.includes('lockedOut'))!;
    expect(locked.steps.filter((s) => s.outcome?.label === 'the code is wrong')).toHaveLength(3);
  });
});
