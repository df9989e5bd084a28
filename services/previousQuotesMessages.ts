/** The owner check's messages and its refusal (quote-8.6, quote-4.31), apart from the previous quotes' calls (services/previousQuotes.ts). */
import * as z from 'zod/mini';

/** quote-8.6: verifyquoteowner's message for a quote that does not exist: back to the start. */
export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found!';
/** quote-8.6: verifyquoteowner's message for a date of birth that is not the quote customer's. */
export const DOB_MISMATCH_MESSAGE = "Your dob does not matched with the quote customer's dob.";

/**
 * quote-4.31: the HTTP status of an owner check the API refuses because the quote had too many
 * wrong dates of birth (the API's own limit, kept per quote whatever the browser).
 */
export const OWNER_CHECK_LOCKED_STATUS = 423;
/** The body of that refusal: a failure, with the server's message. */
export const ownerCheckLockedAnswerSchema = z.object({
  isSuccess: z.literal(false),
  isMatch: z.optional(z.nullable(z.literal(false))),
  message: z.optional(z.nullable(z.string())),
});
