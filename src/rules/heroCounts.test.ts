/** The hero's live counts (src/rules/heroCounts.ts); the report's schema is services/analyticsReport.test.ts's. */
import { describe, expect, it } from 'vitest';
import { heroCountsText, totalOf, type ReportTotals } from './heroCounts';

const report: ReportTotals = {
  quotes: { summaryData: { totals: [2_412_907, 12] } },
  drivers: { summaryData: { totals: [48_213] } },
};
const ids = { million: 'quotes', count: 'drivers' };
const template = 'Over {MILLION} million quotes, and {COUNT} drivers saved this year';
const fallback = 'Thousands of drivers save with us every year';

describe('hero counts', () => {
  it('[site-3.11] a total is the first of an id\'s summaryData.totals; an id the report lacks has none', () => {
    expect(totalOf(report, 'quotes')).toBe(2_412_907);
    expect(totalOf(report, 'none')).toBeNull();
    expect(totalOf(report, 'constructor')).toBeNull();
  });

  it('[site-7.1 site-2.30] {MILLION} and {COUNT} are replaced from the report, in the page language (US Spanish groups digits as US English does)', () => {
    expect(heroCountsText(template, fallback, report, ids, 'en')).toBe('Over 2.4 million quotes, and 48,213 drivers saved this year');
    expect(heroCountsText('Más de {MILLION} millones de cotizaciones y {COUNT} conductores', fallback, report, ids, 'es')).toBe(
      'Más de 2.4 millones de cotizaciones y 48,213 conductores',
    );
  });

  it('[site-7.1] without the report, or without a total the text needs, the text without placeholders stays', () => {
    expect(heroCountsText(template, fallback, null, ids, 'en')).toBe(fallback);
    expect(heroCountsText(template, fallback, report, { million: 'quotes', count: 'missing' }, 'en')).toBe(fallback);
    expect(heroCountsText(template, fallback, { quotes: { summaryData: { totals: [] } }, drivers: { summaryData: { totals: [1] } } }, ids, 'en')).toBe(fallback);
    for (const shown of [heroCountsText(template, fallback, null, ids, 'en'), heroCountsText(template, fallback, report, ids, 'en')]) {
      expect(shown).not.toMatch(/\{(MILLION|COUNT)\}/);
    }
  });
});
