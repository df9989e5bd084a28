/**
 * The address step's chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts, as its child `driver3`): the paths of its graph from each
 * way the step opens (its ZIP looked up with a quote, not looked up yet, known to have none), every
 * state and transition, each replayed on a real actor whose calls the test answers; what it tells
 * the quote chart as it goes, and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { driver3Values, zipOutcomes } from '../../fixtures/models/quote.model';
import { createActorController } from '../../src/paths/actors';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { createTokenStore } from '../../src/storage/tokens';
import { addressStageMachine, type AddressStageInput } from './address.machine';
import type { QuoteEvent } from './types';

type Snap = SnapshotFrom<typeof addressStageMachine>;

const tokens = createTokenStore({ backend: null, brand: 'bluebonnet', now: () => Date.UTC(2026, 0, 1) });
const base: Omit<AddressStageInput, 'zipChecked'> = { values: driver3Values, region: 'main', tokens, brand: 'bluebonnet', licenseIdRequired: false };

/** The ways the step opens: its ZIP looked up with a quote, not looked up yet, known to have none. */
const OPENINGS: Record<string, AddressStageInput> = {
  checked: { ...base, zipChecked: { zip: '75204', available: true } },
  unchecked: { ...base, zipChecked: null },
  unavailable: { ...base, zipChecked: { zip: '75204', available: false } },
};

/** The chart, with what it tells the quote chart recorded (it runs without a parent here). */
function recording(told: QuoteEvent[] = []) {
  return addressStageMachine.provide({
    actions: {
      tellAddress: ({ context }) => told.push({ type: 'address.changed', values: context.values, zipChecked: context.zipChecked }),
      tellEndpoint: ({ context }) => told.push({ type: 'address.endpoint', region: context.region }),
    },
  });
}

/** The events tried in each state: the user's, and the calls' answers or failures. */
const events: EventObject[] = [
  { type: 'zip.lookup', zip: '75204' } as EventObject,
  { type: 'zip.lookup', zip: '90210' } as EventObject,
  { type: 'xstate.done.actor.lookupZip', output: zipOutcomes.dallas } as EventObject,
  { type: 'xstate.done.actor.lookupZip', output: zipOutcomes.beverlyHills } as EventObject,
  { type: 'xstate.done.actor.lookupZip', output: zipOutcomes.newYork } as EventObject,
  { type: 'xstate.error.actor.lookupZip', error: new Error('500') } as EventObject,
  { type: 'xstate.done.actor.visitorToken', output: { token: 'anon-ca-1' } } as EventObject,
  { type: 'xstate.error.actor.visitorToken', error: new Error('500') } as EventObject,
  { type: 'token.retry' },
  { type: 'driver3.submit', values: driver3Values } as EventObject,
  { type: 'restart.ask' },
  { type: 'restart.cancel' },
  { type: 'restart.confirm' },
];

function pathsFrom(input: AddressStageInput) {
  return getShortestPaths(recording(), {
    input,
    // Only what the state takes: every step is a transition.
    events: (s: Snap) => (s.status === 'active' ? events.filter((e) => s.can(e as never)) : []),
    // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
    serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) => `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}`,
  } as never);
}

const STATES = ['checkingZip', 'confirmingRestart', 'editing', 'endpointFailed', 'restarted', 'submitted', 'switchingEndpoint', 'zipFailed', 'zipNotAvailable'];
// The transient states (entering, checkingEndpoint) are passed through: their ways out show as the transitions that follow them.
const TRANSITIONS = [
  'checkingZip --driver3.submit--> submitted',
  'checkingZip --xstate.done.actor.lookupZip--> editing',
  'checkingZip --xstate.done.actor.lookupZip--> switchingEndpoint',
  'checkingZip --xstate.done.actor.lookupZip--> zipNotAvailable',
  'checkingZip --xstate.error.actor.lookupZip--> zipFailed',
  'checkingZip --zip.lookup--> checkingZip',
  'confirmingRestart --driver3.submit--> submitted',
  // The history state keeps no screen (the chart's root is never left): No opens the step again, as the quote chart's step did.
  'confirmingRestart --restart.cancel--> checkingZip',
  'confirmingRestart --restart.cancel--> editing',
  'confirmingRestart --restart.cancel--> zipNotAvailable',
  'confirmingRestart --restart.confirm--> restarted',
  'confirmingRestart --zip.lookup--> checkingZip',
  'editing --driver3.submit--> submitted',
  'editing --restart.ask--> confirmingRestart',
  'editing --zip.lookup--> checkingZip',
  'endpointFailed --driver3.submit--> submitted',
  'endpointFailed --token.retry--> switchingEndpoint',
  'endpointFailed --zip.lookup--> checkingZip',
  'switchingEndpoint --driver3.submit--> submitted',
  'switchingEndpoint --xstate.done.actor.visitorToken--> editing',
  'switchingEndpoint --xstate.error.actor.visitorToken--> endpointFailed',
  'switchingEndpoint --zip.lookup--> checkingZip',
  'zipFailed --driver3.submit--> submitted',
  'zipFailed --restart.ask--> confirmingRestart',
  'zipFailed --zip.lookup--> checkingZip',
  'zipNotAvailable --restart.ask--> confirmingRestart',
  'zipNotAvailable --zip.lookup--> checkingZip',
];

type Path = ReturnType<typeof pathsFrom>[number];

const paths = Object.entries(OPENINGS).flatMap(([opening, input]) => pathsFrom(input).map((path) => ({ opening, input, path })));

