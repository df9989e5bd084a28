/**
 * The quote chart alone (its calls held, its effects recorded) on what a page opened again
 * restores (issue 27): the quotes of the saved transaction while fresh, why not otherwise, Get new
 * quotes with the answers kept, the visit saved on its quotes; Start over; the draft of a step.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  coverageRevisitInput,
  driver1Values,
  driver2Values,
  driver3Values,
  freshQuotesVisit,
  MODEL_TRANSACTION_ID,
  rateOutcomes,
  restoredPartQuotes,
  restoredQuotes,
  revisitInput,
  staleQuotesVisit,
  texasCoverages,
} from '../../fixtures/models/quote.model';
import { SANDBOX_SAVED_TRANSACTION } from '../../fixtures/data/rateQuotes';
import { ApiError } from '../../services/http';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, MODEL_EPOCH, provideControlled } from '../../src/paths/play';
import type { ActorResult } from '../../src/paths/types';
import { systemLeaves } from '../../src/paths/system';
import { vehicleListChild } from './selectors';
import { addressOf, contactOf, coverageOf, savedOf } from '../../src/testing/quoteStages';

import { quoteLater } from './quote.later';
import { quoteMachine } from './quote.machine';
import { quoteLaterCode } from './laterCode';
import type { EntryStage, QuoteInput, QuoteSaved } from './types';
import { emptyDriver1 } from './quoteValues';

quoteLaterCode.provide(quoteLater);

const atEpoch = (input: QuoteInput): QuoteInput => ({ ...input, now: () => MODEL_EPOCH });

async function start(input: QuoteInput) {
  const shown: EntryStage[] = [];
  const saved: QuoteSaved[] = [];
  const effects = { forgotten: 0 };
  const controller = createActorController(quoteMachine);
  const machine = provideControlled(
    quoteMachine.provide({
      actions: {
        showStage: (_, p) => shown.push(p.stage),
        save: (_, p) => saved.push(p.saved),
        forgetVisit: () => {
          effects.forgotten += 1;
        },
      },
    }),
    controller,
  );
  const actor = createActor(machine, { input });
  actor.start();
  const settle = async (id: string, result: ActorResult) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  // A page opened past driver1 waits for the later code (machines/quote/quote.later.ts) before the token: it comes.
  if (controller.hasPending('loadLaterCode')) await settle('loadLaterCode', { done: undefined });
  await settle('visitorToken', { done: { token: 'anon-token-1' } });
  const value = () => actor.getSnapshot().value;
  const calls = (src: string) => controller.calls.filter((c) => c.src === src);
  return { actor, controller, shown, saved, effects, settle, value, calls };
}

describe('[quote-3.17 quote-7.14] a page opened on the quotes the visit keeps, under a day old', () => {
  it('asks for the saved transaction\'s results again (no new rate request) and shows its cards; the lead store is not written again', async () => {
    const q = await start(atEpoch(freshQuotesVisit.input));
    expect(systemLeaves(q.actor)).toEqual(['quotes', 'quoteStage:saved', 'quoteStage/savedQuotes:restoring']);
    expect(q.shown).toEqual(['quotes']);
    expect(q.controller.lastInput('restoreQuotes')).toEqual({ transactionId: SANDBOX_SAVED_TRANSACTION, region: 'main', tokens: freshQuotesVisit.input.tokens });
    await q.settle('restoreQuotes', { done: restoredQuotes });
    expect(systemLeaves(q.actor)).toEqual(expect.arrayContaining(['quotes', 'quoteStage:showing', 'quoteStage/quotes:shown.cards.firstCards']));
    expect(q.actor.getSnapshot().context.quoting.transactionId).toBe(SANDBOX_SAVED_TRANSACTION);
    await q.settle('idleAgents', { done: 2 });
    expect(systemLeaves(q.actor)).toEqual(expect.arrayContaining(['quotes', 'quoteStage:showing', 'quoteStage/quotes:shown.agents.known']));
    expect(q.calls('saveLead')).toEqual([]);
    expect(q.calls('prepareTransaction')).toEqual([]);
  });

  it('no more quotes than the first cards: all of them', async () => {
    const q = await start(atEpoch(freshQuotesVisit.input));
    await q.settle('restoreQuotes', { done: restoredPartQuotes });
    expect(systemLeaves(q.actor)).toEqual(expect.arrayContaining(['quotes', 'quoteStage:showing', 'quoteStage/quotes:shown.cards.allCards']));
  });

  const gone: Array<[string, ActorResult]> = [
    ['no quote any more', { done: { quotes: [] } }],
    ['isSuccess false', { error: new ApiError('rejected', '/api/rating/getResultsByTransactionId', 200, 'The rating failed.') }],
    ['404', { error: new ApiError('http', '/api/rating/getResultsByTransactionId', 404, 'Transaction was not prepared.') }],
  ];
  it.each(gone)('the API answers %s: "no longer available"', async (_label, result) => {
    const q = await start(atEpoch(freshQuotesVisit.input));
    await q.settle('restoreQuotes', result);
    expect(systemLeaves(q.actor)).toEqual(['quotes', 'quoteStage:saved', 'quoteStage/savedQuotes:unavailable']);
  });

  it('no answer (500): Try again asks again; Get new quotes loads the coverages, then a rate request on a new transaction', async () => {
    const q = await start(atEpoch(freshQuotesVisit.input));
    await q.settle('restoreQuotes', { error: new ApiError('http', '/api/rating/getResultsByTransactionId', 500, 'The API answered 500.') });
    expect(systemLeaves(q.actor)).toEqual(['quotes', 'quoteStage:saved', 'quoteStage/savedQuotes:restoreFailed']);
    savedOf(q).send({ type: 'quotes.restore' });
    expect(systemLeaves(q.actor)).toEqual(['quotes', 'quoteStage:saved', 'quoteStage/savedQuotes:restoring']);
    await q.settle('restoreQuotes', { error: new ApiError('network', '/api/rating/getResultsByTransactionId', null, 'Failed to fetch') });
    savedOf(q).send({ type: 'quotes.renew' });
    expect(systemLeaves(q.actor)).toEqual(['quotes', 'quoteStage:saved', 'quoteStage/savedQuotes:renewing']);
    expect(q.controller.lastInput('loadCoverages')).toEqual({ stateCode: 'TX', language: 'en', region: 'main', tokens: freshQuotesVisit.input.tokens });
    await q.settle('loadCoverages', { done: texasCoverages });
    expect(systemLeaves(q.actor)).toEqual(expect.arrayContaining(['quotes', 'quoteStage:requesting']));
    // The answers kept, a new transaction (quote-7.24): the request is prepared again.
    expect(q.calls('prepareTransaction')).toHaveLength(1);
    expect(q.actor.getSnapshot().context.quoting.transactionId).toBeNull();
    expect(q.actor.getSnapshot().context.answers.coverage).toEqual({ term: 6, product: 'SML', custom: {} });
  });
});

describe('[quote-3.17 quote-6.2] a page opened on quotes a day old or more', () => {
  it('asks nothing, says they are too old; Get new quotes with a package no longer offered goes to the coverage step, the answers kept', async () => {
    const q = await start(atEpoch(staleQuotesVisit.input));
    expect(systemLeaves(q.actor)).toEqual(['quotes', 'quoteStage:saved', 'quoteStage/savedQuotes:stale']);
    expect(q.calls('restoreQuotes')).toEqual([]);
    savedOf(q).send({ type: 'quotes.renew' });
    await q.settle('loadCoverages', { done: texasCoverages });
    expect(systemLeaves(q.actor)).toEqual(['coverage', 'coverage:loading']);
    await q.settle('loadCoverages', { done: texasCoverages });
    expect(systemLeaves(q.actor)).toEqual(['coverage', 'coverage:choosing']);
    expect(q.actor.getSnapshot().context.answers.vehicles).toHaveLength(1);
    expect(q.actor.getSnapshot().context.answers.driver1.firstName).toBe('Rosa');
  });

  it('quotes kept by the visit but the page opened elsewhere: that stage, the quotes untouched', async () => {
    const q = await start(atEpoch({ ...freshQuotesVisit.input, hash: '#driver2' }));
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:editing', 'driver2/disclosures:closed']);
    expect(q.calls('restoreQuotes')).toEqual([]);
  });
});

describe('[quote-3.17] the visit keeps the quotes its cards showed', () => {
  it('saved on the quotes with their transaction and time; a Continue on an earlier step drops them', async () => {
    const q = await start(atEpoch(coverageRevisitInput));
    await q.settle('loadCoverages', { done: texasCoverages });
    coverageOf(q).send({ type: 'coverage.submit', choice: { term: 6, product: 'SML', custom: {} } });
    await q.settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID, token: 'txn' } });
    await q.settle('postQuoteRequest', { done: undefined });
    await q.settle('pollResults', { done: rateOutcomes.done });
    await q.settle('finalResults', { done: rateOutcomes.done });
    expect(systemLeaves(q.actor)).toEqual(expect.arrayContaining(['quotes', 'quoteStage:showing', 'quoteStage/quotes:shown.cards.firstCards']));
    expect(q.saved.at(-1)).toMatchObject({ stage: 'quotes', reached: 'quotes', quotes: { transactionId: MODEL_TRANSACTION_ID, quotedAt: MODEL_EPOCH } });
    // Back to the vehicles by the address, a vehicle removed: new answers, the quotes no longer kept.
    q.actor.send({ type: 'hash.changed', hash: '#vehiclesummary' });
    // The list's own chart (the quote chart's child `vehiclesummary`) takes the list's events.
    const list = vehicleListChild(q.actor.getSnapshot());
    if (!list) throw new Error('the vehicle list is not shown');
    list.send({ type: 'vehicle.remove', index: 0 });
    list.send({ type: 'remove.confirm' });
    const last = q.saved.at(-1);
    expect(last).toMatchObject({ stage: 'vehiclesummary', reached: 'vehiclesummary' });
    expect(last?.quotes).toBeUndefined();
  });
});

describe('[quote-3.17] Start over on a form step', () => {
  it('asks first; No goes back to the screen the visitor was on, nothing changed', async () => {
    const q = await start(revisitInput);
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:editing', 'driver2/disclosures:closed']);
    // The contact form's Start over is its own chart's.
    contactOf(q).send({ type: 'restart.ask' });
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:confirmingRestart']);
    contactOf(q).send({ type: 'restart.cancel' });
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:editing', 'driver2/disclosures:closed']);
    expect(q.effects.forgotten).toBe(0);
    expect(q.actor.getSnapshot().context.answers.driver2).toEqual(driver2Values);
  });

  it('Yes forgets the visit kept on the device and opens the form empty at driver1, a new visit', async () => {
    const q = await start(revisitInput);
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    expect(systemLeaves(q.actor)).toEqual(['driver3', 'driver3:editing']);
    // The address step's Start over is its own chart's.
    addressOf(q).send({ type: 'restart.ask' });
    addressOf(q).send({ type: 'restart.confirm' });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:editing']);
    expect(q.effects.forgotten).toBe(1);
    const c = q.actor.getSnapshot().context;
    expect([c.answers.driver1, c.answers.driver3.zip, c.navigation.reached, c.visitor, c.visit]).toEqual([emptyDriver1, '', 'driver1', 'new', 1]);
    expect(q.shown.at(-1)).toBe('driver1');
    // Nothing reached any more: the address cannot go back to the old answers.
    q.actor.send({ type: 'hash.changed', hash: '#driver3' });
    expect(systemLeaves(q.actor)).toEqual(['driver1', 'driver1:editing']);
  });

  it('is not offered while a call is on its way (the look-up)', async () => {
    const q = await start(atEpoch(coverageRevisitInput));
    expect(systemLeaves(q.actor)).toEqual(['coverage', 'coverage:loading']);
    // The coverage stage's Start over is its own chart's.
    expect(coverageOf(q).getSnapshot().can({ type: 'restart.ask' })).toBe(false);
    await q.settle('loadCoverages', { done: texasCoverages });
    expect(coverageOf(q).getSnapshot().can({ type: 'restart.ask' })).toBe(true);
  });
});

describe('[quote-3.17] the draft a page opens with', () => {
  it('stays while its step is shown and goes once another stage is entered', async () => {
    const draft = { stage: 'driver2' as const, values: { email: 'rosa@example.org', phone: '214-555-0199' } };
    const q = await start({ ...revisitInput, draft });
    expect(q.actor.getSnapshot().context.draft).toEqual(draft);
    contactOf(q).send({ type: 'driver2.submit', values: driver2Values });
    await q.settle('saveLead', { done: 'key' });
    expect(q.value()).toBe('driver3');
    expect(q.actor.getSnapshot().context.draft).toBeNull();
  });

  it("another step's draft is not kept", async () => {
    const q = await start({ ...revisitInput, draft: { stage: 'driver3', values: driver3Values } });
    expect(systemLeaves(q.actor)).toEqual(['driver2.asking', 'driver2:editing', 'driver2/disclosures:closed']);
    expect(q.actor.getSnapshot().context.draft).toBeNull();
    expect(driver1Values.firstName).toBe('Rosa');
  });
});
