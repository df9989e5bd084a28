/**
 * The quote stage's rules, without the chart (machines/quote/quoteStage.machine.ts reads them in
 * its guards, actions and inputs, the views too): what the cards' order reads, the no-quotes event.
 * The cards a visitor sees are machines/quote/quoteCards.ts (for the views, through the later code:
 * `shownQuotes` in machines/quote/laterCode.ts). The cards' chart's rules are machines/quote/quotesStage.rules.ts.
 */
import type { AnalyticsEvent } from '../../src/analytics';
import type { ShownState } from './quoteCards';
import type { RateRequestOutput } from './rateRequest.machine';
import type { QuoteFields } from './types';

/** What the cards' order reads of the chart (machines/quote/quoteCards.ts), without the quotes. */
export function cardStateOf(context: Omit<ShownState, 'quotes' | 'agentsPending' | 'driver1'> & Pick<QuoteFields, 'driver1'>): Omit<ShownState, 'quotes'> {
  const { cards, results, idleAgents, now, coverage, terms, buyUnavailable, driver1, sortOption } = context;
  return { cards, results, idleAgents, now, coverage, terms, buyUnavailable, driver1: { dob: driver1.dob }, sortOption };
}

/** quote-8.3: no quotes, a failure or the window passed: the event logged (never a name, email or phone). */
export function noQuotesEvent(context: Pick<QuoteFields, 'visitor' | 'driver3'>, output: RateRequestOutput): AnalyticsEvent {
  return {
    event: 'no_quotes',
    reason: output.stop,
    transactionId: output.transactionId,
    usertype: context.visitor,
    customerState: context.driver3.state || null,
  };
}
