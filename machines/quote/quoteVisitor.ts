/**
 * Who the quote form's visitor is (quote-6.3, quote §1) and what the form is prefilled with:
 * new, revisit, repeat or affiliate. Pure readings: an affiliate lead's data (`affiliatePrefill`)
 * and a repeat customer's answer (`repeatPrefill`) as the form's values, what they lack and the
 * step they send the visitor to. The two calls of an affiliate's opening (the lead, then its ZIP)
 * and where the affiliate lands are machines/quote/affiliateOpening.ts.
 *
 * The address's parameters and the visitor type they say are machines/quote/visitorParams.ts's (the
 * page reads them on every visit; this module is loaded only for an affiliate's link), re-exported
 * here.
 *
 * The affiliate lead's data (`lead.rawData`, a JSON object, quote-7.32; read into `data` by
 * services/lead.ts) carries the fields of `AFFILIATE_FIELDS` (machines/quote/quote.rules.ts) and more,
 * read by `affiliatePrefill` (the sandbox's leads, fixtures/data/leads.ts, use these names):
 *
 * | lead field        | form value        | read as |
 * | ----------------- | ----------------- | ------- |
 * | `firstName`, `lastName` | driver1 names | text of 2+ characters |
 * | `dob`             | driver1.dob (month, day, year; 2, 2, 4 digits) | `YYYY-MM-DD` (a time after it ignored), `MM-DD-YYYY` or `MM/DD/YYYY`; a real date, year 1920 to 3999 |
 * | `email`           | driver2.email     | the email pattern |
 * | `phone`           | driver2.phone as 999-999-9999 | text or number: 10 digits, or 11 with a leading 1 (+1) |
 * | `consent`         | driver2.consent   | true, "true", "yes", 1, "1"; anything else is no consent |
 * | `address`         | driver3.address   | text of 5+ characters |
 * | `address2`        | driver3.address2  | text (optional, never reported) |
 * | `city`            | driver3.city      | text |
 * | `state`           | driver3.state     | two letters, upper-cased |
 * | `zip`             | driver3.zip       | 5 digits (ZIP+4 cut to 5; a number padded with leading zeros) |
 * | `gender`          | driver3.gender    | "female"/"f"/1 -> '1', "male"/"m"/0 -> '0' (quote-9.7) |
 * | `maritalStatus`   | driver3.marital   | "single"/1 -> '1', "married"/0 -> '0' (quote-9.7) |
 * | `currentlyInsured`| driver3.insured   | true/"true"/"yes" -> '0' (insured), false/"false"/"no" -> '1' (quote-3.2); optional, never reported |
 *
 * A value that cannot be used (wrong type, an impossible date, a 7-digit phone) is not prefilled
 * and counts as empty: "{field} is empty" (quote-5.16) is the only message the specification has.
 * The affiliate has no licence number: driver1 opens in the "no licence number" mode (`nondl`).
 */
import type { AffiliateData } from '../../services/lead';
import type { RepeatCustomer } from '../../services/search';
import type { AnalyticsEvent } from '../../src/analytics';
import { isMissing } from '../../src/rules/empty';
import { finishTextInput, formatPhone } from '../../src/rules/fieldInput';
import { EMAIL_PATTERN } from '../../src/rules/fieldRules';
import { isRealDate } from '../../src/rules/dates';
import type { CodeAnswer, DobValue, Driver1Values, Driver2Values, Driver3Values, EntryStage, QuoteVehicle } from './types';
import { emptyDriver1, emptyDriver2, emptyDriver3 } from './quoteValues';
export * from './visitorParams';
import { DOB_MAX_YEAR, DOB_MIN_YEAR } from './driverDates.rules';
import { AFFILIATE_ERROR, AFFILIATE_FIELDS, checkAffiliateData, DEFAULT_MILEAGE, isValidAddress, isValidName } from './quote.rules';

// ---------------------------------------------------------------------------------------------
// Reading single values
// ---------------------------------------------------------------------------------------------

type Raw = unknown;

function text(v: Raw): string | null {
  if (typeof v !== 'string') return null;
  const t = finishTextInput(v);
  return isMissing(t) ? null : t;
}

