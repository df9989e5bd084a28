/**
 * The rate request's own checks (its generated paths run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the calls in order with their inputs, the stop rules read from
 * the chart's clock, the quotes kept as they come, and no request once the chart has left the
 * polling: neither with its calls held (machine alone) nor against the sandbox with real calls.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { MODEL_TRANSACTION_ID, rateOutcomes, rosaQuoteAnswers, savedCamry } from '../../fixtures/models/quote.model';
import { connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import type { QuoteAnswers, ResultsAnswer } from '../../services/quotes';
import { createTokenStore } from '../../src/storage/tokens';
import { mergeQuotes, rateRequestMachine, type RateRequestInput } from './rateRequest.machine';
import { DEFAULT_RATE_TIMING } from './quoteSettings';

/** Rosa's answers as the form sends them: one Camry, the first Texas package. */
const answers: QuoteAnswers = rosaQuoteAnswers;
/** The visitor's token store the calls are given (the sandbox takes the test's token: none is ever refused here). */
const tokens = createTokenStore({ backend: null, brand: 'agency' });

function open(overrides: Partial<RateRequestInput> = {}) {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 10, 22, 18));
  const controller = createActorController(rateRequestMachine);
  const input: RateRequestInput = {
    answers,
    region: 'main',
    tokens,
    transactionId: null,
    timing: DEFAULT_RATE_TIMING,
    now: () => clock.now(),
    newId: () => MODEL_TRANSACTION_ID,
    ...overrides,
  };
  const actor = createActor(provideControlled(rateRequestMachine, controller), { input, clock });
  actor.start();
  const settle = async (id: string, result: { done: unknown } | { error: unknown }) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  /** Prepare and post answered: the first poll is on its way. */
  const toPolling = async () => {
    await settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID } });
    await settle('postQuoteRequest', { done: undefined });
  };
  /** Answer the pending poll, then let the 3 s pass. */
  const poll = async (answer: ResultsAnswer) => {
    await settle('pollResults', { done: answer });
    if (actor.getSnapshot().matches({ polling: { poll: 'waiting' } })) clock.increment(DEFAULT_RATE_TIMING.pollIntervalMs);
  };
  return { actor, controller, clock, settle, toPolling, poll };
}

