/**
 * The header's account control (every page, for a signed-in customer): the chart, its view, and
 * what the page gives it. The page script loads this only when a valid customer token is stored
 * (src/mount.ts, src/storage/session.ts).
 */
import { accountHeaderMachine } from '../../machines/accountHeader.machine';
import { AccountHeaderFlow } from '../../views/accountHeader/AccountHeaderFlow';
import { AccountHeaderView } from '../../views/accountHeader/AccountHeaderView';
import { accountHeaderConfigSchema } from '../config/accountHeader';
import { pagePath } from '../flows/kit';
import { storageKeys, type TypedStorage } from '../storage';
import { signedOutElsewhere } from '../storage/session';
import { customerTokenRecordSchema, type CustomerTokenRecord } from '../storage/tokens';
import { signOutStorage } from '../storage/prefill';
import { createWidget } from './createWidget';

const isCustomerToken = (v: unknown): v is CustomerTokenRecord => customerTokenRecordSchema.safeParse(v).success;

/** The stored customer token while it is valid (site-6.1): an expired or unreadable one is none. */
export function storedCustomerToken(storage: TypedStorage, now: number): CustomerTokenRecord | null {
  const record = storage.get(storageKeys.customerToken(), isCustomerToken);
  return record && record.expiresAt > now ? record : null;
}

export default createWidget({
  machine: accountHeaderMachine,
  Flow: AccountHeaderFlow,
  View: AccountHeaderView,
  configSchema: accountHeaderConfigSchema,
  input: ({ config, lang, storage, now }) => {
    const token = storedCustomerToken(storage, now());
    return {
      signInPage: config.signInPage ?? pagePath('/sign-in/', lang),
      email: token?.email ?? '',
      // site-6.2: the California endpoint for a customer whose state is ca.
      region: token?.state === 'ca' ? ('ca' as const) : ('main' as const),
    };
  },
  // site-2.28: a sign-out in another tab of the site (the browser tells every other tab of a storage change).
  listen: (_fx, send) => {
    const heard = (event: StorageEvent) => {
      if (signedOutElsewhere(event)) send({ type: 'session.ended' });
    };
    window.addEventListener('storage', heard);
    return () => window.removeEventListener('storage', heard);
  },
  effects: (fx) => ({
    actions: {
      clearToken: () => signOutStorage(fx.storage),
      navigate: (_, { url }) => fx.navigate(url),
    },
  }),
});
