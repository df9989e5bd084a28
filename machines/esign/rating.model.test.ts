/**
 * The re-rating chart alone (./rating.machine.ts): every path of its graph replayed on a real actor
 * whose calls the test answers, then what it sends and ends with: the prepare with requestStep 2,
 * the agency fee and the question answers; the results polled until a carrier completes, for at most
 * the attempts given; a refused or failed call ending it failed (the unexpected-error message).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { chartLint } from '../../src/paths/lint';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import type { RatingResults } from '../../services/esign';
import { resultsDone } from './policy.rules';
import { ratingMachine, type RatingInput } from './rating.machine';

const request: RatingInput['request'] = {
  customer: { name: 'Rosa', surname: 'Delgado', email: 'rosa.delgado@example.com', phoneNumber: '2145550147', address: { address: '4812 Maple Ridge Dr', city: 'Dallas', state: 'TX', zipCode: '75204' } },
  drivers: [{ firstName: 'Rosa', lastName: 'Delgado', dob: '1988-06-14', gender: 1, marital: 0, relation: 0, primaryDriver: true, isExcluded: false }],
  vehicles: [{ vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150' }],
  quote: { companyName: 'Lone Star Mutual', term: 6 },
  afee: 30,
  questionAnswers: [{ questionCd: 'SUSP', answer: 'N' }],
};
const input: RatingInput = { request, region: 'main', intervalMs: 3000, maxPolls: 2 };
const route = { description: 'the call answers as the outcome says' };
const done: RatingResults = { isSuccess: true, completedCount: 1 };
const notYet: RatingResults = { isSuccess: true, completedCount: 0 };

const model = definePathModel({
  id: 'rating',
  machine: ratingMachine,
  inputs: [{ label: 'the page\'s data', input, sandbox: route }],
  userEvents: [],
  distinguish: (c) => c.polls,
  actors: {
    prepare: [
      { label: 'prepared', result: { done: 'ES-PREPARED' }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
    results: [
      { label: 'a carrier completed', result: { done }, sandbox: route },
      { label: 'none completed yet', result: { done: notYet }, sandbox: route },
      { label: 'refused (isSuccess false)', result: { error: { kind: 'rejected', status: 200 } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the rating chart alone: every path of its graph', () => {
  // The driver step invokes it (./details.machine.ts); its own lint here as well, beside its own paths.
  it('names every action, guard and actor (src/paths/lint.ts)', () => {
    expect(chartLint(ratingMachine)).toEqual([]);
  });

  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-7.25 portal-7.26] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('preparing')) expect(controller.lastInput('prepare')).toEqual({ request, region: 'main' });
          if (step.leaves.includes('polling.fetching')) expect(controller.lastInput('results')).toEqual({ transactionId: 'ES-PREPARED', region: 'main' });
        },
      });
    });
  }
});

describe('what the chart sends and ends with', () => {
  const run = (answers: Array<RatingResults | Error>, clock = new SimulatedClock()) => {
    let polls = 0;
    const actor = createActor(
      ratingMachine.provide({
        actors: {
          prepare: fromPromise(async () => 'ES-PREPARED') as never,
          results: fromPromise(async () => {
            const a = answers[Math.min(polls, answers.length - 1)]!;
            polls += 1;
            if (a instanceof Error) throw a;
            return a;
          }) as never,
        },
      }),
      { input: { ...input, maxPolls: 3 }, clock },
    );
    actor.start();
    return { actor, clock, polls: () => polls };
  };

  it('[portal-7.26] the results say done when successful with a carrier completed', () => {
    expect([done, notYet, { isSuccess: false, completedCount: 1 }].map(resultsDone)).toEqual([true, false, false]);
  });

  it('[portal-7.26] [portal-4.25] polled every interval until a carrier completes: rated with the prepared transaction', async () => {
    const { actor, clock, polls } = run([notYet, done]);
    await waitFor(actor, (s) => s.matches({ polling: 'waiting' }));
    clock.increment(3000);
    const s = await waitFor(actor, (snap) => snap.status === 'done');
    expect(s.output).toEqual({ kind: 'rated', transactionId: 'ES-PREPARED' });
    expect(polls()).toBe(2);
  });

  it('[portal-8.7] no carrier completes within the attempts, or the results are refused: failed', async () => {
    const slow = run([notYet]);
    for (let i = 0; i < 2; i += 1) {
      await waitFor(slow.actor, (s) => s.matches({ polling: 'waiting' }));
      slow.clock.increment(3000);
    }
    expect((await waitFor(slow.actor, (s) => s.status === 'done')).output).toEqual({ kind: 'failed' });
    expect(slow.polls()).toBe(3);
    const refused = run([new Error('The rating could not be completed.')]);
    expect((await waitFor(refused.actor, (s) => s.status === 'done')).output).toEqual({ kind: 'failed' });
  });
});
