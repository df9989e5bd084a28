/**
 * The owner check's attempts outlive the chart (quote-4.31, quote-6.4): kept per rateQuoteId in
 * storage (src/storage/ownerAttempts.ts), so a reload or a reopening of #previousQuotes gives none
 * back, and they are gone after their lifetime.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { PREVIOUS_QUOTES_CUSTOMER } from '../../fixtures/data/previousQuotes';
import { SANDBOX_BASIC } from '../../fixtures/models/previousQuotes.calls';
import { previousQuotesActors } from '../../fixtures/models/previousQuotes.model';
import { connectSandbox, TEST_BEARER_TOKEN, TEST_NOW } from '../../fixtures/sandbox/testing';
import { DOB_MISMATCH_MESSAGE } from '../../services/previousQuotes';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { createStorage, HOUR_MS, MemoryStorage } from '../../src/storage';
import { OWNER_ATTEMPTS_HOURS, ownerAttempts } from '../../src/storage/ownerAttempts';
import { attemptsLeft, previousQuotesMachine, type PreviousQuotesInput } from './previousQuotes.machine';
import { daysBefore, lookBackRange } from './previousQuotes.rules';
import { createTokenStore } from '../../src/storage/tokens';

const NOW = new Date('2025-03-10T15:00:00.000Z');
const customer = { phone: '555-010-0001', dob: { month: '04', day: '12', year: '1985' } };
const wrongDob = { month: '01', day: '01', year: '1990' };
const mismatch = { done: { isSuccess: true, isMatch: false, message: DOB_MISMATCH_MESSAGE } };
const match = { done: { isSuccess: true, isMatch: true, message: null } };

/** The model's answer of a call, by its label. */
function outcome(actorId: string, label: string) {
  const found = previousQuotesActors[actorId]?.find((o) => o.label === label);
  if (!found) throw new Error(`no outcome ${label} of ${actorId}`);
  return found.result;
}

/** A page's storage, with its clock. */
function page() {
  let clock = NOW.getTime();
  const storage = createStorage(new MemoryStorage(), () => clock);
  return { storage, log: ownerAttempts(storage), advance: (ms: number) => (clock += ms) };
}

/** A new chart (a page load, or #previousQuotes opened again) up to the owner's dialog. */
/** The visitor's token store the calls are given. */
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });

async function toDialog(input: Partial<PreviousQuotesInput>) {
  const controller = createActorController(previousQuotesMachine);
  const clock = new SimulatedClock();
  clock.set(NOW.getTime());
  const actor = createActor(provideControlled(previousQuotesMachine, controller), { input: { now: () => clock.now(), tokens, ...input }, clock });
  actor.start();
  const settle = async (id: string, result: { done: unknown } | { error: unknown }) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  actor.send({ type: 'lookup.submit', search: customer });
  await settle('findGroups', { done: [{ quoteDate: daysBefore(lookBackRange(NOW, 0).to, 2), transactionId: 'PQ-TXN-2D' }] });
  actor.send({ type: 'group.open', transactionId: 'PQ-TXN-2D' });
  await settle('loadGroup', outcome('loadGroup', 'three quotes'));
  return { actor, controller, settle, rateQuoteId: () => (controller.lastInput('verifyOwner') as { rateQuoteId: string } | undefined)?.rateQuoteId };
}

describe('[quote-4.31] [quote-6.4] the owner check\'s attempts, kept per quote', () => {
  it('a reload (a new chart) keeps the attempts used: two before, one left, and the next mismatch goes to the start', async () => {
    const { log } = page();
    const first = await toDialog({ attemptLog: log });
    for (let i = 0; i < 2; i += 1) {
      first.actor.send({ type: 'owner.submit', dob: wrongDob });
      await first.settle('verifyOwner', mismatch);
    }
    const rateQuoteId = first.rateQuoteId() ?? '';
    expect(log.used(rateQuoteId)).toBe(2);
    first.actor.stop();
    const again = await toDialog({ attemptLog: log });
    expect(attemptsLeft(again.actor.getSnapshot())).toBe(1);
    again.actor.send({ type: 'owner.submit', dob: wrongDob });
    await again.settle('verifyOwner', mismatch);
    expect(again.actor.getSnapshot().output).toEqual({ kind: 'restart' });
    expect(log.used(rateQuoteId)).toBe(3);
  });

  it('with no attempt left, even a matching date of birth goes to the start (the quotes stay closed)', async () => {
    const { log } = page();
    const first = await toDialog({ attemptLog: log });
    for (let i = 0; i < 3; i += 1) {
      first.actor.send({ type: 'owner.submit', dob: wrongDob });
      await first.settle('verifyOwner', mismatch);
    }
    const again = await toDialog({ attemptLog: log });
    expect(attemptsLeft(again.actor.getSnapshot())).toBe(0);
    again.actor.send({ type: 'owner.submit', dob: customer.dob });
    await again.settle('verifyOwner', match);
    expect(again.actor.getSnapshot().output).toEqual({ kind: 'restart' });
  });

  it(`keeps the counts ${OWNER_ATTEMPTS_HOURS} hours after the last one, per quote, then forgets them`, () => {
    const { log, advance } = page();
    log.add('RQ-A');
    log.add('RQ-A');
    log.add('RQ-B');
    expect([log.used('RQ-A'), log.used('RQ-B'), log.used('RQ-C')]).toEqual([2, 1, 0]);
    advance((OWNER_ATTEMPTS_HOURS - 1) * HOUR_MS);
    expect(log.used('RQ-A')).toBe(2);
    advance(2 * HOUR_MS);
    expect(log.used('RQ-A')).toBe(0);
  });
});

