/**
 * What a page opened again (a reload, Back from another page, a visit later) restores of the quote
 * form (quote 001 §2, quote-3.17): the quotes of the saved transaction while they are fresh, and the
 * draft of the step the visitor was typing in. Pure rules beside the chart (machines/quote/quote.machine.ts).
 *
 * **Fresh quotes.** The specification names no age for a transaction's quotes. The number is its
 * one lifetime for fetching quotes: "a third token kind, valid one day, is used for fetching quotes
 * and policies" (quote-6.2; quote-9.2: fetch tokens expire after 1 day). So the quotes shown on a
 * reload are those of a rate request that ended less than a day ago, by the page's clock; older
 * ones, or a time later than the clock (a clock set back, a record written by hand), are not asked
 * for: the page says how old they are and offers new quotes with the answers kept. Within the day
 * the API still decides: a transaction it no longer answers (`isSuccess: false`, 404 or 410) or
 * answers without a quote is "no longer available", said as such.
 */
import type { DraftStage, DraftValues, QuoteDraft, SavedQuotes } from './types';

/** quote-6.2, quote-9.2: the saved quotes are asked for again within a day of the rate request. */
export const SAVED_QUOTES_FRESH_MS = 24 * 3_600_000;

/** The saved quotes are fresh at `now`: less than a day old, and not from the future. */
export function areSavedQuotesFresh(saved: SavedQuotes | null, now: number): boolean {
  if (!saved || saved.transactionId.trim() === '' || !Number.isFinite(saved.quotedAt)) return false;
  const age = now - saved.quotedAt;
  return age >= 0 && age < SAVED_QUOTES_FRESH_MS;
}

/**
 * A failed results call that is the API's own word that the transaction's quotes are gone (its
 * `isSuccess: false`, 404 Not Found, 410 Gone), as opposed to no answer (a 5xx, a timeout, a
 * dropped connection), which is worth trying again.
 */
export function isGoneAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return false;
  const { kind } = error as { kind: unknown };
  const status = 'status' in error ? (error as { status: unknown }).status : null;
  return kind === 'rejected' || (kind === 'http' && (status === 404 || status === 410));
}

/** A draft lives this long (and no longer than the tab's visit, in session storage): a reload, or a trip to another page and back. */
export const DRAFT_LIFETIME_HOURS = 1;

/** What a step's draft keeps of its values: everything typed, never the consent. */
export function draftOf(draft: QuoteDraft): QuoteDraft {
  if (draft.stage === 'driver2' || draft.stage === 'consent') return { stage: draft.stage, values: { email: draft.values.email, phone: draft.values.phone } };
  return draft;
}

/** The draft of `stage`, when the draft kept is that stage's. */
export function draftFor<S extends DraftStage>(draft: QuoteDraft | null, stage: S): DraftValues[S] | null {
  return draft !== null && draft.stage === stage ? (draft.values as DraftValues[S]) : null;
}
