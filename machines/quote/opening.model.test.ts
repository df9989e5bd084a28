/**
 * The quote form's opening chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph (every state, every transition),
 * each replayed on a real actor whose calls the test answers, and what it ends with. The chart
 * tells its parent when the lead starts loading, so the real actor runs under a small parent that
 * notes what it is told.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { affiliateInput, affiliateLeads, affiliateOutcomes } from '../../fixtures/models/quote.model';
import { createTokenStore } from '../../src/storage/tokens';
import { createActorController } from '../../src/paths/actors';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { openingMachine, type OpeningInput, type OpeningParentEvent } from './opening.machine';

type Snap = SnapshotFrom<typeof openingMachine>;

const memoryTokens = () => createTokenStore({ backend: null, brand: 'bluebonnet' });

// An affiliate's link may land past driver1: the later code comes first (the quote chart says so, machines/quote/stageInputs.ts).
const input: OpeningInput = { tokens: memoryTokens(), region: 'main', brand: 'bluebonnet', affiliateParams: affiliateInput.affiliateParams ?? null, needsLaterCode: true };
const plainInput: OpeningInput = { ...input, affiliateParams: null, needsLaterCode: false };
/** A visit that reached past driver1, opened again. */
const returningInput: OpeningInput = { ...plainInput, needsLaterCode: true };

/** The events tried in each state: the user's Try again, and each call's answers. */
const events: EventObject[] = [
  { type: 'xstate.done.actor.loadLaterCode' } as EventObject,
  { type: 'xstate.error.actor.loadLaterCode', error: new TypeError('Failed to fetch dynamically imported module') } as EventObject,
  { type: 'code.retry' },
  { type: 'xstate.done.actor.visitorToken', output: { token: 'anon-token-1' } } as EventObject,
  { type: 'xstate.error.actor.visitorToken', error: new Error('refused') } as EventObject,
  { type: 'token.retry' },
  { type: 'xstate.done.actor.loadLead', output: affiliateLeads.complete } as EventObject,
  { type: 'xstate.done.actor.loadLead', output: affiliateLeads.empty } as EventObject,
  { type: 'xstate.error.actor.loadLead', error: new Error('404') } as EventObject,
  { type: 'xstate.done.actor.lookupLeadZip', output: affiliateOutcomes.complete } as EventObject,
  { type: 'xstate.error.actor.lookupLeadZip', error: new Error('500') } as EventObject,
];

/**
 * The graph is read without a parent (no actor runs): the note to the parent is left out of the
 * traversal only; the paths are then played on the real chart, under a parent that checks it.
 */
const graphOnly = openingMachine.provide({ actions: { tellLeadLoading: () => undefined, keepCode: () => undefined } });

function pathsFrom(start: OpeningInput) {
  return getShortestPaths(graphOnly, {
    input: start,
    // Only what the state takes: every step is a transition.
    events: (s: Snap) => events.filter((e) => s.can(e as never)),
    // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
    serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) =>
      `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}|${JSON.stringify((event as { output?: unknown } | undefined)?.output ?? null)}`,
  } as never);
}

const paths = [input, plainInput, returningInput].flatMap((start) => pathsFrom(start).map((p) => ({ start, path: p })));

/** Where a start rests first (`starting` only chooses). */
const firstState = (start: OpeningInput) => (start.needsLaterCode ? 'loadingCode' : 'gettingToken');

const STATES = ['codeFailed', 'gettingToken', 'leadOpened', 'loadingCode', 'loadingLead', 'lookingUpZip', 'noLead', 'opened', 'tokenFailed'];
const TRANSITIONS = [
  'codeFailed --code.retry--> loadingCode',
  'gettingToken --xstate.done.actor.visitorToken--> loadingLead',
  'gettingToken --xstate.done.actor.visitorToken--> opened',
  'gettingToken --xstate.error.actor.visitorToken--> tokenFailed',
  'loadingCode --xstate.done.actor.loadLaterCode--> gettingToken',
  'loadingCode --xstate.error.actor.loadLaterCode--> codeFailed',
  'loadingLead --xstate.done.actor.loadLead--> leadOpened',
  'loadingLead --xstate.done.actor.loadLead--> lookingUpZip',
  'loadingLead --xstate.error.actor.loadLead--> noLead',
  'lookingUpZip --xstate.done.actor.lookupLeadZip--> leadOpened',
  'lookingUpZip --xstate.error.actor.lookupLeadZip--> leadOpened',
  'tokenFailed --token.retry--> gettingToken',
];

