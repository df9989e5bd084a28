/** The quote form widget (/quote/): the chart, its view, and what the page gives it. */
import { quoteMachine } from '../../machines/quote/quote.machine';
import { DEFAULT_CARD_SETTINGS } from '../../machines/quote/quoteSettings';
import { QuoteFlow } from '../../views/quote/QuoteFlow';
import { QuoteView } from '../../views/quote/QuoteView';
import { isLicenseIdRequired } from '../../machines/quote/quote.rules';
import { quoteConfigSchema } from '../config/quote';
import { isString, storageKeys } from '../storage';
import { tokenStoreOn } from '../storage/tokens';
import { ownerAttempts } from '../storage/ownerAttempts';
import { createWidget } from './createWidget';
import { isCaliforniaPage, pageForVisit, startOfVisit, visitForPage } from './quotePage';
import { forgetQuoteVisit, readQuoteVisit, saveQuoteVisit } from './quoteVisit';
import { listenToQuoteAddress, quoteAddress } from './quoteAddress';
import { forgetQuoteDraft, quoteDraftKeeper, readQuoteDraft } from './quoteDraft';
import { readVisitorParams } from '../../machines/quote/visitorParams';

/** The policy terms offered, in months (quote-9.3: 6 first, the default). */
export const QUOTE_TERMS: readonly number[] = [6, 12];

export default createWidget({
  machine: quoteMachine,
  Flow: QuoteFlow,
  View: QuoteView,
  configSchema: quoteConfigSchema,
  input: ({ config, lang, site, url, storage, session, now }) => {
    const zip = storage.get(storageKeys.zip(site.brand), isString);
    // The address's parameters say whether the saved visit is a revisit (quote-6.3); a visit whose
    // driver's state does not match this page is discarded (quote 001 §2): the page is then a first
    // visit's, which goes to the page of the state the home page stored (quote-4.5).
    const start = startOfVisit(readVisitorParams(url), readQuoteVisit(storage));
    const storedState = storage.get(storageKeys.customerState(site.brand), isString) ?? null;
    const saved = visitForPage(start.saved, isCaliforniaPage(url));
    const discarded = start.saved !== null && saved === null;
    const otherPage = start.affiliateParams ? null : pageForVisit(url, saved, storedState);
    // The step the visitor was typing in, put back as it was (not with a discarded visit, nor over a partner's lead).
    const draft = discarded || start.affiliateParams ? null : readQuoteDraft(session);
    return {
      brand: site.brand,
      tokens: tokenStoreOn(storage, site.brand, now),
      // quote-4.31: the owner check's attempts per quote outlive a reload (src/storage/ownerAttempts.ts).
      ownerAttempts: ownerAttempts(storage),
      lang,
      terms: QUOTE_TERMS,
      primaryAge: config.ageLimits.primary,
      additionalAge: config.ageLimits.additional,
      licenseIdRequired: isLicenseIdRequired(config.licenseidrequired, config.licenseidmandatory),
      hash: url.hash,
      saved,
      ...(discarded ? { discardedVisit: true } : {}),
      ...(draft ? { draft } : {}),
      affiliateParams: start.affiliateParams,
      otherPage,
      lookupStrategy: config.apiType,
      // What the home page's ZIP form stored (site-4.4) fills the driver's address on a first visit.
      storedAddress: zip
        ? { zip, city: storage.get(storageKeys.city(site.brand), isString) ?? '', state: storage.get(storageKeys.customerState(site.brand), isString) ?? '' }
        : null,
      now,
      californiaPage: isCaliforniaPage(url),
      // quote-8.5: the page for a licence read in a ZIP with no quote, in the page's language.
      notAvailableUrl: config.notAvailableUrl.startsWith('/') && lang === 'es' ? `/es${config.notAvailableUrl}` : config.notAvailableUrl,
      // quote-4.16, quote-4.21 to quote-4.29: which carriers the cards show, in what order, how many before "Show more".
      results: {
        excludedCarriers: config.excludedCarriers,
        overrideCarriers: config.overrideCarriers,
        pseudoCarriers: config.pseudoCarriers,
        topRated: config.topRated,
        topRatedMax: config.topRatedMax,
        sortOption: config.sortOption,
        largeCardLimit: config.largeCardLimit,
      },
      // quote-3.8: each rate request's transaction id, a random UUID.
      newId: () => crypto.randomUUID(),
      // quote-4.18 to quote-4.20, quote-5.18, §4 "Buy now": the cards' buttons and how buy now opens.
      cards: {
        ...DEFAULT_CARD_SETTINGS,
        conditions: config.phonePlanConditions,
        ctaDays: config.ctaDays,
        openNewWindow: config.openNewWindow,
        buyOnline: config.buyOnline,
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        // §4 "Buy now": a tab (or this page) and the frame go only to the page's origin or an allowed one.
        targets: { pageOrigin: url.origin, buyNow: site.allowedOrigins.buyNow, frame: site.allowedOrigins.frame },
        // A carrier's logo only from an allowed origin (or inline), else its name.
        logoOrigins: site.allowedOrigins.logo,
      },
      // quote-4.30: how many days back the previous quotes are looked up.
      previousQuotes: { lookBackDays: config.previousQuotesDays },
    };
  },
  effects: (fx) => {
    // The hash of the stage: a visitor's move is a new history entry, a correction replaces (quoteAddress.ts).
    const show = quoteAddress(fx);
    return {
      actions: {
        showStage: (_, { stage }) => show(`#${stage}`),
        showPrevious: () => show('#previousQuotes'),
        navigate: (_, { url }) => fx.navigate(url),
        redirect: (_, { url }) => fx.redirect(url),
        // The visit saved holds what the step continued with: its draft is no longer needed.
        save: (_, { saved }) => {
          saveQuoteVisit(fx.storage, saved);
          if (fx.session) forgetQuoteDraft(fx.session);
        },
        forgetVisit: () => {
          forgetQuoteVisit(fx.storage);
          if (fx.session) forgetQuoteDraft(fx.session);
        },
        track: (_, event) => fx.track(event),
        trackEach: (_, { events }) => events.forEach((event) => fx.track(event)),
        // Buy now's new tab; a tab the browser refuses is opened in this one instead. The address is
        // one the chart checked against the allowed origins (machines/quote/buyNow.rules.ts `buyNowOpenings`).
        openTab: (_, { url }) => {
          if (!fx.openTab(url)) fx.navigate(url);
        },
      },
      // What the steps type, kept for this visit (a page without session storage keeps nothing).
      ...(fx.session ? { actors: { drafts: quoteDraftKeeper(fx.session) } } : {}),
    };
  },
  // The visitor's own moves in the address move the chart (quoteAddress.ts).
  listen: listenToQuoteAddress,
});
