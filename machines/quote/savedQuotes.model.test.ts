/**
 * The saved quotes' chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph from a fresh and from a stale visit
 * (every state, every transition), each replayed on a real actor whose calls the test answers,
 * and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { freshQuotesVisit, restoredPartQuotes, restoredQuotes, staleQuotesVisit, texasCoverages } from '../../fixtures/models/quote.model';
import { ApiError } from '../../services/http';
import { createActorController } from '../../src/paths/actors';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks, MODEL_EPOCH, provideControlled } from '../../src/paths/play';
import { quoteLater } from './quote.later';
import { quoteLaterCode } from './laterCode';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RESULT_SETTINGS } from './quoteSettings';
import { savedQuotesMachine, type SavedQuotesInput } from './savedQuotes.machine';
import { createTokenStore } from '../../src/storage/tokens';

quoteLaterCode.provide(quoteLater);

type Snap = SnapshotFrom<typeof savedQuotesMachine>;

const coverage = { term: 6, product: 'SML', custom: {} };
const cards: SavedQuotesInput['cards'] = {
  cards: DEFAULT_CARD_SETTINGS,
  results: DEFAULT_RESULT_SETTINGS,
  idleAgents: null,
  now: () => MODEL_EPOCH,
  coverage,
  terms: [6, 12],
  buyUnavailable: [],
  driver1: { dob: { month: '06', day: '14', year: '1988' } },
  sortOption: DEFAULT_RESULT_SETTINGS.sortOption,
};

const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });

function inputOf(visit: typeof freshQuotesVisit): SavedQuotesInput {
  const saved = visit.input.saved?.quotes;
  if (!saved) throw new Error('the visit keeps no quotes');
  return { saved, region: 'main', tokens, now: () => MODEL_EPOCH, cards, stateCode: 'TX', language: 'en' };
}

const fresh = inputOf(freshQuotesVisit);
const stale = inputOf(staleQuotesVisit);
const gone = new ApiError('http', '/api/rating/getResultsByTransactionId', 404, 'Transaction was not prepared.');
const fault = new ApiError('http', '/api/rating/getResultsByTransactionId', 500, 'The API answered 500.');

/** The events tried in each state: the visitor's, and the calls' answers or failures. */
const events: EventObject[] = [
  { type: 'xstate.done.actor.restoreQuotes', output: restoredQuotes } as EventObject,
  { type: 'xstate.done.actor.restoreQuotes', output: { quotes: [] } } as EventObject,
  { type: 'xstate.error.actor.restoreQuotes', error: gone } as EventObject,
  { type: 'xstate.error.actor.restoreQuotes', error: fault } as EventObject,
  { type: 'xstate.done.actor.loadCoverages', output: texasCoverages } as EventObject,
  { type: 'xstate.error.actor.loadCoverages', error: new Error('400') } as EventObject,
  { type: 'quotes.restore' },
  { type: 'quotes.renew' },
];

const pathsFrom = (input: SavedQuotesInput) =>
  getShortestPaths(savedQuotesMachine, {
    input,
    // Only what the state takes: every step is a transition.
    events: (s: Snap) => events.filter((e) => s.can(e as never)),
    // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
    serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) =>
      `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}|${JSON.stringify(event && 'error' in event ? String(event.error) : null)}`,
  } as never);

const starts = [
  { input: fresh, first: 'restoring', paths: pathsFrom(fresh) },
  { input: stale, first: 'stale', paths: pathsFrom(stale) },
];
const paths = starts.flatMap((s) => s.paths.map((path) => ({ ...s, path })));

// `opening` is left at once (the saved quotes' age decides), so no path rests in it.
const STATES = ['renewFailed', 'renewed', 'restoreFailed', 'restored', 'restoring', 'renewing', 'stale', 'unavailable'].sort();
const TRANSITIONS = [
  'renewing --xstate.done.actor.loadCoverages--> renewed',
  'renewing --xstate.error.actor.loadCoverages--> renewFailed',
  'restoreFailed --quotes.renew--> renewing',
  'restoreFailed --quotes.restore--> restoring',
  'restoring --xstate.done.actor.restoreQuotes--> restored',
  'restoring --xstate.done.actor.restoreQuotes--> unavailable',
  'restoring --xstate.error.actor.restoreQuotes--> restoreFailed',
  'restoring --xstate.error.actor.restoreQuotes--> unavailable',
  'stale --quotes.renew--> renewing',
  'unavailable --quotes.renew--> renewing',
];

