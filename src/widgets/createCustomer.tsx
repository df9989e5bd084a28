/** The create-customer widget (/create-customer/): the chart, its view, and what the page gives it. */
import { createCustomerMachine } from '../../machines/createCustomer.machine';
import { CreateCustomerFlow } from '../../views/createCustomer/CreateCustomerFlow';
import { CreateCustomerView } from '../../views/createCustomer/CreateCustomerView';
import { createCustomerConfigSchema } from '../config/createCustomer';
import { pagePath } from '../flows/kit';
import { readAttribution } from '../rules/attribution';
import { localizedHref } from '../rules/url';
import { tokenStoreOn } from '../storage/tokens';
import { createWidget } from './createWidget';

/** The page's cookies (quote-3.13: the source cookie); none where there is no document (a script, a test in Node). */
const pageCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

export default createWidget({
  machine: createCustomerMachine,
  Flow: CreateCustomerFlow,
  View: CreateCustomerView,
  configSchema: createCustomerConfigSchema,
  input: ({ config, lang, site, url, storage, now }) => ({
    brand: site.brand,
    // portal-2.7: the configured page (a same-site path or https); none: the confirmation in place of the form.
    successUrl: config.successUrl ? localizedHref(config.successUrl, lang) : null,
    // The confirmation's next step: a link to set the account's password, emailed from the forgot-password page.
    setPasswordUrl: pagePath('/forgot-password/', lang),
    attribution: readAttribution(url, pageCookies()),
    // The sign-up token is kept in the page's storage, as the site's anonymous token.
    tokens: tokenStoreOn(storage, site.brand, now),
  }),
  effects: (fx) => ({
    actions: {
      navigate: (_, { url }) => fx.navigate(url),
    },
  }),
});
