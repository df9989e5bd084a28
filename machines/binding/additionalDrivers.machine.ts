/**
 * The additional drivers of online binding (section3) and the payment page (portal-2.11,
 * portal-4.19, portal-5.10, portal-5.11, portal-5.13, portal-5.14): a child chart. The drivers'
 * cards with add, edit and remove, on the kit's list editor (machines/kit/listEditor.ts) and the
 * driver dialog (./driverDialog.machine.ts): only manual drivers are edited and removed, found
 * drivers are read-only, the primary is never removed and is edited in part. Duplicates (first
 * name, last name, date of birth) are dropped from the list the chart starts with and ends with.
 *
 * Next runs the additional-driver validation (portal-4.19): every driver's rules pass; then each
 * insured driver's licence is looked up by licence and date of birth and the returned first name
 * must be the driver's (not in California, whose lookup is by name and address); then, where the
 * carrier enables it, the marital checks of the whole list. Any problem keeps the customer on the
 * list with it shown; all passing, the chart ends with the drivers. Back ends it without a check.
 *
 * Below the drivers' cards, the policy's cars are a child chart of their own (./vehicles.machine.ts),
 * invoked for as long as this chart runs; it tells this chart each new list (`vehicles.changed`),
 * and the section ends with the drivers and the cars (portal-2.11).
 */
import { assign, not, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { isEditableItem, listEditor } from '../kit/listEditor';
import type { Region } from '../../services/http';
import type { CarrierConfig } from './carrierConfig.rules';
import { searchCalls, type BindingCar } from './driverCheck.machine';
import { driverDialogMachine, type DriverDialogOutput } from './driverDialog.machine';
import { vehiclesMachine, type VehiclesParentEvent } from './vehicles.machine';
import {
  additionalDriverProblems,
  driverPermissions,
  isExcludedDriver,
  licenceNameMatches,
  maritalOk,
  maritalProblems,
  newAdditionalDriver,
  withoutDuplicateDrivers,
  type BindingDriver,
  type DriverField,
  type DriverProblem,
  type DriverRuleContext,
  type MaritalProblems,
} from './drivers.rules';

export interface AdditionalDriversInput extends DriverRuleContext {
  region: Region;
  /** The customer's state: California's drivers are not looked up again by licence. */
  state: string;
  /** The primary driver first, then the others. */
  drivers: BindingDriver[];
  config: CarrierConfig;
  /** portal-2.12: drivers may be added (the page's configuration can turn the add button off). */
  canAdd: boolean;
  /** The policy's cars (./vehicles.machine.ts lists them below the drivers). */
  cars: BindingCar[];
  /** portal-2.12: cars may be added (the page's configuration can turn that button off too). */
  canAddVehicles: boolean;
}

/** What Next found: drivers whose rules fail, whose licence names someone else, or the list's marital problems. */
export type DriversCheck = { kind: 'rules' } | { kind: 'licence'; keys: string[] } | { kind: 'marital'; problems: MaritalProblems } | { kind: 'failed' } | null;

export interface AdditionalDriversContext extends AdditionalDriversInput {
  driverIndex: number | null;
  /** The last Next's finding, shown on the list until the next change. */
  check: DriversCheck;
  /** Keys for the drivers added here. */
  nextKey: number;
}

export type AdditionalDriversOutput = { kind: 'submitted'; drivers: BindingDriver[]; cars: BindingCar[] } | { kind: 'back' };

export type AdditionalDriversEvent =
  | { type: 'driver.add' }
  | { type: 'driver.edit'; index: number }
  | { type: 'driver.remove'; index: number }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'drivers.submit' }
  | { type: 'drivers.retry' }
  | { type: 'step.back' }
  | VehiclesParentEvent;

/**
 * portal-5.10, portal-5.14: what Next finds wrong with a driver of the list. The primary's own
 * rules are the driver step's. A found driver (read-only) is judged on what the quote gave it (its
 * relation, gender, marital status, licence, date of birth), not on the residence status the quote
 * never asks: the customer could not mend it, and Next would stay closed for good.
 */
export function listDriverProblems(d: BindingDriver, ctx: DriverRuleContext): Partial<Record<DriverField, DriverProblem>> {
  if (d.primaryDriver) return {};
  const problems = additionalDriverProblems(d, ctx);
  if (driverPermissions(d).edit === 'none') delete problems.residencestatus;
  return problems;
}

