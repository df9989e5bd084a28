/**
 * What the verification chart's views and its parent read of its snapshot (./verification.machine.ts):
 * which dialog shows, its notice, each code field, the countdown, the call back. The views read
 * these, never the chart's states by name.
 */
import type { SnapshotFrom } from 'xstate';
import type { VerificationMachine } from './verification.machine';
import { answersOf, countdownMs, triesLeft, type Channel, type ChannelAnswer } from './verification.rules';

type Snap = SnapshotFrom<VerificationMachine>;

const at = (s: Snap, path: string): boolean => {
  const parts = `verifying.dialog.open.${path}`.split('.');
  return s.matches(parts.slice(0, -1).reduceRight<unknown>((v, k) => ({ [k]: v }), parts.at(-1)) as never);
};

/** The parent's questions: verified (the chart ended), and whether a verification dialog shows. */
export const isVerified = (s: Snap): boolean => s.status === 'done';
export const dialogShows = (s: Snap): boolean => s.hasTag('dialog');

export type VerificationScreen = 'none' | 'preparing' | 'startFailed' | 'codes' | 'waiting' | 'timeUp' | 'waitFailed' | 'finishing' | 'finishFailed';

/** The dialog on screen (none: closed or verified). */
export function verificationScreen(s: Snap): VerificationScreen {
  if (!s.hasTag('dialog')) return 'none';
  if (at(s, 'opening.failed') || at(s, 'creating.failed') || at(s, 'checking.failed')) return 'startFailed';
  if (at(s, 'opening') || at(s, 'creating') || at(s, 'checking')) return 'preparing';
  if (at(s, 'codeEntry') || at(s, 'writingCodes')) return 'codes';
  if (at(s, 'timeUp')) return 'timeUp';
  if (at(s, 'waitFailed')) return 'waitFailed';
  if (at(s, 'resetting.failed') || at(s, 'confirming.failed')) return 'finishFailed';
  if (at(s, 'resetting') || at(s, 'confirming')) return 'finishing';
  return 'waiting';
}

export type CodeNotice = 'emailRefused' | 'textRefused' | 'bothRefused' | 'tooManyAttempts' | 'writeFailed' | null;

/** The code dialog's message: the agent's No, the reset, or a failed write. */
export function codeNotice(s: Snap): CodeNotice {
  for (const notice of ['emailRefused', 'textRefused', 'bothRefused', 'tooManyAttempts', 'writeFailed'] as const) if (at(s, `codeEntry.${notice}`)) return notice;
  return null;
}

export interface CodeField {
  channel: Channel;
  answer: ChannelAnswer;
  /** The code written (a verified or pending field shows it, locked). */
  written: string;
  /** Tries left in the round, the pending one included. */
  triesLeft: number;
}

/** Each code's field: how it stands, and what it shows. */
export function codeFields(s: Snap): CodeField[] {
  const answers = answersOf(s.context.progress, s.context.row);
  return (['email', 'text'] as const).map((channel) => ({
    channel,
    answer: answers[channel],
    written: s.context.progress[channel].written ?? '',
    triesLeft: triesLeft(s.context.progress[channel].attempt),
  }));
}

export const submitting = (s: Snap): boolean => at(s, 'writingCodes');

/** The countdown's parts: what is left is `countdownMs(agentWaitMs, startedAt, now())` on the chart's clock. */
export const countdownOf = (s: Snap) => ({ agentWaitMs: s.context.agentWaitMs, startedAt: s.context.waitStartedAt, now: s.context.now });
export const remainingMs = (c: ReturnType<typeof countdownOf>): number => countdownMs(c.agentWaitMs, c.startedAt, c.now());

export type CallBackStatus = 'available' | 'busy' | 'requested' | 'refused' | 'noteFailed';

/** portal-4.21: the call back: offered, on its way, requested (the buttons disabled), refused, or its note failed. */
export function callBackStatus(s: Snap): CallBackStatus {
  const is = (v: unknown) => s.matches({ verifying: { callBack: v } } as never);
  if (is('requested')) return 'requested';
  if (is('refused')) return 'refused';
  if (is({ noting: 'failed' }) || is({ notingFailure: 'failed' })) return 'noteFailed';
  if (s.hasTag('callingBack')) return 'busy';
  return 'available';
}

/**
 * What tells the chart's states apart for the path engine (a path model's `distinguish`, or the
 * parent's `distinguishChildren.verification`): everything its guards read of its context.
 */
export function verificationDistinct(c: Snap['context']) {
  return {
    unknown: c.row === null,
    email: [c.progress.email.attempt, c.progress.email.written !== null],
    text: [c.progress.text.attempt, c.progress.text.written !== null],
    answers: answersOf(c.progress, c.row),
  };
}
