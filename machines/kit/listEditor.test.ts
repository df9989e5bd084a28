/**
 * The kit list editor: a tiny chart built with it (a garage of cars, some found by a look-up and
 * so read-only, the car dialog a child chart), driven on a real actor: add, edit, remove with its
 * confirmation, Cancel everywhere, and the read-only items left alone.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyActorRef } from 'xstate';
import { isEditableItem, listEditor } from './listEditor';

interface Car {
  name: string;
  /** Found by a look-up: shown read-only. */
  found?: boolean;
}

type DialogEvent = { type: 'dialog.save'; car: Car } | { type: 'dialog.cancel' };

/** The item dialog: the car to edit (none to add); ends with the car saved, or none on Cancel. */
const carDialog = setup({
  types: { input: {} as { car: Car | null }, events: {} as DialogEvent, output: {} as { car: Car | null }, context: {} as { car: Car | null } },
  actions: { keep: assign((_, p: { car: Car }) => ({ car: p.car })), drop: assign({ car: null }) },
}).createMachine({
  id: 'carDialog',
  context: ({ input }) => ({ car: input.car }),
  initial: 'open',
  states: {
    open: {
      on: {
        'dialog.save': { target: 'closed', actions: { type: 'keep', params: ({ event }) => ({ car: event.car }) } },
        'dialog.cancel': { target: 'closed', actions: 'drop' },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ car: context.car }),
});

interface GarageContext {
  cars: Car[];
  index: number | null;
  /** How many times the list changed (the owning chart saves it then). */
  saves: number;
  /** The dialog's input each time it opened. */
  opened: Array<Car | null>;
}

type GarageEvent =
  | { type: 'car.add' }
  | { type: 'car.edit'; index: number }
  | { type: 'car.remove'; index: number }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'code.ready' }
  | { type: 'another.cancel' }
  | { type: 'garage.done' };

const carAnswer = ({ event }: { event: { output: { car: Car | null } } }) => ({ output: event.output });

/** A chart with a list of cars, the dialog's "code" to wait for before it opens (`open`), and a way out of the list. */
const garage = setup({
  types: { context: {} as GarageContext, events: {} as GarageEvent, input: {} as { cars: Car[] } },
  actors: { carDialog },
  guards: {
    isCar: ({ context }, p: { index: number }) => isEditableItem(context.cars, p.index, (car) => car.found === true),
    carSaved: (_, p: { output: { car: Car | null } }) => p.output.car !== null,
    carAdded: ({ context }, p: { output: { car: Car | null } }) => context.index === null && p.output.car !== null,
  },
  actions: {
    pickCar: assign((_, p: { index: number }) => ({ index: p.index })),
    forgetCar: assign({ index: null }),
    putCar: assign(({ context }, p: { output: { car: Car | null } }) => {
      const car = p.output.car!;
      return { cars: context.index === null ? [...context.cars, car] : context.cars.map((c, i) => (i === context.index ? car : c)), index: null };
    }),
    removeCar: assign(({ context }) => ({ cars: context.cars.filter((_, i) => i !== context.index), index: null })),
    save: assign(({ context }) => ({ saves: context.saves + 1 })),
    noteOpened: assign(({ context }) => ({ opened: [...context.opened, context.index === null ? null : (context.cars[context.index] ?? null)] })),
  },
}).createMachine({
  id: 'garage',
  context: ({ input }) => ({ cars: input.cars, index: null, saves: 0, opened: [] }),
  initial: 'list',
  states: {
    ...listEditor({
      events: { add: 'car.add', edit: 'car.edit', remove: 'car.remove' },
      editable: 'isCar',
      open: 'loadingCode',
      list: { description: 'The cars and their buttons', on: { 'garage.done': 'done' } },
      dialog: {
        description: 'The car dialog',
        meta: { spec: ['kit-list'] },
        id: 'carDialog',
        src: 'carDialog',
        input: ({ context }: { context: GarageContext }) => ({ car: context.index === null ? null : (context.cars[context.index] ?? null) }),
        answer: carAnswer,
        saved: 'carSaved',
        added: { guard: 'carAdded', target: 'askingAnother' },
      },
      removal: { description: 'Remove this car? Yes or No' },
      actions: { pick: 'pickCar', forget: 'forgetCar', put: 'putCar', remove: 'removeCar', changed: ['save'] },
    }),
    askingAnother: { description: 'Another car?', on: { 'another.cancel': 'list' } },
    loadingCode: { description: "The dialog's code on its way", on: { 'code.ready': { target: 'editing', actions: 'noteOpened' } } },
    done: { type: 'final' },
  },
});

const start = (cars: Car[]) => createActor(garage, { input: { cars } }).start();
const dialogOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().children.carDialog as AnyActorRef | undefined;
const at = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

