/**
 * The rate request of the quote form and its results (quote 001 §3, §7): the transaction is
 * prepared, the quote request posted, the results polled (quote-4.12, quote-4.13).
 *
 * | call                                        | sends                                            | answer                                         |
 * | ------------------------------------------- | ------------------------------------------------ | ---------------------------------------------- |
 * | POST /rating/prepareTransaction             | the quote submission (quote-3.8)                 | transactionId, token                           |
 * | POST /rating/quoteRequest                   | first `transaction{...}`, later at top level     | isSuccess, transactionId                       |
 * | GET /rating/getResultsByTransactionId       | returnAll, filterErrors, takeBestResults, resultLimit 1, allRates, transactionId | isSuccess, isDone, completedCount, results[] |
 *
 * The quote request's path is not shown in the specification ("paths for many quote-flow calls are
 * not shown"): it is `/rating/quoteRequest` here and in the sandbox. The results' `totalCount`
 * (the carriers asked) is not in the specification either: it is optional, and the page says
 * "3 of 7 carriers answered" only when it comes. Every call sends the visitor's token
 * (`auth: 'bearer'`, quote §6).
 *
 * A result is one carrier's answer: its rates by term (`rates[]`). `flattenResults` makes each
 * rate a rate quote (quote-3.9) with its carrier's id, name and logo, which the cards show. Each
 * result and each rate is read on its own: a malformed one is left out and logged (one `schema`
 * error through the http layer's error path), the others are shown (services/rateResults.ts).
 */
import * as z from 'zod/mini';
import { request, type Region } from './http';
import { resultsAnswerSchema, type ResultsAnswer } from './rateResults';

export const quotePaths = {
  prepare: '/rating/prepareTransaction',
  quoteRequest: '/rating/quoteRequest',
  results: '/rating/getResultsByTransactionId',
} as const;

/** An address as the rate request sends it. */
export interface RequestAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Optional (quote-3.1): the form does not ask for it. */
  county?: string;
}

/** quote-3.1: the customer of the quote (the primary driver). */
export interface QuoteCustomer {
  name: string;
  surname: string;
  /** YYYY-MM-DD */
  dob: string;
  dlNumber: string;
  email: string;
  /** 10 digits. */
  phoneNumber: string;
  /** quote-9.7: female 1, male 0. */
  gender: 0 | 1;
  /** quote-9.7: single 1, married 0. */
  maritalStatus: 0 | 1;
  address: RequestAddress;
}

/** One coverage sent for a vehicle: its code, the limit chosen (val1/val2/val3) and, for COMP and COLL, the deductible. */
export interface RequestCoverage {
  coverageCd: string;
  limit: { val1: number | string; val2?: number | string; val3?: number | string } | null;
  deductible: number | string | null;
}

/** quote-3.5: a vehicle of the rate request. */
export interface QuoteVehicleRequest {
  vin: string;
  year: number;
  maker: string;
  model: string;
  garagingAddress: RequestAddress;
  /** Liability only: neither comprehensive nor collision chosen. */
  liab: boolean;
  /** quote-5.17: the annual mileage's band (10000, 12000 or 20000). */
  annualMilesAge: 10000 | 12000 | 20000;
  coverages: RequestCoverage[];
  isExcluded: boolean;
  /** The mileage the visitor chose (optional in quote-3.5). */
  selectedAnnualMileage: number;
}

/** quote-3.3: a driver of the rate request. */
export interface RequestDriver {
  firstName: string;
  lastName: string;
  /** quote-9.7: 0 the primary driver (self), 1 spouse, 2 child, 3 parent, 4 other, 5 otherwise. */
  relation: number;
  /** YYYY-MM-DD */
  dob: string;
  gender: 0 | 1;
  maritalStatus: 0 | 1;
  address: { address: string; city: string; state: string; zipCode: string };
  /** Insured now (quote-3.2: the form's insured 0). */
  priorInsurance: boolean;
  isDefaultInsured: boolean;
  driverLicenseNumber: string;
  /** YYYY-MM-DD, or '' (the primary driver has none, quote-5.12). */
  issueDate: string;
  residenceStatus: string;
  driverStatus: string;
  isExcluded: boolean;
}

