/** The customer portal widget (/portal/): the chart, its view, and what the page gives it. */
import '../../views/portal/portal.css';
import { portalMachine } from '../../machines/portal/portal.machine';
import { previousTab, tabidOf, tabOf } from '../../machines/portal/portal.rules';
import { PortalFlow } from '../../views/portal/PortalFlow';
import { PortalView } from '../../views/portal/PortalView';
import { portalConfigSchema } from '../config/portal';
import { pagePath } from '../flows/kit';
import { signInReturning } from '../rules/url';
import { storageKeys } from '../storage';
import { tokenStoreOn } from '../storage/tokens';
import { createWidget } from './createWidget';
import { handOverSocialReturn, SOCIAL_RETURN_QUERY, socialSetupOf } from './portalSocial';
import { readSocialReturn } from '../../services/socialLogin';

const widget = createWidget({
  machine: portalMachine,
  Flow: PortalFlow,
  View: PortalView,
  configSchema: portalConfigSchema,
  input: ({ config, lang, site, url, storage, now }) => {
    // portal-6.2: a stored, unexpired customer token; its state `ca` selects the California endpoint.
    const session = tokenStoreOn(storage, site.brand, now).read('customer');
    // The sign-in page brings the customer back here, without the payment token (read once).
    const back = new URL(url.href);
    for (const name of ['token', ...SOCIAL_RETURN_QUERY]) back.searchParams.delete(name);
    // portal-2.2: back from a social login in this page (its popup was blocked): the rewards tab.
    const returned = readSocialReturn(url, storage);
    return {
      session: session ? { region: session.state === 'ca' ? ('ca' as const) : ('main' as const), email: session.email } : null,
      tab: returned ? ('rewards' as const) : tabOf(url.searchParams.get('tabid')),
      paymentToken: url.searchParams.get('token') || null,
      signInUrl: signInReturning(pagePath('/sign-in/', lang), back),
      pageUrl: url.href,
      paymentOrigins: site.allowedOrigins.payment,
      disablePayment: config.disablePayment,
      // portal-4.9: where a carrier the portal cannot pay sends the customer (default: the contact page).
      fallbackUrl: config.fallbackUrl ?? pagePath('/contact/', lang),
      now,
      rewards: {
        cardValue: config.rewards.cardValue,
        cardType: config.rewards.cardType,
        referralUrl: config.rewards.referralUrl,
        social: socialSetupOf(config.social, new URL(`${pagePath('/portal/', lang)}?tabid=rewards`, url.origin).href, returned),
      },
      quoteDays: config.quoteDays,
    };
  },
  effects: (fx) => ({
    actions: {
      navigate: (_, { url }) => fx.navigate(url),
      redirect: (_, { url }) => fx.redirect(url),
      clearToken: () => fx.storage.remove(storageKeys.customerToken()),
      showTab: (_, { tab }) => fx.showQueryParam('tabid', tabidOf(tab)),
      // portal-4.15: a social connect awarded.
      reload: () => fx.reload(),
      track: (_, event) => fx.track(event),
    },
  }),
  // portal-2.1: Back and Forward move between the tabs the customer opened.
  listen: (fx, send, snapshot) =>
    fx.onHistoryMove((query) => {
      const tab = tabOf(query.get('tabid'));
      send(tab === previousTab(snapshot().context.tabs) ? { type: 'tab.back' } : { type: 'tab.select', tab });
    }),
});

/**
 * portal-2.2, portal-7.17: the page that the Instagram login sends back with `?code=` or `?error=`
 * is, when it is the login's popup (its opener a page of this origin), only the messenger: it hands
 * the answer to its opener and closes, and no portal runs in it.
 */
export default {
  ...widget,
  mount(host: HTMLElement, context: Parameters<typeof widget.mount>[1]) {
    if (handOverSocialReturn(window, context.url ?? new URL(window.location.href))) return { ok: true as const, unmount: () => undefined };
    return widget.mount(host, context);
  },
} satisfies typeof widget;
