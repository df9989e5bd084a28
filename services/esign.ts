/**
 * The calls of the auto payment and e-sign page (spec 002 §7 "Auto payment and e-sign page";
 * portal-7.22, portal-7.23, portal-7.25 to portal-7.31), the buy-now status they read
 * (portal-3.20) and what the rating prepare sends (portal-3.15 to portal-3.18). The questions'
 * call (portal-7.24) is online binding's (services/binding.ts `getQuestions`); the driver lookups
 * and the VIN decode are the quote form's (services/search.ts, services/vehicle.ts).
 *
 * | call                                                           | sends                                                     | answer                                        |
 * | -------------------------------------------------------------- | --------------------------------------------------------- | --------------------------------------------- |
 * | POST /buynowstatus/getcurrentbuynowstatusbytransactionid       | transactionId                                             | currentBuyNowStatus (status -1..6 + entity)   |
 * | POST /rating/getcarrierresultbytransactionidandcarrierid       | transactionId, carrierId                                  | status, statusDesc, paymentOptions            |
 * | POST /rating/prepare                                           | customer, drivers, vehicles, quote, requestStep 2, afee, questionAnswers | transactionId                  |
 * | POST /rating/results                                           | transactionId                                             | isSuccess, completedCount                     |
 * | POST /buynowstatus/addorgetbuynowstatusbytransactionidandcarrierid | transactionId, carrierId                              | buyNowStatusResponse (the entity)             |
 * | POST /rating/getidcardordecpage                                | carrierId, policyNumber, documentType                     | document (a base64 PDF)                       |
 * | POST /paymentinit/gettoken                                     | transactionId                                             | paymentUrl                                    |
 * | POST /paymentinit/gettransactiondetail                         | transactionId                                             | resultCode, paymentAmount, status, message    |
 * | POST /esign/signthepolicy                                      | transactionId, carrierId                                  | eSignUrl                                      |
 * | POST /rating/getpreparerequest                                 | transactionId                                             | the earlier prepare request (decision 53)     |
 * | GET /questions/{carrierId}                                     | the carrier in the path                                   | questions[] (online binding's answer)         |
 *
 * Shown by the specification: the methods, paths, what each call sends and the names of what it
 * answers; the buy-now status's fields (portal-3.20); the step each status on load leads to (-1
 * and 0 driver info, 1 pay, 2 payment, 3 to 5 e-sign, 6 sold); that a payment result code 200 is
 * success and 0 "no payment yet"; that a carrier's errors come joined by "~".
 *
 * Chosen here, and served so by the sandbox (fixtures/sandbox/routes/esign.ts):
 * - The host and prefix ("from the rating domain setting") are the agency API's base of the
 *   region (`/api`, `/api-ca`); every POST carries the header object, as the agency API's others.
 * - `currentBuyNowStatus` is the buy-now status entity with the step's `status` (an integer from
 *   -1 to 6; another is a broken answer), or null: the missing status response of spec §8.
 * - In the entity: rc2Status and rc3Status are integer codes (null when not reached);
 *   signedPolicySendStatus, isESignAvailable and eSignSignedStatus are flags (a boolean, or a
 *   sheet's "true"/"false"); paymentStatus is a word ("Pending" is the pending one, any case);
 *   rc3PolicyId a text (a number is made a text); rc3Messages a list of texts (null: none).
 * - The carrier result's `status` is a flag: true when the rating succeeded. `paymentOptions` is
 *   one Quote/plan (portal-3.18) or null; its `errors` come as one text joined by "~", or as the
 *   entity's `[{ text }]`: both read as a list of texts (blank parts left out).
 * - rating/results' `isSuccess: false` is a `rejected` ApiError, as every call's (http.ts,
 *   quote-8.1): the unexpected-error message of spec §8 ("API failures at results").
 * - `documentType` is `idcard` or `decpage`; the document is standard base64 (no data: prefix) of
 *   at most MAX_DOCUMENT_CHARS characters (under the client's answer limit) whose bytes start with
 *   `%PDF-`; it is returned as the base64 text.
 * - resultCode is an integer (a numeric text is read as one); paymentAmount an amount (or null).
 * - paymentUrl and eSignUrl are texts or null (at most MAX_URL_CHARS); whether the page may open
 *   them is the chart's rule (src/rules/url.ts), not this module's.
 * - The quote's data the driver step starts from (decision 53; "paths not shown"): POST
 *   /rating/getpreparerequest with `{ transactionId }` answers the earlier prepare request as it was
 *   sent (customer, drivers, vehicles, quote, the agency fee and the question answers), each with
 *   the prepare's own shapes; a car of the quote may have no VIN yet (the driver step asks for it).
 * - The questions (portal-7.24) are online binding's call (path and answer, services/binding.ts),
 *   made here with the page's credential.
 *
 * Auth: every call carries the page's basic credential (`basic`, portal-6.5).
 */
