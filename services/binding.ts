/**
 * The calls of online binding (spec 002 §7 "Binding flow"; portal-7.18, portal-7.19, portal-7.21)
 * and the underwriting questions it shares with the payment and e-sign page (portal-3.19). The
 * driver lookups and the VIN decode of portal-7.20 are the quote form's (services/search.ts,
 * services/vehicle.ts).
 *
 * | call                                        | sends                                  | answer                         |
 * | ------------------------------------------- | -------------------------------------- | ------------------------------ |
 * | GET /binding/transaction                    | RateQuoteId                            | transaction, companyId         |
 * | GET /questions/{carrierId}                  | the carrier in the path                | questions[]                    |
 * | POST /binding/nonvoicecall                  | phonenumber (no dashes), ratequoteid   | nonVoiceCallResponse.message   |
 * | GET {sheets}/search                         | TransactionId                          | rows[] (the verification log)  |
 * | POST {sheets}                               | { data: [row] }                        | created                        |
 * | PUT {sheets}/TransactionId/{id}             | { data: changed columns }              | updated                        |
 *
 * Shown by the specification: what each call sends and answers, the questions' path, and that the
 * verification log is a sheet read, created and updated by TransactionId at the carrier's
 * `sheetsdburl`. Chosen here, and served so by the sandbox: the paths of the transaction fetch and
 * the non-voice call request (a "servlet" whose path is not given), the query name `RateQuoteId`
 * (the previous quotes' style), and the sheet API's shape (a sheet-as-a-database service's: search
 * by column, create rows, update by column). The sheet's default address is the agency API's
 * `/sheets/verification` (its California endpoint when the customer's address is in CA); a
 * carrier's `sheetsdburl` replaces it (https only, src/config).
 *
 * Auth: the visitor's token (`bearer`) on the agency API; a carrier's own sheet address gets none.
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';

export const bindingPaths = {
  transaction: '/binding/transaction',
  questions: (carrierId: string) => `/questions/${encodeURIComponent(carrierId)}`,
  nonVoiceCall: '/binding/nonvoicecall',
  /** The verification log's default address under the agency API. */
  sheet: '/sheets/verification',
} as const;

const text = z._default(z.nullable(serverText), null);
const code = z.union([z.int(), z.pipe(z.string().check(z.regex(/^-?\d{1,3}$/)), z.transform(Number))]);
const isoDay = z.pipe(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)), z.transform((v: string) => v.slice(0, 10)));

/** portal-3.22: a driver of the transaction. */
export const bindingTransactionDriverSchema = z.object({
  firstName: serverText,
  lastName: serverText,
  dob: z._default(z.nullable(isoDay), null),
  relation: z._default(code, 0),
  priorInsurance: z._default(z.nullable(z.union([z.boolean(), z.string(), z.number()])), null),
  gender: z._default(z.nullable(code), null),
  maritalStatus: z._default(z.nullable(code), null),
  isExcluded: z._default(z.boolean(), false),
  driverLicenseNumber: text,
  issueDate: z._default(z.nullable(isoDay), null),
  address: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
});
export type BindingTransactionDriver = z.output<typeof bindingTransactionDriverSchema>;

/** portal-3.22: a car of the transaction. */
export const bindingTransactionCarSchema = z.object({
  vin: z._default(z.nullable(z.string().check(z.maxLength(17))), null),
  year: z._default(z.nullable(code), null),
  maker: text,
  model: text,
  annualMilesAge: z._default(z.nullable(z.number()), null),
});
export type BindingTransactionCar = z.output<typeof bindingTransactionCarSchema>;

/** portal-3.22: the binding transaction: the customer, the drivers, the cars and the answers given. */
export const bindingTransactionSchema = z.object({
  customer: z.object({
    email: text,
    phoneNumber: text,
    address: z.object({ address1: text, apt: text, city: text, state: z.string().check(z.regex(/^[A-Za-z]{2}$/)), zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/)) }),
  }),
  drivers: z.array(bindingTransactionDriverSchema).check(z.minLength(1)),
  cars: z._default(z.array(bindingTransactionCarSchema), []),
  questionAnswers: z._default(z.array(z.object({ questionCd: z.string(), answer: z.string() })), []),
});
export type BindingTransaction = z.output<typeof bindingTransactionSchema>;

/** portal-7.18: the transaction and its carrier (companyId); the payplan of the address is not sent. */
export const bindingTransactionAnswerSchema = z.object({
  transaction: bindingTransactionSchema,
  companyId: z.pipe(z.union([z.string().check(z.minLength(1)), z.int()]), z.transform((v: string | number) => String(v))),
});
export type BindingTransactionAnswer = z.output<typeof bindingTransactionAnswerSchema>;

const flagOf = z._default(
  z.pipe(z.union([z.boolean(), z.string()]), z.transform((v: boolean | string) => (typeof v === 'boolean' ? v : v.trim().toLowerCase() === 'true'))),
  false,
);

/** portal-3.19: an underwriting question as the API gives it (yes and no values Y and N by default). */
export const underwritingQuestionSchema = z.pipe(
  z.object({
    questionCd: z.string().check(z.minLength(1), z.maxLength(40)),
    questionText: serverText,
    questionType: z._default(z.string(), 'yesno'),
    answers: z._default(z.nullable(z.array(serverText)), []),
    validationrequired: flagOf,
    validanswer: z._default(z.nullable(z.string()), ''),
    errormessage: z._default(z.nullable(serverText), ''),
    yesValue: z._default(z.nullable(z.string()), null),
    noValue: z._default(z.nullable(z.string()), null),
  }),
  z.transform((q) => ({
    ...q,
    answers: q.answers ?? [],
    validanswer: q.validanswer ?? '',
    errormessage: q.errormessage ?? '',
    yesValue: q.yesValue?.trim() || 'Y',
    noValue: q.noValue?.trim() || 'N',
  })),
);
export type UnderwritingQuestionAnswer = z.output<typeof underwritingQuestionSchema>;

