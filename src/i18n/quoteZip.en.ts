/**
 * Text of the quote-by-ZIP form.
 *
 * English; its shape is the key type of both languages (quoteZip.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through quoteZip.lazy.ts;
 * quoteZip.ts holds both.
 */
export const en = {
  heading: 'Get a fast auto insurance quote',
  lead: 'Compare prices from top carriers in minutes.',
  zipLabel: 'ZIP code',
  zipHint: '5 digits',
  submit: 'Start my quote',
  checking: 'Checking your ZIP code…',
  leaving: 'Taking you to your quote…',
  previousQuotes: 'See my previous quotes',
  lookupFailed: 'We could not check your ZIP code right now. Please try again.',
  ok: 'OK',
  outOfAreaTitle: 'We are not in your area yet',
  /** Defaults of the configured messages (site-5.1, site-8.4). */
  configured: {
    invalidZip: 'You must enter a valid Zip Code',
    outOfArea: 'Sorry, we do not offer quotes for that ZIP code yet.',
  },
};

export type QuoteZipText = typeof en;
