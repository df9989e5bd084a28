/** The pages the browser tests load as a visitor does. */
import { sitePages, widgetsOf, type SitePage } from '../src/pages/render';

/**
 * One page per template and language: the pages made per item from one template (an office's page,
 * one per office) are built alike, so the first of them stands for the rest.
 */
export const representativePages: SitePage[] = (() => {
  const seen = new Set<string>();
  return sitePages().filter((p) => {
    const key = `${p.template.id} ${p.lang}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
})();

/**
 * The customer pages with a widget (the studio is for designers and QA): e2e/layout.spec.ts loads
 * each at a phone and a desktop width, and checks its headers and CSP violations as it draws.
 */
export const widgetPages = representativePages.filter((p) => widgetsOf(p.template).some((w) => w !== 'studio'));
