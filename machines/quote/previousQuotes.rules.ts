/**
 * The pure rules of the previous quotes (quote-4.30, quote-4.31, quote-8.6): the look-back range
 * of the look-up, which groups are listed and in what order, and what a failed owner check means.
 * Days are the agency's (America/Chicago), like every other day the quote form reads.
 */
import { isApiError } from '../../services/http';
import { DOB_MISMATCH_MESSAGE, OWNER_CHECK_LOCKED_STATUS, ownerCheckLockedAnswerSchema, QUOTE_NOT_FOUND_MESSAGE } from '../../services/previousQuotesMessages';

/** The settings of the previous quotes (the page's config gives them; these are the defaults). */
export interface PreviousQuotesConfig {
  /** quote-4.30: quotes of the last this many days are listed. Not given by the specification: 30. */
  lookBackDays: number;
  /** quote-4.31, quote-9.3: date-of-birth attempts before the visitor goes back to the start. */
  maxVerifyAttempts: number;
  /** quote-4.32, quote-9.1: the requote's overall limit (300 s). */
  requoteLimitMs: number;
  /** Between two polls of the requote's results (the rate results' 3 s, quote-9.1). */
  pollIntervalMs: number;
}

export const DEFAULT_PREVIOUS_QUOTES_CONFIG: PreviousQuotesConfig = {
  lookBackDays: 30,
  maxVerifyAttempts: 3,
  requoteLimitMs: 300_000,
  pollIntervalMs: 3000,
};

// The look-back and the groups listed are the kit's (the portal's My quotes lists them too).
export { daysBefore, lookBackRange, recentGroups } from '../kit/quoteGroups';

/** quote-8.6: a failed owner check that sends the visitor back to the start ("Quote not found!"). */
export function isQuoteNotFound(error: unknown): boolean {
  return isApiError(error) && error.message.trim() === QUOTE_NOT_FOUND_MESSAGE;
}

/**
 * quote-8.6: a failed owner check that says the date of birth is not the quote customer's (the API
 * may answer a mismatch as a failure with that message): it is a mismatch, and uses an attempt.
 */
export function isDobMismatch(error: unknown): boolean {
  return isApiError(error) && error.message.trim() === DOB_MISMATCH_MESSAGE;
}

/**
 * quote-4.31: the API refused the owner check because the quote had too many wrong dates of birth
 * (its own limit, HTTP 423 with a failure body): none are left, whatever the page kept (its
 * storage may have been wiped, or the attempts made in another browser).
 */
export function isOwnerCheckLocked(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === OWNER_CHECK_LOCKED_STATUS && ownerCheckLockedAnswerSchema.safeParse(error.body).success;
}

/**
 * quote-8.6: the server's message of every other failed owner check, shown as text in the dialog
 * (capped by services/http.ts), or null when the failure carries none of its own (a timeout, a
 * dropped connection, a status without a message): the dialog then shows its own words.
 */
export function ownerCheckMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.kind !== 'rejected' && error.kind !== 'http') return null;
  const body = error.body;
  const fromBody = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message.trim() : '';
  return fromBody === '' ? null : error.message;
}