/** The transitions the paths take, as "state --event--> state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const { start, path } of paths) {
    let from = firstState(start);
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (from !== to) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

/** The opening under a parent that notes what it is told (`lead.loading`) and keeps its output. */
function underParent(start: OpeningInput) {
  return setup({
    types: { context: {} as { told: string[]; output: unknown }, events: {} as OpeningParentEvent },
    actors: { opening: openingMachine },
    actions: {
      noteTold: assign(({ context, event }) => ({ told: [...context.told, event.type] })),
      keepOutput: assign((_, p: { output: unknown }) => ({ output: p.output })),
    },
  }).createMachine({
    id: 'openingParent',
    context: { told: [], output: null },
    initial: 'opening',
    states: {
      opening: {
        on: { 'lead.loading': { actions: 'noteTold' }, 'laterCode.loaded': { actions: 'noteTold' } },
        invoke: { id: 'opening', src: 'opening', input: start, onDone: { target: 'opened', actions: { type: 'keepOutput', params: ({ event }) => ({ output: event.output }) } } },
      },
      opened: { type: 'final' },
    },
  });
}

/** Play a path on a real actor: Try again sent, each call answered as the step says. */
async function play(start: OpeningInput, path: (typeof paths)[number]['path']) {
  const parent = underParent(start);
  const controller = createActorController(parent);
  const actor = createActor(provideControlled(parent, controller)).start();
  const child = () => actor.getSnapshot().children.opening;
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const id = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (id?.[1] === 'done') controller.settle(id[2]!, { done: event.output });
    else if (id?.[1] === 'error') controller.settle(id[2]!, { error: event.error });
    else child()?.send(event as never);
    await flushMicrotasks();
    const value = child()?.getSnapshot().value;
    if (step.state.status === 'done') expect(actor.getSnapshot().value).toBe('opened');
    else expect(value).toEqual(step.state.value);
  }
  return actor;
}

describe('opening chart: model coverage', () => {
  it('[quote-4.4] [quote-6.3] [quote-7.8] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap(({ path }) => path.steps.map((s) => String(s.state.value))));
    for (const start of [input, plainInput]) states.add(firstState(start));
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage quoteOpening: states ${states.size}/${STATES.length}, transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map(({ start, path }) => [path.steps.map((s) => s.event.type).join(', ') || '(start)', start, path] as const))('path: %s', async (_title, start, path) => {
    const actor = await play(start, path);
    const end = actor.getSnapshot();
    const leaves = path.steps.map((s) => String(s.state.value));
    const last = leaves.at(-1);
    if (last === 'opened') expect(end.context.output).toEqual({ kind: 'plain' });
    else if (last === 'noLead') expect(end.context.output).toEqual({ kind: 'noLead' });
    else if (last === 'leadOpened') expect(end.context.output).toMatchObject({ kind: 'affiliate', opening: { visitor: 'affiliate' } });
    else expect(end.status).toBe('active');
    // The parent is told once as the later code came, and once as the lead starts loading (never without a lead).
    const told = [...(leaves.includes('gettingToken') && start.needsLaterCode ? ['laterCode.loaded'] : []), ...(leaves.includes('loadingLead') ? ['lead.loading'] : [])];
    expect(end.context.told).toEqual(told);
    actor.stop();
  });
});

