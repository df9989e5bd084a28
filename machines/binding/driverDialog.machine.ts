/**
 * The add/edit driver dialog of online binding and the payment page (portal-2.11, portal-5.12,
 * portal-5.14): a child chart of the drivers' list. It holds the driver being added or edited;
 * the form (its field rules: name patterns, MM/DD/YYYY, relation not 0, the gender and marital
 * radios) hands it the values, and the chart keeps them only when the driver's rules pass
 * (./drivers.rules.ts `additionalDriverProblems`: the fields the carrier shows and requires; a
 * hidden field cleared). The primary driver's dialog changes only its limited fields. Save ends the
 * dialog with the driver, Cancel with none.
 */
import { assign, setup } from 'xstate';
import { additionalDriverProblems, clearHiddenFields, driverPermissions, PRIMARY_EDITABLE_FIELDS, type BindingDriver, type DriverRuleContext } from './drivers.rules';

export interface DriverDialogInput extends DriverRuleContext {
  /** The driver edited, or the new driver's blank (./drivers.rules.ts `newAdditionalDriver`). */
  driver: BindingDriver;
  /** Adding (a new driver) or editing one of the list. */
  adding: boolean;
}

export interface DriverDialogContext extends DriverDialogInput {
  /** A save was refused: the view shows each field's problem. */
  refused: boolean;
}

export interface DriverDialogOutput {
  driver: BindingDriver | null;
}

export type DriverDialogEvent = { type: 'dialog.save'; driver: BindingDriver } | { type: 'dialog.cancel' };

const NAME = /^[A-Za-z][A-Za-z' .-]{0,49}$/;

/** The driver a save would keep: the primary's limited fields over the driver it was, any other driver as given; hidden fields cleared. */
export function savedDriver(context: Pick<DriverDialogContext, 'driver' | 'config'>, given: BindingDriver): BindingDriver {
  const base = context.driver;
  if (driverPermissions(base).edit === 'limited') {
    const changed = Object.fromEntries(PRIMARY_EDITABLE_FIELDS.map((f) => [f, given[f]]));
    return { ...base, ...changed };
  }
  return clearHiddenFields({ ...given, key: base.key, primaryDriver: false, isManualDriver: true }, context.config);
}

export const driverDialogMachine = setup({
  types: {
    context: {} as DriverDialogContext,
    events: {} as DriverDialogEvent,
    input: {} as DriverDialogInput,
    output: {} as DriverDialogOutput,
  },
  guards: {
    /** portal-5.12, portal-5.10: the names given, the date whole, and the driver's rules pass (the primary's own rules are the driver step's). */
    acceptable: ({ context }, p: { driver: BindingDriver }) => {
      const d = savedDriver(context, p.driver);
      if (d.primaryDriver) return d.gender !== null && d.marital !== null;
      return NAME.test(d.firstName.trim()) && NAME.test(d.lastName.trim()) && /^\d{4}-\d{2}-\d{2}$/.test(d.dob) && Object.keys(additionalDriverProblems(d, context)).length === 0;
    },
  },
  actions: {
    keep: assign(({ context }, p: { driver: BindingDriver }) => ({ driver: savedDriver(context, p.driver), refused: false })),
    refuse: assign({ refused: true }),
  },
}).createMachine({
  id: 'bindingDriverDialog',
  description: 'The add/edit driver dialog: the driver kept only when its rules pass',
  context: ({ input }) => ({ ...input, driver: { ...input.driver }, refused: false }),
  initial: 'open',
  states: {
    open: {
      description: "The driver's fields, as the carrier shows them; after a refused save, each problem",
      meta: { spec: ['portal-5.12', 'portal-5.10', 'portal-4.22'] },
      on: {
        'dialog.save': [
          { guard: { type: 'acceptable', params: ({ event }) => ({ driver: event.driver }) }, target: 'saved', actions: { type: 'keep', params: ({ event }) => ({ driver: event.driver }) } },
          { actions: 'refuse' },
        ],
        'dialog.cancel': { target: 'cancelled' },
      },
    },
    saved: { type: 'final', description: 'Saved: the driver goes to the list', output: ({ context }) => ({ driver: context.driver }) },
    cancelled: { type: 'final', description: 'Cancelled: the list is as it was', output: { driver: null } },
  },
  output: ({ event }) => event.output as DriverDialogOutput,
});

export type DriverDialogMachine = typeof driverDialogMachine;
