/** The create-customer widget (/create-customer/): the chart, its view, and what the page gives it. */
import { createCustomerMachine } from '../../machines/createCustomer.machine';
import { CreateCustomerFlow } from '../../views/createCustomer/CreateCustomerFlow';
import { CreateCustomerView } from '../../views/createCustomer/CreateCustomerView';
import { createCustomerConfigSchema } from '../config/createCustomer';
import { pagePath } from '../flows/kit';
import { readAttribution } from '../rules/attribution';
import { createWidget } from './createWidget';

/** The page's cookies (quote-3.13: the source cookie); none where there is no document (a script, a test in Node). */
const pageCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

export default createWidget({
  machine: createCustomerMachine,
  Flow: CreateCustomerFlow,
  View: CreateCustomerView,
  configSchema: createCustomerConfigSchema,
  input: ({ config, lang, site, url }) => ({
    brand: site.brand,
    // portal-2.7: the configured page (a same-site path or https), else the sign-in page in the page's language.
    successUrl: config.successUrl ?? pagePath('/sign-in/', lang),
    attribution: readAttribution(url, pageCookies()),
  }),
  effects: (fx) => ({
    actions: {
      navigate: (_, { url }) => fx.navigate(url),
    },
  }),
});