import * as z from 'zod/mini';
import { bindingPaths, questionsAnswerSchema, type UnderwritingQuestionAnswer } from './binding';
import { capText, request, serverText, type Region } from './http';
import { money } from './payments';

export const esignPaths = {
  currentStatus: '/buynowstatus/getcurrentbuynowstatusbytransactionid',
  carrierResult: '/rating/getcarrierresultbytransactionidandcarrierid',
  prepare: '/rating/prepare',
  results: '/rating/results',
  buyNowStatus: '/buynowstatus/addorgetbuynowstatusbytransactionidandcarrierid',
  document: '/rating/getidcardordecpage',
  paymentToken: '/paymentinit/gettoken',
  paymentDetail: '/paymentinit/gettransactiondetail',
  signPolicy: '/esign/signthepolicy',
  /** The earlier prepare request of a transaction (decision 53: a reading, the path is not shown). */
  priorRequest: '/rating/getpreparerequest',
} as const;

/** The steps a status on load leads to (spec 002 §4): -1 and 0 driver info, 1 pay, 2 payment, 3 to 5 e-sign, 6 sold. */
export const BUY_NOW_STATUSES = [-1, 0, 1, 2, 3, 4, 5, 6] as const;
export type BuyNowStep = (typeof BUY_NOW_STATUSES)[number];

/** The longest base64 document read: its answer stays under the client's answer limit (MAX_ANSWER_CHARS). */
export const MAX_DOCUMENT_CHARS = 250_000;
/** The longest payment or e-sign address read. */
export const MAX_URL_CHARS = 2048;
/** The most rc3 messages or carrier errors read. */
export const MAX_MESSAGES = 20;

export const DOCUMENT_TYPES = ['idcard', 'decpage'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The payment result codes the specification names (portal-7.30; spec §4): 200 paid, 0 not paid yet; any other failed. */
export const PAYMENT_RESULT = { success: 200, none: 0 } as const;

const text = z._default(z.nullable(serverText), null);
const int = z.union([z.int(), z.pipe(z.string().check(z.regex(/^-?\d{1,4}$/)), z.transform(Number))]);
const flag = z._default(
  z.pipe(z.nullable(z.union([z.boolean(), z.string()])), z.transform((v: boolean | string | null) => (typeof v === 'boolean' ? v : v?.trim().toLowerCase() === 'true'))),
  false,
);
const id = z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int()]), z.transform((v: string | number) => String(v)));
const url = z._default(z.nullable(z.string().check(z.maxLength(MAX_URL_CHARS))), null);
const textList = z._default(
  z.pipe(z.nullable(z.array(serverText).check(z.maxLength(MAX_MESSAGES))), z.transform((v: string[] | null) => v ?? [])),
  [],
);

const buyNowStatusShape = {
  rc2Status: z._default(z.nullable(int), null),
  rc3Status: z._default(z.nullable(int), null),
  paymentToken: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
  paymentStatus: text,
  paymentDescription: text,
  signedPolicySendStatus: flag,
  rc3PolicyId: z._default(z.nullable(id), null),
  isESignAvailable: flag,
  eSignSignedStatus: flag,
  rc3Messages: textList,
};
/** portal-3.20: the buy-now status of a transaction and carrier. */
export const buyNowStatusSchema = z.object(buyNowStatusShape);
export type BuyNowStatus = z.output<typeof buyNowStatusSchema>;

/** portal-7.22: the status on load (the step) with the buy-now status, or null. */
// A shape spread, not z.extend: its helper would join every page's shared zod chunk (0.4 kB gzip).
export const currentBuyNowStatusSchema = z.object({
  ...buyNowStatusShape,
  status: int.check(z.refine((v) => (BUY_NOW_STATUSES as readonly number[]).includes(v), 'must be a status from -1 to 6')),
});
export type CurrentBuyNowStatus = Omit<z.output<typeof currentBuyNowStatusSchema>, 'status'> & { status: BuyNowStep };

