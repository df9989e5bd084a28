/**
 * The quote form's lead record in the external lead store (quote 001 §3 "Lead record", §4 "Lead
 * record state", §7: "Lead create and update by email-timestamp key to an external lead store";
 * quote-3.12, quote-7.31). The record is built by machines/quote/quoteLead.ts; this module only sends it.
 *
 * | call                         | sends                 | answer                               |
 * | ---------------------------- | --------------------- | ------------------------------------ |
 * | POST /leads/store            | `{ header, lead }`    | `{ isSuccess, key }`: the lead made  |
 * | PUT /leads/store/{storeKey}  | `{ header, lead }`    | `{ isSuccess, key }`: the lead saved |
 *
 * Decided where the specification is silent:
 * - **Paths and bodies.** The specification shows neither: `POST /leads/store` creates, and
 *   `PUT /leads/store/{storeKey}` replaces the record of that store key;
 *   both send the whole record as `lead` beside the header object. The store is reached through the
 *   agency API's base URL, like every other call (`region` as the caller's other calls).
 * - **The key** is `<e-mail in lower case>-<epoch milliseconds>` (`LEAD_KEY_PATTERN`), made once
 *   when the lead is created (machines/quote/quoteLead.ts `leadKey`) and never changed. It is the
 *   record's own field (quote-3.12's timestamp key), sent in the body only.
 * - **The store key** (`storeKey`, `LEAD_STORE_KEY_PATTERN`) addresses the lead in URLs: an opaque
 *   random id (a UUID) made with the lead and never changed, so no e-mail or other personal data
 *   is in a path, a server log or an analytics event. The update of a lead is addressed by it,
 *   even if the visitor changed the e-mail since; the store answers it as `key`.
 * - **The answer** is not shown: `{ isSuccess, key }` is read (isSuccess false is a `rejected`
 *   ApiError, services/http.ts), and the call resolves with the key the store answered.
 * - **Auth**: the visitor's token (`auth: 'bearer'`, quote §6), like the form's other calls.
 * - **Nothing of the record is analytics**: a failed call reaches the dataLayer only as the
 *   `api_error` event, whose call path has the key replaced by ":value" (`apiCallOf`, services/http.ts).
 *
 * The record's type lives here, not in machines/ (services never import machines): the age group
 * is typed as a text, and the chart's module narrows what it writes (machines/quote/quoteResults.rules.ts
 * `AGE_BANDS`).
 */
import * as z from 'zod/mini';
import { request, type Region } from './http';

export const leadStorePaths = {
  create: '/leads/store',
  /** The path of one lead: its opaque store key (URL-encoded all the same). */
  lead: (storeKey: string) => `/leads/store/${encodeURIComponent(storeKey)}`,
} as const;

/** quote-9.3: the carrier entries a lead record keeps (the same number as machines/quote/quote.rules.ts LEAD_CARRIERS_MAX). */
export const LEAD_RECORD_MAX_CARRIERS = 10;

/** quote-3.12, quote-7.31: `<e-mail in lower case>-<epoch milliseconds>`. */
export const LEAD_KEY_PATTERN = /^[^\s@A-Z]+@[^\s@A-Z]+-\d{1,16}$/;

/** The opaque key a lead is addressed by in URLs: 8 to 64 letters, digits and dashes (a UUID), never an e-mail. */
export const LEAD_STORE_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** quote-3.12: the status of a lead: a lead (no quote yet, or none given), or quoted. */
export const LEAD_STATUSES = ['Lead', 'Quoted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** quote-6.3: the visitor types (the lead's "user type"). */
export const LEAD_USER_TYPES = ['new', 'revisit', 'repeat', 'affiliate'] as const;
export type LeadUserType = (typeof LEAD_USER_TYPES)[number];

/** A money amount: finite, not negative, below ten million. */
const amount = z.number().check(z.refine((n) => Number.isFinite(n) && n >= 0 && n < 10_000_000, { message: 'must be an amount from 0 to 9999999.99' }));
const code = z.nullable(z.union([z.literal(0), z.literal(1)]));
/** YYYY-MM-DD, or '' when the form has no whole date. */
const isoDay = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'must be YYYY-MM-DD or empty'));
/** An ISO date-time with its offset (the visit in America/Chicago: -06:00 or -05:00). */
const visitDate = z.iso.datetime({ offset: true });

