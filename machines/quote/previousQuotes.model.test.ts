/**
 * The previous quotes chart alone (machines/quote/previousQuotes.machine.ts): every generated path of its
 * path model (fixtures/models/previousQuotes.model.ts) with its calls held by the controller and a
 * simulated clock, then the rules one by one: the look-back and the newest-first order, the three
 * attempts, "Quote not found!", the server's message, the 300 s requote limit, the outputs.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { OWNER_CHECK_FAILURE_MESSAGE, REQUOTE_IDS } from '../../fixtures/data/previousQuotes';
import { previousQuotesActors, previousQuotesPathModel } from '../../fixtures/models/previousQuotes.model';
import { ApiError } from '../../services/http';
import { DOB_MISMATCH_MESSAGE, QUOTE_NOT_FOUND_MESSAGE, type QuoteGroup } from '../../services/previousQuotes';
import { createActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { attemptsLeft, DEFAULT_PREVIOUS_QUOTES_CONFIG, previousQuotesMachine, type PreviousQuotesInput } from './previousQuotes.machine';
import { daysBefore, isDobMismatch, isQuoteNotFound, lookBackRange, ownerCheckMessage, recentGroups } from './previousQuotes.rules';
import { createTokenStore } from '../../src/storage/tokens';

const generated = generatePaths(previousQuotesPathModel);

/** The model's answer of a call, by its label. */
function outcome(actorId: string, label: string) {
  const found = previousQuotesActors[actorId]?.find((o) => o.label === label);
  if (!found) throw new Error(`no outcome ${label} of ${actorId}`);
  return found.result;
}

