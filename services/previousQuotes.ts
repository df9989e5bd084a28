/**
 * Previous quotes and the requote (quote 001 §3 "Previous quotes", §4 "Previous quotes and
 * requote", §6, §7): the quote groups of a phone and date of birth over a date range, a group's
 * quotes, the quote owner's date-of-birth check, a stored quote loaded by its rateQuoteId, the
 * quote selected, and the requote (a POST, then its results).
 *
 * | call                                         | sends                                          | answer                                            |
 * | -------------------------------------------- | ---------------------------------------------- | ------------------------------------------------- |
 * | GET /quote/getCustomerQuoteGroupByTrnx       | PhoneNumber, DateOfBirth, FromDate, ToDate     | quotes[] of { quoteDate, transactionId }          |
 * | GET /quote/getCustomerQuoteGroupDetail       | TransactionId                                  | quotes[] of { rateQuoteId, effectiveDate, drivers } |
 * | GET /opapi/quote/verifyquoteowner (basic)    | RateQuoteId, DateOfBirth                       | isSuccess, isMatch, message                       |
 * | GET /rating/loadByRateQuoteId/{id}           | the id in the path                             | transaction{customer, drivers, cars, ...}         |
 * | GET /rating/getSelectedQuote                 | RateQuoteId                                    | result: one carrier's result (its rates)          |
 * | POST /rating/requote (recaptcha)             | { header, rateQuoteId }                        | transactionId                                     |
 * | GET /rating/getRequoteResults                | RateQuoteId (and the header fields)            | isSuccess, isDone, completedCount, results[]      |
 *
 * Shown by the specification: the two quote-group calls (quote-7.19, under /api/quote, the date
 * range and the transaction as their inputs), verifyquoteowner (quote-7.22, under /opapi with the
 * Basic credential: `base: 'opapi'` in services/http.ts), loadByRateQuoteId (quote-7.18) and
 * getSelectedQuote's path (quote-7.17). Chosen here, and served so by the sandbox:
 * - the query names of the group calls (`PhoneNumber` 10 digits, `DateOfBirth` and the range as
 *   YYYY-MM-DD, `TransactionId`), in the capitalised style of verifyquoteowner's;
 * - a driver of a group's quote is `{ firstName, lastName }`; a quoteDate is an ISO date or
 *   date-time (only its day is read);
 * - verifyquoteowner's `DateOfBirth` is YYYY-MM-DD, like every other date of birth the site sends;
 * - getSelectedQuote's query (`RateQuoteId`) and answer (`result`, one carrier's result in the
 *   shape of the rate results, quote-3.9): the specification shows neither;
 * - the requote's paths (`/rating/requote`, `/rating/getRequoteResults`) and the POST's answer
 *   (`transactionId`, the new transaction): quote-7.23 names neither. The results are the rate
 *   results' own contract (services/quotes.ts `resultsAnswerSchema`, `flattenResults`).
 *
 * Auth: the requote POST sends the reCAPTCHA token ("after a recaptcha execution", quote-7.23);
 * verifyquoteowner the Basic credential of the page; every other call the visitor's token
 * (`bearer`, quote §6). An answer with isSuccess false is a `rejected` ApiError with the server's
 * message (services/http.ts), which is how "Quote not found!" arrives (quote-8.6).
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';
import { carrierRowsSchema, flattenResults, resultsAnswerSchema, type RateQuote, type ResultsAnswer } from './quotes';

export type { RateQuote, ResultsAnswer } from './quotes';

export const previousQuotesPaths = {
  groups: '/quote/getCustomerQuoteGroupByTrnx',
  groupDetail: '/quote/getCustomerQuoteGroupDetail',
  /** Under the operations API (`/opapi`). */
  verifyOwner: '/quote/verifyquoteowner',
  loadByRateQuoteId: '/rating/loadByRateQuoteId',
  selectedQuote: '/rating/getSelectedQuote',
  requote: '/rating/requote',
  requoteResults: '/rating/getRequoteResults',
} as const;

// quote-8.6, quote-4.31: verifyquoteowner's two messages and its refusal past the API's limit live
// apart, so the chart's rules read them without loading these calls and their schemas
// (machines/quote/previousQuotes.machine.ts imports them on first use).
export { DOB_MISMATCH_MESSAGE, OWNER_CHECK_LOCKED_STATUS, ownerCheckLockedAnswerSchema, QUOTE_NOT_FOUND_MESSAGE } from './previousQuotesMessages';

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date (YYYY-MM-DD)'));
const dayOf = z.pipe(isoDay, z.transform((v: string) => v.slice(0, 10)));
const filled = z.string().check(z.minLength(1));

