/**
 * The vehicle mileage dialog's rules (portal-2.16, portal-3.17, portal-8.8; ./mileage.machine.ts):
 * which vehicle fields it edits, what it starts from, and what a save must hold.
 *
 * portal-3.17: with calculated mileage enabled, a vehicle of the payment page also has
 * odometerReading, commutingVehicle, commutingDays, commutingAddress (address, city, state,
 * zipCode) and selectedAnnualMileage: the names of the rating prepare's vehicle
 * (services/esign.ts `prepareVehicleSchema`), so the dialog's values go there as they are.
 *
 * The specification gives the fields, the default annual mileage (10000, spec §9) and the message
 * "mileage address required" (portal-8.8), not the limits. Chosen here, and why:
 *
 * | field                 | rule                                                                 |
 * | --------------------- | -------------------------------------------------------------------- |
 * | odometerReading       | required; a whole number of miles, 0 to 999,999 (six-digit odometers roll over after 999,999) |
 * | selectedAnnualMileage | required (10000 when the vehicle has none); whole miles, 0 to 100,000 (0: a car kept in storage; over 100,000 a year is 270 miles every day, no private car) |
 * | commutingVehicle      | required: yes or no (a vehicle with none asks)                       |
 * | commutingDays         | when commuting: required, whole days a week, 1 to 7                  |
 * | commutingAddress      | when commuting: required (the address picked from the suggestions: "mileage address required") |
 *
 * Not commuting, the days and the address are sent as null, whatever was typed.
 */
import type { FoundAddress } from '../../services/addressSuggest';

/** A commute address: the rating prepare's `commutingAddress` (portal-3.17). */
export type CommuteAddress = FoundAddress;

/** Spec §9: "Mileage default 10000". */
export const DEFAULT_ANNUAL_MILEAGE = 10_000;

export const MILEAGE_LIMITS = {
  odometerReading: { min: 0, max: 999_999 },
  selectedAnnualMileage: { min: 0, max: 100_000 },
  commutingDays: { min: 1, max: 7 },
} as const;

/**
 * The vehicle as the payment page holds it (the rating prepare's vehicle, portal-3.17): its name
 * for the dialog's title and its mileage values, any of them absent.
 */
export interface MileageVehicle {
  vin: string;
  year: number | string;
  make?: string | null | undefined;
  maker?: string | null | undefined;
  model: string;
  odometerReading?: number | null | undefined;
  selectedAnnualMileage?: number | null | undefined;
  commutingVehicle?: boolean | null | undefined;
  commutingDays?: number | null | undefined;
  commutingAddress?: CommuteAddress | null | undefined;
}

/** What the form gives the chart (the address is the chart's own: picked from the suggestions). */
export interface MileageForm {
  odometerReading: number | null;
  selectedAnnualMileage: number | null;
  commutingVehicle: boolean | null;
  commutingDays: number | null;
}

/** What a save keeps: the vehicle's mileage fields, each set (days and address null when not commuting). */
export interface MileageValues {
  odometerReading: number;
  selectedAnnualMileage: number;
  commutingVehicle: boolean;
  commutingDays: number | null;
  commutingAddress: CommuteAddress | null;
}

export type MileageField = keyof MileageValues;
/** `required`: nothing given; `invalid`: not a whole number within its limits. */
export type MileageProblem = 'required' | 'invalid';
export type MileageProblems = Partial<Record<MileageField, MileageProblem>>;

/** The vehicle's name for the dialog's title: "2019 Toyota Camry". */
export function vehicleTitle(v: Pick<MileageVehicle, 'year' | 'make' | 'maker' | 'model'>): string {
  return [String(v.year), v.make ?? v.maker ?? '', v.model].map((part) => part.trim()).filter(Boolean).join(' ');
}

/** What the form starts from: the vehicle's values, the annual mileage 10000 when it has none. */
export function mileageFormOf(v: MileageVehicle): MileageForm {
  return {
    odometerReading: v.odometerReading ?? null,
    selectedAnnualMileage: v.selectedAnnualMileage ?? DEFAULT_ANNUAL_MILEAGE,
    commutingVehicle: v.commutingVehicle ?? null,
    commutingDays: v.commutingDays ?? null,
  };
}

function judge(value: number | null, limits: { min: number; max: number }): MileageProblem | null {
  if (value === null) return 'required';
  return Number.isInteger(value) && value >= limits.min && value <= limits.max ? null : 'invalid';
}

/** What is wrong with a save, by field (none: it may be kept). */
export function mileageProblems(form: MileageForm, address: CommuteAddress | null): MileageProblems {
  const problems: MileageProblems = {};
  const odometer = judge(form.odometerReading, MILEAGE_LIMITS.odometerReading);
  if (odometer) problems.odometerReading = odometer;
  const annual = judge(form.selectedAnnualMileage, MILEAGE_LIMITS.selectedAnnualMileage);
  if (annual) problems.selectedAnnualMileage = annual;
  if (form.commutingVehicle === null) problems.commutingVehicle = 'required';
  if (form.commutingVehicle === true) {
    const days = judge(form.commutingDays, MILEAGE_LIMITS.commutingDays);
    if (days) problems.commutingDays = days;
    // portal-8.8: "mileage address required".
    if (address === null) problems.commutingAddress = 'required';
  }
  return problems;
}

/**
 * portal-3.17: whether a vehicle's mileage, as the page holds it (the earlier request's values and any
 * the dialog kept), passes the dialog's rules with nothing filled in for it: every field given (the
 * annual mileage too: its default of 10000 is the dialog's starting value, not an answer), and when
 * commuting its days and address. With calculated mileage, the driver stage's Next needs it of
 * every car (./details.machine.ts).
 */
export function mileageComplete(v: MileageVehicle): boolean {
  const form: MileageForm = {
    odometerReading: v.odometerReading ?? null,
    selectedAnnualMileage: v.selectedAnnualMileage ?? null,
    commutingVehicle: v.commutingVehicle ?? null,
    commutingDays: v.commutingDays ?? null,
  };
  return Object.keys(mileageProblems(form, v.commutingAddress ?? null)).length === 0;
}

/** The values a save keeps (call it where mileageProblems found none). */
export function savedMileage(form: MileageForm, address: CommuteAddress | null): MileageValues {
  const commuting = form.commutingVehicle === true;
  return {
    odometerReading: form.odometerReading ?? 0,
    selectedAnnualMileage: form.selectedAnnualMileage ?? DEFAULT_ANNUAL_MILEAGE,
    commutingVehicle: commuting,
    commutingDays: commuting ? form.commutingDays : null,
    commutingAddress: commuting ? address : null,
  };
}
