/** The quote form (quote 001): drivers, vehicles and coverage, from the ZIP to the rate request. */
import { defineFlow } from './kit';
import type { QuoteAnalyticsEvent } from '../../machines/quote/events';
import { quoteFirstScreenFits } from '../widgets/quoteFirstPaint';

export default defineFlow({
  id: 'quote',
  widget: 'quote',
  page: '/quote/',
  // The California page: the same form on the California endpoint (quote-4.5).
  alsoOn: ['/quote-ca/'],
  // driver1 is drawn at build time and takes input at once, the visitor's token and the widget
  // loading meanwhile; a visitor the form opens elsewhere for gets the loading line (src/widgets/quoteFirstPaint.ts).
  firstPaint: 'onLoad',
  firstPaintIf: quoteFirstScreenFits,
  tools: () => import('./quote.tools').then((m) => m.default),
  catalogs: () => Promise.all([import('../i18n/quote.lazy'), import('../i18n/quoteDisclosures.lazy')]).then(([m0, m1]) => [m0.quoteCatalog, m1.disclosureCatalog]),
  load: () => import('../widgets/quote').then((m) => m.default),
});

declare module '../analytics' {
  interface FlowEvents {
    /** What the quote form tracks (machines/quote/events.ts): steps, errors, feedback, no quotes, the cards' events. */
    quote: QuoteAnalyticsEvent;
  }
}
