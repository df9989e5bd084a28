/**
 * The quote-owner check's attempts (quote-4.31, quote-6.4: 3 dates of birth, then back to the
 * start), kept per rateQuoteId in local storage so that a reload or a reopening of
 * `#previousQuotes` gives none back. The record lives OWNER_ATTEMPTS_HOURS from the last attempt
 * counted (each count renews it); then the count starts again. The previous quotes' chart reads and
 * counts through the log it is given (machines/quote/previousQuotes.types.ts `OwnerAttemptLog`).
 */
import * as z from 'zod/mini';
import type { TypedStorage } from './index';
import '../config/zodSetup';

export const OWNER_ATTEMPTS_KEY = 'previousQuotes-ownerAttempts';

/** How long the counts are kept after the last one: a day. */
export const OWNER_ATTEMPTS_HOURS = 24;

/** At most this many quotes are kept (the oldest dropped): the record stays small. */
const MAX_QUOTES = 50;

const countsSchema = z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.int().check(z.minimum(0), z.maximum(1000)));
type Counts = z.infer<typeof countsSchema>;
const isCounts = (v: unknown): v is Counts => countsSchema.safeParse(v).success;

export interface OwnerAttempts {
  /** The attempts used for this quote (0 when none are kept). */
  used(rateQuoteId: string): number;
  /** One more attempt used for this quote. */
  add(rateQuoteId: string): void;
  /** Every attempt used for this quote: its count is at least `limit` (the API refused it past its own limit). */
  useUp(rateQuoteId: string, limit: number): void;
}

export function ownerAttempts(storage: TypedStorage): OwnerAttempts {
  const read = (): Counts => storage.get(OWNER_ATTEMPTS_KEY, isCounts) ?? {};
  /** The quote's count set to `count(used)` (from 0 to 1000), kept OWNER_ATTEMPTS_HOURS from now. */
  const write = (rateQuoteId: string, count: (used: number) => number) => {
    if (rateQuoteId === '') return;
    const counts = read();
    const next = { ...counts, [rateQuoteId]: Math.min(1000, Math.max(0, Math.trunc(count(counts[rateQuoteId] ?? 0)))) };
    const kept = Object.entries(next).slice(-MAX_QUOTES);
    storage.set(OWNER_ATTEMPTS_KEY, Object.fromEntries(kept), { ttlHours: OWNER_ATTEMPTS_HOURS });
  };
  return {
    used: (rateQuoteId) => read()[rateQuoteId] ?? 0,
    add: (rateQuoteId) => write(rateQuoteId, (used) => used + 1),
    useUp: (rateQuoteId, limit) => write(rateQuoteId, (used) => Math.max(used, limit)),
  };
}
