/** The quote form widget (/quote/): the chart, its view, and what the page gives it. */
import { quoteMachine } from '../../machines/quote.machine';
import { QuoteFlow } from '../../views/quote/QuoteFlow';
import { QuoteView } from '../../views/quote/QuoteView';
import { isLicenseIdRequired } from '../../machines/quote.rules';
import { quoteConfigSchema } from '../config/quote';
import { isString, storageKeys } from '../storage';
import { createWidget } from './createWidget';
import { isCaliforniaPage, visitForPage } from './quotePage';
import { readQuoteVisit, saveQuoteVisit } from './quoteVisit';

/** The policy terms offered, in months (quote-9.3: 6 first, the default). */
export const QUOTE_TERMS: readonly number[] = [6, 12];

export default createWidget({
  machine: quoteMachine,
  Flow: QuoteFlow,
  View: QuoteView,
  configSchema: quoteConfigSchema,
  input: ({ config, lang, site, url, storage }) => {
    const zip = storage.get(storageKeys.zip(site.brand), isString);
    return {
      brand: site.brand,
      lang,
      terms: QUOTE_TERMS,
      primaryAge: config.ageLimits.primary,
      additionalAge: config.ageLimits.additional,
      licenseIdRequired: isLicenseIdRequired(config.licenseidrequired, config.licenseidmandatory),
      hash: url.hash,
      // A visit saved for the other page (a California driver's on the main page, or the reverse) is discarded (quote 001 §2).
      saved: visitForPage(readQuoteVisit(storage), isCaliforniaPage(url)),
      // What the home page's ZIP form stored (site-4.4) fills the driver's address on a first visit.
      storedAddress: zip
        ? { zip, city: storage.get(storageKeys.city(site.brand), isString) ?? '', state: storage.get(storageKeys.customerState(site.brand), isString) ?? '' }
        : null,
      now: () => Date.now(),
      californiaPage: isCaliforniaPage(url),
      // quote-8.5: the page for a licence read in a ZIP with no quote, in the page's language.
      notAvailableUrl: config.notAvailableUrl.startsWith('/') && lang === 'es' ? `/es${config.notAvailableUrl}` : config.notAvailableUrl,
    };
  },
  effects: (fx) => ({
    actions: {
      showStage: (_, { stage }) => fx.showHash(`#${stage}`),
      navigate: (_, { url }) => fx.navigate(url),
      save: (_, { saved }) => saveQuoteVisit(fx.storage, saved),
      track: (_, event) => fx.track(event),
    },
  }),
  // The visitor's own moves in the address (a progress link, a typed hash, Back) move the chart;
  // a hash changed between the page's start and this moment (the widget still loading) is heard too.
  listen: (fx, send) => {
    const stop = fx.onHashChange((hash) => send({ type: 'hash.changed', hash }));
    send({ type: 'hash.changed', hash: fx.currentHash() });
    return stop;
  },
});
