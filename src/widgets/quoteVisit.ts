/**
 * The quote form's saved visit in the stored prefill (quote-3.17, local storage key
 * `driverPrefill`): where the visitor stopped (`section`, and `reached`, the furthest stage), the
 * `vehicles`, the additional `drivers` (quote-3.2's Driver form names), the `policyTerm`, `policyCoverage` and `customCoverages`, the affiliate lead it came from (`affiliate`), and the driver's answers under `data`, with the names the specification gives (driverFirstName,
 * driverDob as MM-DD-YYYY, driverMarital Single or Married as the portal writes it, ...). The
 * portal and purchase pages write `data` too (portal-3.28): a first visit opens with what they
 * wrote. Other parts of the record are kept as they are.
 */
import * as z from 'zod/mini';
import { ENTRY_STAGES, stageOfHash } from '../../machines/quote/stages';
import { emptyDriver1, emptyDriver2, emptyDriver3 } from '../../machines/quote/quoteValues';
import type { CodeAnswer, EntryStage, QuoteDriver, QuoteSaved } from '../../machines/quote/types';
import { DRIVER_PREFILL_KEY, PREFILL_HOURS } from '../storage/prefill';
import type { TypedStorage } from '../storage';
import '../config/zodSetup';

const text = z.optional(z.string());
const code = z.optional(z.enum(['0', '1']));

/** The record's parts the quote form reads and writes; anything else in it is kept. */
const vehicleSchema = z.object({
  vin: z.string().check(z.maxLength(17)),
  year: z.int().check(z.minimum(1900), z.maximum(2100)),
  maker: z.string().check(z.minLength(1), z.maxLength(60)),
  model: z.string().check(z.minLength(1), z.maxLength(80)),
  mileage: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  isExistingVehicle: z.boolean(),
});

/** A date as the record keeps it: MM-DD-YYYY, or '' for none. */
const recordDate = z.string().check(z.regex(/^(\d{2}-\d{2}-\d{4})?$/));

/**
 * An additional driver the visitor entered (quote-3.17 `drivers`), with the Driver form's names of
 * quote-3.2: dates as MM-DD-YYYY, the address as `{ detail, address2, city, state, zip }`.
 */
const driverSchema = z.object({
  firstName: z.string().check(z.maxLength(50)),
  lastName: z.string().check(z.maxLength(50)),
  dob: recordDate,
  license: z.string().check(z.maxLength(25)),
  issueDate: recordDate,
  licenseType: z.string().check(z.maxLength(4)),
  gender: z.enum(['', '0', '1']),
  marital: z.enum(['', '0', '1']),
  primaryDriver: z.boolean(),
  primaryDriverRelation: z.int().check(z.minimum(0), z.maximum(5)),
  address: z.object({
    detail: z.string().check(z.maxLength(100)),
    address2: z.string().check(z.maxLength(50)),
    city: z.string().check(z.maxLength(50)),
    state: z.string().check(z.maxLength(2)),
    zip: z.string().check(z.maxLength(5)),
  }),
  isManualDriver: z.boolean(),
});
type DriverRecord = z.infer<typeof driverSchema>;

