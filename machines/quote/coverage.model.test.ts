/**
 * The coverage stage's chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph (every state, every transition),
 * each replayed on a real actor whose coverages call the test answers, and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { texasCoverages } from '../../fixtures/models/quote.model';
import { createActorController } from '../../src/paths/actors';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { coverageStageMachine, type CoverageStageInput } from './coverage.machine';
import { createTokenStore } from '../../src/storage/tokens';

type Snap = SnapshotFrom<typeof coverageStageMachine>;

const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });
const input: CoverageStageInput = { stateCode: 'TX', language: 'en', region: 'main', tokens, terms: [6, 12], saved: null };
const sml = { term: 6, product: 'SML', custom: {} };
const noPropertyDamage = { term: 6, product: 'custom', custom: { BI: '30000/60000' } };

/** The events tried in each state: the user's, and the coverages call's answer or failure. */
const events: EventObject[] = [
  { type: 'xstate.done.actor.loadCoverages', output: texasCoverages } as EventObject,
  { type: 'xstate.error.actor.loadCoverages', error: new Error('400') } as EventObject,
  { type: 'coverage.retry' },
  { type: 'coverage.submit', choice: sml } as EventObject,
  { type: 'coverage.submit', choice: noPropertyDamage } as EventObject,
  { type: 'restart.ask' },
  { type: 'restart.cancel' },
  { type: 'restart.confirm' },
];

const paths = getShortestPaths(coverageStageMachine, {
  input,
  // Only what the state takes: every step is a transition.
  events: (s: Snap) => events.filter((e) => s.can(e as never)),
  // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
  serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) => `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}`,
} as never);

const STATES = ['choosing', 'confirmingRestart', 'failed', 'loading', 'restarted', 'submitted'];
const TRANSITIONS = [
  'choosing --coverage.submit--> submitted',
  'choosing --restart.ask--> confirmingRestart',
  // The history state keeps no screen (the chart's root is never left): No loads the coverages again, as the quote chart's stage did.
  'confirmingRestart --restart.cancel--> loading',
  'confirmingRestart --restart.confirm--> restarted',
  'failed --coverage.retry--> loading',
  'failed --restart.ask--> confirmingRestart',
  'loading --xstate.done.actor.loadCoverages--> choosing',
  'loading --xstate.error.actor.loadCoverages--> failed',
];

/** The transitions the paths take, as "state --event--> state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    let from = 'loading';
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (from !== to) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

/** Play a path on a real actor: user events sent, the coverages call answered as the step says. */
async function play(path: (typeof paths)[number]) {
  const controller = createActorController(coverageStageMachine);
  const actor = createActor(provideControlled(coverageStageMachine, controller), { input }).start();
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    if (event.type === 'xstate.done.actor.loadCoverages') controller.settle('loadCoverages', { done: event.output });
    else if (event.type === 'xstate.error.actor.loadCoverages') controller.settle('loadCoverages', { error: event.error });
    else if (!event.type.startsWith('xstate.')) actor.send(event as never);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toEqual(step.state.value);
  }
  return actor;
}

describe('coverage stage chart: model coverage', () => {
  it('[quote-2.11] [quote-8.2] [quote-3.17] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    states.add('loading');
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage coverageStage: states ${states.size}/${STATES.length}, transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(', ') || '(start)', p] as const))('path: %s', async (_title, path) => {
    const actor = await play(path);
    const end = actor.getSnapshot();
    if (end.matches('submitted')) expect(end.output).toEqual({ kind: 'submitted', choice: sml, set: texasCoverages });
    else if (end.matches('restarted')) expect(end.output).toEqual({ kind: 'restart' });
    else expect(end.status).toBe('active');
    actor.stop();
  });
});

describe('coverage stage chart: what it asks and refuses', () => {
  it('[quote-7.12] asks for the coverages of the driver\'s state, in the page\'s language, from the visit\'s endpoint', () => {
    const controller = createActorController(coverageStageMachine);
    createActor(provideControlled(coverageStageMachine, controller), { input: { ...input, stateCode: 'CA', language: 'es', region: 'ca' } }).start();
    expect(controller.lastInput('loadCoverages')).toEqual({ stateCode: 'CA', language: 'es', region: 'ca', tokens });
  });

  it('[quote-5.11] [quote-9.3] refuses custom coverage without property damage, and a term not offered', async () => {
    const controller = createActorController(coverageStageMachine);
    const actor = createActor(provideControlled(coverageStageMachine, controller), { input }).start();
    controller.settle('loadCoverages', { done: texasCoverages });
    await flushMicrotasks();
    actor.send({ type: 'coverage.submit', choice: noPropertyDamage });
    actor.send({ type: 'coverage.submit', choice: { ...sml, term: 3 } });
    actor.send({ type: 'coverage.submit', choice: { ...sml, product: 'NOPE' } });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'coverage.submit', choice: { term: 12, product: 'custom', custom: { BI: '30000/60000', PD: '25000' } } });
    expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', choice: { term: 12, product: 'custom', custom: { BI: '30000/60000', PD: '25000' } }, set: texasCoverages });
  });

  it('[quote-3.17] Start over is not asked while the coverages load; No leaves the confirmation and loads the coverages again', async () => {
    const controller = createActorController(coverageStageMachine);
    const actor = createActor(provideControlled(coverageStageMachine, controller), { input }).start();
    expect(actor.getSnapshot().can({ type: 'restart.ask' })).toBe(false);
    controller.settle('loadCoverages', { error: new Error('400') });
    await flushMicrotasks();
    actor.send({ type: 'restart.ask' });
    expect(actor.getSnapshot().value).toBe('confirmingRestart');
    actor.send({ type: 'restart.cancel' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(controller.calls.filter((c) => c.src === 'loadCoverages')).toHaveLength(2);
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(coverageStageMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(coverageStageMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({ loading: { spec: ['quote-7.12'] }, failed: { spec: ['quote-8.2'] }, confirmingRestart: { spec: ['quote-3.17'] } });
  });
});
