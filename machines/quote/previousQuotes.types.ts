/**
 * The previous quotes chart's values (machines/quote/previousQuotes.machine.ts): its input, the look-up as
 * typed, its events, context and output. Types only.
 */
import type { Region } from '../../services/http';
import type { PreviousQuote, QuoteGroup, StoredTransaction } from '../../services/previousQuotes';
import type { RateQuote } from '../../services/quotes';
import type { TokenStore } from '../../services/tokens';
import type { DobValue } from '../../src/rules/fieldRules';
import type { AgeRange } from './driverDates.rules';
import type { PreviousQuotesConfig } from './previousQuotes.rules';

export interface PreviousQuotesInput {
  /** The chart's clock (epoch ms): today's look-back range. */
  now: () => number;
  /** quote-4.5: the endpoint of the form's calls; the main one when absent. */
  region?: Region;
  /** The visitor's token store: the calls renew an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
  /** A setting not given keeps its default. */
  config?: Partial<PreviousQuotesConfig>;
  /** The dates of birth the forms accept (the primary driver's 16 to 75 by default, quote-5.5). */
  ageLimits?: AgeRange;
  /**
   * quote-4.31: the owner check's attempts kept beyond the chart, per rateQuoteId (the page's
   * storage, src/storage/ownerAttempts.ts), so that a reload or a reopening gives none back. None
   * given: the chart's own count only.
   */
  attemptLog?: OwnerAttemptLog;
}

/** The owner check's attempts per rateQuoteId, kept where the chart is created. */
export interface OwnerAttemptLog {
  used(rateQuoteId: string): number;
  add(rateQuoteId: string): void;
  /** None left for this quote: its count is at least `limit` (the API refused the check past its own limit). */
  useUp(rateQuoteId: string, limit: number): void;
}

/** The look-up as typed: phone 999-999-9999 and the date of birth in three parts. */
export interface PreviousQuotesSearch {
  phone: string;
  dob: DobValue;
}

export type PreviousQuotesOutput =
  | { kind: 'requoted'; transactionId: string; quotes: RateQuote[]; transaction: StoredTransaction | null }
  | { kind: 'restart' }
  | { kind: 'closed' };

export type PreviousQuotesEvent =
  | { type: 'lookup.submit'; search: PreviousQuotesSearch }
  | { type: 'lookup.retry' }
  | { type: 'lookup.edit' }
  | { type: 'group.open'; transactionId: string }
  | { type: 'group.retry' }
  | { type: 'group.back' }
  | { type: 'owner.submit'; dob: DobValue }
  | { type: 'owner.cancel' }
  | { type: 'requote.start'; rateQuoteId: string }
  | { type: 'requote.retry' }
  | { type: 'requote.back' }
  | { type: 'previous.close' };

export interface PreviousQuotesContext {
  config: PreviousQuotesConfig;
  region: Region;
  tokens: TokenStore;
  now: () => number;
  ageLimits: AgeRange;
  /** The look-up as typed. */
  search: PreviousQuotesSearch | null;
  /** The groups listed: within the look-back, newest first. */
  groups: QuoteGroup[];
  /** The group opened, and its quotes. */
  group: QuoteGroup | null;
  quotes: PreviousQuote[];
  /** Date-of-birth mismatches so far, whatever group they were for (quote-4.31: 3 in all). */
  attempts: number;
  /** The attempts kept beyond the chart (null: none). */
  attemptLog: OwnerAttemptLog | null;
  /** The date of birth last sent to the owner check (YYYY-MM-DD) and as typed. */
  ownerDob: DobValue | null;
  /** The server's message of an owner check that failed otherwise (null: the dialog's own words). */
  ownerMessage: string | null;
  /** The requote: the quote it starts from, its transaction, the quotes so far, the stored transaction. */
  requoteFrom: string | null;
  transactionId: string | null;
  results: RateQuote[];
  transaction: StoredTransaction | null;
  end: PreviousQuotesOutput['kind'];
}