const quoteVisitSchema = z.looseObject({
  section: text,
  reached: text,
  vehicles: z.optional(z.array(vehicleSchema).check(z.maxLength(20))),
  drivers: z.optional(z.array(driverSchema).check(z.maxLength(20))),
  policyTerm: z.optional(z.int().check(z.minimum(1), z.maximum(24))),
  policyCoverage: text,
  customCoverages: z.optional(z.record(z.string(), z.string())),
  /** The affiliate lead the visit came from (quote-6.3), and whether its consent section is asked (quote-2.12). */
  affiliate: z.optional(z.object({ leadId: z.string().check(z.minLength(1), z.maxLength(200)), consentSection: z.boolean() })),
  /** Ours: the quotes the visit keeps, its last rate request's transaction and when its cards showed, epoch ms (machines/quote/quoteRestore.rules.ts). */
  quoteTransaction: z.optional(z.object({ transactionId: z.string().check(z.minLength(1), z.maxLength(100)), quotedAt: z.int().check(z.minimum(0)) })),
  data: z.optional(
    z.looseObject({
      driverFirstName: text,
      driverLastName: text,
      driverDob: text,
      driverLicense: text,
      licenseMode: z.optional(z.enum(['dl', 'nondl', 'uploadimage', 'scanimage'])),
      driverEmail: text,
      driverPhone: text,
      privatePolicy: z.optional(z.boolean()),
      driverState: text,
      driverZipCode: text,
      driverAddress: text,
      driverAddress2: text,
      driverCity: text,
      licenseType: text,
      licenseId: text,
      driverGender: code,
      driverMarital: z.optional(z.enum(['Single', 'Married'])),
      driverInsured: code,
      driverHomeInsurance: z.optional(z.boolean()),
    }),
  ),
});
type QuoteVisitRecord = z.infer<typeof quoteVisitSchema>;

const isRecord = (v: unknown): v is QuoteVisitRecord => quoteVisitSchema.safeParse(v).success;

/** Marital status: married 0, single 1 (quote-9.7), stored as the portal writes it. */
const maritalText = (c: CodeAnswer) => (c === '0' ? 'Married' : c === '1' ? 'Single' : undefined);
const maritalCode = (t: 'Single' | 'Married' | undefined): CodeAnswer => (t === 'Married' ? '0' : t === 'Single' ? '1' : '');

const pad = (v: string) => (v.trim() === '' ? '' : v.trim().padStart(2, '0'));

/** A date's parts as MM-DD-YYYY ('' when no part is typed). */
const dateText = (d: { month: string; day: string; year: string }) => {
  const joined = [pad(d.month), pad(d.day), d.year.trim()].join('-');
  return joined === '--' ? '' : joined;
};
const dateParts = (text: string) => {
  const [month = '', day = '', year = ''] = text === '' ? [] : text.split('-');
  return { month, day, year };
};

function driverRecord(d: QuoteDriver): DriverRecord {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    dob: dateText(d.dob),
    license: d.license,
    issueDate: dateText(d.issueDate),
    licenseType: d.licenseType,
    gender: d.gender,
    marital: d.marital,
    primaryDriver: d.primaryDriver,
    primaryDriverRelation: d.primaryDriverRelation,
    address: { detail: d.address.address, address2: d.address.address2, city: d.address.city, state: d.address.state, zip: d.address.zip },
    isManualDriver: d.isManualDriver,
  };
}

function driverOfRecord(r: DriverRecord): QuoteDriver {
  return {
    ...r,
    dob: dateParts(r.dob),
    issueDate: dateParts(r.issueDate),
    address: { address: r.address.detail, address2: r.address.address2, city: r.address.city, state: r.address.state, zip: r.address.zip },
  };
}

