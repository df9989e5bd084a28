/**
 * Pure rules of the payment and e-sign page's driver step (./details.machine.ts; decision 53): the
 * quote's data read back (the earlier prepare request, portal-3.15 to portal-3.17) turned into
 * online binding's drivers, cars, customer identity and answers (the shapes binding's charts take),
 * and the customer's drivers, cars and answers turned back into the re-rating's request (portal-7.25):
 * what the page does not edit (a driver's record, a car's coverages, the quote) is sent on as the
 * earlier request had it; a car's mileage too, unless the vehicle stage's dialog kept new values for it
 * (the carrier's calculated mileage, portal-3.17). Each is tested in details.rules.test.ts.
 */
import type { PrepareDriver, PrepareRequest, PrepareVehicle, PriorRequest } from '../../services/esign';
import type { Region } from '../../services/http';
import { BINDING_RELATIONS, bindingRelationOf, DRIVER_STATUSES } from '../kit/codeTables';
import { regionOf } from '../binding/binding.rules';
import type { BindingCar, DriverIdentity } from '../binding/driverCheck.machine';
import { isExcludedDriver, withoutDuplicateDrivers, type BindingDriver } from '../binding/drivers.rules';
import { mileageComplete, type MileageValues } from './mileage.rules';

/** The re-rating's polls when the page sets none: every 3 s, at most 20 (a minute). */
export const RATING_POLL_DEFAULTS = { intervalMs: 3000, maxPolls: 20 } as const;

/**
 * A car of the page: binding's, and for a car of the quote the place of its car in the earlier
 * request (`prior`), so that its coverages and mileage go on with it. Binding's charts keep a car's
 * other fields when they change its VIN, year, make or model; a car added here has none.
 */
export interface EsignCar extends BindingCar {
  prior?: number;
}

/** The key of the earlier request's n-th driver (a driver added here is `added-<n>`, binding's). */
export const priorKey = (index: number) => `prior-${index}`;
const PRIOR_KEY = /^prior-(\d+)$/;

/** A binding code (0 or 1) from a code the API may write as a number or a numeric text. */
function code01(v: number | string | null | undefined): 0 | 1 | null {
  const n = Number(String(v ?? '').trim());
  return String(v ?? '').trim() !== '' && (n === 0 || n === 1) ? n : null;
}

function driverStatusOf(v: number | string | null | undefined, excluded: boolean): 0 | 1 | 2 {
  const n = Number(String(v ?? '').trim());
  if (String(v ?? '').trim() !== '' && (n === 1 || n === 2)) return n;
  return excluded ? DRIVER_STATUSES.excludedAllOther : DRIVER_STATUSES.insured;
}

function residenceOf(v: number | string | null | undefined): number | null {
  const text = String(v ?? '').trim();
  return /^[0-5]$/.test(text) ? Number(text) : null;
}

/**
 * portal-3.16, portal-5.13, portal-5.14: the earlier request's drivers as binding's charts hold them:
 * the primary first (the one marked primary, else the first), duplicates dropped; a driver added by
 * hand on the quote stays the customer's to edit and remove, the others are read-only.
 */
export function driversOfPrior(prior: Pick<PriorRequest, 'drivers'>): BindingDriver[] {
  const primaryIndex = Math.max(0, prior.drivers.findIndex((d) => d.primaryDriver));
  const drivers = prior.drivers.map((d, i): BindingDriver => {
    const primary = i === primaryIndex;
    return {
      key: priorKey(i),
      firstName: d.firstName.trim(),
      lastName: d.lastName.trim(),
      dob: d.dob,
      gender: code01(d.gender),
      marital: code01(d.marital),
      relation: primary ? BINDING_RELATIONS.none : BINDING_RELATIONS[bindingRelationOf(d.relation)],
      primaryDriver: primary,
      isExcluded: d.isExcluded,
      driverstatus: driverStatusOf(d.driverstatus, d.isExcluded),
      residencestatus: residenceOf(d.residencestatus),
      license: d.license?.trim() ?? '',
      isManualDriver: !primary && d.isManualDriver === true,
    };
  });
  const primary = drivers[primaryIndex]!;
  return withoutDuplicateDrivers([primary, ...drivers.filter((_, i) => i !== primaryIndex)]);
}

/** portal-3.17: the earlier request's cars as the driver check reads them (a car without a VIN: '' for the customer to type). */
export function carsOfPrior(prior: Pick<PriorRequest, 'vehicles'>): EsignCar[] {
  return prior.vehicles.map((v, i) => ({
    vin: v.vin?.trim().toUpperCase() ?? '',
    year: Number(v.year),
    maker: (v.maker ?? v.make ?? '').trim(),
    model: v.model.trim(),
    prior: i,
  }));
}

/** Who the customer is (the primary driver at the customer's address), for California's lookup by name and address (portal-5.9). */
export function identityOfPrior(prior: Pick<PriorRequest, 'drivers' | 'customer'>): DriverIdentity {
  const primary = driversOfPrior(prior)[0]!;
  const a = prior.customer.address;
  return { firstName: primary.firstName, lastName: primary.lastName, address: a.address, city: a.city, state: a.state.toUpperCase(), zipCode: a.zipCode };
}

/** The answers the earlier request gave, by question code (the questions start from them). */
export function answersOfPrior(prior: Pick<PriorRequest, 'questionAnswers'>): Record<string, string> {
  return Object.fromEntries((prior.questionAnswers ?? []).map((a) => [a.questionCd, a.answer]));
}

