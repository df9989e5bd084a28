/**
 * The quote cards' chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph from the first cards and from all
 * (every state, every transition of each region), each replayed on a real actor whose calls the
 * test answers, and what it tells the quote chart.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import { MODEL_TRANSACTION_ID, rateOutcomes } from '../../fixtures/models/quote.model';
import { createActorController } from '../../src/paths/actors';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks, MODEL_EPOCH, provideControlled } from '../../src/paths/play';
import { flattenResults } from '../../services/quotes';
import { quoteLater } from './quote.later';
import { quoteLaterCode } from './laterCode';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RESULT_SETTINGS } from './quoteSettings';
import { quotesStageMachine, type QuotesStageInput } from './quotes.machine';
import { emptyDriver3 } from './quoteValues';
import { newLead, leadInputOf } from './quoteLead';
import type { QuotesParentEvent } from './types';
import { cardActionChild } from './stepSelectors';
import { createTokenStore } from '../../src/storage/tokens';

quoteLaterCode.provide(quoteLater);

type Snap = SnapshotFrom<typeof quotesStageMachine>;

const quotes = flattenResults(rateOutcomes.done.results);
const driver1 = { firstName: 'Rosa', lastName: 'Delgado', dob: { month: '06', day: '14', year: '1988' } };
const lead = newLead(
  leadInputOf({
    driver1: driver1 as never,
    driver2: { email: 'rosa.delgado@example.com', phone: '2145550142' } as never,
    driver3: { ...emptyDriver3, zip: '75204', state: 'TX' },
    brand: 'agency',
    visitor: 'new',
  } as never),
  MODEL_EPOCH,
  MODEL_TRANSACTION_ID,
);

const base: QuotesStageInput = {
  quotes,
  cards: DEFAULT_CARD_SETTINGS,
  results: DEFAULT_RESULT_SETTINGS,
  sortOption: DEFAULT_RESULT_SETTINGS.sortOption,
  idleAgents: null,
  now: () => MODEL_EPOCH,
  coverage: { term: 6, product: 'SML', custom: {} },
  terms: [6, 12],
  buyUnavailable: [],
  driver1: { dob: driver1.dob },
  driver3: { ...emptyDriver3, zip: '75204', state: 'TX' },
  visitor: 'new',
  transactionId: 'T-1',
  region: 'main',
  tokens: createTokenStore({ backend: null, brand: 'agency', now: () => MODEL_EPOCH }),
  first: true,
  restored: false,
  lead,
  leadStored: false,
};

/** The events tried in each state: the visitor's, the calls' answers, the card action's end and what it passes up. */
const events: EventObject[] = [
  { type: 'xstate.done.actor.idleAgents', output: 2 } as EventObject,
  { type: 'xstate.error.actor.idleAgents', error: new Error('500') } as EventObject,
  { type: 'xstate.done.actor.saveLead', output: 'rosa.delgado@example.com-1' } as EventObject,
  { type: 'xstate.error.actor.saveLead', error: new Error('500') } as EventObject,
  { type: 'sort.change', option: 1 } as EventObject,
  { type: 'cards.more' },
  { type: 'cards.less' },
  { type: 'card.act', rateQuoteId: 'RQ-LSM-6', kind: 'buyNow' } as EventObject,
  { type: 'card.chat', rateQuoteId: 'RQ-RRI-6', url: '/contact/' } as EventObject,
  { type: 'cardAction.tracked', event: { event: 'contact_feedback', helpful: true } } as EventObject,
  { type: 'cardAction.openTab', url: 'https://buy.lsm.example/start?quote=RQ-LSM-6' } as EventObject,
  { type: 'xstate.done.actor.cardAction', output: { unavailable: true } } as EventObject,
  { type: 'xstate.done.actor.cardAction', output: { unavailable: false } } as EventObject,
];

/** A step's event, as the transitions name it (the card action's end: Buy now gone or not). */
const labelOf = (event: EventObject & { output?: { unavailable?: boolean } }) =>
  event.type === 'xstate.done.actor.cardAction' ? `${event.type} (${event.output?.unavailable ? 'gone' : 'kept'})` : event.type;

// The graph alone: what the chart tells its parent goes nowhere (the played paths below run it under a parent).
const alone = quotesStageMachine.provide({
  actions: { tellSorted: () => {}, tellAgents: () => {}, tellTracked: () => {}, passTracked: () => {}, passOpenTab: () => {}, tellBuyUnavailable: () => {}, tellLeadWritten: () => {} },
});

const pathsFrom = (input: QuotesStageInput) =>
  getShortestPaths(alone, {
    input,
    // Only what the state takes: every step is a transition.
    events: (s: Snap) => events.filter((e) => s.can(e as never)),
    // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
    serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) =>
      `${JSON.stringify(s.value)}|${event ? labelOf(event) : ''}|${JSON.stringify(from?.value ?? null)}`,
  } as never);