describe('kit list editor: the states it builds', () => {
  it('list, editing and confirmingRemoval; the chart\'s own list events kept; the dialog state\'s description and meta its own', () => {
    expect(Object.keys(garage.root.states).sort()).toEqual(['askingAnother', 'confirmingRemoval', 'done', 'editing', 'list', 'loadingCode']);
    expect(garage.root.states.list!.description).toBe('The cars and their buttons');
    expect(Object.keys(garage.root.states.list!.on).sort()).toEqual(['car.add', 'car.edit', 'car.remove', 'garage.done']);
    expect(garage.root.states.editing!.meta).toEqual({ spec: ['kit-list'] });
    expect(garage.root.states.confirmingRemoval!.description).toBe('Remove this car? Yes or No');
  });

  it('an editable index: in the list, and not an item a look-up found', () => {
    const cars: Car[] = [{ name: 'Civic' }, { name: 'Golf', found: true }];
    const readOnly = (car: Car) => car.found === true;
    expect(isEditableItem(cars, 0, readOnly)).toBe(true);
    expect(isEditableItem(cars, 1, readOnly)).toBe(false);
    expect(isEditableItem(cars, 1)).toBe(true);
    expect([-1, 2, 0.5, Number.NaN].map((i) => isEditableItem(cars, i))).toEqual([false, false, false, false]);
  });
});

describe('kit list editor: a chart built with it, on a real actor', () => {
  it('add: the dialog opens (after the state named by open) with no item; its saved item is added, the list saved once, then where added says', () => {
    const actor = start([{ name: 'Civic' }]);
    actor.send({ type: 'car.add' });
    expect(at(actor)).toBe('loadingCode');
    actor.send({ type: 'code.ready' });
    expect(at(actor)).toBe('editing');
    expect(actor.getSnapshot().context.opened).toEqual([null]);
    dialogOf(actor)!.send({ type: 'dialog.save', car: { name: 'Corolla' } });
    expect(at(actor)).toBe('askingAnother');
    expect(actor.getSnapshot().context).toMatchObject({ cars: [{ name: 'Civic' }, { name: 'Corolla' }], index: null, saves: 1 });
    actor.send({ type: 'another.cancel' });
    expect(at(actor)).toBe('list');
  });

  it('edit: the dialog gets the item at the index; its saved item replaces it, back on the list', () => {
    const actor = start([{ name: 'Civic' }, { name: 'Golf' }]);
    actor.send({ type: 'car.edit', index: 1 });
    actor.send({ type: 'code.ready' });
    expect(actor.getSnapshot().context.opened).toEqual([{ name: 'Golf' }]);
    dialogOf(actor)!.send({ type: 'dialog.save', car: { name: 'Golf GTI' } });
    expect(at(actor)).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ cars: [{ name: 'Civic' }, { name: 'Golf GTI' }], index: null, saves: 1 });
  });

  it('Cancel in the dialog: back to the list, nothing changed, nothing saved, the index forgotten', () => {
    const actor = start([{ name: 'Civic' }]);
    actor.send({ type: 'car.edit', index: 0 });
    actor.send({ type: 'code.ready' });
    dialogOf(actor)!.send({ type: 'dialog.cancel' });
    expect(at(actor)).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ cars: [{ name: 'Civic' }], index: null, saves: 0 });
    expect(dialogOf(actor)).toBeUndefined();
  });

  it('remove: asks first; No keeps the list, Yes removes the item and saves', () => {
    const actor = start([{ name: 'Civic' }, { name: 'Golf' }]);
    actor.send({ type: 'car.remove', index: 0 });
    expect(at(actor)).toBe('confirmingRemoval');
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'remove.cancel' });
    expect(at(actor)).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ cars: [{ name: 'Civic' }, { name: 'Golf' }], index: null, saves: 0 });
    actor.send({ type: 'car.remove', index: 0 });
    actor.send({ type: 'remove.confirm' });
    expect(at(actor)).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ cars: [{ name: 'Golf' }], index: null, saves: 1 });
  });

  it('an item a look-up found, or an index outside the list: edit and remove do nothing', () => {
    const actor = start([{ name: 'Civic' }, { name: 'Golf', found: true }]);
    for (const event of [
      { type: 'car.edit', index: 1 },
      { type: 'car.remove', index: 1 },
      { type: 'car.edit', index: 2 },
      { type: 'car.remove', index: -1 },
    ] as const) {
      actor.send(event);
      expect(at(actor)).toBe('list');
    }
    expect(actor.getSnapshot().context).toMatchObject({ cars: [{ name: 'Civic' }, { name: 'Golf', found: true }], index: null, saves: 0 });
  });

  it('the chart\'s own list events still work, from the list only', () => {
    const actor = start([]);
    actor.send({ type: 'car.add' });
    actor.send({ type: 'garage.done' });
    expect(at(actor)).toBe('loadingCode');
    actor.send({ type: 'code.ready' });
    dialogOf(actor)!.send({ type: 'dialog.cancel' });
    actor.send({ type: 'garage.done' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