/** Each insured additional driver looked up by licence: the first name the lookup returned (null: none found). */
type LicenceAnswers = Array<{ key: string; firstName: string | null }>;

/** The drivers whose licence is looked up (portal-5.10): insured, not the primary (checked by the driver step), outside California. */
export function driversToLookUp(context: Pick<AdditionalDriversContext, 'drivers' | 'state'>): BindingDriver[] {
  if (context.state.trim().toUpperCase() === 'CA') return [];
  return context.drivers.filter((d) => !d.primaryDriver && !isExcludedDriver(d) && d.isManualDriver);
}

/** portal-5.10: the drivers whose licence found no one, or someone of another first name. */
export function mismatchedLicences(context: Pick<AdditionalDriversContext, 'drivers' | 'state'>, answers: LicenceAnswers): string[] {
  return answers.filter((a) => a.firstName === null || !licenceNameMatches(context.drivers.find((d) => d.key === a.key)?.firstName ?? '', a.firstName, context.state)).map((a) => a.key);
}

/** portal-5.11: the marital checks pass, or the carrier does not ask them. */
function maritalPass(context: Pick<AdditionalDriversContext, 'drivers' | 'config'>): boolean {
  return !context.config.enablemaritalvalidation || maritalOk(maritalProblems(context.drivers));
}

const dialogAnswer = ({ event }: { event: { output: DriverDialogOutput } }) => ({ output: event.output });