const starts = [
  { input: base, paths: pathsFrom(base) },
  { input: { ...base, first: false, restored: true }, paths: pathsFrom({ ...base, first: false, restored: true }) },
];
const paths = starts.flatMap((s) => s.paths.map((path) => ({ ...s, path })));

const REGIONS = ['cards', 'agents', 'action'] as const;
type Value = { shown: Record<(typeof REGIONS)[number], string> };

// `opening` is left at once (the parent's `first` decides), so no path rests in it.
const STATES = [
  'action.busy',
  'action.idle',
  'agents.counting',
  'agents.known',
  'agents.savingLead',
  'cards.allCards',
  'cards.firstCards',
];
const TRANSITIONS = [
  'action.busy --xstate.done.actor.cardAction (gone)--> action.idle',
  'action.busy --xstate.done.actor.cardAction (kept)--> action.idle',
  'action.idle --card.act--> action.busy',
  'agents.counting --xstate.done.actor.idleAgents--> agents.known',
  'agents.counting --xstate.done.actor.idleAgents--> agents.savingLead',
  'agents.counting --xstate.error.actor.idleAgents--> agents.known',
  'agents.counting --xstate.error.actor.idleAgents--> agents.savingLead',
  'agents.savingLead --xstate.done.actor.saveLead--> agents.known',
  'agents.savingLead --xstate.error.actor.saveLead--> agents.known',
  'cards.allCards --cards.less--> cards.firstCards',
  'cards.firstCards --cards.more--> cards.allCards',
  // Without a move: the sorting, a chat link, the card action's analytics and tab passed up.
  'shown --card.chat--> shown',
  'shown --cardAction.openTab--> shown',
  'shown --cardAction.tracked--> shown',
  'shown --sort.change--> shown',
];

/** Where the chart rests as it opens. */
const opened = (input: QuotesStageInput): Value => ({ shown: { cards: input.first ? 'firstCards' : 'allCards', agents: 'counting', action: 'idle' } });

/** The transitions the paths take, region by region, as "region.state --event--> region.state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const { path } of paths) {
    let from: Value | null = null;
    for (const step of path.steps) {
      const to = step.state.value as Value;
      if (from) {
        const moved = REGIONS.filter((r) => from?.shown[r] !== to.shown[r]);
        for (const r of moved) taken.add(`${r}.${from.shown[r]} --${labelOf(step.event)}--> ${r}.${to.shown[r]}`);
        if (moved.length === 0) taken.add(`shown --${labelOf(step.event)}--> shown`);
      }
      from = to;
    }
  }
  return taken;
}

/** A parent that keeps what the chart tells it. */
function withParent(input: QuotesStageInput) {
  const told: QuotesParentEvent[] = [];
  const passed: EventObject[] = [];
  const controller = createActorController(quotesStageMachine);
  const parent = createActor(
    createMachine({
      invoke: { id: 'quotes', src: provideControlled(quotesStageMachine, controller), input },
      on: {
        '*': {
          actions: ({ event }) => {
            if (event.type.startsWith('quotes.')) told.push(event as QuotesParentEvent);
            else passed.push(event);
          },
        },
      },
    }),
  ).start();
  const child = parent.getSnapshot().children.quotes as AnyActorRef;
  return { parent, child, controller, told, passed };
}

/** Buy now's address could not be opened (the card action's own chart, machines/quote/cardAction.machine.ts): closed, it ends with that quote's Buy now gone. */
async function buyNowGone(run: ReturnType<typeof withParent>) {
  run.controller.settle('selectQuote', { done: undefined });
  await flushMicrotasks();
  run.controller.settle('fetchUrl', { done: '' });
  await flushMicrotasks();
  const action = cardActionChild(run.child.getSnapshot() as Snap);
  expect(action?.getSnapshot().value).toBe('unavailable');
  action?.send({ type: 'action.close' });
}

/** Buy now's address came: the confirmation (or the frame), No (or Close): it ends with Buy now kept. */
async function buyNowDeclined(run: ReturnType<typeof withParent>) {
  run.controller.settle('selectQuote', { done: undefined });
  await flushMicrotasks();
  run.controller.settle('fetchUrl', { done: 'https://buy.lsm.example/start?quote=RQ-LSM-6' });
  await flushMicrotasks();
  const action = cardActionChild(run.child.getSnapshot() as Snap);
  expect(action?.getSnapshot().value).toBe('confirming');
  action?.send({ type: 'buy.cancel' });
}

/** Play a path on a real actor: the visitor's events sent, the calls answered as the step says. */
async function play(input: QuotesStageInput, path: (typeof paths)[number]['path']) {
  const run = withParent(input);
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (event.type === 'xstate.done.actor.cardAction') await ((event.output as { unavailable: boolean }).unavailable ? buyNowGone(run) : buyNowDeclined(run));
    else if (call?.[2]) run.controller.settle(call[2], call[1] === 'done' ? { done: event.output } : { error: event.error });
    else run.child.send(event);
    await flushMicrotasks();
    expect(run.child.getSnapshot().value).toEqual(step.state.value);
  }
  return run;
}

