/**
 * The hero's top bar with live counts (site-2.30, site-7.1): its text's `{MILLION}` and `{COUNT}`
 * replaced from the analytics report's totals. `{MILLION}` is a total in millions with at most one
 * decimal ("2.4"), `{COUNT}` a total with the page language's digit grouping ("48,213"). Without
 * both totals the bar keeps its text without placeholders: it never shows "{COUNT}".
 */
import { intlLocale as locale, type Lang } from '../config/lang';

/** site-3.11: per id, a summaryData.totals list. */
export type ReportTotals = Record<string, { summaryData: { totals: readonly number[] } }>;

/** The first total of an id, when it is a finite number. */
export function totalOf(report: ReportTotals, id: string): number | null {
  const entry = Object.prototype.hasOwnProperty.call(report, id) ? report[id] : undefined;
  const first = entry?.summaryData.totals[0];
  return typeof first === 'number' && Number.isFinite(first) ? first : null;
}

export function formatMillion(total: number, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(Math.floor(total / 100_000) / 10);
}

export function formatCount(total: number, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(total);
}

/**
 * The top bar's text: the template with both placeholders filled, or the fallback (a text with no
 * placeholder) when the report lacks a total the template needs.
 */
export function heroCountsText(
  template: string,
  fallback: string,
  report: ReportTotals | null,
  ids: { million: string; count: string },
  lang: Lang,
): string {
  if (!report) return fallback;
  const million = template.includes('{MILLION}') ? totalOf(report, ids.million) : 0;
  const count = template.includes('{COUNT}') ? totalOf(report, ids.count) : 0;
  if (million === null || count === null) return fallback;
  return template.replaceAll('{MILLION}', formatMillion(million, lang)).replaceAll('{COUNT}', formatCount(count, lang));
}
