/**
 * The rules of contact verification (portal-3.23, portal-4.20, portal-4.30, portal-5.16,
 * portal-9.15, portal-9.17), pure and beside its chart (./verification.machine.ts):
 *
 * - the log row a transaction starts with, its visit date in America/Chicago (the Intl helper of
 *   src/rules/dates.ts: the binding page loads no luxon);
 * - where a code of an attempt is written (`Email Code n`, `Email Code Status n` = `Verify-n`),
 *   and what a submit writes: a channel still open with a code typed (an empty one is ignored);
 * - how a read row answers each channel at its attempt: verified, open, pending or refused;
 * - the attempt counter: a refusal on attempt 1 counts to 2; a refusal on attempt 2 makes it reach
 *   3, the limit, and the round starts again at 1 with the second attempt's columns cleared;
 * - the agent wait's countdown and its colour (green; orange at 10 s or less; red at 5 s or less).
 */
import { AGENCY_ZONE, agencyDateTime } from '../../src/rules/dates';
import type { CodeStatus, VerificationColumn, VerificationRow } from '../../services/binding';

/** The two codes: the one sent by email and the one sent by text message. */
export const CHANNELS = ['email', 'text'] as const;
export type Channel = (typeof CHANNELS)[number];

/** portal-9.15: the attempt counter resets when it reaches 3 (two codes written a round: Verify-1, Verify-2). */
export const ATTEMPT_LIMIT = 3;
/** The tries of a round: the attempts before the counter reaches the limit. */
export const TRIES_PER_ROUND = ATTEMPT_LIMIT - 1;

/** portal-9.17: the visit date's time zone (the agency's, src/rules/dates.ts). */
export const VISIT_ZONE = AGENCY_ZONE;

/** portal-4.30, portal-9: the countdown turns orange at 10 s or less and red at 5 s or less. */
export const TONE_ORANGE_MS = 10_000;
export const TONE_RED_MS = 5_000;

export type Attempt = 1 | 2;

/** A channel's progress: the attempt the next (or pending) code is written as, and the code written for it (null: none yet). */
export interface ChannelProgress {
  attempt: Attempt;
  written: string | null;
}
export type Progress = Record<Channel, ChannelProgress>;
export type Codes = Record<Channel, string>;

/** How a channel stands once a row is read: verified (Yes), open (a code to type), pending (Verify-n, the agent has not answered), refused (No). */
export type ChannelAnswer = 'verified' | 'open' | 'pending' | 'refused';
export type Answers = Record<Channel, ChannelAnswer>;

const LABEL: Record<Channel, 'Email' | 'Text'> = { email: 'Email', text: 'Text' };

/** portal-3.23: the columns of a channel's attempt. */
export function codeColumns(channel: Channel, attempt: Attempt): { code: VerificationColumn; status: VerificationColumn } {
  return { code: `${LABEL[channel]} Code ${attempt}`, status: `${LABEL[channel]} Code Status ${attempt}` } as const;
}

const statusOf = (row: VerificationRow, channel: Channel, attempt: Attempt): CodeStatus => row[codeColumns(channel, attempt).status] as CodeStatus;

/**
 * portal-9.17: the visit date, US Central time, as luxon's `toISO()` writes it
 * ("2026-11-29T01:36:46.000-06:00"), with Intl (src/rules/dates.ts `agencyDateTime`).
 */
export function visitDate(now: number): string {
  return agencyDateTime(now);
}

/** portal-3.23, portal-7.21: the row a transaction's log starts with: who and when, every other column empty. */
export function newRow(o: { transactionId: string; rateQuoteId: string; now: number }): VerificationRow {
  return {
    Timestamp: new Date(o.now).toISOString(),
    TransactionId: o.transactionId,
    RateQuoteId: o.rateQuoteId,
    'Contact Verification Status': '',
    VisitDate: visitDate(o.now),
    'Agent Notification': '',
    'Request Call Back': '',
    'Email Code 1': '',
    'Email Code 2': '',
    'Email Code Status 1': '',
    'Email Code Status 2': '',
    'Text Code 1': '',
    'Text Code 2': '',
    'Text Code Status 1': '',
    'Text Code Status 2': '',
  };
}

/** A code as typed or pasted: its digits only, at most 10 ("123 456" and "123-456" read "123456"). */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}

/** portal-4.20: how the row answers a channel at its attempt. A channel with no code written is open, whatever an earlier round left. */
export function channelAnswer(p: ChannelProgress, row: VerificationRow | null, channel: Channel): ChannelAnswer {
  const status = row ? statusOf(row, channel, p.attempt) : '';
  if (status === 'Yes') return 'verified';
  if (p.written === null) return 'open';
  if (status === 'No') return 'refused';
  return 'pending';
}

