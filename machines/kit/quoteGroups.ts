/**
 * The quote groups a customer is shown (quote-4.30): the look-back range a look-up asks for and
 * which groups are listed, in what order. The quote page's previous quotes
 * (machines/quote/previousQuotes.machine.ts) and the portal's My quotes
 * (machines/portal/myQuotes.machine.ts) list them alike. Days are the agency's (America/Chicago).
 */
import type { QuoteGroup } from '../../services/previousQuotes';
import { agencyDate, toIsoDate } from '../../src/rules/dates';

const DAY_MS = 86_400_000;

/** The day `days` before `day` (YYYY-MM-DD), by the calendar. */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - days * DAY_MS);
  return at.toISOString().slice(0, 10);
}

/**
 * quote-4.30: the days the look-up asks for: from `lookBackDays` days before today to today
 * (today in America/Chicago; 30 days on 10 March gives 8 February to 10 March, both included).
 */
export function lookBackRange(now: Date, lookBackDays: number): { from: string; to: string } {
  const to = toIsoDate(agencyDate(now));
  return { from: daysBefore(to, Math.max(0, lookBackDays)), to };
}

/**
 * quote-4.30: the groups listed: those quoted within the look-back range (whatever the API
 * answered beyond it), newest first; groups of the same day keep the API's order, and a
 * transaction answered twice is listed once.
 */
export function recentGroups(groups: readonly QuoteGroup[], now: Date, lookBackDays: number): QuoteGroup[] {
  const { from, to } = lookBackRange(now, lookBackDays);
  const seen = new Set<string>();
  const kept = groups.filter((g) => {
    if (g.quoteDate < from || g.quoteDate > to || seen.has(g.transactionId)) return false;
    seen.add(g.transactionId);
    return true;
  });
  return kept.map((g, i) => ({ g, i })).sort((a, b) => (a.g.quoteDate === b.g.quoteDate ? a.i - b.i : a.g.quoteDate < b.g.quoteDate ? 1 : -1)).map((x) => x.g);
}
