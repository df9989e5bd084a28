/** The quote-by-ZIP widget (home page): the chart, its view, and what the page gives it. */
import { quoteZipMachine } from '../../machines/quoteZip.machine';
import { QuoteZipFlow } from '../../views/quoteZip/QuoteZipFlow';
import { QuoteZipView } from '../../views/quoteZip/QuoteZipView';
import { quoteZipConfigSchema } from '../config/quoteZip';
import { pagePath } from '../flows/kit';
import { CUSTOMER_STATE_HOURS, isString, storageKeys } from '../storage';
import { createWidget } from './createWidget';

export default createWidget({
  machine: quoteZipMachine,
  Flow: QuoteZipFlow,
  View: QuoteZipView,
  configSchema: quoteZipConfigSchema,
  input: ({ config, lang, site, storage }) => ({
    brand: site.brand,
    quotePage: config.quotePage ?? pagePath('/quote/', lang),
    comingSoonUrl: config.comingSoonUrl ?? pagePath('/coming-soon/', lang),
    otherExperiences: config.otherExperiences === 'true',
    storedZip: storage.get(storageKeys.zip(site.brand), isString),
  }),
  effects: (fx) => ({
    actions: {
      track: (_, event) => fx.track(event),
      navigate: (_, { url }) => fx.navigate(url),
      storeZip: (_, { brand, zip }) => fx.storage.set(storageKeys.zip(brand), zip),
      storeAddress: (_, { brand, state, city }) => {
        fx.storage.set(storageKeys.customerState(brand), state, { ttlHours: CUSTOMER_STATE_HOURS });
        fx.storage.set(storageKeys.city(brand), city);
      },
    },
  }),
});