/** The transitions the paths take, as "state --event--> state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const { first, path } of paths) {
    let from = first;
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (from !== to) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

/** Play a path on a real actor: the visitor's events sent, the calls answered as the step says. */
async function play(input: SavedQuotesInput, path: (typeof paths)[number]['path']) {
  const controller = createActorController(savedQuotesMachine);
  const actor = createActor(provideControlled(savedQuotesMachine, controller), { input }).start();
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (call?.[2]) controller.settle(call[2], call[1] === 'done' ? { done: event.output } : { error: event.error });
    else if (!event.type.startsWith('xstate.')) actor.send(event as never);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toEqual(step.state.value);
  }
  return actor;
}

describe('saved quotes chart: model coverage', () => {
  it('[quote-3.17] [quote-6.2] [quote-7.14] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap(({ first, path }) => [first, ...path.steps.map((s) => String(s.state.value))]));
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage savedQuotes: states ${states.size}/${STATES.length} (and opening, left at once), transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [`${p.first}: ${p.path.steps.map((s) => s.event.type).join(', ') || '(start)'}`, p] as const))('path from %s', async (_title, p) => {
    const actor = await play(p.input, p.path);
    const end = actor.getSnapshot();
    if (end.matches('restored')) expect(end.output).toEqual({ kind: 'restored', quotes: restoredQuotes.quotes });
    else if (end.matches('renewed')) expect(end.output).toEqual({ kind: 'renewed', set: texasCoverages });
    else if (end.matches('renewFailed')) expect(end.output).toEqual({ kind: 'renewFailed' });
    else expect(end.status).toBe('active');
    actor.stop();
  });
});

describe('saved quotes chart: what it asks', () => {
  it('[quote-7.14] under a day old: the saved transaction\'s results, from the visit\'s endpoint', () => {
    const controller = createActorController(savedQuotesMachine);
    const actor = createActor(provideControlled(savedQuotesMachine, controller), { input: { ...fresh, region: 'ca' } }).start();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(controller.lastInput('restoreQuotes')).toEqual({ transactionId: fresh.saved.transactionId, region: 'ca', tokens });
  });

  it('[quote-6.2] a day old or more: asks nothing, says so', () => {
    const controller = createActorController(savedQuotesMachine);
    const actor = createActor(provideControlled(savedQuotesMachine, controller), { input: stale }).start();
    expect(actor.getSnapshot().value).toBe('stale');
    expect(controller.calls).toEqual([]);
  });

  it('[quote-3.17] fewer quotes than the first cards end with them too (the parent shows them all)', async () => {
    const controller = createActorController(savedQuotesMachine);
    const actor = createActor(provideControlled(savedQuotesMachine, controller), { input: fresh }).start();
    controller.settle('restoreQuotes', { done: restoredPartQuotes });
    await flushMicrotasks();
    expect(actor.getSnapshot().output).toEqual({ kind: 'restored', quotes: restoredPartQuotes.quotes });
  });

  it('[quote-7.12] Get new quotes: the coverages of the driver\'s state, in the page\'s language', async () => {
    const controller = createActorController(savedQuotesMachine);
    const actor = createActor(provideControlled(savedQuotesMachine, controller), { input: { ...stale, stateCode: 'CA', language: 'es', region: 'ca' } }).start();
    actor.send({ type: 'quotes.renew' });
    expect(actor.getSnapshot().value).toBe('renewing');
    expect(controller.lastInput('loadCoverages')).toEqual({ stateCode: 'CA', language: 'es', region: 'ca', tokens });
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(savedQuotesMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(savedQuotesMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({
      restoring: { spec: ['quote-3.17', 'quote-6.2', 'quote-7.14'] },
      stale: { spec: ['quote-3.17', 'quote-6.2'] },
      unavailable: { spec: ['quote-3.17'] },
      renewing: { spec: ['quote-7.12'] },
    });
  });
});
