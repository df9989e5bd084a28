/**
 * The vehicle list's chart alone (its paths also run inside the quote chart's model,
 * machines/quote/quote.model.test.ts): the paths of its graph (every state, every transition),
 * each replayed on a real actor under a stand-in quote chart that records what the list tells it,
 * with the household search, the later code and the vehicle dialog answered as the step says; and
 * what it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import { householdOutcome, savedCamry } from '../../fixtures/models/quote.model';
import { getShortestPaths } from '../../src/paths/graph';
import { flushMicrotasks } from '../../src/paths/play';
import type { ListParentEvent } from './types';
import type { QuoteVehicle } from './vehicleDialog.machine';
import { vehicleListMachine, type VehicleListInput } from './vehicleList.machine';
import { createTokenStore } from '../../src/storage/tokens';

type Snap = SnapshotFrom<typeof vehicleListMachine>;

const f150 = householdOutcome.cars[0]!;
/** A driver found by licence: the household is looked up first (quote-7.27). */
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });
const input: VehicleListInput = { vehicles: [], commonId: 'CID-TX-1001', state: 'TX', region: 'main', tokens };
const camry: QuoteVehicle = savedCamry;

/** The events tried in each state: the visitor's, the calls' answers, the dialog's answer. */
const events: EventObject[] = [
  { type: 'xstate.done.actor.searchHousehold', output: householdOutcome } as EventObject,
  { type: 'xstate.error.actor.searchHousehold', error: new Error('500') } as EventObject,
  { type: 'vehicle.add' },
  { type: 'vehicle.edit', index: 0 } as EventObject,
  { type: 'vehicle.remove', index: 0 } as EventObject,
  { type: 'vehicles.addFound', vins: [f150.vin] } as EventObject,
  { type: 'xstate.done.actor.vehicleDialog', output: { vehicle: camry } } as EventObject,
  { type: 'xstate.done.actor.vehicleDialog', output: { vehicle: null } } as EventObject,
  { type: 'remove.confirm' },
  { type: 'remove.cancel' },
  { type: 'vehicles.submit' },
  { type: 'step.back' },
  { type: 'restart.ask' },
  { type: 'restart.cancel' },
  { type: 'restart.confirm' },
];

/**
 * The graph, traversed without a quote chart above it: what the list tells its parent (a list
 * changed) is no move of its own; the replay below checks those messages.
 */
const alone = vehicleListMachine.provide({ actions: { announceVehicles: () => {} } });

/** The paths of a start: the household looked up (a driver found by licence), or not (none found). */
function pathsFrom(start: VehicleListInput) {
  return getShortestPaths(alone, {
    input: start,
    // Only what the state takes: every step is a transition.
    events: (s: Snap) => events.filter((e) => s.can(e as never)),
    // A transition-level key (the state, the event that led to it and the state it came from): a path to every transition.
    serializeState: (s: Snap, event: EventObject | undefined, from: Snap | undefined) => `${JSON.stringify(s.value)}|${event?.type ?? ''}|${JSON.stringify(from?.value ?? null)}`,
  } as never);
}

const starts = [
  ['a driver found by licence', input],
  ['no household', { ...input, commonId: null }],
] as const;
const paths = starts.flatMap(([label, start]) => pathsFrom(start).map((path) => ({ label, start, path })));

const STATES = ['confirmingRemoval', 'confirmingRestart', 'editing', 'findingCars', 'list', 'opening', 'restarted', 'submitted', 'wentBack'];
const TRANSITIONS = [
  'confirmingRemoval --remove.cancel--> list',
  'confirmingRemoval --remove.confirm--> list',
  // The history state keeps no screen (the chart's root is never left): No opens the stage again, as the quote chart's stage did
  // (a found driver's household is looked up again).
  'confirmingRestart --restart.cancel--> findingCars',
  'confirmingRestart --restart.cancel--> list',
  'confirmingRestart --restart.confirm--> restarted',
  'editing --xstate.done.actor.vehicleDialog--> list',
  'findingCars --xstate.done.actor.searchHousehold--> list',
  'findingCars --xstate.error.actor.searchHousehold--> list',
  'list --restart.ask--> confirmingRestart',
  'list --step.back--> wentBack',
  'list --vehicle.add--> editing',
  'list --vehicle.edit--> editing',
  'list --vehicle.remove--> confirmingRemoval',
  'list --vehicles.submit--> submitted',
  // The eventless choice as the chart starts: the household looked up, or the list at once.
  'opening --(start)--> findingCars',
  'opening --(start)--> list',
];

