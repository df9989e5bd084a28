/**
 * The stage header's model (quote-4.3) and the progress text (quote-2.15 to quote-2.22): which
 * stage a step belongs to, and the percentage as the page's language writes it. Shared by the
 * view and its screens description.
 */
import { DRIVER_STAGES, stageOfHash } from '../../machines/quote/stages';
import type { QuoteNavigation } from '../../machines/quote/types';
import { QUOTE_STAGES, stageProgress, type QuoteStage } from '../../machines/quote/quote.rules';
import { fill, type Lang } from '../../src/i18n';
import type { QuoteText } from '../../src/i18n/quote';

export type HeaderStage = keyof QuoteText['progress']['stages'];

/** A stage of the chart (drivers, vehicles, coverage, the consent section, the quotes). */
export type ChartStage = QuoteNavigation['stage'];

/**
 * The four stages of the header in order (quote §2): each with its steps (the address hashes)
 * and the step its link goes back to once it is completed (the driver stage's list is the
 * driver summary, quote-2.2).
 */
export const HEADER_STAGES: ReadonlyArray<{ id: HeaderStage; steps: readonly QuoteStage[]; landing: QuoteStage }> = [
  { id: 'driver', steps: DRIVER_STAGES, landing: 'driversummary' },
  { id: 'vehicle', steps: ['vehiclesummary'], landing: 'vehiclesummary' },
  { id: 'policy', steps: ['coverage', 'consent'], landing: 'coverage' },
  { id: 'quote', steps: ['quotes'], landing: 'quotes' },
];

/** The chart's stage of a step (null for a step the chart does not hold). */
export function chartStage(step: QuoteStage): ChartStage | null {
  return stageOfHash(step);
}

/** Whether step `a` comes before step `b` in the form. */
export function isBefore(a: QuoteStage, b: QuoteStage): boolean {
  return QUOTE_STAGES.indexOf(a) < QUOTE_STAGES.indexOf(b);
}

const percentFormats = new Map<Lang, Intl.NumberFormat>();

/** A percentage in the page's language ("10%"). */
export function formatPercent(percent: number, lang: Lang): string {
  let f = percentFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(lang, f);
  }
  return f.format(percent / 100);
}

/** What the header says beside the progress bar on a step: "10% complete" (quote-2.15 to quote-2.22). */
export function progressText(stage: QuoteStage, t: QuoteText, lang: Lang): string {
  return fill(t.progress.percent, { percent: formatPercent(stageProgress(stage), lang) });
}
