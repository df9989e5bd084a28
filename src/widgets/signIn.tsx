/** The sign-in widget (sign-in page): the chart, its view, and what the page gives it. */
import { signInMachine } from '../../machines/signIn.machine';
import { isRememberedEmail } from '../../machines/signIn.rules';
import { SignInFlow } from '../../views/signIn/SignInFlow';
import { SignInView } from '../../views/signIn/SignInView';
import { signInConfigSchema } from '../config/signIn';
import { pagePath } from '../flows/kit';
import { NEXT_PARAM, returnPath } from '../rules/url';
import { BACKOFF, isWaitRecord, NO_WAIT } from '../rules/backoff';
import { CUSTOMER_STATE_HOURS, storageKeys } from '../storage';
import { browserTokenStore } from '../storage/tokens';
import { createWidget } from './createWidget';

/** site-9.5, portal-9.14: the remembered email lives 168 hours, as the customer state does. */
export const REMEMBER_ME_HOURS = CUSTOMER_STATE_HOURS;

export default createWidget({
  machine: signInMachine,
  Flow: SignInFlow,
  View: SignInView,
  configSchema: signInConfigSchema,
  input: ({ config, lang, site, url, storage, now }) => ({
    brand: site.brand,
    // A page that sent the customer to sign in (`?next=`, a path of this site only: the portal) comes first.
    welcomePage: returnPath(url.searchParams.get(NEXT_PARAM)) ?? config.welcomePage ?? pagePath('/portal/', lang),
    rememberedEmail: storage.get(storageKeys.rememberMe(site.brand), isRememberedEmail),
    wait: storage.get(storageKeys.signInWait(site.brand), isWaitRecord) ?? NO_WAIT,
    now,
  }),
  effects: (fx) => ({
    actions: {
      navigate: (_, { url }) => fx.navigate(url),
      // site-4.16, site-3.19: the token with the email, the state (ca for California) and its 30-minute expiry.
      storeToken: (_, { brand, token, email, state }) => {
        browserTokenStore(brand).save('customer', token, { email, state });
      },
      clearToken: () => fx.storage.remove(storageKeys.customerToken()),
      // The refusals in a row and when the next try may go, for 15 minutes after the last one (src/rules/backoff.ts).
      storeWait: (_, { brand, failures, seconds }) => {
        if (failures === 0) fx.storage.remove(storageKeys.signInWait(brand));
        else fx.storage.set(storageKeys.signInWait(brand), { failures, until: Date.now() + seconds * 1000 }, { ttlHours: BACKOFF.forgetAfterHours });
      },
      // site-3.18: the email only (the browser's password manager keeps the password), or nothing.
      rememberEmail: (_, { brand, email }) => {
        if (email === null) fx.storage.remove(storageKeys.rememberMe(brand));
        else fx.storage.set(storageKeys.rememberMe(brand), email, { ttlHours: REMEMBER_ME_HOURS });
      },
    },
  }),
});