describe('opening chart: what it asks and what it ends with', () => {
  async function started(start: OpeningInput) {
    const parent = underParent(start);
    const controller = createActorController(parent);
    const actor = createActor(provideControlled(parent, controller)).start();
    const settle = async (id: string, result: Parameters<typeof controller.settle>[1]) => (controller.settle(id, result), flushMicrotasks());
    if (start.needsLaterCode) await settle('loadLaterCode', { done: undefined });
    return { controller, actor, settle };
  }

  it('[quote-4.4] a visit that may open past driver1 waits for the later code, then asks for the token; a failed download says so and Try again asks again', async () => {
    const parent = underParent(returningInput);
    const controller = createActorController(parent);
    const actor = createActor(provideControlled(parent, controller)).start();
    const child = () => actor.getSnapshot().children.opening!;
    expect(child().getSnapshot().value).toBe('loadingCode');
    expect(controller.calls.map((c) => c.src)).toEqual(['loadLaterCode']);
    controller.settle('loadLaterCode', { error: new TypeError('Failed to fetch dynamically imported module') });
    await flushMicrotasks();
    expect(child().getSnapshot().value).toBe('codeFailed');
    child().send({ type: 'code.retry' });
    controller.settle('loadLaterCode', { done: undefined });
    await flushMicrotasks();
    expect(child().getSnapshot().value).toBe('gettingToken');
    expect(actor.getSnapshot().context.told).toEqual(['laterCode.loaded']);
    controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.output).toEqual({ kind: 'plain' });
    actor.stop();
  });

  it("[quote-4.4] asks for the token of the visit's endpoint, in the page's store", () => {
    const tokens = memoryTokens();
    const controller = createActorController(openingMachine);
    createActor(provideControlled(openingMachine, controller), { input: { ...plainInput, tokens, region: 'ca' } }).start();
    expect(controller.lastInput('visitorToken')).toEqual({ tokens, region: 'ca' });
  });

  it("[quote-7.21] [quote-7.8] asks for the link's lead on the visit's endpoint, then its ZIP with the page's brand", async () => {
    const q = await started(input);
    await q.settle('visitorToken', { done: { token: 'anon-token-1' } });
    expect(q.controller.lastInput('loadLead')).toEqual({ params: input.affiliateParams, region: 'main', tokens: input.tokens });
    await q.settle('loadLead', { done: affiliateLeads.complete });
    expect(q.controller.lastInput('lookupLeadZip')).toEqual({ opening: affiliateLeads.complete, brand: 'bluebonnet', region: 'main' });
    await q.settle('lookupLeadZip', { done: affiliateOutcomes.complete });
    expect(q.actor.getSnapshot().context.output).toEqual({ kind: 'affiliate', opening: affiliateOutcomes.complete });
  });

  it('[quote-7.8] [quote-4.11] a failed ZIP look-up ends with the lead as it came (the address step checks the ZIP again)', async () => {
    const q = await started(input);
    await q.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await q.settle('loadLead', { done: affiliateLeads.complete });
    await q.settle('lookupLeadZip', { error: new Error('500') });
    expect(q.actor.getSnapshot().context.output).toEqual({ kind: 'affiliate', opening: affiliateLeads.complete });
    expect(affiliateLeads.complete.landing).toBe('driver3');
  });

  it('[quote-4.11] a lead without a ZIP of 5 digits is not looked up', async () => {
    const q = await started(input);
    await q.settle('visitorToken', { done: { token: 'anon-token-1' } });
    await q.settle('loadLead', { done: affiliateLeads.missingAddress });
    expect(q.controller.calls.filter((c) => c.src === 'lookupLeadZip')).toEqual([]);
    expect(q.actor.getSnapshot().context.output).toEqual({ kind: 'affiliate', opening: affiliateLeads.missingAddress });
  });

  it('every state has a description, with the clauses of the states it came from in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(openingMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(openingMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({
      gettingToken: { spec: ['quote-4.4'] },
      loadingLead: { spec: ['quote-6.3', 'quote-7.21', 'quote-8.7'] },
      lookingUpZip: { spec: ['quote-7.8', 'quote-4.11'] },
    });
  });
});
