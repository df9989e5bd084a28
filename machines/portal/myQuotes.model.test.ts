/**
 * The portal's My quotes chart alone (its paths also run inside the portal's model,
 * machines/portal/portal.model.test.ts): the paths of its graph, each replayed on a real actor whose
 * call the test answers, with the look-up it asks and the groups it keeps.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { MODEL_EPOCH } from '../../src/paths/system';
import { definePathModel } from '../../src/paths/types';
import { daysBefore, lookBackRange } from '../kit/quoteGroups';
import { myQuotesMachine, type MyQuotesInput } from './myQuotes.machine';

const input: MyQuotesInput = { region: 'main', phone: '5550100001', dob: '1985-04-12', now: () => MODEL_EPOCH, lookBackDays: 30 };
const range = lookBackRange(new Date(MODEL_EPOCH), 30);
const route = { description: 'the call answers as the outcome says' };

/** Two groups within the look-back (an older one first, as the API may answer), one past it, one answered twice. */
const answered = [
  { quoteDate: daysBefore(range.to, 10), transactionId: 'T-10' },
  { quoteDate: daysBefore(range.to, 2), transactionId: 'T-2' },
  { quoteDate: daysBefore(range.to, 45), transactionId: 'T-45' },
  { quoteDate: daysBefore(range.to, 2), transactionId: 'T-2' },
];

const model = definePathModel({
  id: 'myQuotes',
  machine: myQuotesMachine,
  inputs: [
    { label: 'a profile with a phone and a birth date', input, sandbox: route },
    { label: 'a profile without a phone', input: { ...input, phone: '' }, sandbox: route },
  ],
  userEvents: [{ label: 'tries again', event: { type: 'quotes.retry' } }],
  distinguish: (context) => [context.phone, context.groups.length],
  actors: {
    groups: [
      { label: 'groups in and out of the look-back', result: { done: answered }, sandbox: route },
      { label: 'only a group past the look-back', result: { done: [answered[2]!] }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500, message: 'fault' } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the groups My quotes lists', () => {
  it('[portal-2.1 quote-4.30] keeps the groups of the look-back, newest first, each once', async () => {
    const actor = createActor(myQuotesMachine.provide({ actors: { groups: fromPromise(async () => answered) } }), { input });
    actor.start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context.groups.map((g) => g.transactionId)).toEqual(['T-2', 'T-10']);
  });
});

describe('the My quotes chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-2.1 quote-4.30 quote-7.19] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          // The look-up: the profile's phone and birth date over the 30 days that end today.
          if (step.leaves.includes('loading')) {
            expect(controller.lastInput('groups')).toEqual({ region: 'main', phone: '5550100001', dob: '1985-04-12', ...range });
          }
          // No phone: no call at all.
          if (path.start.label.includes('without a phone')) expect(controller.calls).toHaveLength(0);
        },
      });
    });
  }
});
