/**
 * The answer of the rate request's results call (quote-7.14) as zod schemas: one rate of a carrier
 * (a term and its pay plan, quote-3.9), one carrier's result, and the results so far. They sit
 * apart from the calls (services/quotes.ts, which re-exports them) so that the rate quotes
 * (services/rateQuotes.ts) can name a result's type without importing the calls' module.
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

/** quote-3.9: one carrier's answer. */
export const carrierResultSchema = z.object({
  companyID: z.pipe(z.union([z.string(), z.number()]), z.transform((v: string | number) => String(v))),
  companyName: serverText,
  logoUrl: z.optional(z.nullable(z.string())),
  /** The carrier's type: 2 is sold through an agent when agents are free (quote-4.19). */
  carrierType: z.optional(z.nullable(z.number())),
  rates: z.array(rateSchema),
});
export type CarrierResult = z.output<typeof carrierResultSchema>;

/** quote-7.14: the results so far. */
export const resultsAnswerSchema = z.object({
  isSuccess: z._default(z.boolean(), true),
  isDone: z.boolean(),
  completedCount: z._default(z.number(), 0),
  totalCount: z.optional(z.nullable(z.number())),
  results: z._default(z.array(carrierResultSchema), []),
});
export type ResultsAnswer = z.output<typeof resultsAnswerSchema>;