/** The saved visit of the stored record, or null when there is none (or nothing of the quote form's). */
export function readQuoteVisit(storage: TypedStorage): QuoteSaved | null {
  const record = storage.get(DRIVER_PREFILL_KEY, isRecord);
  const d = record?.data;
  if (!record || !d) return null;
  const [month = '', day = '', year = ''] = (d.driverDob ?? '').split('-');
  const stage: EntryStage = stageOfHash(record.section ?? '') ?? 'driver1';
  const reached: EntryStage = stageOfHash(record.reached ?? '') ?? stage;
  const coverage =
    record.policyTerm !== undefined && record.policyCoverage ? { term: record.policyTerm, product: record.policyCoverage, custom: record.customCoverages ?? {} } : null;
  const quotes = record.quoteTransaction ?? null;
  return {
    stage,
    reached: ENTRY_STAGES.indexOf(reached) >= ENTRY_STAGES.indexOf(stage) ? reached : stage,
    ...(quotes ? { quotes } : {}),
    vehicles: record.vehicles ?? [],
    drivers: (record.drivers ?? []).map(driverOfRecord),
    coverage,
    affiliate: record.affiliate ?? null,
    driver1: {
      ...emptyDriver1,
      firstName: d.driverFirstName ?? '',
      lastName: d.driverLastName ?? '',
      dob: { month, day, year },
      licenseMode: d.licenseMode ?? (d.driverLicense ? 'dl' : emptyDriver1.licenseMode),
      license: d.driverLicense ?? '',
    },
    driver2: { ...emptyDriver2, email: d.driverEmail ?? '', phone: d.driverPhone ?? '', consent: d.privatePolicy ?? false },
    driver3: {
      ...emptyDriver3,
      address: d.driverAddress ?? '',
      address2: d.driverAddress2 ?? '',
      city: d.driverCity ?? '',
      state: d.driverState ?? '',
      zip: d.driverZipCode ?? '',
      gender: d.driverGender ?? '',
      marital: maritalCode(d.driverMarital),
      insured: d.driverInsured ?? '',
      licenseType: d.licenseType ?? emptyDriver3.licenseType,
      licenseId: d.licenseId ?? '',
      rentersAndHome: d.driverHomeInsurance ?? false,
    },
  };
}

/** Save the visit into the stored record, keeping the rest of it (the portal's fields, later stages). */
export function saveQuoteVisit(storage: TypedStorage, saved: QuoteSaved): void {
  const existing = storage.get(DRIVER_PREFILL_KEY, isRecord) ?? {};
  const { driver1: d1, driver2: d2, driver3: d3 } = saved;
  const dob = [pad(d1.dob.month), pad(d1.dob.day), d1.dob.year.trim()].join('-');
  const data: NonNullable<QuoteVisitRecord['data']> = {
    ...existing.data,
    driverFirstName: d1.firstName.trim(),
    driverLastName: d1.lastName.trim(),
    driverDob: dob === '--' ? '' : dob,
    driverLicense: d1.license.trim(),
    licenseMode: d1.licenseMode,
    driverEmail: d2.email.trim(),
    driverPhone: d2.phone,
    privatePolicy: d2.consent,
    driverState: d3.state,
    driverZipCode: d3.zip,
    driverAddress: d3.address.trim(),
    driverAddress2: d3.address2.trim(),
    driverCity: d3.city,
    licenseType: d3.licenseType,
    licenseId: d3.licenseId.trim(),
    driverGender: d3.gender === '' ? undefined : d3.gender,
    driverMarital: maritalText(d3.marital),
    driverInsured: d3.insured === '' ? undefined : d3.insured,
    driverHomeInsurance: d3.rentersAndHome,
  };
  const present = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== ''));
  const coverage = saved.coverage ? { policyTerm: saved.coverage.term, policyCoverage: saved.coverage.product, customCoverages: saved.coverage.custom } : {};
  const drivers = (saved.drivers ?? []).map(driverRecord);
  // An affiliate's visit names its lead; any other visit names none (an earlier lead's is dropped).
  const affiliate = saved.affiliate ?? undefined;
  // The quotes kept only with the answers they were given for; every other save drops them.
  const quoteTransaction = saved.quotes ? { transactionId: saved.quotes.transactionId, quotedAt: saved.quotes.quotedAt } : undefined;
  storage.set(DRIVER_PREFILL_KEY, {
    ...existing,
    section: saved.stage,
    reached: saved.reached,
    vehicles: saved.vehicles,
    drivers,
    ...coverage,
    affiliate,
    quoteTransaction,
    data: present,
  }, { ttlHours: PREFILL_HOURS });
}

/**
 * The visit forgotten (quote 001 §2: a visit of the other page's state is discarded; Start over on
 * a shared device): the whole stored prefill goes, with what the portal wrote into it, so nothing
 * of the visit comes back on either quote page.
 */
export function forgetQuoteVisit(storage: TypedStorage): void {
  storage.remove(DRIVER_PREFILL_KEY);
}