export const additionalDriversMachine = setup({
  types: {
    context: {} as AdditionalDriversContext,
    events: {} as AdditionalDriversEvent,
    input: {} as AdditionalDriversInput,
    output: {} as AdditionalDriversOutput,
    tags: {} as 'busy',
  },
  actors: {
    driverDialog: driverDialogMachine,
    vehicles: vehiclesMachine,
    licences: fromCall<LicenceAnswers, { region: Region; drivers: BindingDriver[] }>(({ input, signal }) =>
      Promise.all(
        input.drivers.map(async (d) => {
          const { searchDriverByLicense } = await searchCalls();
          const answer = await searchDriverByLicense({ licenseNumber: d.license, dob: d.dob, fetchAddress: false }, { region: input.region, signal });
          return { key: d.key, firstName: answer.drivers[0]?.firstName ?? null };
        }),
      ),
    ),
  },
  guards: {
    /** portal-5.14: edit a manual driver or the primary (in part); remove a manual driver only. */
    mayChange: ({ context, event }, p: { index: number }) =>
      isEditableItem(context.drivers, p.index, (d) => (event.type === 'driver.remove' ? !driverPermissions(d).remove : driverPermissions(d).edit === 'none')),
    driverSaved: (_, p: { output: DriverDialogOutput }) => p.output.driver !== null,
    /** portal-2.12: the page lets the customer add drivers. */
    mayAdd: ({ context }) => context.canAdd,
    /** portal-5.10: every additional driver's rules pass (listDriverProblems). */
    rulesPass: ({ context }) => context.drivers.every((d) => Object.keys(listDriverProblems(d, context)).length === 0),
    hasLookups: ({ context }) => driversToLookUp(context).length > 0,
    /** portal-5.10: each looked-up licence returned a driver of the same first name. */
    licencesMatch: ({ context }, p: { answers: LicenceAnswers }) => mismatchedLicences(context, p.answers).length === 0,
    /** portal-5.11: the marital checks pass, or the carrier does not ask them. */
    maritalPasses: ({ context }) => maritalPass(context),
    licencesAndMaritalPass: ({ context }, p: { answers: LicenceAnswers }) => mismatchedLicences(context, p.answers).length === 0 && maritalPass(context),
  },
  actions: {
    pickDriver: assign((_, p: { index: number }) => ({ driverIndex: p.index })),
    forgetDriverIndex: assign({ driverIndex: null }),
    putDriver: assign(({ context }, p: { output: DriverDialogOutput }) => {
      const driver = p.output.driver;
      if (!driver) return { driverIndex: null };
      const drivers = context.driverIndex === null ? [...context.drivers, driver] : context.drivers.map((d, i) => (i === context.driverIndex ? driver : d));
      return { drivers: withoutDuplicateDrivers(drivers), driverIndex: null, nextKey: context.nextKey + 1 };
    }),
    removeDriver: assign(({ context }) => ({ drivers: context.drivers.filter((_, i) => i !== context.driverIndex), driverIndex: null })),
    clearCheck: assign({ check: null }),
    rulesFail: assign({ check: { kind: 'rules' } }),
    licencesFail: assign(({ context }, p: { answers: LicenceAnswers }) => ({ check: { kind: 'licence' as const, keys: mismatchedLicences(context, p.answers) } })),
    maritalFails: assign(({ context }) => ({ check: { kind: 'marital' as const, problems: maritalProblems(context.drivers) } })),
    lookupFailed: assign({ check: { kind: 'failed' } }),
    /** The vehicles' chart changed the list of cars. */
    keepCars: assign((_, p: { cars: BindingCar[] }) => ({ cars: p.cars })),
  },
}).createMachine({
  id: 'additionalDrivers',
  description: 'The additional drivers: cards with add, edit and remove; Next checks them all',
  context: ({ input }) => ({ ...input, drivers: withoutDuplicateDrivers(input.drivers), driverIndex: null, check: null, nextKey: 1 }),
  // The policy's cars, below the drivers' cards, for as long as the section shows.
  invoke: {
    id: 'vehicles',
    src: 'vehicles',
    input: ({ context }) => ({ cars: context.cars, canAdd: context.canAddVehicles, now: context.now }),
  },
  on: { 'vehicles.changed': { actions: { type: 'keepCars', params: ({ event }) => ({ cars: event.cars }) } } },
  initial: 'list',
  states: {
    ...listEditor({
      events: { add: 'driver.add', edit: 'driver.edit', remove: 'driver.remove' },
      editable: 'mayChange',
      list: {
        description: "The drivers' cards; after a Next that failed, what it found",
        meta: { spec: ['portal-2.11', 'portal-5.14'] },
        on: {
          // portal-2.12: add only where the page allows it (the list editor's add, guarded).
          'driver.add': { guard: 'mayAdd', target: 'editing', actions: 'forgetDriverIndex' },
          // portal-4.19: Next runs the additional-driver validation: the rules, the licences, the marital checks.
          'drivers.submit': [
            { guard: not('rulesPass'), actions: 'rulesFail' },
            { guard: 'hasLookups', target: 'lookingUp', actions: 'clearCheck' },
            { guard: 'maritalPasses', target: 'submitted' },
            { actions: 'maritalFails' },
          ],
          'step.back': { target: 'wentBack' },
        },
      },
      dialog: {
        description: 'The add/edit driver dialog (its own chart)',
        meta: { spec: ['portal-5.12'] },
        id: 'driverDialog',
        src: 'driverDialog',
        input: ({ context }: { context: AdditionalDriversContext }) => ({
          driver: context.driverIndex === null ? newAdditionalDriver(`added-${context.nextKey}`) : context.drivers[context.driverIndex]!,
          adding: context.driverIndex === null,
          config: context.config,
          limits: context.limits,
          now: context.now,
        }),
        answer: dialogAnswer,
        saved: 'driverSaved',
      },
      removal: { description: 'Remove {first} {last} ? Yes or No', meta: { spec: ['portal-2.11'] } },
      actions: { pick: 'pickDriver', forget: 'forgetDriverIndex', put: 'putDriver', remove: 'removeDriver', changed: ['clearCheck'] },
    }),
    lookingUp: {
      description: "Each insured driver's licence looked up: the returned first name must be the driver's",
      tags: ['busy'],
      meta: { spec: ['portal-5.10', 'portal-7.20'] },
      invoke: {
        id: 'licences',
        src: 'licences',
        input: ({ context }) => ({ region: context.region, drivers: driversToLookUp(context) }),
        onDone: [
          { guard: { type: 'licencesAndMaritalPass', params: ({ event }) => ({ answers: event.output }) }, target: 'submitted' },
          { guard: { type: 'licencesMatch', params: ({ event }) => ({ answers: event.output }) }, target: 'list', actions: 'maritalFails' },
          { target: 'list', actions: { type: 'licencesFail', params: ({ event }) => ({ answers: event.output }) } },
        ],
        onError: { target: 'list', actions: 'lookupFailed' },
      },
    },
    submitted: { type: 'final', description: 'Next: the drivers and the cars go on', output: ({ context }) => ({ kind: 'submitted' as const, drivers: withoutDuplicateDrivers(context.drivers), cars: context.cars }) },
    wentBack: { type: 'final', description: 'Back, without a check', output: { kind: 'back' as const } },
  },
  output: ({ event }) => event.output as AdditionalDriversOutput,
});

export type AdditionalDriversMachine = typeof additionalDriversMachine;