export const currentStatusAnswerSchema = z.object({ currentBuyNowStatus: z._default(z.nullable(currentBuyNowStatusSchema), null) });

/** portal-7.27 */
export const buyNowStatusAnswerSchema = z.object({ buyNowStatusResponse: z._default(z.nullable(buyNowStatusSchema), null) });

/** A carrier's errors: one text joined by "~", or `[{ text }]` (portal-3.18); blank parts left out. */
const carrierErrors = z._default(
  z.pipe(
    z.nullable(z.union([z.string().check(z.maxLength(5000)), z.array(z.object({ text: z.string() })).check(z.maxLength(MAX_MESSAGES))])),
    z.transform((v: string | Array<{ text: string }> | null) =>
      (v === null ? [] : typeof v === 'string' ? v.split('~') : v.map((e) => e.text))
        .map((e) => e.trim())
        .filter((e) => e !== '')
        .slice(0, MAX_MESSAGES)
        .map((e) => capText(e)),
    ),
  ),
  [],
);

const questionAnswerSchema = z.object({ questionCd: z.string().check(z.minLength(1), z.maxLength(40)), answer: z.string().check(z.maxLength(200)), questionText: z._default(z.nullable(serverText), null) });

/** portal-3.18: a quote and its pay plan, as the carrier result answers it. */
export const quotePlanSchema = z.object({
  companyName: text,
  term: z._default(z.nullable(z.union([z.int(), serverText])), null),
  quoteNumber: z._default(z.nullable(id), null),
  payPlanPaymentAmount: z._default(z.nullable(money), null),
  payPlanNumOfPayments: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(120))), null),
  payPlanDownPayment: z._default(z.nullable(money), null),
  totalPremium: z._default(z.nullable(money), null),
  agencyFee: z._default(z.nullable(money), null),
  payPlanDescription: text,
  errors: carrierErrors,
  questionAnswers: z._default(z.nullable(z.array(questionAnswerSchema)), null),
});
export type QuotePlan = z.output<typeof quotePlanSchema>;

/** portal-7.23: the carrier's rating of the transaction; `status` true when it succeeded. */
export const carrierResultSchema = z.object({
  status: z.pipe(z.union([z.boolean(), z.string()]), z.transform((v: boolean | string) => (typeof v === 'boolean' ? v : v.trim().toLowerCase() === 'true'))),
  statusDesc: text,
  paymentOptions: z._default(z.nullable(quotePlanSchema), null),
});
export type CarrierResult = z.output<typeof carrierResultSchema>;

// ---------------------------------------------------------------------------------------------
// What the rating prepare sends (portal-7.25): the sandbox checks the body with these.

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));
const optText = z.optional(z.nullable(z.string().check(z.maxLength(200))));
const addressSchema = z.object({
  address: z.string().check(z.maxLength(200)),
  apt: optText,
  city: z.string().check(z.maxLength(100)),
  state: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a state code')),
  zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code')),
  county: optText,
});

/** portal-3.15 */
export const prepareCustomerSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  surname: z.string().check(z.minLength(1), z.maxLength(100)),
  email: z.string().check(z.maxLength(200)),
  phoneNumber: z.string().check(z.maxLength(20)),
  address: addressSchema,
});
export type PrepareCustomer = z.input<typeof prepareCustomerSchema>;

const code = z.nullable(z.union([z.int(), z.string().check(z.maxLength(20))]));

/** portal-3.16 */
export const prepareDriverSchema = z.object({
  firstName: z.string().check(z.minLength(1), z.maxLength(100)),
  lastName: z.string().check(z.minLength(1), z.maxLength(100)),
  dob: isoDay,
  gender: code,
  marital: code,
  relation: code,
  primaryDriver: z.boolean(),
  isExcluded: z.boolean(),
  driverstatus: z.optional(code),
  residencestatus: z.optional(code),
  license: optText,
  issueDate: z.optional(z.nullable(isoDay)),
  rec: z.optional(z.unknown()),
  isManualDriver: z.optional(z.boolean()),
  address: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  age: z.optional(z.nullable(z.int())),
  sex: optText,
  driverLicenseStatusCdFormatted: optText,
});
export type PrepareDriver = z.input<typeof prepareDriverSchema>;