/** What the form sends for a quote: the answers of its steps, built by machines/quote/quoteRequest.ts. */
export interface QuoteAnswers {
  /** Months (quote-9.3). */
  term: number;
  customer: QuoteCustomer;
  drivers: RequestDriver[];
  cars: QuoteVehicleRequest[];
  coverages: RequestCoverage[];
  /** The policy starts (YYYY-MM-DD): the day of the request. */
  effectiveDate: string;
  /** The lead or customer the quote is for (an affiliate's lead id), or null. */
  customerId: string | null;
  /** The drivers were typed, not found by the licence lookup. */
  isManualEntry: boolean;
  /** The renters/home box of the address step (quote-2.8). */
  rentersAndHome: boolean;
}

/** quote-3.8: the quote submission the transaction is prepared with. */
export function quoteSubmission(answers: QuoteAnswers, transactionId: string, transactionDate: string) {
  return {
    term: answers.term,
    rc1TransactionId: null,
    transactionDate,
    effectiveDate: answers.effectiveDate,
    carrierId: null,
    transactionId,
    previousQuoteNumber: null,
    requestStep: 'quote',
    afee: 0,
    customer: answers.customer,
    policyFile: null,
    cars: answers.cars,
    drivers: answers.drivers,
    questionAnswers: [] as unknown[],
  };
}

/** quote-3.7: the quote request's fields (without the header, which services/http.ts adds). */
export function quoteRequestFields(answers: QuoteAnswers, transactionId: string) {
  return {
    term: answers.term,
    customerId: answers.customerId,
    transactionId,
    isManualEntry: answers.isManualEntry,
    customer: { ...answers.customer, rentersAndHome: answers.rentersAndHome },
    coverages: answers.coverages.map((c) => ({
      coverageCd: c.coverageCd,
      val1: c.limit?.val1 ?? c.deductible ?? null,
      val2: c.limit?.val2 ?? null,
      val3: c.limit?.val3 ?? null,
    })),
    cars: answers.cars,
    drivers: answers.drivers,
    foreignLicenseType: null,
    foreignLicenseId: null,
    nonOwner: false,
  };
}

/** quote-7.13: the prepared transaction. */
export const prepareAnswerSchema = z.object({
  transactionId: z.string().check(z.minLength(1)),
  token: z.optional(z.nullable(z.string())),
});
export type PreparedTransaction = z.infer<typeof prepareAnswerSchema>;

export const quoteRequestAnswerSchema = z.object({
  isSuccess: z.optional(z.boolean()),
  transactionId: z.optional(z.nullable(z.string())),
});

// The results' schemas (a rate, a carrier's result, the results so far) live in
// services/rateResults.ts, which services/rateQuotes.ts reads its types from.
export {
  carrierResultSchema,
  carrierRowsSchema,
  rateSchema,
  resultsAnswerSchema,
  resultsContractSchema,
  type CarrierResult,
  type ResultsAnswer,
} from './rateResults';

// The rate quote a card shows, and how an answer's results become rate quotes, live in
// services/rateQuotes.ts: the chart reads them synchronously, while this module's calls and
// schemas load with the rate request (machines/quote/rateRequest.machine.ts imports them on first use).
export { flattenResults, safeLogoUrl, type RateQuote } from './rateQuotes';

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** quote-7.13: prepare the transaction with the quote submission and a generated UUID. */
export function prepareTransaction(answers: QuoteAnswers, transactionId: string, transactionDate: string, options: Opts = {}): Promise<PreparedTransaction> {
  return request({
    schema: prepareAnswerSchema,
    path: quotePaths.prepare,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: quoteSubmission(answers, transactionId, transactionDate),
    signal: options.signal,
  });
}

/**
 * quote-7.24, quote-3.7: post the quote request. The first request of a transaction sends its
 * fields as `transaction{...}`; a later one (Try again on the same answers) at top level.
 */
export function postQuoteRequest(answers: QuoteAnswers, transactionId: string, first: boolean, options: Opts = {}): Promise<void> {
  const fields = quoteRequestFields(answers, transactionId);
  return request({
    schema: quoteRequestAnswerSchema,
    path: quotePaths.quoteRequest,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: first ? { transaction: fields } : fields,
    signal: options.signal,
  }).then(() => undefined);
}

/** quote-7.14: the results of a transaction so far (every rate, errors filtered out). */
export function getResults(transactionId: string, options: Opts = {}): Promise<ResultsAnswer> {
  return request({
    schema: resultsAnswerSchema,
    path: quotePaths.results,
    auth: 'bearer',
    region: options.region,
    query: { returnAll: true, filterErrors: true, takeBestResults: false, resultLimit: 1, allRates: true, transactionId },
    signal: options.signal,
    droppedRows: (answer) => answer.dropped,
  });
}
