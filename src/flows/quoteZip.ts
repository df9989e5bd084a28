/** Quote by ZIP (site §4, §5): the home page's ZIP form. */
import { defineFlow } from './kit';

export default defineFlow({
  id: 'quoteZip',
  widget: 'quoteZip',
  page: '/',
  // The home page's one field is drawn at build time; the widget loads when the visitor uses it.
  firstPaint: 'onEngage',
  tools: () => import('./quoteZip.tools').then((m) => m.default),
  catalogs: () => import('../i18n/quoteZip.lazy').then((m) => [m.quoteZipCatalog]),
  load: () => import('../widgets/quoteZip').then((m) => m.default),
});

declare module '../analytics' {
  interface FlowEvents {
    /** Where the ZIP form sent the visitor (machines/quoteZip.machine.ts `track`): the outcome and the state, not the ZIP. */
    quoteZip: { event: 'quote_zip'; outcome: 'quote' | 'coming_soon' | 'out_of_area'; state: string | null };
  }
}
