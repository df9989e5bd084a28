/**
 * Pure rules of the multi-step quote form: the progress of each stage (quote-2.15 to quote-2.22),
 * the business constants (quote §9), the driver steps' names, address, phone and licence rules
 * (quote-5.1, quote-5.2, quote-5.7, quote-5.8, quote-5.10), the driver codes and roles (quote-9.7,
 * quote-5.12, quote-2.23) and the affiliate lead's check (quote-5.16, quote-4.11). No I/O and no
 * clock. The quote machine's guards and the views call these; quote.rules.test.ts checks them
 * against the spec. The dates a driver types (date of birth, age limits, licence issue date) are
 * driverDates.rules.ts; the vehicles' and the coverage's rules are vehicleCoverage.rules.ts (the
 * later steps load them).
 *
 * Input cleaning (what a keystroke or a paste keeps) is the form kit's (src/rules/fieldInput.ts)
 * and the shared patterns are src/rules/fieldRules.ts: these rules use them and add what only the
 * quote form says.
 */
import { isMissing } from '../../src/rules/empty';
import { finishTextInput, stripInvisible } from '../../src/rules/fieldInput';
import { PHONE_PATTERN } from '../../src/rules/fieldRules';

// ---------------------------------------------------------------------------------------------
// Stages and progress
// ---------------------------------------------------------------------------------------------

/** The form's stages by their address hash (quote §2), plus the affiliate consent section. */
export const QUOTE_STAGES = [
  'driver1',
  'driver2',
  'driver3',
  'driversummary',
  'vehiclesummary',
  'coverage',
  'consent',
  'quotes',
] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];

/**
 * quote-2.15 to quote-2.22: the progress bar's percentage per step: driver 0, driver info 2 10,
 * driver info 3 20, driver summary 30, vehicle 37, policy 70, consent 80, quote 100.
 */
export const STAGE_PROGRESS: Readonly<Record<QuoteStage, number>> = {
  driver1: 0,
  driver2: 10,
  driver3: 20,
  driversummary: 30,
  vehiclesummary: 37,
  coverage: 70,
  consent: 80,
  quotes: 100,
};

/** quote-2.15 to quote-2.22: the progress percentage shown on a stage. */
export function stageProgress(stage: QuoteStage): number {
  return STAGE_PROGRESS[stage];
}

// ---------------------------------------------------------------------------------------------
// Business constants (quote-9.3)
// ---------------------------------------------------------------------------------------------

/** quote-9.3, quote-2.11: the policy term offered first, in months. */
export const DEFAULT_TERM_MONTHS = 6;
/** quote-9.3, quote-3.4: a new vehicle's annual mileage. */
export const DEFAULT_MILEAGE = 10000;
/** quote-9.3, quote-3.2: a new driver's licence type. */
export const DEFAULT_LICENSE_TYPE = 6;
/** quote-3.2: a driver's relation to the primary driver before one is chosen (none). */
export const DEFAULT_PRIMARY_DRIVER_RELATION = 0;
/** quote-9.3, quote-5.10: the largest licence image accepted, in bytes (5 MB). */
export const LICENSE_IMAGE_MAX_BYTES = 5242880;
/** quote-9.3: quote-owner verification attempts before the visitor is sent back to the start. */
export const VERIFY_ATTEMPTS_MAX = 3;
/** quote-9.3: carrier entries kept in a lead record. */
export const LEAD_CARRIERS_MAX = 10;

/**
 * quote-9.3: the term selected when the form opens: 6 months when the configured list offers it,
 * otherwise the list's first term; null when no term is offered.
 */
