/** The client's wait after repeated failures: the table of waits, the seconds left of a stored wait, the record read back. */
import { describe, expect, it } from 'vitest';
import { backoffSeconds, BACKOFF, isWaitRecord, secondsLeft } from './backoff';

describe('backoffSeconds: none for the first 3 failures, then 2, 4, 8... seconds, at most 60', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 2],
    [4, 4],
    [5, 8],
    [6, 16],
    [7, 32],
    [8, 60],
    [9, 60],
    [500, 60],
    [Number.NaN, 0],
    [-1, 0],
  ])('%s failures in a row: %s s', (failures, seconds) => {
    expect(backoffSeconds(failures)).toBe(seconds);
  });

  it('grows with each failure and never passes the cap', () => {
    for (let n = BACKOFF.freeAttempts; n < 40; n += 1) {
      expect(backoffSeconds(n + 1)).toBeGreaterThanOrEqual(backoffSeconds(n));
      expect(backoffSeconds(n)).toBeLessThanOrEqual(BACKOFF.maxWaitSeconds);
    }
  });
});

describe('secondsLeft of a stored wait', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['none stored', { failures: 0, until: 0 }, 0],
    ['passed', { failures: 4, until: now - 1 }, 0],
    ['ends now', { failures: 4, until: now }, 0],
    ['a part of a second left counts as a second', { failures: 3, until: now + 1 }, 1],
    ['2 s left', { failures: 3, until: now + 2000 }, 2],
    ['1.5 s left', { failures: 3, until: now + 1500 }, 2],
    ['an hour ahead (another clock): the longest wait only', { failures: 9, until: now + 3_600_000 }, 60],
  ])('%s: %s s', (_what, record, seconds) => {
    expect(secondsLeft(record, now)).toBe(seconds);
  });
});

describe('isWaitRecord', () => {
  it.each([
    [{ failures: 3, until: 5 }, true],
    [{ failures: 0, until: 0 }, true],
    [{ failures: -1, until: 5 }, false],
    [{ failures: 1.5, until: 5 }, false],
    [{ failures: 3, until: '5' }, false],
    [{ failures: 3, until: Number.POSITIVE_INFINITY }, false],
    [{ failures: 3 }, false],
    ['3', false],
    [null, false],
  ])('%j: %s', (value, ok) => {
    expect(isWaitRecord(value)).toBe(ok);
  });
});