/** The state the chart settles in as it starts (`opening` is passed through). */
const settled = (start: VehicleListInput) => (start.commonId !== null && start.state !== '' ? 'findingCars' : 'list');

/** The transitions the paths take, as "state --event--> state" (the start's eventless choice included). */
function edges(): Set<string> {
  const taken = new Set<string>();
  for (const { start, path } of paths) {
    let from = settled(start);
    taken.add(`opening --(start)--> ${from}`);
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (from !== to) taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return taken;
}

interface Controls {
  search: { resolve(output: unknown): void; reject(e: unknown): void } | null;
  dialog: { resolve(output: unknown): void } | null;
}

/**
 * The list under a stand-in quote chart (invoked as `vehiclesummary`, as the quote chart does) that
 * records what the list tells it; the calls and the dialog wait until the test answers them.
 */
function host(start: VehicleListInput = input) {
  const controls: Controls = { search: null, dialog: null };
  const told: ListParentEvent[] = [];
  const list = vehicleListMachine.provide({
    actors: {
      searchHousehold: fromPromise<unknown>(() => new Promise((resolve, reject) => (controls.search = { resolve, reject }))) as never,
      vehicleDialog: fromPromise<unknown>(() => new Promise((resolve) => (controls.dialog = { resolve }))) as never,
    },
  });
  const parent = createMachine({
    id: 'quoteStandIn',
    invoke: { id: 'vehiclesummary', src: list, input: start },
    on: { '*': { actions: ({ event }) => told.push(event as ListParentEvent) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.vehiclesummary as AnyActorRef;
  return { actor, child, controls, told };
}

/** Play a path: user events sent to the list, the calls and the dialog answered as the step says. */
async function play(start: VehicleListInput, path: (typeof paths)[number]['path']) {
  const h = host(start);
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    if (event.type === 'xstate.done.actor.searchHousehold') h.controls.search?.resolve(event.output);
    else if (event.type === 'xstate.error.actor.searchHousehold') h.controls.search?.reject(event.error);
    else if (event.type === 'xstate.done.actor.vehicleDialog') h.controls.dialog?.resolve(event.output);
    else h.child().send(event);
    await flushMicrotasks();
    expect(h.child().getSnapshot().value).toEqual(step.state.value);
  }
  return h;
}

describe('vehicle list chart: model coverage', () => {
  it('[quote-2.10] [quote-2.25] [quote-7.27] [quote-3.17] every state and transition is on a path', () => {
    const states = new Set(['opening', ...starts.map(([, start]) => settled(start)), ...paths.flatMap(({ path }) => path.steps.map((s) => String(s.state.value)))]);
    expect([...states].sort()).toEqual(STATES);
    expect([...edges()].sort()).toEqual(TRANSITIONS);
    console.info(`model coverage vehicleList: states ${states.size}/${STATES.length}, transitions ${edges().size}/${TRANSITIONS.length}, paths ${paths.length}`);
  });

  it.each(paths.map((p) => [`${p.label}: ${p.path.steps.map((s) => s.event.type).join(', ') || '(start)'}`, p] as const))('path: %s', async (_title, { start, path }) => {
    const h = await play(start, path);
    const end = h.child().getSnapshot();
    const vehicles = end.context.vehicles as QuoteVehicle[];
    if (end.status === 'done') {
      // The list's output is the stand-in's done event.
      const done = h.told.at(-1) as unknown as { type: string; output: unknown };
      expect(done.type).toBe('xstate.done.actor.vehiclesummary');
      if (end.value === 'submitted') expect(done.output).toEqual({ kind: 'submitted', vehicles });
      else if (end.value === 'wentBack') expect(done.output).toEqual({ kind: 'back' });
      else expect(done.output).toEqual({ kind: 'restart' });
    } else expect(end.status).toBe('active');
    // Each change of the list was told, with the list as it became; the last one is the list now.
    const changes = h.told.filter((e) => e.type === 'vehicles.changed');
    if (changes.length > 0) expect(changes.at(-1)).toEqual({ type: 'vehicles.changed', vehicles });
    else expect(vehicles).toEqual(start.vehicles);
    h.actor.stop();
  });
});

describe('vehicle list chart: what it asks and refuses', () => {
  it("[quote-7.7] [quote-7.27] looks the found driver's household up on the visit's endpoint; its vehicles are added once each, with the default mileage", async () => {
    const h = host({ ...input, region: 'ca' });
    expect(h.child().getSnapshot().value).toBe('findingCars');
    // Not while the household is looked up: the list's buttons wait.
    expect(h.child().getSnapshot().can({ type: 'vehicle.add' })).toBe(false);
    expect(h.child().getSnapshot().can({ type: 'restart.ask' })).toBe(false);
    h.controls.search?.resolve(householdOutcome);
    await flushMicrotasks();
    h.child().send({ type: 'vehicles.addFound', vins: [f150.vin] });
    h.child().send({ type: 'vehicles.addFound', vins: [f150.vin] });
    h.child().send({ type: 'vehicles.addFound', vins: ['NOT-IN-THE-HOUSEHOLD'] });
    const added = { vin: f150.vin, year: f150.year, maker: f150.maker, model: f150.model, mileage: 10000, isExistingVehicle: true };
    expect(h.child().getSnapshot().context.vehicles).toEqual([added]);
    expect(h.told).toEqual([{ type: 'vehicles.changed', vehicles: [added] }]);
  });

  it('[quote-2.10] Continue needs a vehicle; removing the last one is told with the empty list', () => {
    const h = host({ ...input, commonId: null, vehicles: [camry] });
    h.child().send({ type: 'vehicle.edit', index: 1 });
    h.child().send({ type: 'vehicle.remove', index: -1 });
    expect(h.child().getSnapshot().value).toBe('list');
    h.child().send({ type: 'vehicle.remove', index: 0 });
    h.child().send({ type: 'remove.confirm' });
    expect(h.told).toEqual([{ type: 'vehicles.changed', vehicles: [] }]);
    expect(h.child().getSnapshot().can({ type: 'vehicles.submit' })).toBe(false);
  });

  it('[quote-4.5] California asks each vehicle\'s mileage in the dialog, whose calls go to its endpoint', async () => {
    const h = host({ ...input, commonId: null, region: 'ca' });
    h.child().send({ type: 'vehicle.add' });
    await flushMicrotasks();
    expect(h.child().getSnapshot().value).toBe('editing');
    expect(h.told).toEqual([]);
    // The dialog's input, as the chart gives it (the stand-in dialog is a promise: its input is the chart's).
    expect((h.child().getSnapshot().children.vehicleDialog as AnyActorRef | undefined)?.getSnapshot().input).toEqual({ vehicle: null, mileageRequired: true, region: 'ca', tokens });
  });

  it('every state has a description, with the clauses it had in the quote chart', () => {
    const meta = Object.fromEntries(Object.entries(vehicleListMachine.root.states).map(([name, node]) => [name, node.meta as unknown]));
    for (const node of Object.values(vehicleListMachine.root.states)) expect(node.description).toBeTruthy();
    expect(meta).toMatchObject({
      findingCars: { spec: ['quote-7.7', 'quote-7.27'] },
      editing: { spec: ['quote-2.25', 'quote-4.7'] },
      confirmingRemoval: { spec: ['quote-2.25'] },
      confirmingRestart: { spec: ['quote-3.17'] },
    });
  });
});