describe('[quote-4.30] [quote-4.31] [quote-4.32] [quote-6.4] [quote-8.6] previousQuotes chart, machine alone: every path', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join('] [')}] ${path.title}`, async () => {
      await runPathOnMachine(previousQuotesPathModel, path, {
        onStep: (step, controller) => {
          const leaf = step.leaves[0] ?? '';
          // Every call the chart is waiting on is held, one at a time.
          if (step.state.hasTag('loading') && leaf !== 'waiting') expect(controller.calls.filter((c) => !c.signal.aborted).length).toBeGreaterThan(0);
          if (leaf === 'checking') expect(controller.lastInput('verifyOwner')).toEqual({ rateQuoteId: REQUOTE_IDS.answers, dob: '1985-04-12' });
        },
      });
    });
  }
});

const NOW = new Date('2025-03-10T15:00:00.000Z');
const customer = { phone: '555-010-0001', dob: { month: '04', day: '12', year: '1985' } };

/** The visitor's token store the calls are given. */
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });

function start(input: Partial<PreviousQuotesInput> = {}) {
  const controller = createActorController(previousQuotesMachine);
  const clock = new SimulatedClock();
  clock.set(NOW.getTime());
  const actor = createActor(provideControlled(previousQuotesMachine, controller), { input: { now: () => clock.now(), tokens, ...input }, clock });
  actor.start();
  const settle = async (id: string, result: { done: unknown } | { error: unknown }) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  return { actor, controller, clock, settle, value: () => actor.getSnapshot().value };
}

const groupsOn = (now: Date): QuoteGroup[] => {
  const today = lookBackRange(now, 0).to;
  return [
    { quoteDate: daysBefore(today, 45), transactionId: 'T-45' },
    { quoteDate: daysBefore(today, 30), transactionId: 'T-30' },
    { quoteDate: daysBefore(today, 10), transactionId: 'T-10' },
    { quoteDate: daysBefore(today, 2), transactionId: 'T-2' },
    { quoteDate: daysBefore(today, 2), transactionId: 'T-2b' },
  ];
};

/** Up to the owner's dialog of the newest group of the sandbox's customer. */
async function toDialog(input: Partial<PreviousQuotesInput> = {}) {
  const t = start(input);
  t.actor.send({ type: 'lookup.submit', search: customer });
  // The sandbox's newest group, two days before the test's clock.
  await t.settle('findGroups', { done: [{ quoteDate: daysBefore(lookBackRange(NOW, 0).to, 2), transactionId: 'PQ-TXN-2D' }] });
  t.actor.send({ type: 'group.open', transactionId: 'PQ-TXN-2D' });
  await t.settle('loadGroup', outcome('loadGroup', 'three quotes'));
  expect(t.value()).toEqual({ verifying: 'asking' });
  return t;
}

const mismatch = { done: { isSuccess: true, isMatch: false, message: DOB_MISMATCH_MESSAGE } };
const wrongDob = { month: '01', day: '01', year: '1990' };

describe('[quote-4.30] [quote-7.19] the look-up', () => {
  it('[quote-4.30] [quote-7.19] asks for the look-back days ending today (America/Chicago), with the phone and the date of birth as YYYY-MM-DD', () => {
    const { actor, controller } = start({ config: { lookBackDays: 30 } });
    actor.send({ type: 'lookup.submit', search: customer });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(controller.lastInput('findGroups')).toEqual({ phone: '555-010-0001', dob: '1985-04-12', from: '2025-02-08', to: '2025-03-10', region: 'main', tokens });
    // 02:00 UTC on 10 March is still 9 March in Chicago.
    expect(lookBackRange(new Date('2025-03-10T02:00:00Z'), 7)).toEqual({ from: '2025-03-02', to: '2025-03-09' });
  });

  it('[quote-4.30] lists the groups within the look-back only, newest first, same-day groups in the order answered', () => {
    expect(recentGroups(groupsOn(NOW), NOW, 30).map((g) => g.transactionId)).toEqual(['T-2', 'T-2b', 'T-10', 'T-30']);
    expect(recentGroups(groupsOn(NOW), NOW, 7).map((g) => g.transactionId)).toEqual(['T-2', 'T-2b']);
    const twice = [...groupsOn(NOW), { quoteDate: daysBefore('2025-03-10', 1), transactionId: 'T-10' }];
    expect(recentGroups(twice, NOW, 30).map((g) => g.transactionId)).toEqual(['T-2', 'T-2b', 'T-10', 'T-30']);
  });

  it('[quote-4.30] the chart keeps the recent groups newest first; only groups older than the look-back is "none"', async () => {
    const t = start();
    t.actor.send({ type: 'lookup.submit', search: customer });
    await t.settle('findGroups', { done: groupsOn(NOW) });
    expect(t.value()).toBe('list');
    expect(t.actor.getSnapshot().context.groups.map((g) => g.transactionId)).toEqual(['T-2', 'T-2b', 'T-10', 'T-30']);
    t.actor.send({ type: 'group.open', transactionId: 'T-45' });
    expect(t.value()).toBe('list');
    t.actor.send({ type: 'lookup.edit' });
    t.actor.send({ type: 'lookup.submit', search: customer });
    await t.settle('findGroups', { done: groupsOn(NOW).slice(0, 1) });
    expect(t.value()).toBe('none');
  });

  it('[quote-7.19] a failed look-up offers a retry with the same phone and date of birth', async () => {
    const t = start();
    t.actor.send({ type: 'lookup.submit', search: customer });
    await t.settle('findGroups', outcome('findGroups', 'HTTP 500'));
    expect(t.value()).toBe('lookupFailed');
    t.actor.send({ type: 'lookup.retry' });
    expect(t.value()).toBe('searching');
    expect(t.controller.calls.filter((c) => c.src === 'findGroups')).toHaveLength(2);
  });
});

describe('[quote-2.27] [quote-4.31] [quote-6.4] [quote-8.6] the owner check', () => {
  it('[quote-2.27] [quote-6.4] [quote-7.22] [quote-3.15] the dialog starts empty (not the look-up\'s date of birth) and checks the one typed (RateQuoteId, DateOfBirth) against the group\'s first quote; a match shows the group\'s quotes', async () => {
    const t = await toDialog();
    expect(t.actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(t.actor.getSnapshot().context.ownerDob).toBeNull();
    t.actor.send({ type: 'owner.submit', dob: customer.dob });
    expect(t.controller.lastInput('verifyOwner')).toEqual({ rateQuoteId: 'PQ-0201', dob: '1985-04-12' });
    await t.settle('verifyOwner', outcome('verifyOwner', 'a match'));
    expect(t.value()).toBe('detail');
    expect(t.actor.getSnapshot().context.quotes.map((q) => q.rateQuoteId)).toEqual(['PQ-0201', 'PQ-0202', 'PQ-0203']);
  });

  it('[quote-4.31] [quote-6.4] [quote-8.6] a wrong date of birth uses an attempt; the third sends the visitor to the start', async () => {
    const t = await toDialog();
    const snap = () => t.actor.getSnapshot();
    expect(attemptsLeft(snap())).toBe(3);
    for (const left of [2, 1]) {
      t.actor.send({ type: 'owner.submit', dob: wrongDob });
      await t.settle('verifyOwner', mismatch);
      expect(t.value()).toEqual({ verifying: 'mismatch' });
      expect(attemptsLeft(snap())).toBe(left);
    }
    t.actor.send({ type: 'owner.submit', dob: wrongDob });
    await t.settle('verifyOwner', mismatch);
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ kind: 'restart' });
  });

  it('[quote-4.31] the attempts count for the whole visit: closing the dialog and opening it again gives none back, and the dialog is empty again', async () => {
    const t = await toDialog();
    t.actor.send({ type: 'owner.submit', dob: wrongDob });
    await t.settle('verifyOwner', mismatch);
    t.actor.send({ type: 'owner.cancel' });
    expect(t.value()).toBe('list');
    t.actor.send({ type: 'group.open', transactionId: 'PQ-TXN-2D' });
    await t.settle('loadGroup', outcome('loadGroup', 'three quotes'));
    expect(attemptsLeft(t.actor.getSnapshot())).toBe(2);
    expect(t.actor.getSnapshot().context.ownerDob).toBeNull();
    t.actor.send({ type: 'owner.submit', dob: wrongDob });
    await t.settle('verifyOwner', mismatch);
    t.actor.send({ type: 'owner.cancel' });
    t.actor.send({ type: 'group.open', transactionId: 'PQ-TXN-2D' });
    await t.settle('loadGroup', outcome('loadGroup', 'three quotes'));
    t.actor.send({ type: 'owner.submit', dob: wrongDob });
    await t.settle('verifyOwner', mismatch);
    expect(t.actor.getSnapshot().output).toEqual({ kind: 'restart' });
  });

  it('[quote-4.31] [quote-8.6] a mismatch answered as a failure with the mismatch message uses an attempt too; the third sends the visitor to the start', async () => {
    const t = await toDialog();
    const asFailure = outcome('verifyOwner', 'not the customer, answered as a failure');
    for (const left of [2, 1]) {
      t.actor.send({ type: 'owner.submit', dob: wrongDob });
      await t.settle('verifyOwner', asFailure);
      expect(t.value()).toEqual({ verifying: 'mismatch' });
      expect(attemptsLeft(t.actor.getSnapshot())).toBe(left);
    }
    t.actor.send({ type: 'owner.submit', dob: wrongDob });
    await t.settle('verifyOwner', asFailure);
    expect(t.actor.getSnapshot().output).toEqual({ kind: 'restart' });
  });

  it('[quote-4.31] [quote-8.6] "Quote not found!" sends the visitor to the start at once', async () => {
    const t = await toDialog();
    t.actor.send({ type: 'owner.submit', dob: customer.dob });
    await t.settle('verifyOwner', outcome('verifyOwner', 'Quote not found!'));
    expect(t.actor.getSnapshot().output).toEqual({ kind: 'restart' });
  });

  it("[quote-8.6] every other failure keeps the server's message for the dialog and uses no attempt", async () => {
    const t = await toDialog();
    t.actor.send({ type: 'owner.submit', dob: customer.dob });
    await t.settle('verifyOwner', outcome('verifyOwner', 'another failure with a message'));
    expect(t.value()).toEqual({ verifying: 'failed' });
    expect(t.actor.getSnapshot().context.ownerMessage).toBe(OWNER_CHECK_FAILURE_MESSAGE);
    expect(attemptsLeft(t.actor.getSnapshot())).toBe(3);
    t.actor.send({ type: 'owner.submit', dob: wrongDob });
    await t.settle('verifyOwner', mismatch);
    expect(t.actor.getSnapshot().context.ownerMessage).toBeNull();
  });

  it('[quote-8.6] what a failure means: not found by its message; a message only when the server gave one', () => {
    const rejected = (message: string) => new ApiError('rejected', '/opapi/quote/verifyquoteowner', 200, message, { isSuccess: false, message });
    expect(isQuoteNotFound(rejected(QUOTE_NOT_FOUND_MESSAGE))).toBe(true);
    expect(isQuoteNotFound(rejected('Quote not found'))).toBe(false);
    expect(isQuoteNotFound(new Error(QUOTE_NOT_FOUND_MESSAGE))).toBe(false);
    expect(isDobMismatch(rejected(DOB_MISMATCH_MESSAGE))).toBe(true);
    expect(isDobMismatch(rejected(OWNER_CHECK_FAILURE_MESSAGE))).toBe(false);
    expect(ownerCheckMessage(rejected('Busy'))).toBe('Busy');
    expect(ownerCheckMessage(new ApiError('http', '/x', 500, 'The API answered 500.', null))).toBeNull();
    expect(ownerCheckMessage(new ApiError('timeout', '/x', null, 'No answer within 20000 ms.'))).toBeNull();
  });
});

describe('[quote-4.32] [quote-7.23] the requote', () => {
  async function toDetail() {
    const t = await toDialog();
    t.actor.send({ type: 'owner.submit', dob: customer.dob });
    await t.settle('verifyOwner', outcome('verifyOwner', 'a match'));
    return t;
  }

  it('[quote-4.32] [quote-7.23] [quote-7.18] posts from the quote chosen, polls every 3 s until done, loads the stored quote, and ends with the new quotes', async () => {
    const t = await toDetail();
    t.actor.send({ type: 'requote.start', rateQuoteId: 'PQ-0202' });
    expect(t.controller.lastInput('requote')).toEqual({ rateQuoteId: 'PQ-0202', region: 'main', tokens });
    await t.settle('requote', { done: { isSuccess: true, transactionId: 'RQT-PQ-0202' } });
    await t.settle('requoteResults', outcome('requoteResults', 'two carriers so far'));
    expect(t.value()).toEqual({ requoting: 'waiting' });
    t.clock.increment(2999);
    expect(t.value()).toEqual({ requoting: 'waiting' });
    t.clock.increment(1);
    expect(t.value()).toEqual({ requoting: 'fetching' });
    expect(t.controller.lastInput('requoteResults')).toEqual({ rateQuoteId: 'PQ-0202', region: 'main', tokens });
    await t.settle('requoteResults', outcome('requoteResults', 'all carriers, done'));
    expect(t.value()).toEqual({ requoting: 'loadingQuote' });
    await t.settle('loadQuote', outcome('loadQuote', 'the stored quote'));
    const output = t.actor.getSnapshot().output;
    expect(output).toMatchObject({ kind: 'requoted', transactionId: 'RQT-PQ-0202', transaction: { customer: { name: 'Rosa' } } });
    expect(output?.kind === 'requoted' ? output.quotes.length : 0).toBe(14);
  });

  it('[quote-4.32] a quote that is not of the group is not asked again', async () => {
    const t = await toDetail();
    t.actor.send({ type: 'requote.start', rateQuoteId: 'PQ-9999' });
    expect(t.value()).toBe('detail');
  });

  it('[quote-4.32] [quote-9.1] stops at 300 s overall, whatever call is under way; try again starts a new 300 s', async () => {
    const t = await toDetail();
    t.actor.send({ type: 'requote.start', rateQuoteId: REQUOTE_IDS.neverFinishes });
    await t.settle('requote', { done: { isSuccess: true, transactionId: 'RQT-PQ-0202' } });
    for (let i = 0; i < 99; i += 1) {
      await t.settle('requoteResults', outcome('requoteResults', 'two carriers so far'));
      t.clock.increment(DEFAULT_PREVIOUS_QUOTES_CONFIG.pollIntervalMs);
    }
    expect(t.value()).toEqual({ requoting: 'fetching' });
    t.clock.increment(2999);
    expect(t.value()).toEqual({ requoting: 'fetching' });
    t.clock.increment(1);
    expect(t.value()).toBe('timedOut');
    expect(t.controller.calls.filter((c) => c.src === 'requoteResults').every((c) => c.signal.aborted || c.settled)).toBe(true);
    t.actor.send({ type: 'requote.retry' });
    expect(t.value()).toEqual({ requoting: 'posting' });
    t.clock.increment(299_999);
    expect(t.value()).toEqual({ requoting: 'posting' });
    t.clock.increment(1);
    expect(t.value()).toBe('timedOut');
    t.actor.send({ type: 'requote.back' });
    expect(t.value()).toBe('detail');
  });

  it('[quote-4.32] a failed requote offers try again and back; the limit is configurable', async () => {
    const t = await toDetail();
    t.actor.send({ type: 'requote.start', rateQuoteId: REQUOTE_IDS.fails });
    await t.settle('requote', outcome('requote', 'HTTP 500'));
    expect(t.value()).toBe('requoteFailed');
    const short = await toDialog({ config: { requoteLimitMs: 10_000 } });
    short.actor.send({ type: 'owner.submit', dob: customer.dob });
    await short.settle('verifyOwner', outcome('verifyOwner', 'a match'));
    short.actor.send({ type: 'requote.start', rateQuoteId: REQUOTE_IDS.answers });
    short.clock.increment(10_000);
    expect(short.value()).toBe('timedOut');
  });
});

describe('leaving', () => {
  it('[quote-4.30] leaving from every screen ends with closed, and the calls under way are cancelled', async () => {
    const t = await toDialog();
    t.actor.send({ type: 'owner.submit', dob: customer.dob });
    const call = t.controller.calls.find((c) => c.src === 'verifyOwner');
    t.actor.send({ type: 'previous.close' });
    expect(t.actor.getSnapshot().output).toEqual({ kind: 'closed' });
    expect(call?.signal.aborted).toBe(true);
    expect(start().actor.getSnapshot().can({ type: 'previous.close' })).toBe(true);
  });

  it('the defaults: 30 look-back days, 3 attempts, 300 s, polls 3 s apart', () => {
    expect(DEFAULT_PREVIOUS_QUOTES_CONFIG).toEqual({ lookBackDays: 30, maxVerifyAttempts: 3, requoteLimitMs: 300_000, pollIntervalMs: 3000 });
    expect(start({ config: { maxVerifyAttempts: 5 } }).actor.getSnapshot().context.config).toEqual({ ...DEFAULT_PREVIOUS_QUOTES_CONFIG, maxVerifyAttempts: 5 });
  });

  it('every state has a description', () => {
    const walk = (node: { description?: string | undefined; states: Record<string, unknown> }): void => {
      expect(node.description).toBeTruthy();
      for (const child of Object.values(node.states)) walk(child as typeof node);
    };
    walk(previousQuotesMachine.root);
  });
});