export const questionsAnswerSchema = z.object({ questions: z._default(z.nullable(z.array(underwritingQuestionSchema)), []) });

/** portal-7.19: the non-voice call request's answer. */
export const nonVoiceCallAnswerSchema = z.object({ nonVoiceCallResponse: z.object({ message: z._default(z.nullable(serverText), null) }) });

/** The statuses of a code in the log: the attempt it was sent on, then the agent's word (portal-4.20). */
export const CODE_STATUSES = ['Verify-1', 'Verify-2', 'Yes', 'No'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number] | '';

const cell = z._default(z.pipe(z.nullable(z.union([z.string(), z.number()])), z.transform((v: string | number | null) => (v === null ? '' : String(v).trim()))), '');
const status = z.pipe(cell, z.transform((v: string): CodeStatus => (CODE_STATUSES as readonly string[]).find((s) => s.toLowerCase() === v.toLowerCase()) as CodeStatus ?? ''));
const yesNo = z.pipe(cell, z.transform((v: string): 'Yes' | 'No' | '' => (/^yes$/i.test(v) ? 'Yes' : /^no$/i.test(v) ? 'No' : '')));

/** portal-3.23: a row of the verification log, its columns named as the sheet names them. */
export const verificationRowSchema = z.object({
  Timestamp: cell,
  TransactionId: z.string().check(z.minLength(1)),
  RateQuoteId: cell,
  'Contact Verification Status': yesNo,
  VisitDate: cell,
  'Agent Notification': cell,
  'Request Call Back': yesNo,
  'Email Code 1': cell,
  'Email Code 2': cell,
  'Email Code Status 1': status,
  'Email Code Status 2': status,
  'Text Code 1': cell,
  'Text Code 2': cell,
  'Text Code Status 1': status,
  'Text Code Status 2': status,
});
export type VerificationRow = z.output<typeof verificationRowSchema>;
export type VerificationColumn = keyof VerificationRow;

/** Where the log is: the agency API's sheet (its region), or a carrier's own sheet address. */
export interface SheetLocation {
  region: Region;
  /** A carrier's `sheetsdburl` (absolute, https); null for the agency API's sheet. */
  url: string | null;
}

type Opts = { signal?: AbortSignal | undefined };

const sheetCall = (where: SheetLocation, suffix: string) =>
  where.url === null
    ? ({ path: `${bindingPaths.sheet}${suffix}`, base: 'api', region: where.region, auth: 'bearer', withHeader: false } as const)
    : ({ path: `${where.url.replace(/\/+$/, '')}${suffix}`, base: 'page', auth: 'none', withHeader: false } as const);

/** portal-7.18: the transaction of a quote (its rateQuoteId) and its carrier. */
export function getBindingTransaction(rateQuoteId: string, options: Opts & { region?: Region } = {}): Promise<BindingTransactionAnswer> {
  return request({ schema: bindingTransactionAnswerSchema, path: bindingPaths.transaction, auth: 'bearer', region: options.region, query: { RateQuoteId: rateQuoteId }, signal: options.signal });
}

/** portal-3.19: the carrier's underwriting questions (none: an empty list, and the section stays empty). */
export function getQuestions(carrierId: string, options: Opts & { region?: Region } = {}): Promise<UnderwritingQuestionAnswer[]> {
  return request({ schema: questionsAnswerSchema, path: bindingPaths.questions(carrierId), auth: 'bearer', region: options.region, signal: options.signal }).then((a) => a.questions ?? []);
}

/** portal-7.19: a call back requested: the phone without dashes and the quote; the answer's message. */
export function requestCallBack(input: { phone: string; rateQuoteId: string }, options: Opts & { region?: Region } = {}): Promise<string | null> {
  return request({
    schema: nonVoiceCallAnswerSchema,
    path: bindingPaths.nonVoiceCall,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { phonenumber: input.phone.replace(/-/g, ''), ratequoteid: input.rateQuoteId },
    withHeader: false,
    signal: options.signal,
  }).then((a) => a.nonVoiceCallResponse.message);
}

/** portal-7.21: the log row of a transaction, or null when there is none yet. */
export function readVerification(transactionId: string, where: SheetLocation, options: Opts = {}): Promise<VerificationRow | null> {
  return request({ schema: z.array(verificationRowSchema), ...sheetCall(where, '/search'), query: { TransactionId: transactionId }, signal: options.signal }).then((rows) => rows[0] ?? null);
}

/** portal-7.21: a transaction's row created. */
export function createVerification(row: VerificationRow, where: SheetLocation, options: Opts = {}): Promise<void> {
  return request({ schema: z.object({ created: z.number() }), ...sheetCall(where, ''), method: 'POST', body: { data: [row] }, signal: options.signal }).then(() => undefined);
}

/** portal-7.21: columns of a transaction's row changed. */
export function updateVerification(transactionId: string, changes: Partial<Omit<VerificationRow, 'TransactionId'>>, where: SheetLocation, options: Opts = {}): Promise<void> {
  return request({
    schema: z.object({ updated: z.number() }),
    ...sheetCall(where, `/TransactionId/${encodeURIComponent(transactionId)}`),
    method: 'PUT',
    body: { data: changes },
    signal: options.signal,
  }).then(() => undefined);
}