/** quote-3.15: one quote group of the lookup: the day it was quoted and its transaction. */
export const quoteGroupSchema = z.object({
  /** YYYY-MM-DD (a time after the day is dropped). */
  quoteDate: dayOf,
  transactionId: filled,
});
export type QuoteGroup = z.output<typeof quoteGroupSchema>;

/** quote-7.19: the quote groups of a phone and date of birth. */
export const quoteGroupsAnswerSchema = z.object({
  isSuccess: z.optional(z.boolean()),
  quotes: z._default(z.array(quoteGroupSchema), []),
});
export type QuoteGroupsAnswer = z.output<typeof quoteGroupsAnswerSchema>;

/** A driver of a previous quote, as its detail names them. */
export const previousDriverSchema = z.object({
  firstName: z._default(serverText, ''),
  lastName: z._default(serverText, ''),
});
export type PreviousDriver = z.output<typeof previousDriverSchema>;

/** A vehicle of a previous quote, as its detail names it. */
export const previousCarSchema = z.object({
  year: z._default(z.nullable(z.number()), null),
  maker: z._default(serverText, ''),
  model: z._default(serverText, ''),
});
export type PreviousCar = z.output<typeof previousCarSchema>;

/** A money amount: finite, not negative, below ten million. */
const amount = z.number().check(z.refine((n) => Number.isFinite(n) && n >= 0 && n < 10_000_000, { message: 'must be an amount from 0 to 9999999.99' }));

/**
 * quote-3.15: one quote of a group: its rateQuoteId, when the policy would start, its drivers; and,
 * where the detail gives them (the specification lists only the first three), its carrier, its
 * term and total premium, and its vehicles, so that a customer tells the quotes apart. What is not
 * given is null (or no vehicle), never 0.
 */
export const previousQuoteSchema = z.object({
  rateQuoteId: filled,
  effectiveDate: z.nullable(dayOf),
  drivers: z._default(z.array(previousDriverSchema), []),
  companyName: z._default(z.nullable(serverText), null),
  term: z._default(z.nullable(z.number().check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= 24, { message: 'term must be 1 to 24 months' }))), null),
  totalPremium: z._default(z.nullable(amount), null),
  cars: z._default(z.array(previousCarSchema), []),
});
export type PreviousQuote = z.output<typeof previousQuoteSchema>;

/** quote-7.19: a group's quotes. */
export const quoteGroupDetailAnswerSchema = z.object({
  isSuccess: z.optional(z.boolean()),
  quotes: z._default(z.array(previousQuoteSchema), []),
});
export type QuoteGroupDetailAnswer = z.output<typeof quoteGroupDetailAnswerSchema>;

/** quote-7.22: the owner check (isSuccess false arrives as a `rejected` ApiError with its message). */
export const verifyOwnerAnswerSchema = z.object({
  isSuccess: z.boolean(),
  isMatch: z.boolean(),
  message: z._default(z.nullable(serverText), null),
});
export type VerifyOwnerAnswer = z.output<typeof verifyOwnerAnswerSchema>;

const text = z._default(z.nullable(serverText), null);

/** quote-7.18: a stored quote's transaction: what the form needs to ask for it again. */
export const storedTransactionSchema = z.object({
  customer: z.object({
    name: text,
    surname: text,
    email: text,
    phoneNumber: text,
    address: z._default(
      z.nullable(
        z.object({
          address: text,
          city: text,
          state: text,
          zipCode: text,
        }),
      ),
      null,
    ),
    rentersAndHome: z._default(z.boolean(), false),
  }),
  /** The request's drivers and cars (quote-3.3, quote-3.5), as stored: read by the form that asks again. */
  drivers: z._default(z.array(z.record(z.string(), z.unknown())), []),
  cars: z._default(z.array(z.record(z.string(), z.unknown())), []),
  coverages: z._default(z.nullable(z.array(z.unknown())), null),
  term: z._default(z.nullable(z.number()), null),
  foreignLicenseType: z._default(z.nullable(z.union([z.string(), z.number()])), null),
  foreignLicenseId: z._default(z.nullable(z.string()), null),
});
export type StoredTransaction = z.output<typeof storedTransactionSchema>;

export const loadByRateQuoteIdAnswerSchema = z.object({ transaction: storedTransactionSchema });