describe('[quote-4.12] [quote-7.13] [quote-7.24] [quote-3.8] the transaction, the request, the polls', () => {
  it('prepares a new transaction with a generated id, posts the first request in its transaction{} form, then polls it', async () => {
    const r = open();
    expect(r.actor.getSnapshot().value).toBe('preparing');
    expect(r.controller.lastInput('prepareTransaction')).toMatchObject({ answers, transactionId: MODEL_TRANSACTION_ID, region: 'main' });
    await r.settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID } });
    expect(r.controller.lastInput('postQuoteRequest')).toEqual({ answers, transactionId: MODEL_TRANSACTION_ID, first: true, region: 'main', tokens });
    await r.settle('postQuoteRequest', { done: undefined });
    expect(r.controller.lastInput('pollResults')).toEqual({ transactionId: MODEL_TRANSACTION_ID, region: 'main', tokens });
    expect(r.actor.getSnapshot().value).toEqual({ polling: { poll: 'fetching', patience: 'early' } });
  });

  it('a Try again on the same answers posts on the transaction it had, at top level, without preparing', () => {
    const r = open({ transactionId: 'c1d9e0f2-5b6a-4c7d-8e9f-0a1b2c3d4e5f' });
    expect(r.actor.getSnapshot().value).toBe('posting');
    expect(r.controller.hasPending('prepareTransaction')).toBe(false);
    expect(r.controller.lastInput('postQuoteRequest')).toMatchObject({ transactionId: 'c1d9e0f2-5b6a-4c7d-8e9f-0a1b2c3d4e5f', first: false });
  });

  it('[quote-9.1] polls every 3 s and shows the extra waiting message from 12 s on', async () => {
    const r = open();
    await r.toPolling();
    for (let i = 0; i < 4; i += 1) await r.poll(rateOutcomes.pending);
    expect(r.controller.calls.filter((c) => c.src === 'pollResults')).toHaveLength(5);
    // 12 s after the polling started.
    expect(r.actor.getSnapshot().matches({ polling: { patience: 'late' } })).toBe(true);
  });

  it('[quote-4.12] counts the 12 s from the request\'s start, as the panel\'s countdown does: 2 s preparing and posting leave 10 s of polling', async () => {
    const r = open();
    r.clock.increment(1500);
    await r.settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID } });
    r.clock.increment(500);
    await r.settle('postQuoteRequest', { done: undefined });
    expect(r.actor.getSnapshot().context.requestedAt).toBe(Date.UTC(2026, 10, 22, 18));
    expect(r.actor.getSnapshot().context.startedAt).toBe(Date.UTC(2026, 10, 22, 18) + 2000);
    r.clock.increment(9999);
    expect(r.actor.getSnapshot().matches({ polling: { patience: 'early' } })).toBe(true);
    r.clock.increment(1);
    expect(r.actor.getSnapshot().matches({ polling: { patience: 'late' } })).toBe(true);
  });

  it('keeps every quote received: a later answer that leaves a card out does not take it away', async () => {
    const r = open();
    await r.toPolling();
    await r.poll(rateOutcomes.partial);
    const partial = r.actor.getSnapshot().context.quotes.length;
    expect(partial).toBeGreaterThan(0);
    await r.poll(rateOutcomes.pending);
    expect(r.actor.getSnapshot().context.quotes).toHaveLength(partial);
    expect(mergeQuotes([], rateOutcomes.done).length).toBeGreaterThan(partial);
  });

  it('[quote-4.12] never counts more carriers answered than were asked: a later answer without a total keeps the earlier one as the cap', async () => {
    const r = open();
    await r.toPolling();
    await r.poll({ ...rateOutcomes.partial, completedCount: 3, totalCount: 7 });
    await r.poll({ ...rateOutcomes.pending, completedCount: 99, totalCount: null });
    expect(r.actor.getSnapshot().context).toMatchObject({ completed: 7, total: 7 });
  });
});

describe('[quote-4.13] [quote-4.14] the stop rules (the first reading), then one final fetch', () => {
  it('stops when the answer is done', async () => {
    const r = open();
    await r.toPolling();
    await r.poll(rateOutcomes.done);
    expect(r.actor.getSnapshot().value).toBe('finishing');
    await r.settle('finalResults', { done: rateOutcomes.done });
    expect(r.actor.getSnapshot().output).toMatchObject({ stop: 'done', transactionId: MODEL_TRANSACTION_ID });
  });

  it('with quotes on the screen, stops at the minimum wait (35 s), not before', async () => {
    const r = open();
    await r.toPolling();
    await r.poll(rateOutcomes.partial);
    // Polls at 3, 6 ... 33 s: still polling; the one answered at 36 s stops.
    for (let i = 0; i < 11; i += 1) await r.poll(rateOutcomes.pending);
    expect(r.actor.getSnapshot().matches('polling')).toBe(true);
    await r.poll(rateOutcomes.pending);
    expect(r.actor.getSnapshot().value).toBe('finishing');
    await r.settle('finalResults', { done: rateOutcomes.partial });
    expect(r.actor.getSnapshot().output?.stop).toBe('minimumWait');
  });

  it('[quote-9.1] with no quote, keeps polling to the 55 s window, then gives up', async () => {
    const r = open();
    await r.toPolling();
    // Polls answered at 0, 3 ... 54 s: still polling; the one answered at 57 s stops.
    for (let i = 0; i < 19; i += 1) await r.poll(rateOutcomes.pending);
    expect(r.actor.getSnapshot().matches('polling')).toBe(true);
    await r.poll(rateOutcomes.pending);
    expect(r.actor.getSnapshot().value).toBe('finishing');
    await r.settle('finalResults', { done: rateOutcomes.none });
    expect(r.actor.getSnapshot().output).toMatchObject({ stop: 'window', quotes: [] });
  });

  it('a failed poll stops; a failed final fetch keeps the quotes the polls received', async () => {
    const r = open();
    await r.toPolling();
    await r.poll(rateOutcomes.partial);
    await r.settle('pollResults', { error: { kind: 'rejected', status: 200 } });
    expect(r.actor.getSnapshot().value).toBe('finishing');
    await r.settle('finalResults', { error: { kind: 'http', status: 500 } });
    const output = r.actor.getSnapshot().output;
    expect(output?.stop).toBe('failed');
    expect(output?.quotes.length).toBeGreaterThan(0);
  });

  it('a failed preparation or request ends at once, with nothing', async () => {
    const r = open();
    await r.settle('prepareTransaction', { error: { kind: 'http', status: 500 } });
    expect(r.actor.getSnapshot().output).toEqual({ transactionId: MODEL_TRANSACTION_ID, quotes: [], stop: 'failed' });
  });
});

