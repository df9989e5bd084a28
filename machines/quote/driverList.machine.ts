/**
 * The quote form's driver list (quote-2.2, quote-2.9, quote-2.18) as its own chart, invoked by the
 * quote chart as `driversummary` while the stage is shown: the drivers' cards, the add/edit driver
 * dialog over them, the removal confirmation and, after a driver is added, whether there is another. It is the kit's list editor
 * (machines/kit/listEditor.ts). Only the visitor's own drivers (`isManualDriver`) may be edited or
 * removed (quote-4.7): the household's drivers the licence lookup found are shown read-only.
 *
 * After each change of the list the chart tells the quote chart (`drivers.changed`, with the new
 * list), which keeps it and saves the visit, so a reload in the middle of the list keeps it. Start
 * over is this chart's (machines/quote/startOver.ts), asked on the list. Back and Continue are
 * offered on the list only (a dialog open over it has its own Cancel); the chart ends with them,
 * and the quote chart decides where the form goes.
 */
import { assign, sendParent, setup } from 'xstate';
import { isEditableItem, listEditor } from '../kit/listEditor';
import { driverDialogMachine, type DriverAddress, type DriverDialogOutput, type QuoteDriver } from './driverDialog.machine';
import type { AgeRange } from './driverDates.rules';
import { startOver, type StartOverEvent, type StartOverOutput, type StartOverTag } from './startOver';
import type { ListParentEvent } from './types';

export interface DriverListInput {
  /** The additional drivers: the visitor's own and the household's the licence lookup found. */
  drivers: QuoteDriver[];
  /** The main driver's address: a new driver starts with it (quote-2.23). */
  primaryAddress: DriverAddress;
  primaryAge: AgeRange;
  additionalAge: AgeRange;
  now: () => number;
}

export interface DriverListContext extends DriverListInput {
  /** The driver the open dialog edits (null: adding), or the one whose removal is asked. */
  driverIndex: number | null;
}

export type DriverListEvent =
  | { type: 'driver.add' }
  | { type: 'driver.edit'; index: number }
  | { type: 'driver.remove'; index: number }
  | { type: 'another.confirm' }
  | { type: 'another.cancel' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'drivers.submit' }
  | { type: 'step.back' }
  | StartOverEvent;

/** How the list ended: Continue with the drivers, Back, or Start over confirmed. */
export type DriverListOutput = { kind: 'submitted'; drivers: QuoteDriver[] } | { kind: 'back' } | StartOverOutput;

/** Start over, on the list (not while a dialog or a confirmation is open). */
const restart = startOver('driverList', ['list']);

/** The driver dialog's answer, as its guards' and actions' params. */
const driverDialogAnswer = ({ event }: { event: { output: DriverDialogOutput } }) => ({ output: event.output });

/** The drivers with the dialog's driver put in place (edit) or added. */
function withDriver(drivers: QuoteDriver[], index: number | null, driver: QuoteDriver | null): QuoteDriver[] {
  if (!driver) return drivers;
  return index === null ? [...drivers, driver] : drivers.map((d, i) => (i === index ? driver : d));
}

export const driverListMachine = setup({
  types: {
    context: {} as DriverListContext,
    events: {} as DriverListEvent,
    input: {} as DriverListInput,
    output: {} as DriverListOutput,
    tags: {} as 'loading' | StartOverTag,
  },
  actors: {
    driverDialog: driverDialogMachine,
  },
  guards: {
    // quote-4.7: only the visitor's own drivers may be edited or removed.
    isManualDriver: ({ context }, p: { index: number }) => isEditableItem(context.drivers, p.index, (d) => !d.isManualDriver),
    driverSaved: (_, p: { output: DriverDialogOutput }) => p.output.driver !== null,
    driverAdded: ({ context }, p: { output: DriverDialogOutput }) => context.driverIndex === null && p.output.driver !== null,
  },
  actions: {
    pickDriver: assign((_, p: { index: number }) => ({ driverIndex: p.index })),
    forgetDriverIndex: assign({ driverIndex: null }),
    /** The dialog's driver put in place (edit) or added. */
    putDriver: assign(({ context }, p: { output: DriverDialogOutput }) => ({ drivers: withDriver(context.drivers, context.driverIndex, p.output.driver), driverIndex: null })),
    removeDriver: assign(({ context }) => ({ drivers: context.drivers.filter((_, i) => i !== context.driverIndex), driverIndex: null })),
    // The quote chart keeps the new list and saves the visit.
    announceDrivers: sendParent(({ context }): ListParentEvent => ({ type: 'drivers.changed', drivers: context.drivers })),
  },
}).createMachine({
  id: 'driverList',
  description: 'The drivers: cards with edit and remove, and add-driver',
  context: ({ input }) => ({ ...input, driverIndex: null }),
  initial: 'list',
  on: restart.ask,
  states: {
    ...restart.states,
    // The cards, the dialog over them and the removal confirmation: the kit's list editor (machines/kit/listEditor.ts).
    ...listEditor({
      events: { add: 'driver.add', edit: 'driver.edit', remove: 'driver.remove' },
      // quote-4.7: only the visitor's own drivers (isManualDriver) may be edited or removed.
      editable: 'isManualDriver',
      list: {
        description: 'The drivers\' cards and their buttons',
        on: {
          // Back and Continue from the list only: a dialog open over it has its own Cancel.
          'step.back': { target: 'wentBack' },
          'drivers.submit': { target: 'submitted' },
        },
      },
      dialog: {
        description: 'The add/edit driver dialog (its own machine)',
        meta: { spec: ['quote-2.23', 'quote-4.7'] },
        id: 'driverDialog',
        src: 'driverDialog',
        input: ({ context }: { context: DriverListContext }) => ({
          driver: context.driverIndex === null ? null : (context.drivers[context.driverIndex] ?? null),
          primaryAddress: context.primaryAddress,
          primaryAge: context.primaryAge,
          additionalAge: context.additionalAge,
          now: context.now,
        }),
        answer: driverDialogAnswer,
        saved: 'driverSaved',
        // A driver added: ask whether there is another (quote-2.26).
        added: { guard: 'driverAdded', target: 'confirmingAnother' },
      },
      removal: { description: 'Remove {first} {last} ? Yes or No', meta: { spec: ['quote-2.24'] } },
      actions: { pick: 'pickDriver', forget: 'forgetDriverIndex', put: 'putDriver', remove: 'removeDriver', changed: ['announceDrivers'] },
    }),
    confirmingAnother: {
      description: 'The additional-driver confirmation: add another driver? Yes opens the dialog again, No goes back to the list',
      meta: { spec: ['quote-2.26'] },
      on: {
        'another.confirm': { target: 'editing', actions: 'forgetDriverIndex' },
        'another.cancel': { target: 'list' },
      },
    },
    submitted: { type: 'final', description: 'Continue: the parent goes on to the vehicles', output: ({ context }) => ({ kind: 'submitted' as const, drivers: context.drivers }) },
    wentBack: { type: 'final', description: 'Back: the parent goes back to the address step', output: { kind: 'back' as const } },
  },
  // The final state's output is the list's.
  output: ({ event }) => event.output as DriverListOutput,
});

export type DriverListMachine = typeof driverListMachine;
