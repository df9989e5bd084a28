/**
 * Engine fixture: a form that opens a dialog which is a machine of its own (`driverDialog`, as
 * the quote form's driver and vehicle modals will be). The parent invokes the child; the child
 * checks the name, saves it with its own call and ends with an output the parent reads. It proves
 * that paths go through a child's states and that the controller runs the real child.
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import { fixtureCall } from './fixtureCall';

export interface DialogOutput {
  saved: boolean;
  name: string;
}

export interface DriverDialogContext {
  name: string;
}

export type DriverDialogEvent = { type: 'driver.save'; name: string } | { type: 'dialog.cancel' };

const typedName = ({ event }: { event: { name: string } }) => ({ name: event.name });

export const driverDialogMachine = setup({
  types: {
    context: {} as DriverDialogContext,
    events: {} as DriverDialogEvent,
    output: {} as DialogOutput,
    tags: {} as 'loading',
  },
  actors: {
    saveDriver: fromCall<{ id: string }, { name: string }>(({ input, signal }) =>
      fixtureCall<{ id: string }>('/fixture-api/fixtureModal/driver', input, signal),
    ),
  },
  guards: {
    hasName: (_, p: { name: string }) => p.name.trim().length > 0,
  },
  actions: {
    forgetName: assign({ name: '' }),
    assignName: assign((_, p: { name: string }) => ({ name: p.name })),
  },
}).createMachine({
  id: 'driverDialog',
  description: 'The add-driver dialog (a child machine)',
  context: { name: '' },
  initial: 'editing',
  output: ({ context }) => ({ saved: context.name !== '', name: context.name }),
  states: {
    editing: {
      description: 'The name field',
      initial: 'fresh',
      on: {
        'driver.save': [
          { guard: { type: 'hasName', params: typedName }, target: 'saving', actions: { type: 'assignName', params: typedName } },
          { target: '.invalid' },
        ],
        'dialog.cancel': { target: 'cancelled' },
      },
      states: {
        fresh: { description: 'Nothing typed yet' },
        invalid: { description: 'The name is missing: an error on the field' },
        failed: { description: 'Saving failed: a message, the dialog stays' },
      },
    },
    saving: {
      description: 'Saving the driver',
      tags: ['loading'],
      invoke: {
        id: 'saveDriver',
        src: 'saveDriver',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'saved' },
        onError: { target: 'editing.failed' },
      },
    },
    saved: { description: 'Saved: the dialog closes with the name', type: 'final' },
    cancelled: {
      description: 'Cancelled: the dialog closes with nothing',
      type: 'final',
      entry: 'forgetName',
    },
  },
});

export interface FixtureModalContext {
  drivers: string[];
}

export type FixtureModalEvent = { type: 'driver.add' };

const dialogOutput = ({ event }: { event: { output: DialogOutput } }) => ({ output: event.output });

export const fixtureModalMachine = setup({
  types: {
    context: {} as FixtureModalContext,
    events: {} as FixtureModalEvent,
  },
  actors: { driverDialog: driverDialogMachine },
  guards: {
    saved: (_, p: { output: DialogOutput }) => p.output.saved,
  },
  actions: {
    addDriver: assign(({ context }, p: { output: DialogOutput }) => ({ drivers: [...context.drivers, p.output.name] })),
  },
}).createMachine({
  id: 'fixtureModal',
  description: 'Engine fixture: a form with a dialog machine of its own',
  context: { drivers: [] },
  initial: 'list',
  states: {
    list: {
      description: 'The drivers and an add button',
      initial: 'start',
      on: { 'driver.add': { target: 'adding' } },
      states: {
        start: { description: 'As the page opened' },
        added: { description: 'A driver was added: a notice' },
        unchanged: { description: 'The dialog was cancelled: nothing changed' },
      },
    },
    adding: {
      description: 'The add-driver dialog is open',
      invoke: {
        id: 'driverDialog',
        src: 'driverDialog',
        onDone: [
          { guard: { type: 'saved', params: dialogOutput }, target: 'list.added', actions: { type: 'addDriver', params: dialogOutput } },
          { target: 'list.unchanged' },
        ],
      },
    },
  },
});
