/** The types of contact verification's chart (./verification.machine.ts): its input, context, events and output. */
import type { SheetLocation, VerificationRow } from '../../services/binding';
import type { Codes, Progress } from './verification.rules';

export interface VerificationInput {
  transactionId: string;
  rateQuoteId: string;
  /** The customer's phone (the call back's number) and email, as the transaction has them. */
  phone: string;
  email: string;
  /** portal-7.21: where the log is (the CA endpoint, or the carrier's sheetsdburl). */
  sheet: SheetLocation;
  /** portal-9.15: the polling interval and the agent wait (the waiting dialog's countdown), from configuration. */
  pollIntervalMs: number;
  agentWaitMs: number;
  /** The chart's clock (epoch ms). */
  now: () => number;
}

export interface VerificationContext extends VerificationInput {
  /** The log row as last read or written (null: not read yet). */
  row: VerificationRow | null;
  progress: Progress;
  /** The codes last submitted: kept when a write fails, a refused one cleared. */
  entered: Codes;
  /** When the agent wait started (the countdown counts from it). */
  waitStartedAt: number;
}

export type VerificationEvent =
  | { type: 'code.submit'; codes: Codes }
  | { type: 'wait.again' }
  | { type: 'dialog.close' }
  | { type: 'verification.retry' }
  | { type: 'verification.check' }
  | { type: 'callBack.request' }
  | { type: 'callBack.retry' };

export interface VerificationOutput {
  verified: true;
}

