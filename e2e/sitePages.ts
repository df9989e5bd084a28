/** The pages the browser tests load as a visitor does. */
import { sitePages, widgetsOf } from '../src/pages/render';

/**
 * The customer pages with a widget (the studio is for designers and QA): e2e/layout.spec.ts loads
 * each at a phone and a desktop width, and checks its headers and CSP violations as it draws.
 */
export const widgetPages = sitePages().filter((p) => widgetsOf(p.template).some((w) => w !== 'studio'));