/** portal-3.17 */
export const prepareVehicleSchema = z.object({
  vin: z.string().check(z.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'must be a 17-character VIN')),
  year: z.union([z.int(), z.string().check(z.regex(/^\d{4}$/))]),
  make: optText,
  maker: optText,
  model: z.string().check(z.maxLength(100)),
  odometerReading: z.optional(z.nullable(z.number())),
  commutingVehicle: z.optional(z.nullable(z.boolean())),
  commutingDays: z.optional(z.nullable(z.int())),
  commutingAddress: z.optional(z.nullable(z.object({ address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }))),
  selectedAnnualMileage: z.optional(z.nullable(z.number())),
  coverages: z.optional(z.array(z.object({ coverageName: z.string(), coverageDescription: optText, limit: z.optional(z.nullable(z.unknown())) }))),
});
export type PrepareVehicle = z.input<typeof prepareVehicleSchema>;

/** portal-7.25: the body of the rating prepare (requestStep 2: the payment page's re-rating). */
export const prepareRequestSchema = z.object({
  customer: prepareCustomerSchema,
  drivers: z.array(prepareDriverSchema).check(z.minLength(1)),
  vehicles: z.array(prepareVehicleSchema).check(z.minLength(1)),
  quote: z.record(z.string(), z.unknown()),
  requestStep: z.literal(2),
  afee: z.number().check(z.minimum(0)),
  questionAnswers: z.array(z.object({ questionCd: z.string().check(z.minLength(1)), answer: z.string(), questionText: optText })),
});
export type PrepareRequest = z.input<typeof prepareRequestSchema>;

export const prepareAnswerSchema = z.object({ transactionId: id });

/** The most drivers and vehicles a prepare request read back holds. */
export const MAX_PRIOR_ITEMS = 12;

/** portal-3.17: a car of the earlier request: as the prepare sends it, its VIN not known yet where the quote had none. */
// A shape spread, not z.extend (see currentBuyNowStatusSchema).
export const priorVehicleSchema = z.object({ ...prepareVehicleSchema.shape, vin: z._default(z.nullable(z.string().check(z.maxLength(17))), null) });
export type PriorVehicle = z.output<typeof priorVehicleSchema>;

/**
 * Decision 53: the earlier prepare request of a transaction (the quote's data the driver step starts
 * from): customer, drivers, vehicles and quote as the prepare sends them (portal-3.15 to portal-3.17),
 * the agency fee it was rated with and the answers it gave (none: empty).
 */
export const priorRequestSchema = z.object({
  customer: prepareCustomerSchema,
  drivers: z.array(prepareDriverSchema).check(z.minLength(1), z.maxLength(MAX_PRIOR_ITEMS)),
  vehicles: z.array(priorVehicleSchema).check(z.minLength(1), z.maxLength(MAX_PRIOR_ITEMS)),
  quote: z.record(z.string(), z.unknown()),
  afee: z._default(z.nullable(z.number().check(z.minimum(0))), null),
  questionAnswers: z._default(
    z.nullable(z.array(z.object({ questionCd: z.string().check(z.minLength(1), z.maxLength(40)), answer: z.string().check(z.maxLength(200)) })).check(z.maxLength(50))),
    null,
  ),
});
export type PriorRequest = z.output<typeof priorRequestSchema>;
export type PriorRequestInput = z.input<typeof priorRequestSchema>;

/** portal-7.26 (isSuccess false never reaches the schema: it is a `rejected` ApiError). */
export const resultsAnswerSchema = z.object({ isSuccess: z.boolean(), completedCount: z._default(z.int().check(z.minimum(0)), 0) });
export type RatingResults = z.output<typeof resultsAnswerSchema>;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The first bytes of a base64 text are `%PDF-` (false when they are not base64 at all). */
function startsAsPdf(base64: string): boolean {
  try {
    return atob(base64.slice(0, 8)).startsWith('%PDF-');
  } catch {
    return false;
  }
}

/** portal-7.28: a base64 PDF, bounded. */
export const documentSchema = z.string().check(
  z.minLength(8),
  z.maxLength(MAX_DOCUMENT_CHARS),
  z.regex(BASE64, 'must be base64'),
  z.refine((v) => startsAsPdf(v), 'must be a PDF'),
);
export const documentAnswerSchema = z.object({ document: documentSchema });