describe('quote cards chart: model coverage', () => {
  it('[quote-4.16] [quote-4.21] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap(({ input, path }) => [opened(input), ...path.steps.map((s) => s.state.value as Value)].flatMap((v) => REGIONS.map((r) => `${r}.${v.shown[r]}`))));
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage quotesStage: states ${states.size}/${STATES.length} (and opening, left at once), transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [`${p.input.first ? 'first cards' : 'all cards'}: ${p.path.steps.map((s) => s.event.type).join(', ') || '(start)'}`, p] as const))(
    'path from %s',
    async (_title, p) => {
      const run = await play(p.input, p.path);
      expect(run.child.getSnapshot().status).toBe('active');
      run.parent.stop();
    },
  );
});

describe('quote cards chart: what it tells the quote chart', () => {
  it('[quote-4.19 quote-3.11 quote-4.15 quote-7.31] the agents counted, each first card tracked with its button, then the lead written as Quoted', async () => {
    const run = withParent(base);
    expect(run.told).toEqual([]);
    run.controller.settle('idleAgents', { done: 2 });
    await flushMicrotasks();
    expect(run.told[0]).toEqual({ type: 'quotes.agents', count: 2 });
    const tracked = run.told[1];
    expect(tracked?.type).toBe('quotes.tracked');
    const impressions = tracked?.type === 'quotes.tracked' ? tracked.events : [];
    expect(impressions.map((e) => e.event)).toEqual(Array(5).fill('quote_impression'));
    const write = run.controller.lastInput('saveLead') as { lead: { quoteStatus: string; carriers: unknown[] }; create: boolean; region: string };
    expect(write).toMatchObject({ create: true, region: 'main', lead: { quoteStatus: 'Quoted' } });
    expect(write.lead.carriers.length).toBeGreaterThan(0);
    run.controller.settle('saveLead', { done: 'rosa.delgado@example.com-1' });
    await flushMicrotasks();
    expect(run.told.at(-1)).toEqual({ type: 'quotes.leadWritten', key: 'rosa.delgado@example.com-1' });
    expect(run.child.getSnapshot().value).toEqual({ shown: { cards: 'firstCards', agents: 'known', action: 'idle' } });
  });

  it('quotes asked for again (a reload): the agents counted, no lead written (the store has them); the count failed: none known', async () => {
    const run = withParent({ ...base, restored: true, leadStored: true });
    run.controller.settle('idleAgents', { error: new Error('500') });
    await flushMicrotasks();
    expect(run.told[0]).toEqual({ type: 'quotes.agents', count: null });
    expect(run.controller.hasPending('saveLead')).toBe(false);
    expect(run.child.getSnapshot().value).toEqual({ shown: { cards: 'firstCards', agents: 'known', action: 'idle' } });
  });

  it('[quote-4.24] another sorting option is kept and told; a number that is no option changes nothing', () => {
    const run = withParent({ ...base, first: false });
    expect(run.child.getSnapshot().value).toMatchObject({ shown: { cards: 'allCards' } });
    run.child.send({ type: 'sort.change', option: 1 });
    expect(run.told).toEqual([{ type: 'quotes.sorted', option: 1 }]);
    expect(run.child.getSnapshot().can({ type: 'sort.change', option: 9 })).toBe(false);
  });

  it("[quote-3.11] a press is tracked through the quote chart; a buy-now address that could not be opened: that quote's Buy now is gone, told", async () => {
    const run = withParent(base);
    run.controller.settle('idleAgents', { done: 2 });
    await flushMicrotasks();
    const before = run.told.length;
    run.child.send({ type: 'card.act', rateQuoteId: 'RQ-LSM-6', kind: 'buyNow' });
    const press = run.told[before];
    expect(press?.type === 'quotes.tracked' ? press.events.map((e) => e.event) : []).toEqual(['quote_click', 'bol_cta']);
    expect(run.child.getSnapshot().can({ type: 'sort.change', option: 1 })).toBe(false);
    await buyNowGone(run);
    expect(run.told.at(-1)).toEqual({ type: 'quotes.buyUnavailable', rateQuoteId: 'RQ-LSM-6' });
    expect(run.child.getSnapshot().context).toMatchObject({ action: null, buyUnavailable: ['RQ-LSM-6'] });
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const shown = quotesStageMachine.root.states.shown;
    if (!shown) throw new Error('the chart has no shown state');
    const node = (path: string[]) => path.reduce((n, key) => n?.states[key], shown as typeof shown | undefined);
    expect(node(['agents', 'savingLead'])?.meta).toEqual({ spec: ['quote-4.15', 'quote-7.31'] });
    expect(node(['action', 'idle'])?.meta).toEqual({ spec: ['quote-4.18', 'quote-4.19', 'quote-4.20'] });
    const all = (n: typeof shown): Array<typeof shown> => [n, ...Object.values(n.states).flatMap(all)];
    for (const n of [quotesStageMachine.root.states.opening, ...all(shown)]) expect(n?.description).toBeTruthy();
  });
});