export function answersOf(progress: Progress, row: VerificationRow | null): Answers {
  return { email: channelAnswer(progress.email, row, 'email'), text: channelAnswer(progress.text, row, 'text') };
}

/**
 * portal-4.20, portal-5.16: the columns a submit writes: per channel still open with a code typed,
 * the code and `Verify-n` at its attempt. An empty code is ignored (nothing to write: the submit is).
 */
export function codeChanges(progress: Progress, row: VerificationRow | null, entered: Codes): Partial<VerificationRow> {
  const changes: Partial<Record<VerificationColumn, string>> = {};
  for (const channel of CHANNELS) {
    const code = normalizeCode(entered[channel]);
    if (code === '' || channelAnswer(progress[channel], row, channel) !== 'open') continue;
    const { attempt } = progress[channel];
    const columns = codeColumns(channel, attempt);
    changes[columns.code] = code;
    changes[columns.status] = `Verify-${attempt}`;
  }
  return changes as Partial<VerificationRow>;
}

/** The channels a submit writes (see `codeChanges`). */
export function writtenChannels(progress: Progress, row: VerificationRow | null, entered: Codes): Channel[] {
  const changes = codeChanges(progress, row, entered);
  return CHANNELS.filter((channel) => codeColumns(channel, progress[channel].attempt).code in changes);
}

/** portal-4.20, portal-9.15: a refused channel's attempt counted; reaching the limit starts the round again at 1. */
export function afterRefusal(p: ChannelProgress): ChannelProgress {
  const next = p.attempt + 1;
  return { attempt: next >= ATTEMPT_LIMIT ? 1 : (next as Attempt), written: null };
}

/** The channels whose refusal makes the counter reach the limit. */
export function spentChannels(answers: Answers, progress: Progress): Channel[] {
  return CHANNELS.filter((channel) => answers[channel] === 'refused' && progress[channel].attempt + 1 >= ATTEMPT_LIMIT);
}

/**
 * portal-4.20: the second attempt's columns cleared, for the channels whose round ended (back at
 * attempt 1 with something left in column 2). Nothing to clear: an empty object.
 */
export function resetChanges(progress: Progress, row: VerificationRow | null): Partial<VerificationRow> {
  const changes: Partial<Record<VerificationColumn, string>> = {};
  for (const channel of CHANNELS) {
    const second = codeColumns(channel, 2);
    const left = row !== null && (row[second.code] !== '' || row[second.status] !== '');
    if (progress[channel].attempt === 1 && progress[channel].written === null && left) {
      changes[second.code] = '';
      changes[second.status] = '';
    }
  }
  return changes as Partial<VerificationRow>;
}

/**
 * A row found when the verification starts (the customer comes back): each channel picks up where
 * the row says. A Yes is kept; a pending code is waited for; a No counts as the attempt made.
 */
export function progressOfRow(row: VerificationRow): Progress {
  const of = (channel: Channel): ChannelProgress => {
    const s1 = statusOf(row, channel, 1);
    const s2 = statusOf(row, channel, 2);
    const code = (attempt: Attempt) => row[codeColumns(channel, attempt).code] || null;
    if (s2 === 'Yes' || s2 === 'Verify-2') return { attempt: 2, written: code(2) ?? '' };
    if (s2 === 'No') return { attempt: 1, written: null };
    if (s1 === 'Yes' || s1 === 'Verify-1') return { attempt: 1, written: code(1) ?? '' };
    if (s1 === 'No') return { attempt: 2, written: null };
    return { attempt: 1, written: null };
  };
  return { email: of('email'), text: of('text') };
}

/** The tries left in the round, the pending one included (attempt 1: 2 of 2; attempt 2: 1 of 2). */
export function triesLeft(attempt: Attempt): number {
  return ATTEMPT_LIMIT - attempt;
}

/** What is left of the agent wait (ms) on the chart's clock. */
export function countdownMs(agentWaitMs: number, startedAt: number, now: number): number {
  return Math.max(0, agentWaitMs - (now - startedAt));
}

export type TimerTone = 'green' | 'orange' | 'red';

/** portal-4.30: green; orange at 10 seconds or less; red at 5 seconds or less. */
export function timerTone(remainingMs: number): TimerTone {
  if (remainingMs <= TONE_RED_MS) return 'red';
  if (remainingMs <= TONE_ORANGE_MS) return 'orange';
  return 'green';
}

/** portal-7.19: the phone as the call-back request sends it, dashes removed. */
export function phoneWithoutDashes(phone: string): string {
  return phone.replace(/-/g, '');
}
