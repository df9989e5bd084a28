/** The forgot-password widget (/forgot-password/): the chart, its view, and what the page gives it. */
import { forgotPasswordMachine, type ForgotPasswordInput } from '../../machines/forgotPassword.machine';
import { ForgotPasswordFlow } from '../../views/forgotPassword/ForgotPasswordFlow';
import { ForgotPasswordView } from '../../views/forgotPassword/ForgotPasswordView';
import { forgotPasswordConfigSchema } from '../config/forgotPassword';
import { pagePath } from '../flows/kit';
import { BACKOFF, isWaitRecord, NO_WAIT } from '../rules/backoff';
import { storageKeys } from '../storage';
import { createWidget } from './createWidget';

export default createWidget({
  machine: forgotPasswordMachine,
  Flow: ForgotPasswordFlow,
  View: ForgotPasswordView,
  configSchema: forgotPasswordConfigSchema,
  input: ({ config, lang, site, storage, now }): ForgotPasswordInput => ({
    signInPage: config.signInPage ?? pagePath('/sign-in/', lang),
    brand: site.brand,
    wait: storage.get(storageKeys.resetWait(site.brand), isWaitRecord) ?? NO_WAIT,
    now,
  }),
  effects: (fx) => ({
    actions: {
      // The requests in a row and when the next may go, for 15 minutes after the last one (src/rules/backoff.ts).
      storeWait: (_, { brand, requests, seconds }) => {
        fx.storage.set(storageKeys.resetWait(brand), { failures: requests, until: Date.now() + seconds * 1000 }, { ttlHours: BACKOFF.forgetAfterHours });
      },
    },
  }),
});
