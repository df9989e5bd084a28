/**
 * The hero top bar as the page is built with it (site-2.30, site-7.1): the text without counts,
 * with the template and the report's ids beside it for src/pages/heroCounts.ts, which the page
 * script loads once the page is idle.
 */
import type { Lang } from '../config/lang';
import { heroCountsText } from '../i18n/heroCounts';

/** The report the site's sandbox serves for the default brand (fixtures/sandbox/routes/analytics.ts). */
export const DEFAULT_REPORT_PATH = '/api/analytics/bluebonnet/report.json';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The bar as the page is built with it: the text without counts, the template and the report's ids beside it. */
export function heroCountsBar(lang: Lang, report = DEFAULT_REPORT_PATH, ids = { million: 'quotes', count: 'drivers' }): string {
  const t = heroCountsText[lang];
  return `<p class="hero-topbar" data-hero-counts data-template="${escape(t.template)}" data-report="${escape(report)}" data-million-id="${escape(ids.million)}" data-count-id="${escape(ids.count)}">${escape(t.fallback)}</p>`;
}

