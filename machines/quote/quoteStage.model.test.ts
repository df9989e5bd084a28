/**
 * The quote stage's chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its system (the stage, the rate request, the
 * saved quotes, the cards and a card's button, all real) from each way it starts, covering every
 * state and transition, each played on a real actor whose calls the model's outcomes answer; then
 * what it tells the quote chart and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef, type EventObject } from 'xstate';
import {
  coverageRevisitInput,
  framingCoverageRevisitInput,
  freshQuotesVisit,
  MODEL_TRANSACTION_ID,
  quotePathModel,
  rateOutcomes,
  restoredQuotes,
  staleQuotesVisit,
  texasCoverages,
} from '../../fixtures/models/quote.model';
import { flattenResults } from '../../services/quotes';
import { createActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, MODEL_EPOCH, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModelWithChildren, type ActorResult } from '../../src/paths/types';
import { quoteLater } from './quote.later';
import { quoteLaterCode } from './laterCode';
import { initialContext } from './quoteContext';
import { quoteStageMachine, type QuoteStageContext, type QuoteStageInput } from './quoteStage.machine';
import { quoteStageInputOf } from './stageInputs';
import type { CardActionContext } from './cardAction.machine';
import type { RateRequestContext } from './rateRequest.machine';
import type { QuotesStageContext } from './quotes.machine';
import type { QuoteInput, QuoteStageStart, QuotingVisit, VisitAnswers } from './types';
import { savedQuotesChild, type QuoteStageSnapshot } from './selectors';

quoteLaterCode.provide(quoteLater);

const sml = { term: 6, product: 'SML', custom: {} };

/** The quote chart's context as the stage starts on it: the visit's answers (the coverage chosen, its coverages loaded), and how it starts. */
function stageInput(input: QuoteInput, start: QuoteStageStart, answers: Partial<VisitAnswers> = {}, quoting: Partial<QuotingVisit> = {}): QuoteStageInput {
  const context = initialContext({ ...input, now: () => MODEL_EPOCH });
  return quoteStageInputOf({ ...context, answers: { ...context.answers, ...answers }, quoting: { ...context.quoting, quoteStart: start, ...quoting } });
}

const newRequest = stageInput(coverageRevisitInput, { kind: 'request' }, { coverage: sml, coverageSet: texasCoverages });
// A page whose Buy now opens the carrier's page in a frame (quote-2.30).
const framingRequest = stageInput(framingCoverageRevisitInput, { kind: 'request' }, { coverage: sml, coverageSet: texasCoverages });
const requote = stageInput(coverageRevisitInput, { kind: 'requote', quotes: flattenResults(rateOutcomes.done.results) }, { coverage: sml }, { transactionId: MODEL_TRANSACTION_ID });
const freshSaved = stageInput(freshQuotesVisit.input, { kind: 'saved' });
const staleSaved = stageInput(staleQuotesVisit.input, { kind: 'saved' });

// The graph and the played paths: what the stage tells the quote chart goes nowhere (the tests below run it under a parent).
const quiet = () => {};
const alone = quoteStageMachine.provide({
  actions: { tellRequested: quiet, tellQuoted: quiet, tellNoQuotes: quiet, tellRestored: quiet, tellRenewed: quiet, tellLeadWritten: quiet, passUp: quiet },
});

type StageView = { matches(value: unknown): boolean; children: Record<string, AnyActorRef | undefined> };

const stagePathModel = definePathModelWithChildren<EventObject>()({
  id: 'quoteStage',
  machine: alone,
  inputs: [
    { label: 'a new request', input: newRequest, sandbox: { description: 'the coverage step continued' } },
    { label: 'a new request, Buy now in a frame', input: framingRequest, sandbox: { description: 'the coverage step continued on a page whose Buy now opens in a frame' } },
    { label: 'the saved quotes, 10 minutes old', input: freshSaved, sandbox: { description: 'a page opened on the quotes the visit keeps, 10 minutes old', storage: freshQuotesVisit.storage } },
    { label: 'the saved quotes, 2 days old', input: staleSaved, sandbox: { description: 'a page opened on the quotes the visit keeps, 2 days old', storage: staleQuotesVisit.storage } },
    { label: "a requote's quotes", input: requote, sandbox: { description: 'the previous quotes requoted' } },
  ],
  // The quote form's events and calls (fixtures/models/quote.model.ts): those the stage's system takes are tried.
  userEvents: quotePathModel.userEvents as never,
  actors: quotePathModel.actors,
  // Once the request is over: whether it gave quotes (as the quote chart's model tells the stage apart).
  // A page whose Buy now opens in a frame is told apart on the shortest way to a card pressed (as in the quote chart's model).
  distinguish: (context: QuoteStageContext, snapshot: StageView) => [
    context.quotes.length > 0 || context.rateStop !== null,
    Object.keys(context.cards.buyOnline).length > 0 && onFramingWay(snapshot),
  ],
  distinguishChildren: {
    rateRequest: (c: RateRequestContext) => [c.polls, c.quotes.length > 0],
    'quotes/cardAction': (c: CardActionContext) => c.quote.companyID,
  },
});