/** portal-7.29 */
export const paymentTokenAnswerSchema = z.object({ paymentUrl: url });
/** portal-7.30 */
export const paymentDetailSchema = z.object({
  resultCode: int,
  paymentAmount: z._default(z.nullable(money), null),
  status: text,
  message: text,
});
export type PaymentDetail = z.output<typeof paymentDetailSchema>;
/** portal-7.31 */
export const signPolicyAnswerSchema = z.object({ eSignUrl: url });

type Opts = { signal?: AbortSignal | undefined; region?: Region };

function post<S extends z.ZodMiniType>(schema: S, path: string, body: Record<string, unknown>, options: Opts): Promise<z.output<S>> {
  return request({ schema, path, method: 'POST', auth: 'basic', region: options.region, body, signal: options.signal });
}

/** portal-7.22: the status on load of a transaction (null: the API gave none). */
export function getCurrentBuyNowStatus(transactionId: string, options: Opts = {}): Promise<CurrentBuyNowStatus | null> {
  return post(currentStatusAnswerSchema, esignPaths.currentStatus, { transactionId }, options).then((a) => a.currentBuyNowStatus as CurrentBuyNowStatus | null);
}

/** portal-7.23: the carrier's rating of the transaction. */
export function getCarrierResult(input: { transactionId: string; carrierId: string }, options: Opts = {}): Promise<CarrierResult> {
  return post(carrierResultSchema, esignPaths.carrierResult, { transactionId: input.transactionId, carrierId: input.carrierId }, options);
}

/** portal-7.25: the re-rating prepared with the page's data (requestStep 2); the new transactionId. */
export function prepareRating(input: Omit<PrepareRequest, 'requestStep'>, options: Opts = {}): Promise<string> {
  return post(prepareAnswerSchema, esignPaths.prepare, { ...input, requestStep: 2 }, options).then((a) => a.transactionId);
}

/** portal-7.26: the results of a prepared rating. */
export function getRatingResults(transactionId: string, options: Opts = {}): Promise<RatingResults> {
  return post(resultsAnswerSchema, esignPaths.results, { transactionId }, options);
}

/** portal-7.27: the buy-now status of a transaction and carrier, added when there is none (null: the API gave none). */
export function addOrGetBuyNowStatus(input: { transactionId: string; carrierId: string }, options: Opts = {}): Promise<BuyNowStatus | null> {
  return post(buyNowStatusAnswerSchema, esignPaths.buyNowStatus, { transactionId: input.transactionId, carrierId: input.carrierId }, options).then((a) => a.buyNowStatusResponse);
}

/** portal-7.28: a policy's ID card or declarations page, as base64 PDF. */
export function getPolicyDocument(input: { carrierId: string; policyNumber: string; documentType: DocumentType }, options: Opts = {}): Promise<string> {
  return post(documentAnswerSchema, esignPaths.document, { carrierId: input.carrierId, policyNumber: input.policyNumber, documentType: input.documentType }, options).then((a) => a.document);
}

/** portal-7.29: the payment address of a transaction (null: none given). */
export function getPaymentUrl(transactionId: string, options: Opts = {}): Promise<string | null> {
  return post(paymentTokenAnswerSchema, esignPaths.paymentToken, { transactionId }, options).then((a) => a.paymentUrl);
}

/** portal-7.30: the payment result of a transaction. */
export function getPaymentDetail(transactionId: string, options: Opts = {}): Promise<PaymentDetail> {
  return post(paymentDetailSchema, esignPaths.paymentDetail, { transactionId }, options);
}

/** portal-7.31: the e-sign address of a transaction and carrier (null: none given). */
export function getESignUrl(input: { transactionId: string; carrierId: string }, options: Opts = {}): Promise<string | null> {
  return post(signPolicyAnswerSchema, esignPaths.signPolicy, { transactionId: input.transactionId, carrierId: input.carrierId }, options).then((a) => a.eSignUrl);
}

/** Decision 53: the earlier prepare request of a transaction (the driver step's data). */
export function getPriorRequest(transactionId: string, options: Opts = {}): Promise<PriorRequest> {
  return post(priorRequestSchema, esignPaths.priorRequest, { transactionId }, options);
}

/** portal-7.24: the carrier's underwriting questions: online binding's call with the page's basic credential (none: an empty list). */
export function getEsignQuestions(carrierId: string, options: Opts = {}): Promise<UnderwritingQuestionAnswer[]> {
  return request({ schema: questionsAnswerSchema, path: bindingPaths.questions(carrierId), auth: 'basic', region: options.region, signal: options.signal }).then((a) => a.questions ?? []);
}
