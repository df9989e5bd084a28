/**
 * The rules of contact verification, row by row (./verification.rules.ts). luxon only checks the
 * visit date here: the rules write it with Intl (src/rules/dates.ts), the binding page loads no luxon.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { VerificationRow } from '../../services/binding';
import {
  afterRefusal,
  ATTEMPT_LIMIT,
  channelAnswer,
  codeChanges,
  codeColumns,
  countdownMs,
  newRow,
  normalizeCode,
  phoneWithoutDashes,
  progressOfRow,
  resetChanges,
  spentChannels,
  timerTone,
  triesLeft,
  visitDate,
  type ChannelProgress,
  type Progress,
} from './verification.rules';

const row = (cells: Partial<VerificationRow> = {}): VerificationRow => ({ ...newRow({ transactionId: 'TX-1', rateQuoteId: 'RQ-1', now: Date.UTC(2026, 6, 4, 17) }), ...cells });
const start: Progress = { email: { attempt: 1, written: null }, text: { attempt: 1, written: null } };

describe('contact verification rules', () => {
  it.each([
    // [portal-4.30] green; orange at 10 seconds or less; red at 5 seconds or less.
    [60_000, 'green'],
    [10_001, 'green'],
    [10_000, 'orange'],
    [5_001, 'orange'],
    [5_000, 'red'],
    [1, 'red'],
    [0, 'red'],
  ] as const)('[portal-4.30] timerTone(%i ms) is %s', (ms, tone) => {
    expect(timerTone(ms)).toBe(tone);
  });

  it.each([
    // [portal-9.17] summer (CDT, -05:00) and winter (CST, -06:00); the day before in Chicago late at night UTC.
    [Date.UTC(2026, 6, 4, 17, 0, 0), '2026-07-04T12:00:00.000-05:00'],
    [Date.UTC(2026, 10, 29, 7, 36, 46), '2026-11-29T01:36:46.000-06:00'],
    [Date.UTC(2026, 0, 1, 3, 0, 0), '2025-12-31T21:00:00.000-06:00'],
    // Daylight saving starts (8 March 2026, 02:00 CST becomes 03:00 CDT) and ends (1 November 2026, 01:00-01:59 twice).
    [Date.UTC(2026, 2, 8, 7, 59, 59, 999), '2026-03-08T01:59:59.999-06:00'],
    [Date.UTC(2026, 2, 8, 8, 0, 0), '2026-03-08T03:00:00.000-05:00'],
    [Date.UTC(2026, 10, 1, 6, 30, 0, 5), '2026-11-01T01:30:00.005-05:00'],
    [Date.UTC(2026, 10, 1, 7, 30, 0, 5), '2026-11-01T01:30:00.005-06:00'],
    // Across the date line between UTC and Chicago: already 1 March (a leap year's) in UTC, still 29 February in Chicago.
    [Date.UTC(2028, 2, 1, 5, 59, 59, 999), '2028-02-29T23:59:59.999-06:00'],
    [Date.UTC(2028, 2, 1, 6, 0, 0), '2028-03-01T00:00:00.000-06:00'],
  ])('[portal-9.17] the visit date of %i is %s, America/Chicago as luxon writes it', (now, text) => {
    expect(visitDate(now)).toBe(text);
    expect(visitDate(now)).toBe(DateTime.fromMillis(now, { zone: 'America/Chicago' }).toISO());
    expect(DateTime.fromISO(visitDate(now)).toMillis()).toBe(now);
  });

  it('[portal-3.23] a new row: Timestamp, TransactionId, RateQuoteId and VisitDate, every other column empty', () => {
    const r = newRow({ transactionId: 'TX-1', rateQuoteId: 'RQ-1', now: Date.UTC(2026, 6, 4, 17) });
    expect(r).toMatchObject({ Timestamp: '2026-07-04T17:00:00.000Z', TransactionId: 'TX-1', RateQuoteId: 'RQ-1', VisitDate: '2026-07-04T12:00:00.000-05:00' });
    const others = Object.entries(r).filter(([k]) => !['Timestamp', 'TransactionId', 'RateQuoteId', 'VisitDate'].includes(k));
    expect(others).toHaveLength(11);
    expect(others.every(([, v]) => v === '')).toBe(true);
  });

  it.each([
    ['email', 1, 'Email Code 1', 'Email Code Status 1'],
    ['email', 2, 'Email Code 2', 'Email Code Status 2'],
    ['text', 1, 'Text Code 1', 'Text Code Status 1'],
    ['text', 2, 'Text Code 2', 'Text Code Status 2'],
  ] as const)('[portal-3.23 portal-4.20] the %s code of attempt %i is written in "%s" and "%s"', (channel, attempt, code, status) => {
    expect(codeColumns(channel, attempt)).toEqual({ code, status });
  });

  it.each([
    // [portal-5.16] an empty code is ignored; a code with spaces or dashes keeps its digits.
    [{ email: '', text: '' }, {}],
    [{ email: '   ', text: '' }, {}],
    [{ email: '12 34-56', text: '' }, { 'Email Code 1': '123456', 'Email Code Status 1': 'Verify-1' }],
    [{ email: '', text: '654321' }, { 'Text Code 1': '654321', 'Text Code Status 1': 'Verify-1' }],
    [{ email: '1', text: '2' }, { 'Email Code 1': '1', 'Email Code Status 1': 'Verify-1', 'Text Code 1': '2', 'Text Code Status 1': 'Verify-1' }],
  ])('[portal-4.20 portal-5.16] codes %j write %j', (entered, changes) => {
    expect(codeChanges(start, row(), entered)).toEqual(changes);
  });

  it('[portal-4.20] a code pending or verified is not written again; attempt 2 writes Verify-2', () => {
    const progress: Progress = { email: { attempt: 2, written: null }, text: { attempt: 1, written: '2' } };
    const r = row({ 'Email Code Status 1': 'No', 'Text Code 1': '2', 'Text Code Status 1': 'Verify-1' });
    expect(codeChanges(progress, r, { email: '9', text: '3' })).toEqual({ 'Email Code 2': '9', 'Email Code Status 2': 'Verify-2' });
    expect(codeChanges({ ...progress, text: { attempt: 1, written: null } }, row({ 'Text Code Status 1': 'Yes' }), { email: '', text: '3' })).toEqual({});
  });

  it.each([
    // [portal-4.20] how the row answers a code at its attempt.
    [{ attempt: 1, written: null }, {}, 'open'],
    [{ attempt: 1, written: '1' }, { 'Email Code Status 1': 'Verify-1' }, 'pending'],
    [{ attempt: 1, written: '1' }, { 'Email Code Status 1': 'Yes' }, 'verified'],
    [{ attempt: 1, written: '1' }, { 'Email Code Status 1': 'No' }, 'refused'],
    [{ attempt: 1, written: '1' }, { 'Email Code Status 1': '' }, 'pending'],
    // After a reset the first column still says No: no code written yet, so it is open.
    [{ attempt: 1, written: null }, { 'Email Code Status 1': 'No' }, 'open'],
    [{ attempt: 2, written: '2' }, { 'Email Code Status 1': 'No', 'Email Code Status 2': 'Verify-2' }, 'pending'],
    [{ attempt: 2, written: '2' }, { 'Email Code Status 1': 'No', 'Email Code Status 2': 'Yes' }, 'verified'],
  ] as const)('[portal-4.20] progress %j with %j answers %s', (p, cells, answer) => {
    expect(channelAnswer(p as ChannelProgress, row(cells as Partial<VerificationRow>), 'email')).toBe(answer);
  });

  it.each([
    // [portal-4.20 portal-9.15] a No counts the attempt; the one that makes it reach 3 starts the round again.
    [{ attempt: 1, written: '1' }, { attempt: 2, written: null }],
    [{ attempt: 2, written: '2' }, { attempt: 1, written: null }],
  ] as const)('[portal-4.20 portal-9.15] a refusal at %j leaves %j', (p, next) => {
    expect(afterRefusal(p as ChannelProgress)).toEqual(next);
    expect(ATTEMPT_LIMIT).toBe(3);
  });

  it('[portal-9.15] the round is spent only by a No on attempt 2', () => {
    const progress: Progress = { email: { attempt: 2, written: '2' }, text: { attempt: 1, written: '1' } };
    expect(spentChannels({ email: 'refused', text: 'refused' }, progress)).toEqual(['email']);
    expect(spentChannels({ email: 'pending', text: 'refused' }, progress)).toEqual([]);
  });

  it('[portal-4.20] the reset clears the second attempt of the spent code only', () => {
    const after: Progress = { email: { attempt: 1, written: null }, text: { attempt: 2, written: null } };
    const r = row({ 'Email Code 2': '5', 'Email Code Status 2': 'No', 'Text Code Status 1': 'No' });
    expect(resetChanges(after, r)).toEqual({ 'Email Code 2': '', 'Email Code Status 2': '' });
    expect(resetChanges(after, row())).toEqual({});
  });

  it.each([
    // A row found at the start: each code picks up where the row says.
    [{}, { attempt: 1, written: null }],
    [{ 'Email Code 1': '1', 'Email Code Status 1': 'Verify-1' }, { attempt: 1, written: '1' }],
    [{ 'Email Code 1': '1', 'Email Code Status 1': 'Yes' }, { attempt: 1, written: '1' }],
    [{ 'Email Code 1': '1', 'Email Code Status 1': 'No' }, { attempt: 2, written: null }],
    [{ 'Email Code Status 1': 'No', 'Email Code 2': '2', 'Email Code Status 2': 'Verify-2' }, { attempt: 2, written: '2' }],
    [{ 'Email Code Status 1': 'No', 'Email Code 2': '2', 'Email Code Status 2': 'No' }, { attempt: 1, written: null }],
  ] as const)('a row with %j resumes the email code at %j', (cells, p) => {
    expect(progressOfRow(row(cells as Partial<VerificationRow>)).email).toEqual(p);
  });

  it('[portal-9.15] tries left in the round: 2 at attempt 1, 1 at attempt 2', () => {
    expect([triesLeft(1), triesLeft(2)]).toEqual([2, 1]);
  });

  it('[portal-4.30] the countdown on the chart clock never goes below 0', () => {
    expect(countdownMs(30_000, 1_000, 1_000)).toBe(30_000);
    expect(countdownMs(30_000, 1_000, 21_000)).toBe(10_000);
    expect(countdownMs(30_000, 1_000, 99_000)).toBe(0);
  });

  it('[portal-7.19] the phone without dashes; a code keeps its digits, at most 10', () => {
    expect(phoneWithoutDashes('214-555-0142')).toBe('2145550142');
    expect(normalizeCode(' 12a3-45 6 ')).toBe('123456');
    expect(normalizeCode('12345678901234')).toBe('1234567890');
  });
});
