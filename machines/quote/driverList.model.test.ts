/**
 * The driver list's chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph (every state, every transition),
 * each replayed on a real actor under a stand-in quote chart that records what the list tells it,
 * with the later code and the driver dialog answered as the step says; and what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks } from '../../src/paths/play';
import { driverListMachine, type DriverListInput } from './driverList.machine';
import type { QuoteDriver } from './driverDialog.machine';
import { DEFAULT_AGE_LIMITS } from './driverDates.rules';
import type { ListParentEvent } from './types';

type Snap = SnapshotFrom<typeof driverListMachine>;

const dob = { month: '03', day: '09', year: '1990' };
const address = { address: '4812 Maple Ridge Dr', address2: '', city: 'Dallas', state: 'TX', zip: '75204' };
const ana: QuoteDriver = {
  firstName: 'Ana',
  lastName: 'Diaz',
  dob,
  gender: '1',
  marital: '0',
  license: 'D1234567',
  licenseType: '6',
  primaryDriver: false,
  primaryDriverRelation: 1,
  issueDate: { month: '01', day: '01', year: '2010' },
  address,
  isManualDriver: true,
};
/** A household driver the licence lookup found: on the quote, shown read-only (quote-4.7). */
const luis: QuoteDriver = { ...ana, firstName: 'Luis', lastName: 'Delgado', isManualDriver: false };

const input: DriverListInput = {
  drivers: [],
  primaryAddress: address,
  primaryAge: DEFAULT_AGE_LIMITS.primary,
  additionalAge: DEFAULT_AGE_LIMITS.additional,
  now: () => Date.UTC(2026, 10, 22),
};

/** The events tried in each state: the visitor's and the dialog's answer. */
const events: EventObject[] = [
  { type: 'driver.add' },
  { type: 'driver.edit', index: 0 } as EventObject,
  { type: 'driver.remove', index: 0 } as EventObject,
  { type: 'xstate.done.actor.driverDialog', output: { driver: ana } } as EventObject,
  { type: 'xstate.done.actor.driverDialog', output: { driver: null } } as EventObject,
  { type: 'another.confirm' },
  { type: 'another.cancel' },
  { type: 'remove.confirm' },
  { type: 'remove.cancel' },
  { type: 'drivers.submit' },
  { type: 'step.back' },
  { type: 'restart.ask' },
  { type: 'restart.cancel' },
  { type: 'restart.confirm' },
];

/**
 * The graph, traversed without a quote chart above it: what the list tells its parent (a list
 * changed) is no move of its own; the replay below checks those messages.
 */
const alone = driverListMachine.provide({ actions: { announceDrivers: () => {} } });

const paths = getShortestPaths(alone, {
  input,
  // Only what the state takes: every step is a transition.
  events: (s: Snap) => events.filter((e) => s.can(e as never)),
  // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
  serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) => `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}`,
} as never);

const STATES = ['confirmingAnother', 'confirmingRemoval', 'confirmingRestart', 'editing', 'list', 'restarted', 'submitted', 'wentBack'];
const TRANSITIONS = [
  'confirmingAnother --another.cancel--> list',
  'confirmingAnother --another.confirm--> editing',
  'confirmingRemoval --remove.cancel--> list',
  'confirmingRemoval --remove.confirm--> list',
  'confirmingRestart --restart.cancel--> list',
  'confirmingRestart --restart.confirm--> restarted',
  'editing --xstate.done.actor.driverDialog--> confirmingAnother',
  'editing --xstate.done.actor.driverDialog--> list',
  'list --driver.add--> editing',
  'list --driver.edit--> editing',
  'list --driver.remove--> confirmingRemoval',
  'list --drivers.submit--> submitted',
  'list --restart.ask--> confirmingRestart',
  'list --step.back--> wentBack',
];

/** The transitions the paths take, as "state --event--> state". */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    let from = 'list';
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (from !== to) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

interface Controls {
  dialog: { resolve(output: unknown): void } | null;
}

/**
 * The list under a stand-in quote chart (invoked as `driversummary`, as the quote chart does) that
 * records what the list tells it; the dialog waits until the test answers it.
 */
