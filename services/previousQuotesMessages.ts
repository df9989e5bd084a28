/** The owner check's messages (quote-8.6), apart from the previous quotes' calls (services/previousQuotes.ts). */

/** quote-8.6: verifyquoteowner's message for a quote that does not exist: back to the start. */
export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found!';
/** quote-8.6: verifyquoteowner's message for a date of birth that is not the quote customer's. */
export const DOB_MISMATCH_MESSAGE = "Your dob does not matched with the quote customer's dob.";
