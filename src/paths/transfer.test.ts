/**
 * Paths as plain data, as they cross from the studio's worker to its page: made back with the
 * page's model, they are the generated paths, with the model's own objects (the player sends
 * them to the real chart).
 */
import { describe, expect, it } from 'vitest';
import { fixtureModalPathModel } from '../../fixtures/engine/fixtureModal/fixtureModal.model';
import { paymentPathModel } from '../../fixtures/models/payment.model';
import { generatePaths, type GeneratedPaths } from './model';
import { fromPlainPaths, toPlainPaths } from './transfer';
import type { PathModel } from './types';

/** What a path is, without the snapshot objects (only a step's state value crosses). */
function comparable(generated: GeneratedPaths) {
  return generated.paths.map((p) => ({ ...p, steps: p.steps.map((s) => ({ ...s, state: s.state.value })) }));
}

describe.each([
  ['payment (one chart)', paymentPathModel as PathModel],
  ['fixtureModal (a chart with a child machine)', fixtureModalPathModel as PathModel],
])('paths as plain data: %s', (_, model) => {
  const generated = generatePaths(model);

  it('cross a structured clone and come back as the generated paths', () => {
    // What postMessage does to them.
    const plain = structuredClone(toPlainPaths(model, generated));
    const back = fromPlainPaths(model, plain);
    expect(back.id).toBe(generated.id);
    expect(back.coverage).toEqual(generated.coverage);
    expect(comparable(back)).toEqual(comparable(generated));
  });

  it("come back with the model's own start, user events and outcomes", () => {
    const back = fromPlainPaths(model, structuredClone(toPlainPaths(model, generated)));
    back.paths.forEach((path, i) => {
      expect(path.start).toBe(generated.paths[i]!.start);
      path.steps.forEach((step, j) => {
        const original = generated.paths[i]!.steps[j]!;
        if (step.kind === 'user') expect(model.userEvents.some((c) => c.event === step.event)).toBe(true);
        if (original.outcome) expect(step.outcome).toBe(original.outcome);
      });
    });
  });
});

describe('paths as plain data', () => {
  it('refuses a path that names what the model does not have', () => {
    const generated = generatePaths(paymentPathModel as PathModel);
    const plain = toPlainPaths(paymentPathModel as PathModel, generated);
    const broken = { ...plain, paths: [{ ...plain.paths[0]!, start: 99 }] };
    expect(() => fromPlainPaths(paymentPathModel as PathModel, broken)).toThrow(/input 99/);
  });
});