/** A date of birth as YYYY-MM-DD (a time after it ignored), MM-DD-YYYY or MM/DD/YYYY: its three parts, or null. */
export function readDob(v: Raw): DobValue | null {
  const t = text(v);
  if (t === null) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(T.*)?$/.exec(t);
  const us = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(t);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  if (!isRealDate(parts) || parts.year < DOB_MIN_YEAR || parts.year > DOB_MAX_YEAR) return null;
  return { month: month.padStart(2, '0'), day: day.padStart(2, '0'), year };
}

/** A US phone number as the form shows it (999-999-9999), from text or a number; null unless it has exactly 10 digits (after a leading 1 or +1). */
export function readPhone(v: Raw): string | null {
  const raw = typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? String(v) : text(v);
  if (raw === null || /[^\d\s().+-]/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? formatPhone(national) : null;
}

function readEmail(v: Raw): string | null {
  const t = text(v);
  return t !== null && t.length <= 254 && EMAIL_PATTERN.test(t) ? t : null;
}

function readZip(v: Raw): string | null {
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 && v < 100000 ? String(v).padStart(5, '0') : null;
  const t = text(v);
  const m = t === null ? null : /^(\d{5})(-?\d{4})?$/.exec(t);
  return m?.[1] ?? null;
}

function readState(v: Raw): string | null {
  const t = text(v);
  return t !== null && /^[A-Za-z]{2}$/.test(t) ? t.toUpperCase() : null;
}

/** A two-way code (quote-9.7): the words, or the code itself as a number or digit. */
function readCode(v: Raw, one: readonly string[], zero: readonly string[]): CodeAnswer | null {
  if (v === 1 || v === 0) return v === 1 ? '1' : '0';
  const t = text(v)?.toLowerCase();
  if (t === undefined) return null;
  if (t === '1' || one.includes(t)) return '1';
  if (t === '0' || zero.includes(t)) return '0';
  return null;
}

/** quote-9.7: gender codes: female 1, male 0. */
export const readGender = (v: Raw) => readCode(v, ['female', 'f'], ['male', 'm']);
/** quote-9.7: marital codes: single 1, married 0. */
export const readMarital = (v: Raw) => readCode(v, ['single', 's'], ['married', 'm']);

function readYesNo(v: Raw): boolean | null {
  if (typeof v === 'boolean') return v;
  const t = text(v)?.toLowerCase();
  if (t === 'true' || t === 'yes') return true;
  if (t === 'false' || t === 'no') return false;
  return null;
}

/** quote-3.2: insured 0, not insured 1. */
function insuredCode(insured: boolean | null): CodeAnswer {
  return insured === null ? '' : insured ? '0' : '1';
}

function readConsent(v: Raw): boolean {
  return v === true || v === 1 || ['true', 'yes', '1'].includes(text(v)?.toLowerCase() ?? '');
}

const usableName = (v: Raw) => {
  const t = text(v);
  return t !== null && isValidName(t) ? t : null;
};
const usableAddress = (v: Raw) => {
  const t = text(v);
  return t !== null && isValidAddress(t) ? t : null;
};

// ---------------------------------------------------------------------------------------------
// Prefill
// ---------------------------------------------------------------------------------------------

/** The form's values a prefill fills (the three driver steps). */
export interface PrefillValues {
  driver1: Driver1Values;
  driver2: Driver2Values;
  driver3: Driver3Values;
}

/** The three driver steps in order: the steps a prefill can leave data missing in. */
const DRIVER_STEPS = ['driver1', 'driver2', 'driver3'] as const satisfies readonly EntryStage[];
type DriverStep = (typeof DRIVER_STEPS)[number];

const earliest = (steps: readonly DriverStep[]): DriverStep | undefined =>
  [...steps].sort((a, b) => DRIVER_STEPS.indexOf(a) - DRIVER_STEPS.indexOf(b))[0];

/** The step that asks for each AFFILIATE_FIELDS field, and the two read only when given. */
const stepOfField = new Map<string, DriverStep>(
  AFFILIATE_FIELDS.flatMap((f): [string, DriverStep][] => {
    const step = DRIVER_STEPS.find((s) => s === f.stage);
    return step ? [[f.field, step]] : [];
  }),
);

/** A tracking event of an affiliate problem (quote-8.7: type Affiliate Error, code 400). */
export type QuoteErrorEvent = Extract<AnalyticsEvent, { event: 'quote_error' }>;

export interface AffiliatePrefill {
  values: PrefillValues;
  /** The AFFILIATE_FIELDS fields the lead lacks (or has unusable), in AFFILIATE_FIELDS order; every one of them for empty data. */
  missing: string[];
  /**
   * Where the form opens (quote-4.11): the first driver step with missing data (driver1 for empty
   * data, quote-8.7; driver3 also when only `currentlyInsured` is missing); with every driver
   * field there, the vehicles (`vehiclesummary`: a lead carries no vehicles).
   */
  landing: EntryStage;
  /**
   * quote-2.12: the affiliate consent section (email, phone, consent) is shown before the rate
   * request: the lead lacks consent and the visitor does not land on driver1 or driver2 (where
   * the consent checkbox is asked anyway).
   */
  consentSection: boolean;
  /** quote-5.16, quote-8.7: "{field} is empty" per missing field, or "Affiliate data is empty". */
  problems: string[];
  /** quote-8.7: one tracking event per problem. */
  events: QuoteErrorEvent[];
}

/** quote-2.12: the consent section is asked when the lead gave no consent and the visitor lands past driver2 (where it is asked anyway). */
export function asksConsentSection(consent: boolean, landing: EntryStage): boolean {
  return !consent && landing !== 'driver1' && landing !== 'driver2';
}

/** quote-8.7: the tracking events of affiliate problems: type Affiliate Error, code 400, the message (field names only). */
export function affiliateErrorEvents(problems: readonly string[]): QuoteErrorEvent[] {
  return problems.map((message) => ({ event: 'quote_error', type: AFFILIATE_ERROR.type, code: AFFILIATE_ERROR.status, message }));
}

/** Nothing given yet; a lead has no licence number, so driver1 starts without one (nondl). */
function emptyValues(): PrefillValues {
  return { driver1: { ...emptyDriver1, licenseMode: 'nondl' }, driver2: { ...emptyDriver2 }, driver3: { ...emptyDriver3 } };
}

/**
 * quote-6.3, quote-4.11, quote-5.16, quote-8.7, quote-2.12: the form's values from an affiliate
 * lead's data (the field table at the top of this file), what it lacks, where the form opens, and
 * the problems to log.
 */
export function affiliatePrefill(data: AffiliateData | null | undefined): AffiliatePrefill {
  const d: Readonly<Record<string, unknown>> = data ?? {};
  const read = {
    firstName: usableName(d.firstName),
    lastName: usableName(d.lastName),
    dob: readDob(d.dob),
    email: readEmail(d.email),
    phone: readPhone(d.phone),
    address: usableAddress(d.address),
    city: text(d.city),
    state: readState(d.state),
    zip: readZip(d.zip),
    gender: readGender(d.gender),
    maritalStatus: readMarital(d.maritalStatus),
  };
  const insured = readYesNo(d.currentlyInsured);
  const base = emptyValues();
  const values: PrefillValues = {
    driver1: { ...base.driver1, firstName: read.firstName ?? '', lastName: read.lastName ?? '', dob: read.dob ?? base.driver1.dob },
    driver2: { email: read.email ?? '', phone: read.phone ?? '', consent: readConsent(d.consent) },
    driver3: {
      ...base.driver3,
      address: read.address ?? '',
      address2: text(d.address2) ?? '',
      city: read.city ?? '',
      state: read.state ?? '',
      zip: read.zip ?? '',
      gender: read.gender ?? '',
      marital: read.maritalStatus ?? '',
      insured: insuredCode(insured),
    },
  };

  const check = checkAffiliateData(d);
  if (check.kind === 'empty') {
    const problems = [...check.messages];
    return { values, missing: AFFILIATE_FIELDS.map((f) => f.field), landing: 'driver1', consentSection: false, problems, events: affiliateErrorEvents(problems) };
  }
  // The same rule on the values as read: an unusable value is an empty one.
  const usable = checkAffiliateData({ ...d, ...read });
  const missing = usable.kind === 'missing' ? usable.fields : [];
  const problems = usable.kind === 'missing' ? usable.messages : [];
  const steps = missing.flatMap((f) => stepOfField.get(f) ?? []);
  if (insured === null) steps.push('driver3');
  const landing: EntryStage = earliest(steps) ?? 'vehiclesummary';
  return { values, missing, landing, consentSection: asksConsentSection(values.driver2.consent, landing), problems, events: affiliateErrorEvents(problems) };
}

export interface RepeatPrefill {
  values: PrefillValues;
  /** The customer's vehicles (quote-3.14), each once, with the default mileage, as existing vehicles. */
  vehicles: QuoteVehicle[];
  /** The term of the customer's last quote, in months (null: none). */
  term: number | null;
  /** The fields of the answer (quote-3.14 names) that are empty or unusable. */
  missing: string[];
  /**
   * Where the form goes on: the first driver step with missing data. The consent is asked on
   * every visit (the answer has none), so this is driver1 or driver2.
   */
  landing: EntryStage;
}

/**
 * quote-3.14, quote-6.3: the form's values from the repeat-customer answer: the customer's names,
 * birthDate, email, phoneNumber, address, city, state and zipCode; the primary driver (relation 0,
 * else the first) gives the licence number, address2, gender, marital status and insurance
 * (priorInsurance); the vehicles and term come along. Not mapped: the coverages (the form keeps a
 * custom choice per option key of the offered coverages, which are not loaded yet), the foreign
 * licence and the customer's policies.
 */
export function repeatPrefill(customer: RepeatCustomer): RepeatPrefill {
  const primary = customer.drivers.find((dr) => dr.relation === 0) ?? customer.drivers[0];
  const base = emptyValues();
  const license = text(primary?.driverLicenseNumber ?? null) ?? '';
  const code = (n: number | undefined): CodeAnswer => (n === 0 ? '0' : n === 1 ? '1' : '');
  const read = {
    name: usableName(customer.name),
    surname: usableName(customer.surname),
    birthDate: readDob(customer.birthDate),
    email: readEmail(customer.email),
    phoneNumber: readPhone(customer.phoneNumber),
    address: usableAddress(customer.address ?? primary?.address?.address ?? null),
    city: text(customer.city ?? primary?.address?.city ?? null),
    state: readState(customer.state ?? primary?.address?.state ?? null),
    zipCode: readZip(customer.zipCode ?? primary?.address?.zipCode ?? null),
  };
  const values: PrefillValues = {
    driver1: {
      ...base.driver1,
      firstName: read.name ?? '',
      lastName: read.surname ?? '',
      dob: read.birthDate ?? base.driver1.dob,
      licenseMode: license ? 'dl' : 'nondl',
      license,
    },
    driver2: { email: read.email ?? '', phone: read.phoneNumber ?? '', consent: false },
    driver3: {
      ...base.driver3,
      address: read.address ?? '',
      address2: text(primary?.address?.address2 ?? null) ?? '',
      city: read.city ?? '',
      state: read.state ?? '',
      zip: read.zipCode ?? '',
      gender: code(primary?.gender),
      marital: code(primary?.maritalStatus),
      insured: primary ? insuredCode(primary.priorInsurance) : '',
    },
  };
  const missing = Object.entries(read).flatMap(([field, v]) => (v === null ? [field] : []));
  const stepOf: Record<keyof typeof read, DriverStep> = {
    name: 'driver1',
    surname: 'driver1',
    birthDate: 'driver1',
    email: 'driver2',
    phoneNumber: 'driver2',
    address: 'driver3',
    city: 'driver3',
    state: 'driver3',
    zipCode: 'driver3',
  };
  const steps = (Object.keys(read) as (keyof typeof read)[]).filter((k) => read[k] === null).map((k) => stepOf[k]);
  const seen = new Set<string>();
  const vehicles = customer.vehicles.flatMap((v): QuoteVehicle[] => {
    if (seen.has(v.vin)) return [];
    seen.add(v.vin);
    return [{ vin: v.vin, year: v.year, maker: v.maker, model: v.model, mileage: DEFAULT_MILEAGE, isExistingVehicle: true }];
  });
  return { values, vehicles, term: customer.term, missing, landing: earliest([...steps, 'driver2']) ?? 'driver2' };
}