describe('[quote-4.12] zero requests once the polling is left', () => {
  it('machine alone: stopped while waiting, no call is made however long the clock runs', async () => {
    const r = open();
    await r.toPolling();
    await r.poll(rateOutcomes.partial);
    const made = r.controller.calls.length;
    r.actor.stop();
    r.clock.increment(120_000);
    await flushMicrotasks();
    expect(r.controller.calls.length).toBe(made);
  });

  describe('against the sandbox, with real calls', () => {
    let sandbox: SandboxHarness;
    beforeEach(() => {
      sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
    });
    afterEach(() => {
      sandbox.headers = {};
    });

    it('[quote-3.7] [quote-7.14] the visitor leaves during the polling: the call on its way is cancelled, and nothing follows', async () => {
      const clock = new SimulatedClock();
      clock.set(Date.UTC(2026, 10, 22, 18));
      const actor = createActor(rateRequestMachine, {
        input: { answers, region: 'main', tokens, transactionId: null, timing: DEFAULT_RATE_TIMING, now: () => clock.now(), newId: () => crypto.randomUUID() },
        clock,
      });
      // The sandbox answers "nobody yet" to every poll (the X-Sandbox-Rates header).
      sandbox.headers = { 'X-Sandbox-Rates': 'pending' };
      actor.start();
      const polls = () => sandbox.records.filter((r) => r.path.endsWith('/rating/getResultsByTransactionId')).length;
      for (let i = 0; i < 200 && polls() < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (polls() < 2 && actor.getSnapshot().matches({ polling: { poll: 'waiting' } })) clock.increment(DEFAULT_RATE_TIMING.pollIntervalMs);
      }
      expect(polls(), JSON.stringify(sandbox.records.map((r) => [r.method, r.path]))).toBe(2);
      // quote-3.7, quote-7.24: the first request in its transaction{} form, with every field of the quote request.
      const request = sandbox.records.find((r) => r.path.endsWith('/rating/quoteRequest'));
      expect(request?.body).toMatchObject({
        header: { lang: 'en', trackId: expect.any(String), requestDate: expect.any(String) },
        transaction: {
          term: 6,
          customerId: null,
          isManualEntry: false,
          customer: { name: 'Rosa', surname: 'Delgado', email: 'rosa.delgado@example.com' },
          coverages: expect.arrayContaining([expect.objectContaining({ coverageCd: 'BI', val1: expect.anything() })]),
          cars: [expect.objectContaining({ vin: savedCamry.vin, year: 2019, maker: 'Toyota', model: 'Camry' })],
          drivers: [expect.objectContaining({ firstName: 'Rosa', relation: 0, dob: '1988-06-14' })],
          foreignLicenseType: null,
          foreignLicenseId: null,
          nonOwner: false,
        },
      });
      // quote-7.14: each poll asks for every rate of the transaction, errors filtered out, one result per carrier.
      const poll = sandbox.records.find((r) => r.path.endsWith('/rating/getResultsByTransactionId'));
      expect(poll?.query).toMatchObject({ returnAll: 'true', filterErrors: 'true', takeBestResults: 'false', resultLimit: '1', allRates: 'true', transactionId: expect.any(String) });
      actor.stop();
      const made = sandbox.records.length;
      for (let i = 0; i < 10; i += 1) {
        clock.increment(DEFAULT_RATE_TIMING.pollIntervalMs);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(sandbox.records.length, JSON.stringify(sandbox.records.slice(made - 1).map((r) => [r.path, r.query]))).toBe(made);
    });
  });
});
