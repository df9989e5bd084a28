/**
 * The client's wait after repeated failures (sign-in refusals, password-reset requests): the first
 * BACKOFF.freeAttempts go at once; from then on each one waits twice as long as the one before,
 * from 2 seconds, never more than a minute (3 failures: 2 s, 4: 4 s, 5: 8 s, 6: 16 s, 7: 32 s,
 * 8 and more: 60 s). The count lives in the page's storage (`WaitRecord`), so a reload does not
 * start it again; it is forgotten 15 minutes after the last failure, and a sign-in clears it. The
 * API's own limit (HTTP 423) is the real one: this only keeps a page from hammering it.
 */

export const BACKOFF = {
  /** Failures in a row before the first wait. */
  freeAttempts: 3,
  /** The first wait, in seconds; each next one doubles. */
  firstWaitSeconds: 2,
  /** The longest wait, in seconds. */
  maxWaitSeconds: 60,
  /** The count is forgotten this long after the last failure (the storage entry's lifetime). */
  forgetAfterHours: 0.25,
} as const;

/** What the page keeps between loads: the failures in a row and when the next attempt may go (epoch ms). */
export interface WaitRecord {
  failures: number;
  until: number;
}

export const NO_WAIT: WaitRecord = { failures: 0, until: 0 };

/** The wait (whole seconds) before the next attempt once `failures` failures came in a row. */
export function backoffSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures < BACKOFF.freeAttempts) return 0;
  const doublings = Math.min(failures - BACKOFF.freeAttempts, 16);
  return Math.min(BACKOFF.maxWaitSeconds, BACKOFF.firstWaitSeconds * 2 ** doublings);
}

/**
 * The whole seconds left of a stored wait at `now` (0: none), never more than the longest wait
 * (a record written with another clock cannot lock the form for long).
 */
export function secondsLeft(record: WaitRecord, now: number): number {
  const left = Math.ceil((record.until - now) / 1000);
  return Number.isFinite(left) ? Math.min(BACKOFF.maxWaitSeconds, Math.max(0, left)) : 0;
}

/** A stored wait record as the page reads it back: anything else is none. */
export function isWaitRecord(value: unknown): value is WaitRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { failures, until } = value as Record<string, unknown>;
  return Number.isInteger(failures) && (failures as number) >= 0 && typeof until === 'number' && Number.isFinite(until);
}
