/**
 * What the quote form's views read of its chart: the chart's type (for `SnapshotFrom` and actor
 * refs) and the selectors over its context that more than one screen needs. Views import these
 * and the types (machines/quote/types.ts), never the chart's module for them.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { QuoteMachine } from './quote.machine';

export type { QuoteMachine } from './quote.machine';
export type QuoteSnapshot = SnapshotFrom<QuoteMachine>;
export type QuoteActorRef = ActorRefFrom<QuoteMachine>;

export { previousQuotesReturn, quoteLaterCode, shownQuotes } from './quote.machine';
