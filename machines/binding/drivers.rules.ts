/**
 * The driver rules of online binding and the payment and e-sign page, written once for both
 * (portal-4.22, portal-5.10, portal-5.11, portal-5.13, portal-5.14): which fields an additional
 * driver shows and must fill, the marital checks of the whole list, duplicates, and who may be
 * edited or removed. Pure functions of the drivers and the carrier's configuration
 * (./carrierConfig.rules.ts); the charts guard with them and the views read them.
 *
 * Readings where the specification is ambiguous (decision 51, docs/decisions/0051-binding-driver-readings.md):
 * - "Gender and marital are required when a driver is excluded or when all fields are enabled"
 *   and "with 'all fields for excluded' off, the detail row also hides" meet in one rule: gender
 *   and marital are required wherever their row shows (an insured driver always, as the driver
 *   modal's radios are; an excluded driver only with 'all fields for excluded' on).
 * - The marital checks: at most one spouse, a spouse married and only beside a married primary
 *   ("invalid spouse"); a married primary needs a spouse among the others ("invalid marital");
 *   the drivers marked married are an even count ("odd marital": couples come in pairs).
 */
import { isAcceptableDob } from '../../src/rules/fieldRules';
import { BINDING_RELATIONS, DRIVER_STATUSES, isExcludedStatus, MARITAL_CODES, type BindingRelationCode } from '../kit/codeTables';
import type { CarrierConfig } from './carrierConfig.rules';

/** A driver of the binding and payment flows (spec 002 §3 "Driver (payment page)"), as the forms hold it. */
export interface BindingDriver {
  /** Stable within the page (the list's key). */
  key: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or '' while not given. */
  dob: string;
  /** portal-3.9: 0 male, 1 female; null while not chosen. */
  gender: 0 | 1 | null;
  /** portal-3.10: 1 single, 0 married; null while not chosen. */
  marital: 0 | 1 | null;
  /** portal-3.12: 0 none (not chosen). The primary driver's is 0. */
  relation: BindingRelationCode;
  primaryDriver: boolean;
  isExcluded: boolean;
  /** portal-3.13: 0 insured, 1 excluded all other, 2 excluded unlicensed. */
  driverstatus: 0 | 1 | 2;
  /** portal-3.14, or null while not chosen. */
  residencestatus: number | null;
  license: string;
  /** Added on this page (a found driver came with the quote or the lookup, and is read-only). */
  isManualDriver: boolean;
}

/** portal-3.13, portal-4.22: an excluded or non-insured driver. */
export function isExcludedDriver(d: Pick<BindingDriver, 'isExcluded' | 'driverstatus'>): boolean {
  return d.isExcluded || isExcludedStatus(d.driverstatus);
}

export interface ShownFields {
  licence: boolean;
  /** The gender and marital row. */
  details: boolean;
  residence: boolean;
}

/**
 * portal-4.22: an excluded or non-insured driver hides the licence; with 'all fields for excluded'
 * off it hides the gender and marital row too. Residence status shows where the carrier enables
 * driver status (portal-5.10).
 */
export function shownFields(d: BindingDriver, config: Pick<CarrierConfig, 'enableallfieldsforexclude' | 'enabledriverstatus'>): ShownFields {
  const excluded = isExcludedDriver(d);
  return { licence: !excluded, details: !excluded || config.enableallfieldsforexclude, residence: config.enabledriverstatus };
}

/** portal-4.22: what a hidden field held is cleared (an excluded driver sends no licence). */
export function clearHiddenFields(d: BindingDriver, config: Pick<CarrierConfig, 'enableallfieldsforexclude' | 'enabledriverstatus'>): BindingDriver {
  const shown = shownFields(d, config);
  return {
    ...d,
    license: shown.licence ? d.license : '',
    gender: shown.details ? d.gender : null,
    marital: shown.details ? d.marital : null,
    residencestatus: shown.residence ? d.residencestatus : null,
  };
}

export type DriverField = 'relation' | 'gender' | 'marital' | 'license' | 'residencestatus' | 'dob';
/** The field messages' keys (portal-8.8); the texts are the page's. */
export type DriverProblem = 'relationRequired' | 'genderRequired' | 'maritalRequired' | 'licenceRequired' | 'residenceRequired' | 'dobInvalid';

export interface DriverRuleContext {
  config: Pick<CarrierConfig, 'enableallfieldsforexclude' | 'enabledriverstatus' | 'enablesecondarydriverdob'>;
  limits: { minAge: number; maxAge: number };
  /** The page's clock (epoch ms), as the charts take it. */
  now: () => number;
}

/**
 * portal-5.10: an additional driver's problems, by field: a relationship chosen (not 0); gender
 * and marital where their row shows; a licence for an insured driver; residence status where the
 * carrier enables driver status; the date of birth within the age limits where the carrier checks
 * secondary drivers' dates of birth. No problem: an empty object.
 */
