/**
 * The poller fixture's own checks (machine alone): a call repeated by a delay until done, failed
 * or given up, and the selection that keeps every outcome. The generic suites walk its paths.
 */
import { describe, expect, it } from 'vitest';
import { fixturePollerPathModel } from '../fixtures/models/fixturePoller.model';
import { generatePaths, selectPaths, stepLabel } from '../src/paths/model';

describe('fixturePoller: a polling loop', () => {
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

  it('selects fewer paths that still cover every state, transition and outcome', () => {
    const generated = generatePaths(fixturePollerPathModel);
    const selected = selectPaths(fixturePollerPathModel.machine, generated.paths);
    expect(selected.length).toBeLessThan(generated.paths.length);
    const outcomes = (ps: typeof selected) => new Set(ps.flatMap((p) => p.steps.flatMap((s) => (s.outcome ? [s.outcome.label] : []))));
    expect(outcomes(selected)).toEqual(outcomes(generated.paths));
  });
});
