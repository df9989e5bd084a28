/**
 * The answer of the rate request's results call (quote-7.14) as zod schemas: one rate of a carrier
 * (a term and its pay plan, quote-3.9), one carrier's result, and the results so far. They sit
 * apart from the calls (services/quotes.ts, which re-exports them) so that the rate quotes
 * (services/rateQuotes.ts) can name a result's type without importing the calls' module.
 *
 * One malformed row never hides the rest: the page reads the answer result by result and rate by
 * rate (`resultsAnswerSchema`). A result or a rate that breaks the contract (`carrierResultSchema`,
 * `rateSchema`) is left out and named in the answer's `dropped` ("results.3.rates.0.term: ..."),
 * which the call reports as one `schema` error without failing (services/http.ts `droppedRows`);
 * the valid rows are kept. The answered-carriers count is kept within 0..total. The whole
 * contract, every row valid, is `resultsContractSchema`: what the sandbox answers by.
 */
import * as z from 'zod/mini';
import { serverText } from './http';

/** A money amount of an answer: finite, not negative, below ten million. */
const amount = z.number().check(z.refine((n) => Number.isFinite(n) && n >= 0 && n < 10_000_000, { message: 'must be an amount from 0 to 9999999.99' }));
/**
 * An amount a carrier may leave out (null or absent): null, never 0. The rate is kept (its card
 * shows what was given and never "$0.00" for what was not), and one carrier's gap does not turn
 * the whole answer into a failure.
 */
const givenAmount = z._default(z.nullable(amount), null);

/** quote-3.9: one rate of a carrier's result (a term and its pay plan). */
export const rateSchema = z.object({
  rateQuoteId: z.string().check(z.minLength(1)),
  term: z.number().check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= 24, { message: 'term must be 1 to 24 months' })),
  totalPremium: givenAmount,
  payPlanDownPayment: givenAmount,
  payPlanPaymentAmount: givenAmount,
  payPlanNumOfPayments: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 24, { message: 'must be 0 to 24 payments' })),
  payPlanDescription: z._default(serverText, ''),
  payPlanPercentDown: z.optional(z.nullable(z.number())),
  quoteNumber: z.optional(z.nullable(serverText)),
  showBuyButton: z._default(z.boolean(), false),
  openNewWindow: z._default(z.boolean(), false),
  /** YYYY-MM-DD (a time after it is ignored). */
  effectiveDate: z.optional(z.nullable(z.string())),
  bolType: z.optional(z.nullable(z.number())),
});

/** A carrier's own fields (quote-3.9), its rates not read yet. */
const carrierFields = {
  companyID: z.pipe(z.union([z.string(), z.number()]), z.transform((v: string | number) => String(v))),
  companyName: serverText,
  logoUrl: z.optional(z.nullable(z.string())),
  /** The carrier's type: 2 is sold through an agent when agents are free (quote-4.19). */
  carrierType: z.optional(z.nullable(z.number())),
};

/** quote-3.9: one carrier's answer, every rate valid (the contract). */
export const carrierResultSchema = z.object({ ...carrierFields, rates: z.array(rateSchema) });
export type CarrierResult = z.output<typeof carrierResultSchema>;

/** The most carriers one rate request asks: a larger totalCount is not a count. */
export const MAX_CARRIERS_ASKED = 1000;

/** Where a row is and the first thing wrong with it: "results.3.rates.0.term: term must be 1 to 24 months". */
function rowFault(at: readonly (string | number)[], error: z.core.$ZodError): string {
  const first = error.issues[0];
  const path = [...at, ...(first?.path ?? [])].map(String).join('.');
  return `${path}: ${first?.message ?? 'invalid'}`;
}

const carrierFieldsSchema = z.object({ ...carrierFields, rates: z.array(z.unknown()) });

/** A carrier's rates read one by one: the valid ones; each bad one named in `dropped`. */
function readRates(raws: readonly unknown[], at: readonly (string | number)[], dropped: string[]): CarrierResult['rates'] {
  const rates: CarrierResult['rates'] = [];
  raws.forEach((raw, i) => {
    const rate = rateSchema.safeParse(raw);
    if (rate.success) rates.push(rate.data);
    else dropped.push(rowFault([...at, 'rates', i], rate.error));
  });
  return rates;
}

/** One carrier's result read rate by rate: its valid rates, or null when the result itself breaks the contract. */
function readCarrier(value: unknown, at: readonly (string | number)[], dropped: string[]): CarrierResult | null {
  const carrier = carrierFieldsSchema.safeParse(value);
  if (!carrier.success) {
    dropped.push(rowFault(at, carrier.error));
    return null;
  }
  return { ...carrier.data, rates: readRates(carrier.data.rates, at, dropped) };
}

/**
 * quote-3.9: one carrier's result when it is the whole answer (the selected quote, quote-7.17): its
 * own fields must hold, its rates are read one by one (the valid ones kept, each bad one named in
 * `dropped`).
 */
export const carrierRowsSchema = z.pipe(
  carrierFieldsSchema,
  z.transform((carrier) => {
    const dropped: string[] = [];
    return { ...carrier, rates: readRates(carrier.rates, ['result'], dropped), dropped };
  }),
);

const resultsFields = {
  isSuccess: z._default(z.boolean(), true),
  isDone: z.boolean(),
  completedCount: z._default(z.number(), 0),
  totalCount: z.optional(z.nullable(z.number())),
};

/** quote-7.14: the results so far, every result and rate valid (the contract the sandbox answers by). */
export const resultsContractSchema = z.object({ ...resultsFields, results: z._default(z.array(carrierResultSchema), []) });

/** The carriers asked: a whole number from 0 to MAX_CARRIERS_ASKED, else null (no "of N" is shown). */
function totalOf(total: number | null | undefined): number | null {
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 && total <= MAX_CARRIERS_ASKED ? total : null;
}

/** The carriers answered: a whole number from 0 to the total (to MAX_CARRIERS_ASKED without one): never "99 of 7". */
function completedOf(completed: number, total: number | null): number {
  const whole = Number.isFinite(completed) ? Math.floor(completed) : 0;
  return Math.min(Math.max(whole, 0), total ?? MAX_CARRIERS_ASKED);
}

/**
 * quote-7.14: the results so far, as the page reads them: each result and each rate on its own
 * (the valid ones kept, the others named in `dropped`), the count within 0..total.
 */
export const resultsAnswerSchema = z.pipe(
  z.object({ ...resultsFields, results: z._default(z.array(z.unknown()), []) }),
  z.transform((answer) => {
    const dropped: string[] = [];
    const results = answer.results.flatMap((raw, i) => readCarrier(raw, ['results', i], dropped) ?? []);
    const totalCount = totalOf(answer.totalCount);
    return {
      isSuccess: answer.isSuccess,
      isDone: answer.isDone,
      completedCount: completedOf(answer.completedCount, totalCount),
      totalCount,
      results,
      /** The rows left out, each as where it is and what is wrong ("results.3.rates.0.term: ..."). */
      dropped,
    };
  }),
);
export type ResultsAnswer = z.output<typeof resultsAnswerSchema>;