export function additionalDriverProblems(d: BindingDriver, ctx: DriverRuleContext): Partial<Record<DriverField, DriverProblem>> {
  const shown = shownFields(d, ctx.config);
  const problems: Partial<Record<DriverField, DriverProblem>> = {};
  if (d.relation === BINDING_RELATIONS.none) problems.relation = 'relationRequired';
  if (shown.details && d.gender === null) problems.gender = 'genderRequired';
  if (shown.details && d.marital === null) problems.marital = 'maritalRequired';
  if (shown.licence && d.license.trim() === '') problems.license = 'licenceRequired';
  if (shown.residence && d.residencestatus === null) problems.residencestatus = 'residenceRequired';
  if (ctx.config.enablesecondarydriverdob && !isAcceptableIsoDob(d.dob, ctx)) problems.dob = 'dobInvalid';
  return problems;
}

function isAcceptableIsoDob(dob: string, ctx: DriverRuleContext): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob.trim());
  if (!m) return false;
  return isAcceptableDob({ year: m[1]!, month: m[2]!, day: m[3]! }, { ...ctx.limits, now: () => new Date(ctx.now()) });
}

/**
 * portal-5.10: the driver the licence lookup returned is the one typed: first names equal, case
 * and surrounding spaces aside. California's lookup is by name and address (portal-5.9), so there
 * the name is not compared again.
 */
export function licenceNameMatches(typedFirstName: string, returnedFirstName: string, state: string): boolean {
  if (state.trim().toUpperCase() === 'CA') return true;
  const norm = (s: string) => s.trim().toLowerCase();
  return norm(typedFirstName) !== '' && norm(typedFirstName) === norm(returnedFirstName);
}

export interface MaritalProblems {
  /** The drivers marked spouse who cannot be: a second spouse, a single spouse, a spouse of a single primary. */
  invalidSpouse: string[];
  /** A married primary with no spouse among the other drivers. */
  invalidMarital: boolean;
  /** The drivers marked married are an odd count. */
  oddMarital: boolean;
}

/** portal-5.11: the marital checks of the whole list (only where the carrier enables them; see the file's note). */
export function maritalProblems(drivers: readonly BindingDriver[]): MaritalProblems {
  const primary = drivers.find((d) => d.primaryDriver);
  const primaryMarried = primary?.marital === MARITAL_CODES.married;
  const spouses = drivers.filter((d) => !d.primaryDriver && d.relation === BINDING_RELATIONS.spouse);
  const invalidSpouse = spouses.filter((d, i) => i > 0 || !primaryMarried || d.marital !== MARITAL_CODES.married).map((d) => d.key);
  const married = drivers.filter((d) => d.marital === MARITAL_CODES.married).length;
  return { invalidSpouse, invalidMarital: primaryMarried && spouses.length === 0, oddMarital: married % 2 === 1 };
}

/** No marital problem at all. */
export function maritalOk(p: MaritalProblems): boolean {
  return p.invalidSpouse.length === 0 && !p.invalidMarital && !p.oddMarital;
}

/** portal-5.13: the list without later drivers of the same first name, last name and date of birth (case and surrounding spaces aside). */
export function withoutDuplicateDrivers<T extends Pick<BindingDriver, 'firstName' | 'lastName' | 'dob'>>(drivers: readonly T[]): T[] {
  const seen = new Set<string>();
  return drivers.filter((d) => {
    const key = [d.firstName, d.lastName, d.dob].map((s) => s.trim().toLowerCase()).join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The fields of the primary driver the drivers' dialog lets the customer change (the rest is the driver step's or the quote's). */
export const PRIMARY_EDITABLE_FIELDS = ['gender', 'marital'] as const;

export interface DriverPermissions {
  /** full: every field; limited: PRIMARY_EDITABLE_FIELDS only; none: read-only. */
  edit: 'full' | 'limited' | 'none';
  remove: boolean;
}

/** portal-5.14: only manual drivers are edited or removed; found drivers are read-only; the primary is never removed and has limited editing. */
export function driverPermissions(d: Pick<BindingDriver, 'primaryDriver' | 'isManualDriver'>): DriverPermissions {
  if (d.primaryDriver) return { edit: 'limited', remove: false };
  if (d.isManualDriver) return { edit: 'full', remove: true };
  return { edit: 'none', remove: false };
}

/** portal-3.13: a new additional driver: insured, nothing chosen yet, added by hand. */
export function newAdditionalDriver(key: string): BindingDriver {
  return {
    key,
    firstName: '',
    lastName: '',
    dob: '',
    gender: null,
    marital: null,
    relation: BINDING_RELATIONS.none,
    primaryDriver: false,
    isExcluded: false,
    driverstatus: DRIVER_STATUSES.insured,
    residencestatus: null,
    license: '',
    isManualDriver: true,
  };
}