export function defaultTerm(terms: readonly number[]): number | null {
  if (terms.includes(DEFAULT_TERM_MONTHS)) return DEFAULT_TERM_MONTHS;
  return terms[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Names, address, phone (quote-5.1, quote-5.2)
// ---------------------------------------------------------------------------------------------

export const NAME_MIN_LENGTH = 2;
export const ADDRESS_MIN_LENGTH = 5;

/** Characters (code points) of a value as the field keeps it when left: invisible characters and surrounding spaces removed. */
function keptLength(value: string): number {
  return Array.from(finishTextInput(value)).length;
}

/** quote-5.1: a first or last name has at least 2 characters (surrounding spaces do not count). */
export function isValidName(value: string): boolean {
  return keptLength(value) >= NAME_MIN_LENGTH;
}

/** quote-5.1: an address has at least 5 characters (surrounding spaces do not count). */
export function isValidAddress(value: string): boolean {
  return keptLength(value) >= ADDRESS_MIN_LENGTH;
}

/**
 * quote-5.2: the phone is required and has ten digits in the 999-999-9999 format. The input
 * formats it as typed with the kit's `normalizePhoneInput` (src/rules/fieldInput.ts), which reads
 * pastes such as "(512) 555-0100" and "+1 512 555 0100" and keeps at most 10 digits.
 */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(stripInvisible(value).trim());
}

// ---------------------------------------------------------------------------------------------
// Licence (quote-5.7, quote-5.8, quote-5.10)
// ---------------------------------------------------------------------------------------------

/**
 * quote-5.7: the licenseId field is required only when both configured attributes,
 * licenseidrequired and licenseidmandatory, are the string 'true' (exactly: 'TRUE', true or 'yes'
 * do not count).
 */
export function isLicenseIdRequired(licenseidrequired: string | null | undefined, licenseidmandatory: string | null | undefined): boolean {
  return licenseidrequired === 'true' && licenseidmandatory === 'true';
}

/**
 * quote-5.8: a licence number (not blank) together with a date of birth of 10 characters (the
 * joined MM-DD-YYYY form) starts a licence lookup.
 */
export function shouldLookUpLicense(licenseNumber: string, dob: string): boolean {
  return finishTextInput(licenseNumber) !== '' && dob.length === 10;
}

export type LicenseImageError = 'fileSizeExceeding';

/** quote-5.10: an uploaded licence image of more than 5242880 bytes gives fileSizeExceeding. */
export function licenseImageError(sizeBytes: number): LicenseImageError | null {
  return sizeBytes > LICENSE_IMAGE_MAX_BYTES ? 'fileSizeExceeding' : null;
}

// ---------------------------------------------------------------------------------------------
// Driver codes and roles (quote-9.7, quote-5.12)
// ---------------------------------------------------------------------------------------------

export type Gender = 'female' | 'male';
export type MaritalStatus = 'single' | 'married';

/** quote-9.7: gender codes: female 1, male 0. */
export function genderCode(gender: Gender): 0 | 1 {
  return gender === 'female' ? 1 : 0;
}

/** quote-9.7: marital codes: single 1, married 0. */
export function maritalCode(status: MaritalStatus): 0 | 1 {
  return status === 'single' ? 1 : 0;
}

// quote-9.7, portal-3.11: the relation codes are the kit's (machines/kit/codeTables.ts), shared with the portal.
export { relationCode, relationFromCode, type RelationName } from '../kit/codeTables';

/** The role fields of a driver in the form (quote-3.2). */
export interface DriverRoleFields {
  primaryDriver: boolean;
  /** A relation code; 0 (the default) is none. */
  primaryDriverRelation: number;
  /** The licence issue date as typed; '' is none. */
  issueDate: string;
}

/** quote-4.7, quote-5.12: a non-primary driver shows the relation and issue-date fields; the primary driver does not. */
export function showsRelationAndIssueDate(driver: Pick<DriverRoleFields, 'primaryDriver'>): boolean {
  return !driver.primaryDriver;
}

/** quote-5.12: the fields a primary driver has that it cannot have (a relation, an issue date); [] for any other driver. */
export function primaryDriverConflicts(driver: DriverRoleFields): ('primaryDriverRelation' | 'issueDate')[] {
  if (!driver.primaryDriver) return [];
  const out: ('primaryDriverRelation' | 'issueDate')[] = [];
  if (driver.primaryDriverRelation !== DEFAULT_PRIMARY_DRIVER_RELATION) out.push('primaryDriverRelation');
  if (!isMissing(driver.issueDate)) out.push('issueDate');
  return out;
}

/** quote-5.12: the driver as saved: a primary driver loses any relation and issue date; any other driver is unchanged. */
export function withDriverRole<T extends DriverRoleFields>(driver: T): T {
  if (!driver.primaryDriver) return driver;
  return { ...driver, primaryDriverRelation: DEFAULT_PRIMARY_DRIVER_RELATION, issueDate: '' };
}

/** quote-9.7: the relations the add/edit driver dialog offers, by code: spouse 1, child 2, parent 3, other 4. */
export const RELATION_CHOICES = [
  { code: 1, name: 'spouse' },
  { code: 2, name: 'child' },
  { code: 3, name: 'parent' },
  { code: 4, name: 'other' },
] as const;
export type RelationChoice = (typeof RELATION_CHOICES)[number]['name'];

/** A relation code the dialog offers (1 to 4); 0 is none (the primary driver). */
export function isOfferedRelation(code: number): boolean {
  return RELATION_CHOICES.some((r) => r.code === code);
}

// ---------------------------------------------------------------------------------------------
// Affiliate leads (quote-5.16, quote-4.11)
// ---------------------------------------------------------------------------------------------

/** quote-8.7: what an affiliate lead with no data reports. */
export const AFFILIATE_DATA_EMPTY = 'Affiliate data is empty';

/** quote-5.16: what an affiliate lead reports for a field it lacks. */
export function affiliateFieldEmptyMessage(field: string): string {
  return `${field} is empty`;
}

/**
 * The fields an affiliate lead must carry, each with the step that asks for it (quote-4.11:
 * missing data sends the visitor to the first step that asks for it). The spec does not list
 * the lead's field names; these are the lead record's fields (quote-3.12) the form needs.
 */
export const AFFILIATE_FIELDS: readonly { field: string; stage: QuoteStage }[] = [
  { field: 'firstName', stage: 'driver1' },
  { field: 'lastName', stage: 'driver1' },
  { field: 'dob', stage: 'driver1' },
  { field: 'email', stage: 'driver2' },
  { field: 'phone', stage: 'driver2' },
  { field: 'address', stage: 'driver3' },
  { field: 'city', stage: 'driver3' },
  { field: 'state', stage: 'driver3' },
  { field: 'zip', stage: 'driver3' },
  { field: 'gender', stage: 'driver3' },
  { field: 'maritalStatus', stage: 'driver3' },
];

/** quote-8.7: the type and status an affiliate problem is reported with. */
export const AFFILIATE_ERROR = { type: 'Affiliate Error', status: 400 } as const;

export type AffiliateCheck =
  | { kind: 'empty'; messages: [typeof AFFILIATE_DATA_EMPTY]; stage: 'driver1'; error: typeof AFFILIATE_ERROR }
  | { kind: 'missing'; fields: string[]; messages: string[]; stage: QuoteStage; error: typeof AFFILIATE_ERROR }
  | { kind: 'complete' };

/**
 * quote-5.16, quote-4.11: what an affiliate lead's data reports. No data (null, or no field with
 * a value) is "Affiliate data is empty" and the first step; each missing field (the general
 * empty-value rule, portal-5.19) is "{field} is empty", and the visitor lands on the first step
 * that asks for one of them; otherwise complete.
 */
export function checkAffiliateData(
  data: Readonly<Record<string, unknown>> | null | undefined,
  fields: readonly { field: string; stage: QuoteStage }[] = AFFILIATE_FIELDS,
): AffiliateCheck {
  if (!data || !Object.values(data).some((v) => !isMissing(v))) {
    return { kind: 'empty', messages: [AFFILIATE_DATA_EMPTY], stage: 'driver1', error: AFFILIATE_ERROR };
  }
  const missing = fields.filter((f) => isMissing(data[f.field]));
  const first = missing
    .map((f) => f.stage)
    .sort((a, b) => QUOTE_STAGES.indexOf(a) - QUOTE_STAGES.indexOf(b))[0];
  if (first === undefined) return { kind: 'complete' };
  return {
    kind: 'missing',
    fields: missing.map((f) => f.field),
    messages: missing.map((f) => affiliateFieldEmptyMessage(f.field)),
    stage: first,
    error: AFFILIATE_ERROR,
  };
}