function host(start: DriverListInput = input) {
  const controls: Controls = { dialog: null };
  const told: ListParentEvent[] = [];
  const list = driverListMachine.provide({
    actors: {
      driverDialog: fromPromise<unknown>(() => new Promise((resolve) => (controls.dialog = { resolve }))) as never,
    },
  });
  const parent = createMachine({
    id: 'quoteStandIn',
    invoke: { id: 'driversummary', src: list, input: start },
    on: { '*': { actions: ({ event }) => told.push(event as ListParentEvent) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.driversummary as AnyActorRef;
  return { actor, child, controls, told };
}

/** Play a path: user events sent to the list, the dialog answered as the step says. */
async function play(path: (typeof paths)[number]) {
  const h = host();
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    if (event.type === 'xstate.done.actor.driverDialog') h.controls.dialog?.resolve(event.output);
    else h.child().send(event);
    await flushMicrotasks();
    expect(h.child().getSnapshot().value).toEqual(step.state.value);
  }
  return h;
}

describe('driver list chart: model coverage', () => {
  it('[quote-2.9] [quote-2.24] [quote-2.26] [quote-3.17] every state and transition is on a path', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    states.add('list');
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage driverList: states ${states.size}/${STATES.length}, transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(', ') || '(start)', p] as const))('path: %s', async (_title, path) => {
    const h = await play(path);
    const end = h.child().getSnapshot();
    const drivers = end.context.drivers as QuoteDriver[];
    if (end.status === 'done') {
      // The list's output is the stand-in's done event.
      const done = h.told.at(-1) as unknown as { type: string; output: unknown };
      expect(done.type).toBe('xstate.done.actor.driversummary');
      if (end.value === 'submitted') expect(done.output).toEqual({ kind: 'submitted', drivers });
      else if (end.value === 'wentBack') expect(done.output).toEqual({ kind: 'back' });
      else expect(done.output).toEqual({ kind: 'restart' });
    } else expect(end.status).toBe('active');
    // Each change of the list was told, with the list as it became; the last one is the list now.
    const changes = h.told.filter((e) => e.type === 'drivers.changed');
    if (changes.length > 0) expect(changes.at(-1)).toEqual({ type: 'drivers.changed', drivers });
    else expect(drivers).toEqual([]);
    h.actor.stop();
  });
});

describe('driver list chart: what it asks and refuses', () => {
  it('[quote-4.7] the household\'s drivers the licence found cannot be edited or removed; the visitor\'s own can', () => {
    const h = host({ ...input, drivers: [luis, ana] });
    h.child().send({ type: 'driver.edit', index: 0 });
    h.child().send({ type: 'driver.remove', index: 0 });
    h.child().send({ type: 'driver.remove', index: 2 });
    expect(h.child().getSnapshot().value).toBe('list');
    h.child().send({ type: 'driver.remove', index: 1 });
    expect(h.child().getSnapshot().value).toBe('confirmingRemoval');
    h.child().send({ type: 'remove.confirm' });
    expect(h.told).toEqual([{ type: 'drivers.changed', drivers: [luis] }]);
  });

  it('[quote-2.23] the dialog edits the driver picked, or adds one at the main driver\'s address; an edit goes back to the list', async () => {
    const h = host({ ...input, drivers: [ana] });
    h.child().send({ type: 'driver.edit', index: 0 });
    await flushMicrotasks();
    expect(h.child().getSnapshot().value).toBe('editing');
    h.controls.dialog?.resolve({ driver: { ...ana, firstName: 'Anita' } });
    await flushMicrotasks();
    expect(h.child().getSnapshot().value).toBe('list');
    expect(h.told).toEqual([{ type: 'drivers.changed', drivers: [{ ...ana, firstName: 'Anita' }] }]);
  });

  it('[quote-3.17] Start over and Back are asked on the list only, not while a dialog is open', () => {
    const h = host();
    h.child().send({ type: 'driver.add' });
    expect(h.child().getSnapshot().can({ type: 'restart.ask' })).toBe(false);
    expect(h.child().getSnapshot().can({ type: 'step.back' })).toBe(false);
    expect(h.child().getSnapshot().can({ type: 'drivers.submit' })).toBe(false);
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(driverListMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(driverListMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({
      editing: { spec: ['quote-2.23', 'quote-4.7'] },
      confirmingRemoval: { spec: ['quote-2.24'] },
      confirmingAnother: { spec: ['quote-2.26'] },
      confirmingRestart: { spec: ['quote-3.17'] },
    });
  });
});