/** Spec 002 §1: the customer's endpoint (California's for a CA address). */
export function regionOfPrior(prior: Pick<PriorRequest, 'customer'>): Region {
  return regionOf(prior.customer.address.state);
}

/** portal-9.16, portal-7.25: the prepare's `afee`: the page's agency fee, else the earlier request's, else none. */
export function afeeOf(pageFee: number | null, prior: Pick<PriorRequest, 'afee'>): number {
  return pageFee ?? prior.afee ?? 0;
}

/** portal-3.16: a driver as the prepare sends it; what the page does not edit goes on as the earlier request had it. */
export function prepareDriverOf(d: BindingDriver, prior: Pick<PriorRequest, 'drivers'>): PrepareDriver {
  const index = PRIOR_KEY.exec(d.key)?.[1];
  const before = index === undefined ? undefined : prior.drivers[Number(index)];
  const { age, sex, driverLicenseStatusCdFormatted, ...kept } = before ?? {};
  const license = d.license.trim();
  return {
    ...kept,
    // What was worked out of a field the customer changed is left for the rating to work out again.
    ...(before && before.dob === d.dob && age !== undefined ? { age } : {}),
    ...(before && code01(before.gender) === d.gender && sex !== undefined ? { sex } : {}),
    ...(before && (before.license?.trim() ?? '') === license && driverLicenseStatusCdFormatted !== undefined ? { driverLicenseStatusCdFormatted } : {}),
    firstName: d.firstName,
    lastName: d.lastName,
    dob: d.dob,
    gender: d.gender,
    marital: d.marital,
    relation: d.relation,
    primaryDriver: d.primaryDriver,
    isExcluded: isExcludedDriver(d),
    driverstatus: d.driverstatus,
    residencestatus: d.residencestatus,
    license: license === '' ? null : license,
    isManualDriver: d.isManualDriver,
  };
}

/** portal-3.17: a car as the prepare sends it; a car of the quote keeps its coverages and mileage. */
export function prepareVehicleOf(car: EsignCar, prior: Pick<PriorRequest, 'vehicles'>): PrepareVehicle {
  const before = car.prior === undefined ? undefined : prior.vehicles[car.prior];
  return {
    ...before,
    vin: car.vin,
    year: car.year ?? before?.year ?? 0,
    maker: car.maker,
    ...(before?.make != null ? { make: car.maker } : {}),
    model: car.model,
  };
}

/**
 * The mileage the vehicle stage's dialog kept, by car (`mileageKeyOf`): the car's fields of
 * portal-3.17 (odometerReading, selectedAnnualMileage, commutingVehicle, commutingDays, commutingAddress).
 */
export type KeptMileage = Readonly<Record<string, MileageValues>>;

/**
 * The key a car's kept mileage is filed under, stable while the customer moves between the sections:
 * a car of the quote by its place in the earlier request (its VIN may be corrected), a car added here
 * by its VIN (a car whose VIN changes is another car: its mileage is asked again).
 */
export function mileageKeyOf(car: EsignCar): string {
  return car.prior === undefined ? `vin-${car.vin.trim().toUpperCase()}` : `prior-${car.prior}`;
}

/** portal-3.17: a car as the rating prepare takes it, with the mileage kept for it over the earlier request's. */
export function vehicleWithMileage(car: EsignCar, prior: Pick<PriorRequest, 'vehicles'>, kept: KeptMileage = {}): PrepareVehicle {
  return { ...prepareVehicleOf(car, prior), ...kept[mileageKeyOf(car)] };
}

/** What the vehicle stage lists: each car as the prepare takes it (its mileage kept), and whether its mileage is complete. */
export function vehicleMileageList(cars: readonly EsignCar[], prior: Pick<PriorRequest, 'vehicles'>, kept: KeptMileage): Array<{ key: string; vehicle: PrepareVehicle; complete: boolean }> {
  return cars.map((car) => {
    const vehicle = vehicleWithMileage(car, prior, kept);
    return { key: mileageKeyOf(car), vehicle, complete: mileageComplete(vehicle) };
  });
}

/** portal-3.17: with calculated mileage, the rating may be asked for once every car's mileage is complete (./mileage.rules.ts `mileageComplete`). */
export function everyMileageComplete(cars: readonly EsignCar[], prior: Pick<PriorRequest, 'vehicles'>, kept: KeptMileage): boolean {
  return vehicleMileageList(cars, prior, kept).every((c) => c.complete);
}

/** What the re-rating needs of the driver step. */
export interface RatingParts {
  prior: PriorRequest;
  drivers: readonly BindingDriver[];
  cars: readonly EsignCar[];
  answers: ReadonlyArray<{ questionCd: string; answer: string }>;
  agencyFee: number | null;
  /** The mileage the vehicle stage kept (none: the earlier request's, as it was). */
  mileage?: KeptMileage;
}

/** portal-7.25: the re-rating's request (requestStep 2 is the service's): customer, drivers, vehicles (each with its kept mileage), quote, afee, the answers. */
export function prepareRequestOf(p: RatingParts): Omit<PrepareRequest, 'requestStep'> {
  return {
    customer: p.prior.customer,
    drivers: p.drivers.map((d) => prepareDriverOf(d, p.prior)),
    vehicles: p.cars.map((c) => vehicleWithMileage(c, p.prior, p.mileage)),
    quote: p.prior.quote,
    afee: afeeOf(p.agencyFee, p.prior),
    questionAnswers: p.answers.map((a) => ({ questionCd: a.questionCd, answer: a.answer })),
  };
}
