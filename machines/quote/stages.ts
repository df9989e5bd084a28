/**
 * The quote form's stages in order, and the hash that names each (quote-2.1 to quote-2.5,
 * quote-4.1, quote-4.2). The chart, the page's address adapter, the saved visit and the views read
 * them; they depend on nothing of the chart.
 */
import type { QuoteStage } from './quote.rules';

/** The stages of this part, in order (quote-2.1 to quote-2.4). */
export const DRIVER_STAGES = ['driver1', 'driver2', 'driver3', 'driversummary'] as const satisfies readonly QuoteStage[];
export type DriverStage = (typeof DRIVER_STAGES)[number];

/**
 * Every stage of the form, in order (quote-2.1 to quote-2.5, quote-4.1): drivers, vehicles,
 * coverage, the affiliate consent section (quote-2.12), which only an affiliate whose lead gave no
 * consent reaches, and the quotes.
 */
export const ENTRY_STAGES = [...DRIVER_STAGES, 'vehiclesummary', 'coverage', 'consent', 'quotes'] as const satisfies readonly QuoteStage[];
export type EntryStage = (typeof ENTRY_STAGES)[number];

/** A stage's place in the form (0 for driver1). */
export const stageOrder = (stage: EntryStage): number => ENTRY_STAGES.indexOf(stage);

/** quote 001 §2: `#previousQuotes`, in any case, opens the previous quotes. */
export function isPreviousQuotesHash(hash: string): boolean {
  return hash.replace(/^#/, '').trim().toLowerCase() === 'previousquotes';
}

/** The stage a hash names ("#DriverSummary" -> driversummary), if it is one of the form's. */
export function stageOfHash(hash: string): EntryStage | null {
  const name = hash.replace(/^#/, '').trim().toLowerCase();
  return (ENTRY_STAGES as readonly string[]).includes(name) ? (name as EntryStage) : null;
}

/** The stage before this one, for the back buttons (quote-4.2). */
export function previousStage(stage: EntryStage): EntryStage | null {
  return ENTRY_STAGES[stageOrder(stage) - 1] ?? null;
}
