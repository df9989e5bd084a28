/** The analytics report's schema and call (services/analyticsReport.ts), against the sandbox. */
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ANALYTICS_REPORT, SANDBOX_NO_REPORT_BRAND } from '../fixtures/data/analytics';
import { connectSandbox, type SandboxHarness } from '../fixtures/sandbox/testing';
import { analyticsReportSchema, fetchAnalyticsReport } from './analyticsReport';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

describe('the analytics report', () => {
  it('[site-3.11] per id, a summaryData.totals list (other fields ignored); anything else is refused', () => {
    expect(analyticsReportSchema.parse(SANDBOX_ANALYTICS_REPORT).quotes?.summaryData.totals).toEqual([2_412_907]);
    expect(analyticsReportSchema.safeParse({ quotes: { summaryData: { totals: ['many'] } } }).success).toBe(false);
    expect(analyticsReportSchema.safeParse({ quotes: { totals: [1] } }).success).toBe(false);
    expect(analyticsReportSchema.safeParse([1, 2]).success).toBe(false);
  });

  it('[site-7.1] GET the JSON file under the brand\'s analytics data folder', async () => {
    const report = await fetchAnalyticsReport('/api/analytics/bluebonnet/report.json');
    expect(report.drivers?.summaryData.totals).toEqual([48_213]);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/analytics/bluebonnet/report.json' });
  });

  it('[site-7.1] a brand with no report, or a broken answer, is an error the page can fall back from', async () => {
    await expect(fetchAnalyticsReport(`/api/analytics/${SANDBOX_NO_REPORT_BRAND}/report.json`)).rejects.toMatchObject({ kind: 'http', status: 404 });
    sandbox.fault = 'schema';
    await expect(fetchAnalyticsReport('/api/analytics/bluebonnet/report.json')).rejects.toMatchObject({ kind: 'schema' });
  });
});
