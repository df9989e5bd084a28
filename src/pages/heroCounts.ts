/**
 * The hero top bar with live counts (site-2.30, site-3.11, site-7.1). The page is built with the
 * bar's text without counts (`heroCountsBar`) and the template beside it; once the page is idle
 * the page script loads this module's `fillHeroCounts` (only on a page with such a bar), which
 * reads the analytics report (GET, parsed with zod: services/analyticsReport.ts) and puts the
 * template with {MILLION} and {COUNT} filled in its place. A report that cannot be read, or lacks
 * a total, leaves the built text: the bar never shows a placeholder.
 */
import { fetchAnalyticsReport, type AnalyticsReport } from '../../services/analyticsReport';
import type { Lang } from '../config/lang';
import { heroCountsText as fillCounts } from '../rules/heroCounts';

/** Fill every bar under root; resolves when each is filled or left as built. */
export async function fillHeroCounts(
  root: ParentNode,
  lang: Lang,
  fetchReport: (path: string) => Promise<AnalyticsReport> = (path) => fetchAnalyticsReport(path),
): Promise<void> {
  const bars = [...root.querySelectorAll<HTMLElement>('[data-hero-counts]')];
  const reports = new Map<string, Promise<AnalyticsReport | null>>();
  await Promise.all(
    bars.map(async (bar) => {
      const { template, report: path, millionId, countId } = bar.dataset;
      if (!template || !path || !millionId || !countId) return;
      if (!reports.has(path)) reports.set(path, fetchReport(path).catch(() => null));
      const report = await reports.get(path)!;
      const fallback = bar.textContent ?? '';
      bar.textContent = fillCounts(template, fallback, report, { million: millionId, count: countId }, lang);
    }),
  );
}
