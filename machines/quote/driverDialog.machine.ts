/**
 * The add/edit driver dialog of the quote form (quote-2.23, quote-4.7, quote-5.5, quote-5.12), a
 * machine of its own that the driver summary invokes. The dialog adds a driver (its address
 * prefilled from the main driver's) or edits one the visitor added; it ends with the driver, or
 * with nothing when cancelled.
 *
 * The fields: names, date of birth (three parts), gender, marital status, licence number and
 * type, the primary-driver flag, and for a driver that is not primary the relation to the main
 * driver (quote-9.7 codes) and the licence's issue date; then the address. Which of the fields
 * show is the form's (quote-4.7, `showsRelationAndIssueDate`); the chart judges what is saved: a
 * primary driver is 16 to 75 and keeps no relation or issue date (quote-5.12), another driver is
 * 15 to 75 (quote-5.5, both configurable) and has a relation.
 */
import { assign, setup } from 'xstate';
import type { DobValue } from '../../src/rules/fieldRules';
import { dobError, issueDateError, type AgeRange } from './driverDates.rules';
import { DEFAULT_PRIMARY_DRIVER_RELATION, isOfferedRelation, isValidAddress, isValidName } from './quote.rules';

/** quote-3.1: a driver's address as the form keeps it. */
export interface DriverAddress {
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * An additional driver of the quote (quote-3.2, the Driver of the form): names, date of birth,
 * gender and marital status (quote-9.7 codes, '' until answered), the licence, the role
 * (`primaryDriver`, the relation to the main driver, the issue date), the address, and whether the
 * visitor entered the driver (`isManualDriver`: only those may be edited or removed, quote-4.7).
 */
export interface QuoteDriver {
  firstName: string;
  lastName: string;
  dob: DobValue;
  /** quote-9.7: female 1, male 0. */
  gender: '' | '0' | '1';
  /** quote-9.7: single 1, married 0. */
  marital: '' | '0' | '1';
  license: string;
  /** quote-3.2: 6 (a U.S. licence) by default. */
  licenseType: string;
  primaryDriver: boolean;
  /** quote-9.7: spouse 1, child 2, parent 3, other 4 (5 anything else); 0 none (a primary driver). */
  primaryDriverRelation: number;
  /** The licence's issue date; every part '' when none. */
  issueDate: DobValue;
  address: DriverAddress;
  isManualDriver: boolean;
}

/** What the dialog's form sends: the driver without `isManualDriver` (the dialog's drivers are manual). */
export type DriverDialogValues = Omit<QuoteDriver, 'isManualDriver'>;

export interface DriverDialogInput {
  /** The driver to edit, or null to add one. */
  driver: QuoteDriver | null;
  /** The main driver's address: a new driver starts with it (quote-2.23). */
  primaryAddress: DriverAddress;
  /** quote-5.5: a primary driver's age limits, and another driver's. */
  primaryAge: AgeRange;
  additionalAge: AgeRange;
  /** The chart's clock (epoch ms): the age rules read it. */
  now: () => number;
}

export interface DriverDialogContext {
  editing: boolean;
  /** What the form starts with (the driver edited, or a new driver at the main driver's address). */
  initial: DriverDialogValues;
  primaryAge: AgeRange;
  additionalAge: AgeRange;
  now: () => number;
  /** The driver saved. */
  driver: QuoteDriver | null;
}

export type DriverDialogEvent = { type: 'driver.save'; values: DriverDialogValues } | { type: 'driver.cancel' };

export interface DriverDialogOutput {
  driver: QuoteDriver | null;
}

const EMPTY_DATE: DobValue = { month: '', day: '', year: '' };

/** A new driver at the main driver's address: nothing answered, a U.S. licence, not primary. */
export function newDriver(address: DriverAddress): DriverDialogValues {
  return {
    firstName: '',
    lastName: '',
    dob: EMPTY_DATE,
    gender: '',
    marital: '',
    license: '',
    licenseType: '6',
    primaryDriver: false,
    primaryDriverRelation: 0,
    issueDate: EMPTY_DATE,
    address,
  };
}

/** quote-5.5: the age limits of the driver's role (a primary driver's, or another driver's). */
export function driverAgeLimits(primaryDriver: boolean, limits: { primaryAge: AgeRange; additionalAge: AgeRange }): AgeRange {
  return primaryDriver ? limits.primaryAge : limits.additionalAge;
}

/**
 * The driver may be saved: names of 2+ characters, a date of birth inside its role's age limits
 * (quote-5.5), gender and marital status answered, an address of 5+ characters with a city, a
 * state and a 5-digit ZIP; a driver that is not primary has a relation (quote-9.7) and an issue
 * date that is none or a real date between the birth and today.
 */
export function isDriverComplete(v: DriverDialogValues, limits: { primaryAge: AgeRange; additionalAge: AgeRange }, now: Date): boolean {
  const a = v.address;
  const role = v.primaryDriver || (isOfferedRelation(v.primaryDriverRelation) && issueDateError(v.issueDate, v.dob, now) === null);
  return (
    isValidName(v.firstName) &&
    isValidName(v.lastName) &&
    dobError(v.dob, driverAgeLimits(v.primaryDriver, limits), now) === null &&
    v.gender !== '' &&
    v.marital !== '' &&
    isValidAddress(a.address) &&
    a.city.trim() !== '' &&
    /^[A-Za-z]{2}$/.test(a.state.trim()) &&
    /^\d{5}$/.test(a.zip) &&
    role
  );
}

/** The driver as saved: trimmed, a manual driver; a primary driver without relation or issue date (quote-5.12). */
export function savedDriver(v: DriverDialogValues): QuoteDriver {
  const trim = (s: string) => s.trim();
  return {
    ...v,
    firstName: trim(v.firstName),
    lastName: trim(v.lastName),
    license: trim(v.license),
    primaryDriverRelation: v.primaryDriver ? DEFAULT_PRIMARY_DRIVER_RELATION : v.primaryDriverRelation,
    issueDate: v.primaryDriver ? EMPTY_DATE : v.issueDate,
    address: { ...v.address, address: trim(v.address.address), address2: trim(v.address.address2), city: trim(v.address.city), state: trim(v.address.state).toUpperCase() },
    isManualDriver: true,
  };
}

export const driverDialogMachine = setup({
  types: {
    context: {} as DriverDialogContext,
    events: {} as DriverDialogEvent,
    input: {} as DriverDialogInput,
    output: {} as DriverDialogOutput,
  },
  actions: {
    save: assign((_, p: { values: DriverDialogValues }) => ({ driver: savedDriver(p.values) })),
  },
  guards: {
    canSave: ({ context }, p: { values: DriverDialogValues }) => isDriverComplete(p.values, context, new Date(context.now())),
  },
}).createMachine({
  id: 'driverDialog',
  description: 'The add/edit driver dialog: names, date of birth, gender, marital status, licence, role, address',
  context: ({ input }) => {
    const { isManualDriver: _manual, ...driver } = input.driver ?? { ...newDriver(input.primaryAddress), isManualDriver: true };
    return {
      editing: input.driver !== null,
      initial: driver,
      primaryAge: input.primaryAge,
      additionalAge: input.additionalAge,
      now: input.now,
      driver: null,
    };
  },
  initial: 'editing',
  output: ({ context }) => ({ driver: context.driver }),
  states: {
    editing: {
      description: 'Typing the driver: the relation and issue date shown unless the driver is primary (quote-4.7)',
      meta: { spec: ['quote-2.23', 'quote-4.7', 'quote-5.5', 'quote-5.12'] },
      on: {
        'driver.save': {
          guard: { type: 'canSave', params: ({ event }) => ({ values: event.values }) },
          target: 'saved',
          actions: { type: 'save', params: ({ event }) => ({ values: event.values }) },
        },
        'driver.cancel': { target: 'cancelled' },
      },
    },
    saved: { description: 'Saved: the dialog closes with the driver', type: 'final' },
    cancelled: { description: 'Cancelled: the dialog closes with nothing', type: 'final' },
  },
});

export type DriverDialogMachine = typeof driverDialogMachine;