describe('the attempts used up for a quote', () => {
  it('sets the count to at least the limit, never lowers it, and only for that quote', () => {
    const { log } = page();
    log.add('RQ-A');
    log.useUp('RQ-A', 3);
    log.add('RQ-B');
    log.add('RQ-B');
    log.add('RQ-B');
    log.add('RQ-B');
    log.useUp('RQ-B', 3);
    expect([log.used('RQ-A'), log.used('RQ-B'), log.used('RQ-C')]).toEqual([3, 4, 0]);
  });
});

describe('[quote-4.31] the quote page keeps the attempts in its storage', () => {
  it('the page gives the quote chart a log on its storage, and the chart hands it to #previousQuotes', async () => {
    const { loadFlow, pageSetupFor } = await import('../../src/flows/kit');
    const quote = (await import('../../src/flows/quote')).default;
    const { previousQuotesInput } = await import('./stageInputs');
    const { initialContext } = await import('./quoteContext');
    const { newVisitInput } = await import('../../fixtures/models/quote.model');
    const { storage, log } = page();
    log.add('PQ-0201');
    log.add('PQ-0201');
    const flow = await loadFlow(quote);
    const input = flow.widget.input(pageSetupFor(flow.descriptor, 'en', {}), storage) as typeof newVisitInput;
    expect(input.ownerAttempts?.used('PQ-0201')).toBe(2);
    const context = initialContext({ ...newVisitInput, ownerAttempts: input.ownerAttempts });
    const given = previousQuotesInput({ context });
    given.attemptLog?.add('PQ-0201');
    expect(log.used('PQ-0201')).toBe(3);
  });
});

describe("[quote-4.31] the API's own limit: a browser whose storage was wiped is still refused", () => {
  /** A page on the in-process sandbox, with the real calls: up to the owner's dialog of the newest group. */
  async function pageAt(log: ReturnType<typeof ownerAttempts>) {
    const actor = createActor(previousQuotesMachine, { input: { now: () => TEST_NOW.getTime(), tokens, attemptLog: log } });
    actor.start();
    actor.send({ type: 'lookup.submit', search: { phone: PREVIOUS_QUOTES_CUSTOMER.phone, dob: { ...PREVIOUS_QUOTES_CUSTOMER.dob } } });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'group.open', transactionId: 'PQ-TXN-2D' });
    await waitFor(actor, (s) => s.matches({ verifying: 'asking' }));
    return actor;
  }

  it('three wrong dates of birth in one browser; in another (nothing stored) the right one is refused by the API: back to the start, its count set to the limit, and a reload stays locked', async () => {
    connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN, basic: SANDBOX_BASIC } });
    const first = await pageAt(page().log);
    for (let i = 0; i < 3; i += 1) {
      first.send({ type: 'owner.submit', dob: wrongDob });
      await waitFor(first, (s) => !s.hasTag('loading'));
    }
    expect(first.getSnapshot().output).toEqual({ kind: 'restart' });

    const other = page();
    const second = await pageAt(other.log);
    expect(attemptsLeft(second.getSnapshot())).toBe(3);
    second.send({ type: 'owner.submit', dob: customer.dob });
    await waitFor(second, (s) => s.status === 'done' || s.matches({ verifying: 'failed' }));
    expect(second.getSnapshot().output).toEqual({ kind: 'restart' });
    expect(second.getSnapshot().context.ownerDob).toEqual(customer.dob);
    expect(other.log.used('PQ-0201')).toBe(3);
    const reloaded = await pageAt(other.log);
    expect(attemptsLeft(reloaded.getSnapshot())).toBe(0);
  });
});
