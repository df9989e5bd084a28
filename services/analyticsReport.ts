/**
 * The analytics report (site-3.11, site-7.1): a JSON file under the brand's analytics data folder,
 * read with GET; per id, a `summaryData.totals` list. The hero's top bar shows two of its totals in
 * place of `{MILLION}` and `{COUNT}` (src/rules/heroCounts.ts).
 */
import * as z from 'zod/mini';
import { request } from './http';

/** site-3.11: per id, a summaryData.totals list (other fields of the report are not read). */
export const analyticsReportSchema = z.record(
  z.string(),
  z.object({ summaryData: z.object({ totals: z.array(z.number().check(z.nonnegative())).check(z.maxLength(100)) }) }),
);

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** The report's address by default: the brand's analytics data folder. */
export function analyticsReportPath(brand: string): string {
  return `/content/dam/${brand}/analytics/report.json`;
}

/** site-7.1: GET the report (a path of this site or https, as the page configured it). */
export function fetchAnalyticsReport(path: string, options: { signal?: AbortSignal } = {}): Promise<AnalyticsReport> {
  return request({ schema: analyticsReportSchema, base: 'page', path, method: 'GET', withHeader: false, auth: 'none', signal: options.signal });
}