/** quote-3.12: one carrier entry of a quoted lead. */
export const leadCarrierSchema = z.object({
  companyID: z.string().check(z.minLength(1)),
  name: z.string(),
  rateQuoteId: z.string().check(z.minLength(1)),
  // null where the carrier gave no such amount (services/quotes.ts), never 0.
  payPlanPaymentAmount: z.nullable(amount),
  payPlanDownPayment: z.nullable(amount),
  totalPremium: z.nullable(amount),
});
export type LeadCarrier = z.output<typeof leadCarrierSchema>;

/** quote-3.12: the lead record, as sent and as the sandbox keeps it. */
export const leadRecordSchema = z.object({
  /** `<e-mail in lower case>-<epoch ms>`: the same on create and on every update. */
  key: z.string().check(z.regex(LEAD_KEY_PATTERN, 'must be <e-mail in lower case>-<epoch milliseconds>')),
  /** The opaque key of the lead in the store's paths, made with the lead and never changed. */
  storeKey: z.string().check(z.regex(LEAD_STORE_KEY_PATTERN, 'must be an opaque key: 8 to 64 letters, digits and dashes')),
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail')),
  /** 10 digits. */
  phone: z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits')),
  firstName: z.string(),
  lastName: z.string(),
  /** Two letters, or '' before the address step. */
  state: z.string().check(z.regex(/^([A-Z]{2})?$/, 'must be two capital letters or empty')),
  zip: z.string().check(z.regex(/^(\d{5})?$/, 'must be 5 digits or empty')),
  city: z.string(),
  address: z.string(),
  apartment: z.string(),
  dob: isoDay,
  /** quote-9.8: the age band of the date of birth at the visit ("18-24" ... ">65"); null without a date of birth. */
  ageGroup: z.nullable(z.string()),
  /** quote-3.2: the licence type (6 by default, quote-9.3) as the form keeps it. */
  licenseType: z.string(),
  licenseId: z.string(),
  /** quote-9.7: female 1, male 0; null when not answered. */
  gender: code,
  /** quote-9.7: single 1, married 0; null when not answered. */
  maritalStatus: code,
  /** quote-3.2: insured now (the form's insured 0); null when not answered. */
  currentlyInsured: z.nullable(z.boolean()),
  /** The renters/home box of the address step (quote-2.8). */
  interestedInHomeInsurance: z.boolean(),
  brand: z.string(),
  userType: z.enum(LEAD_USER_TYPES),
  /** The page's experience (its A/B test experience name), '' when none. */
  experience: z.string(),
  quoteStatus: z.enum(LEAD_STATUSES),
  /** The visit's date and time in America/Chicago (quote-9.5), with its offset. */
  visitDate,
  carriers: z.array(leadCarrierSchema).check(z.maxLength(LEAD_RECORD_MAX_CARRIERS)),
});
export type LeadRecord = z.output<typeof leadRecordSchema>;

/** quote-7.31: the store's answer (not shown in the specification: `{ isSuccess, key }` is read). */
export const leadStoreAnswerSchema = z.object({
  isSuccess: z._default(z.boolean(), true),
  key: z.string().check(z.minLength(1)),
});

type Opts = { signal?: AbortSignal | undefined; region?: Region; timeoutMs?: number | undefined };

/** quote-7.31: create the lead (status Lead) under its key; resolves with the key the store answered. */
export function createLead(lead: LeadRecord, options: Opts = {}): Promise<string> {
  return request({
    schema: leadStoreAnswerSchema,
    path: leadStorePaths.create,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { lead },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  }).then((a) => a.key);
}

/** quote-7.31: replace the record of the lead's store key (quoted, or still a lead); resolves with the key the store answered. */
export function updateLead(lead: LeadRecord, options: Opts = {}): Promise<string> {
  return request({
    schema: leadStoreAnswerSchema,
    path: leadStorePaths.lead(lead.storeKey),
    method: 'PUT',
    auth: 'bearer',
    region: options.region,
    body: { lead },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  }).then((a) => a.key);
}
