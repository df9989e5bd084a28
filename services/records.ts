/**
 * The quote form's four records (quote-7.30): "Contact (email, phone, dob), personal data, file-id
 * attach and error-logging calls: paths and bodies not shown." The specification names the calls
 * and nothing else; the paths, the bodies and the answers here are the site's own.
 *
 * | call                             | sends                                                      | answer          |
 * | -------------------------------- | ---------------------------------------------------------- | --------------- |
 * | POST /quote/saveContact          | `{ header, email, phone, dob }`                            | `{ isSuccess }` |
 * | POST /quote/savePersonalData     | `{ header, firstName, lastName, dob, address, ... }`       | `{ isSuccess }` |
 * | POST /helper/ocr/attachFile      | `{ header, fileId, transactionId }`                        | `{ isSuccess }` |
 * | POST /log/error                  | `{ header, type: 'API Error', url, message, status }`      | `{ isSuccess }` |
 *
 * Decided where the specification is silent:
 * - **When** (machines/quote/quoteRecords.ts): the contact when driver2 (or the affiliate consent
 *   section) is continued, the personal data when driver3 is continued, the licence photo's file
 *   attached to each quote transaction once it is prepared, an API error as it happens.
 * - **Values** as the rate request sends them (machines/quote/quoteRequest.ts): trimmed, the phone as its
 *   10 digits, the date of birth as YYYY-MM-DD, codes as numbers (quote-9.7).
 * - **Auth and endpoint**: the three records carry the visitor's token (`auth: 'bearer'`, quote §6)
 *   like the form's other calls; the error log carries none (an error is worth logging when the
 *   token call itself failed). All four go to the endpoint of the form's calls (quote-4.5).
 * - **The error log** (quote-8.1: "logged as an API Error with url, message and HTTP status")
 *   sends the call's path only, every value taken out (`apiCallOf` of services/http.ts: a GET's query
 *   holds licence numbers and dates of birth), the error's message (the server's, capped at
 *   MAX_SERVER_TEXT by services/http.ts, or the client's own words) and the status (null when no
 *   answer came).
 * - **The answer** is not shown: `{ isSuccess: true }` (a message may come with it) is read, and
 *   nothing of it reaches the page; isSuccess false is a `rejected` ApiError (services/http.ts).
 */
import * as z from 'zod/mini';
import { apiCallOf, request, serverText, type ApiError, type Region } from './http';

export const recordPaths = {
  contact: '/quote/saveContact',
  personalData: '/quote/savePersonalData',
  attachFile: '/helper/ocr/attachFile',
  logError: '/log/error',
} as const;

/** YYYY-MM-DD. */
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));
const filled = z.string().check(z.minLength(1), z.maxLength(200));
const text = z.string().check(z.maxLength(200));
const code = z.union([z.literal(0), z.literal(1)]);

/** quote-7.30: the contact record (driver2, or the affiliate consent section, with driver1's date of birth). */
export const contactRecordSchema = z.object({
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail'), z.maxLength(254)),
  /** 10 digits. */
  phone: z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits')),
  dob: isoDay,
});
export type ContactRecord = z.output<typeof contactRecordSchema>;

/** quote-7.30: the personal data record (driver1's names and date of birth, and every answer of driver3). */
export const personalDataRecordSchema = z.object({
  firstName: filled,
  lastName: filled,
  dob: isoDay,
  address: filled,
  address2: text,
  city: filled,
  state: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter state code')),
  zipCode: z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits')),
  /** quote-9.7: female 1, male 0. */
  gender: code,
  /** quote-9.7: single 1, married 0. */
  maritalStatus: code,
  /** quote-3.2: insured now. */
  priorInsurance: z.boolean(),
  licenseType: filled,
  licenseId: text,
  rentersAndHome: z.boolean(),
});
export type PersonalDataRecord = z.output<typeof personalDataRecordSchema>;

/** quote-7.30: a licence photo's reading (its `fileId`, quote-3.16) attached to a quote transaction. */
export const attachFileRecordSchema = z.object({
  fileId: filled,
  transactionId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID')),
});
export type AttachFileRecord = z.output<typeof attachFileRecordSchema>;

/** quote-8.1, quote-7.30: an API error as logged. */
export const errorLogSchema = z.object({
  type: z.literal('API Error'),
  /** The call's path, every value taken out (apiCallOf): never a query. */
  url: z.string().check(z.regex(/^\/[^?#\s]*$/, 'must be a path without a query'), z.maxLength(300)),
  message: z.string().check(z.maxLength(600)),
  status: z.nullable(z.int().check(z.minimum(100), z.maximum(599))),
});
export type ErrorLog = z.output<typeof errorLogSchema>;

/** Every record's answer. */
export const recordAnswerSchema = z.object({ isSuccess: z.literal(true), message: z.optional(z.nullable(serverText)) });

type Opts = { signal?: AbortSignal | undefined; region?: Region };

function post(path: string, body: Record<string, unknown>, options: Opts & { auth: 'bearer' | 'none' }): Promise<void> {
  return request({ schema: recordAnswerSchema, path, method: 'POST', auth: options.auth, region: options.region, body, signal: options.signal }).then(() => undefined);
}

/** quote-7.30: the visitor's contact. */
export function saveContact(contact: ContactRecord, options: Opts = {}): Promise<void> {
  return post(recordPaths.contact, { ...contact }, { ...options, auth: 'bearer' });
}

/** quote-7.30: the primary driver's personal data. */
export function savePersonalData(data: PersonalDataRecord, options: Opts = {}): Promise<void> {
  return post(recordPaths.personalData, { ...data }, { ...options, auth: 'bearer' });
}

/** quote-7.30: a licence photo's reading attached to a quote transaction. */
export function attachFile(record: AttachFileRecord, options: Opts = {}): Promise<void> {
  return post(recordPaths.attachFile, { ...record }, { ...options, auth: 'bearer' });
}

/** quote-8.1, quote-7.30: what the error log says of an API error (the path only, the message, the status). */
export function errorLogOf(error: Pick<ApiError, 'url' | 'message' | 'status'>): ErrorLog {
  const path = apiCallOf(error.url);
  return { type: 'API Error', url: path.startsWith('/') ? path : '/(unknown)', message: error.message.slice(0, 600), status: error.status };
}

/** quote-8.1, quote-7.30: log an API error (no token needed), on the endpoint of the form's calls. */
export function logError(log: ErrorLog, options: Opts = {}): Promise<void> {
  return post(recordPaths.logError, { ...log }, { ...options, auth: 'none' });
}

/** Whether an error is the error log's own failure (never logged: no loop). */
export function isErrorLogCall(error: Pick<ApiError, 'url'>): boolean {
  return apiCallOf(error.url).endsWith(recordPaths.logError);
}