const generated = generatePaths(stagePathModel);

/** A card press on a page whose Buy now opens in a frame: the way there is the request up to its first poll, then the first cards in the page's order. */
function onFramingWay(snapshot: StageView): boolean {
  if (snapshot.matches('requesting')) return ((snapshot.children.rateRequest?.getSnapshot().context as RateRequestContext | undefined)?.polls ?? 0) <= 1;
  const cards = snapshot.children.quotes?.getSnapshot() as { matches(value: unknown): boolean; context: QuotesStageContext } | undefined;
  return snapshot.matches('showing') && cards?.matches({ shown: { cards: 'firstCards' } }) === true && cards.context.sortOption === cards.context.results.sortOption;
}

describe('quote stage chart, machine alone: every path', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    // The saved quotes' own opening (fresh or stale) is taken as the stage starts on them: the start's microsteps count.
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join('] [')}] ${path.title}`, async () => {
      await runPathOnMachine(stagePathModel, path);
    });
  }
});

/** A parent that keeps what the stage tells it, and how it ends. */
function withParent(input: QuoteStageInput) {
  const told: EventObject[] = [];
  const ended: unknown[] = [];
  const controller = createActorController(quoteStageMachine);
  const parent = createActor(
    createMachine({
      invoke: { id: 'quoteStage', src: provideControlled(quoteStageMachine, controller), input, onDone: { target: '.ended', actions: ({ event }) => ended.push(event.output) } },
      initial: 'running',
      states: { running: {}, ended: {} },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    }),
  ).start();
  const stage = parent.getSnapshot().children.quoteStage as AnyActorRef;
  const settle = async (id: string, result: ActorResult) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  const types = () => told.map((e) => e.type).filter((type) => !type.startsWith('xstate.'));
  return { parent, stage, controller, told, ended, settle, types };
}

/** The saved quotes' own chart (the stage's child `savedQuotes`), while the stage shows them. */
function savedOf(run: ReturnType<typeof withParent>) {
  const saved = savedQuotesChild(run.stage.getSnapshot() as QuoteStageSnapshot);
  if (!saved) throw new Error('the saved quotes are not shown');
  return saved;
}

/** The stage's code came, the transaction prepared and the request posted. */
async function posted(run: ReturnType<typeof withParent>) {
  await run.settle('prepareTransaction', { done: { transactionId: MODEL_TRANSACTION_ID } });
  await run.settle('postQuoteRequest', { done: undefined });
}

describe('quote stage chart: what it tells the quote chart', () => {
  it('[quote-2.13] [quote-4.12] a new request: the request started, the transaction prepared, the quotes shown with their transaction', async () => {
    const run = withParent(newRequest);
    expect(run.stage.getSnapshot().value).toBe('requesting');
    await posted(run);
    expect(run.types()).toEqual(['quoteStage.requested', 'rateRequest.prepared']);
    await run.settle('pollResults', { done: rateOutcomes.done });
    await run.settle('finalResults', { done: rateOutcomes.done });
    expect(run.stage.getSnapshot().value).toBe('showing');
    expect(run.told.at(-1)).toEqual({ type: 'quoteStage.quoted', transactionId: MODEL_TRANSACTION_ID });
    // The cards' chart tells through the stage: the agents counted, the impressions, then the lead written.
    await run.settle('idleAgents', { done: 2 });
    await run.settle('saveLead', { done: 'rosa.delgado@example.com-1' });
    expect(run.types().slice(-3)).toEqual(['quotes.agents', 'quotes.tracked', 'quotes.leadWritten']);
    expect(run.parent.getSnapshot().value).toBe('running');
    run.parent.stop();
  });

  it('[quote-2.35] [quote-8.3] [quote-4.15] no quote: the no-quotes event to track, the lead written as a Lead and told; Try again posts on the same transaction', async () => {
    const run = withParent(newRequest);
    await posted(run);
    await run.settle('pollResults', { done: rateOutcomes.none });
    await run.settle('finalResults', { done: rateOutcomes.none });
    expect(run.stage.getSnapshot().value).toEqual({ noQuotes: 'savingLead' });
    expect(run.told.at(-1)).toEqual({
      type: 'quoteStage.noQuotes',
      transactionId: MODEL_TRANSACTION_ID,
      event: { event: 'no_quotes', reason: 'done', transactionId: MODEL_TRANSACTION_ID, usertype: 'revisit', customerState: 'TX' },
    });
    const first = run.controller.lastInput('saveLead') as { lead: { key: string } };
    expect(first).toMatchObject({ create: true, lead: { quoteStatus: 'Lead' } });
    await run.settle('saveLead', { done: 'rosa.delgado@example.com-1' });
    expect(run.told.at(-1)).toEqual({ type: 'quotes.leadWritten', key: 'rosa.delgado@example.com-1' });
    run.stage.send({ type: 'quotes.retry' });
    expect(run.stage.getSnapshot().value).toBe('requesting');
    await run.settle('postQuoteRequest', { done: undefined });
    expect(run.controller.lastInput('postQuoteRequest')).toMatchObject({ transactionId: MODEL_TRANSACTION_ID, first: false });
    await run.settle('pollResults', { done: rateOutcomes.none });
    await run.settle('finalResults', { done: rateOutcomes.none });
    // The store holds the lead now: updated by its key.
    expect(run.controller.lastInput('saveLead')).toMatchObject({ create: false, lead: { key: first.lead.key, quoteStatus: 'Lead' } });
    run.parent.stop();
  });

  it('[quote-3.17] the saved quotes asked for again: told, the cards on their transaction (no lead written again)', async () => {
    const run = withParent(freshSaved);
    expect(run.stage.getSnapshot().value).toBe('saved');
    await run.settle('restoreQuotes', { done: restoredQuotes });
    expect(run.stage.getSnapshot().value).toBe('showing');
    expect(run.stage.getSnapshot().context).toMatchObject({ restored: true, transactionId: freshSaved.savedQuotes?.transactionId });
    expect(run.types()).toEqual(['quoteStage.restored']);
    await run.settle('idleAgents', { done: 2 });
    expect(run.controller.hasPending('saveLead')).toBe(false);
    run.parent.stop();
  });

  it('[quote-3.17] [quote-7.24] Get new quotes with the package still offered: the coverages told, a request on a new transaction', async () => {
    const run = withParent(freshSaved);
    await run.settle('restoreQuotes', { error: new Error('500') });
    savedOf(run).send({ type: 'quotes.renew' });
    await run.settle('loadCoverages', { done: texasCoverages });
    expect(run.told).toEqual([{ type: 'quoteStage.renewed', set: texasCoverages }, { type: 'quoteStage.requested' }]);
    expect(run.stage.getSnapshot().value).toBe('requesting');
    expect(run.controller.hasPending('prepareTransaction')).toBe(true);
    expect(run.stage.getSnapshot().context.transactionId).toBeNull();
    run.parent.stop();
  });

  it('[quote-6.2] Get new quotes with a package no longer offered ends for the coverage step with the coverages; they did not load: without', async () => {
    const offered = withParent(staleSaved);
    savedOf(offered).send({ type: 'quotes.renew' });
    await offered.settle('loadCoverages', { done: texasCoverages });
    expect(offered.parent.getSnapshot().value).toBe('ended');
    expect(offered.ended).toEqual([{ set: texasCoverages }]);
    const failed = withParent(staleSaved);
    savedOf(failed).send({ type: 'quotes.renew' });
    await failed.settle('loadCoverages', { error: new Error('500') });
    expect(failed.parent.getSnapshot().value).toBe('ended');
    expect(failed.ended).toEqual([{ set: null }]);
  });

  it("[quote-4.32] a requote's quotes: the first cards at once, no request", () => {
    const run = withParent(requote);
    expect(run.stage.getSnapshot().value).toBe('showing');
    const cards = run.stage.getSnapshot().children.quotes as AnyActorRef;
    expect(cards.getSnapshot().value).toMatchObject({ shown: { cards: 'firstCards' } });
    expect(run.controller.hasPending('prepareTransaction')).toBe(false);
    expect(run.types()).toEqual([]);
    run.parent.stop();
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const states = quoteStageMachine.root.states;
    expect(states.requesting?.meta).toEqual({ spec: ['quote-2.13', 'quote-4.12'] });
    expect(states.saved?.meta).toEqual({ spec: ['quote-3.17'] });
    expect(states.showing?.meta).toEqual({ spec: ['quote-1.4', 'quote-4.16', 'quote-4.21'] });
    expect(states.noQuotes?.meta).toEqual({ spec: ['quote-2.35', 'quote-8.10'] });
    expect(states.noQuotes?.states.savingLead?.meta).toEqual({ spec: ['quote-4.15', 'quote-8.3', 'quote-7.31'] });
    const all = (n: (typeof states)[string]): Array<(typeof states)[string]> => [n, ...Object.values(n.states).flatMap(all)];
    for (const n of Object.values(states).flatMap(all)) expect(n.description).toBeTruthy();
  });
});
