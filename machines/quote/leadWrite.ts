/**
 * The lead store's write (quote-7.31) as an actor logic, for the charts that write the lead
 * record: the quote chart (driver2, the no-quotes view) and the quote cards' chart
 * (machines/quote/quotes.machine.ts). The call and its schema load on first use.
 */
import { fromVisitorCall, type VisitorTokenPort } from '../kit/token';
import type { LeadRecord } from './quoteLead';

/**
 * quote-7.31: the first write creates the lead, the later ones update it by its key; no record (no
 * contact data): nothing. With the visitor's token, renewed once when refused.
 */
export const saveLeadLogic = fromVisitorCall<string | null, VisitorTokenPort & { lead: LeadRecord | null; create: boolean; timeoutMs?: number }>(async ({ input, signal }) => {
  if (!input.lead) return null;
  const options = { signal, region: input.region, timeoutMs: input.timeoutMs };
  const store = await import('../../services/leadStore');
  return input.create ? store.createLead(input.lead, options) : store.updateLead(input.lead, options);
});