/** The state the chart rests in once it opened (its transient `entering` passed). */
function openedAt(input: AddressStageInput): string {
  const actor = createActor(recording(), { input }).start();
  const value = String(actor.getSnapshot().value);
  actor.stop();
  return value;
}

/** The transitions the paths take, as "state --event--> state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const { input, path } of paths) {
    let from = openedAt(input);
    for (const step of path.steps) {
      const to = String(step.state.value);
      // A ZIP typed again while one is looked up: the lookup starts again.
      if (from !== to || step.event.type === 'zip.lookup') taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

/** Play a path on a real actor: user events sent, the calls answered as the step says. */
async function play(input: AddressStageInput, path: Path, told: QuoteEvent[] = []) {
  const machine = recording(told);
  const controller = createActorController(machine);
  const actor = createActor(provideControlled(machine, controller), { input }).start();
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (call?.[2]) controller.settle(call[2], call[1] === 'done' ? { done: event.output } : { error: event.error });
    else actor.send(event as never);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toEqual(step.state.value);
  }
  return actor;
}

describe('address step chart: model coverage', () => {
  it('[quote-2.8] [quote-5.3] [quote-4.5] [quote-3.17] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap(({ path }) => path.steps.map((s) => String(s.state.value))));
    for (const input of Object.values(OPENINGS)) states.add(openedAt(input));
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage addressStage: states ${states.size}/${STATES.length}, transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map(({ opening, input, path }) => [`${opening}: ${path.steps.map((s) => s.event.type).join(', ') || '(start)'}`, input, path] as const))(
    'path %s',
    async (_title, input, path) => {
      const actor = await play(input, path);
      const end = actor.getSnapshot();
      if (end.matches('submitted')) expect(end.output).toMatchObject({ kind: 'submitted', values: driver3Values });
      else if (end.matches('restarted')) expect(end.output).toEqual({ kind: 'restart' });
      else expect(end.status).toBe('active');
      actor.stop();
    },
  );
});

describe('address step chart: what it asks, tells and ends with', () => {
  it('[quote-7.8] looks the ZIP up as typed, with the brand; a ZIP of fewer than five digits is not looked up', async () => {
    const controller = createActorController(recording());
    const actor = createActor(provideControlled(recording(), controller), { input: OPENINGS.checked! }).start();
    actor.send({ type: 'zip.lookup', zip: '7520' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'zip.lookup', zip: '78745' });
    expect(actor.getSnapshot().value).toBe('checkingZip');
    expect(controller.lastInput('lookupZip')).toEqual({ zip: '78745', brand: 'bluebonnet' });
  });

  it('[quote-4.5] a California ZIP: the token of the California endpoint, then the quote chart told the endpoint, and the submit carries it', async () => {
    const told: QuoteEvent[] = [];
    const machine = recording(told);
    const controller = createActorController(machine);
    const actor = createActor(provideControlled(machine, controller), { input: OPENINGS.checked! }).start();
    actor.send({ type: 'zip.lookup', zip: '90210' });
    controller.settle('lookupZip', { done: zipOutcomes.beverlyHills });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('switchingEndpoint');
    expect(controller.lastInput('visitorToken')).toEqual({ tokens, region: 'ca' });
    // The ZIP and what its lookup found are the quote chart's at once; the endpoint once its token came.
    expect(told).toEqual([
      { type: 'address.changed', values: { ...driver3Values, zip: '90210' }, zipChecked: { zip: '75204', available: true } },
      { type: 'address.changed', values: { ...driver3Values, zip: '90210', city: 'Beverly Hills', state: 'CA' }, zipChecked: { zip: '90210', available: true } },
    ]);
    controller.settle('visitorToken', { done: { token: 'anon-ca-1' } });
    await flushMicrotasks();
    expect(told.at(-1)).toEqual({ type: 'address.endpoint', region: 'ca' });
    const values = { ...driver3Values, zip: '90210', city: 'Beverly Hills', state: 'CA' };
    actor.send({ type: 'driver3.submit', values });
    expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', values, zipChecked: { zip: '90210', available: true }, region: 'ca' });
  });

  it('[quote-5.3] a ZIP without a quote: city and state cleared and told; Continue refused until a ZIP with a quote', async () => {
    const told: QuoteEvent[] = [];
    const actor = createActor(recording(told), { input: OPENINGS.unavailable! }).start();
    expect(actor.getSnapshot().value).toBe('zipNotAvailable');
    expect(told).toEqual([{ type: 'address.changed', values: { ...driver3Values, city: '', state: '' }, zipChecked: { zip: '75204', available: false } }]);
    actor.send({ type: 'driver3.submit', values: driver3Values });
    expect(actor.getSnapshot().value).toBe('zipNotAvailable');
  });

  it('[quote-3.17] Start over is not asked while the ZIP is looked up', () => {
    const actor = createActor(recording(), { input: OPENINGS.unchecked! }).start();
    expect(actor.getSnapshot().value).toBe('checkingZip');
    expect(actor.getSnapshot().can({ type: 'restart.ask' })).toBe(false);
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(addressStageMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(addressStageMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({
      checkingZip: { spec: ['quote-5.3', 'quote-7.8'] },
      switchingEndpoint: { spec: ['quote-4.5'] },
      endpointFailed: { spec: ['quote-4.5'] },
      zipNotAvailable: { spec: ['quote-5.3'] },
      confirmingRestart: { spec: ['quote-3.17'] },
    });
  });
});