/** quote-7.17: the quote selected (its carrier's result, read rate by rate), or null when there is none. */
export const selectedQuoteAnswerSchema = z.object({
  isSuccess: z.optional(z.boolean()),
  result: z._default(z.nullable(carrierRowsSchema), null),
});

/** quote-7.23: the requote was taken: the transaction of the new quote. */
export const requoteAnswerSchema = z.object({
  isSuccess: z.optional(z.boolean()),
  transactionId: filled,
});
export type RequoteAnswer = z.output<typeof requoteAnswerSchema>;

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** The look-up of quote-4.30: a phone (10 digits) and a date of birth over a range of days. */
export interface QuoteGroupsQuery {
  /** 10 digits, or 999-999-9999. */
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
}

/** quote-7.19, quote-4.30: the quote groups of a phone and date of birth from `from` to `to`. */
export function getQuoteGroups(query: QuoteGroupsQuery, options: Opts = {}): Promise<QuoteGroup[]> {
  return request({
    schema: quoteGroupsAnswerSchema,
    path: previousQuotesPaths.groups,
    auth: 'bearer',
    region: options.region,
    query: { PhoneNumber: query.phone.replace(/\D/g, ''), DateOfBirth: query.dob, FromDate: query.from, ToDate: query.to },
    signal: options.signal,
  }).then((a) => a.quotes);
}

/** quote-7.19, quote-3.15: the quotes of one group (its transaction). */
export function getQuoteGroupDetail(transactionId: string, options: Opts = {}): Promise<PreviousQuote[]> {
  return request({
    schema: quoteGroupDetailAnswerSchema,
    path: previousQuotesPaths.groupDetail,
    auth: 'bearer',
    region: options.region,
    query: { TransactionId: transactionId },
    signal: options.signal,
  }).then((a) => a.quotes);
}

/**
 * quote-7.22, quote-6.4: whether `dob` (YYYY-MM-DD) is the date of birth of the quote's customer.
 * "Quote not found!" and other failures reject (isSuccess false); a wrong date of birth answers
 * `isMatch: false` with its message.
 */
export function verifyQuoteOwner(rateQuoteId: string, dob: string, options: Omit<Opts, 'region'> = {}): Promise<VerifyOwnerAnswer> {
  return request({
    schema: verifyOwnerAnswerSchema,
    path: previousQuotesPaths.verifyOwner,
    base: 'opapi',
    auth: 'basic',
    query: { RateQuoteId: rateQuoteId, DateOfBirth: dob },
    signal: options.signal,
  });
}

/** quote-7.18: the stored quote's transaction (customer, drivers, cars, coverages, term). */
export function loadByRateQuoteId(rateQuoteId: string, options: Opts = {}): Promise<StoredTransaction> {
  return request({
    schema: loadByRateQuoteIdAnswerSchema,
    path: `${previousQuotesPaths.loadByRateQuoteId}/${encodeURIComponent(rateQuoteId)}`,
    auth: 'bearer',
    region: options.region,
    signal: options.signal,
  }).then((a) => a.transaction);
}

/** quote-7.17: the quote selected by its rateQuoteId, as a rate quote, or null when the answer has none. */
export function getSelectedQuote(rateQuoteId: string, options: Opts = {}): Promise<RateQuote | null> {
  return request({
    schema: selectedQuoteAnswerSchema,
    path: previousQuotesPaths.selectedQuote,
    auth: 'bearer',
    region: options.region,
    query: { RateQuoteId: rateQuoteId },
    signal: options.signal,
    droppedRows: (a) => a.result?.dropped ?? [],
  }).then((a) => (a.result ? (flattenResults([a.result]).find((q) => q.rateQuoteId === rateQuoteId) ?? null) : null));
}

/** quote-7.23, quote-4.32: ask again from a stored quote (reCAPTCHA token); the new transaction. */
export function postRequote(rateQuoteId: string, options: Opts = {}): Promise<RequoteAnswer> {
  return request({
    schema: requoteAnswerSchema,
    path: previousQuotesPaths.requote,
    method: 'POST',
    auth: 'recaptcha',
    region: options.region,
    body: { rateQuoteId },
    signal: options.signal,
  });
}

/** quote-7.23: the requote's results so far (the rate results' contract, quote-3.9). */
export function getRequoteResults(rateQuoteId: string, options: Opts = {}): Promise<ResultsAnswer> {
  return request({
    schema: resultsAnswerSchema,
    path: previousQuotesPaths.requoteResults,
    auth: 'bearer',
    region: options.region,
    query: { RateQuoteId: rateQuoteId },
    signal: options.signal,
    droppedRows: (answer) => answer.dropped,
  });
}
