/**
 * The pages of the site, one template each, written once for both languages: src/pages/render.ts
 * makes the English page (at `path`) and the Spanish one (at /es + `path`) with the texts of
 * src/i18n/pages.ts. A page's widget hosts are the flows of src/registry.ts whose `page` is its
 * path, then the fixed widgets named here (those that are not flows); each widget loads in a
 * chunk of its own (src/mount.ts), so a page may host any number of them.
 */
import type { PageTemplate } from './template';
import { QUOTE_PAGE_CONFIG } from './quotePageConfig';
import { bindingPageConfig } from './bindingPageConfig';
import { agencyPhone, comingSoonSignup } from './contactInfo';
import { heroCountsBar } from './heroBar';
import { meetTheTeam, teaser } from './homeSections';
import { nearestOfficeHostConfig, officePageTemplates } from './officePages';

export type { PageBody, PageTemplate } from './template';

/** The quote slider's settings (src/config/reviews.ts): the quote page's testimonials with the overall rating. */
const QUOTE_SLIDER = { type: 'quote', rating: 4.8 } as const;

export const pages: readonly PageTemplate[] = [
  // The Google reviews of the offices (issue 12), in a slider loaded as it nears the viewport. Listed
  // before the home page, which hosts the same slider (the flow's `alsoOn`): a flow's pages are its
  // `page`, then its other pages, in template order.
  {
    id: 'reviews',
    path: '/reviews/',
    layout: 'page',
    body: (b) => `${b.widgets()}<p>${b.link('/', b.text.backHome)}</p>`,
  },
  // The offices (issue 12): the nearest-office banner and the list, the location search, a page per office.
  // Before the home page too, which hosts the same banner.
  ...officePageTemplates,
  // The home page's review slider (below the ZIP form) shows the testimonials; /reviews/ the Google reviews.
  // The nearest-office banner (site-2.9) comes last (its line in src/siteFlows.ts is after the slider's): it shows
  // nothing until the browser has answered, and then nothing below it moves.
  {
    id: 'home',
    path: '/',
    layout: 'page hero',
    hostConfig: (lang) => ({ reviewSlider: { type: 'static', rating: 4.8 }, nearestOffice: nearestOfficeHostConfig(lang) }),
    // site-2.30, site-7.1: the hero top bar, its counts filled from the analytics report once the page is idle.
    // site-2.30: the teaser under the ZIP form and "Meet the team" (src/pages/homeSections.ts), drawn at build time.
    body: (b) => `${heroCountsBar(b.lang)}\n        ${b.widget('quoteZip')}\n        ${teaser(b.lang)}\n        ${meetTheTeam(b.lang)}\n        ${b.widgets()}`,
  },
  { id: 'pay', path: '/pay/', layout: 'page page--narrow' },
  // The quote form, then the quote slider (site §2 "Reviews"): the review slider's `quote` type, loaded near the viewport.
  {
    id: 'quote',
    path: '/quote/',
    layout: 'page',
    hostConfig: () => ({ quote: QUOTE_PAGE_CONFIG, reviewSlider: QUOTE_SLIDER }),
    body: (b) => `${b.widgets()}<p>${b.link('/', b.text.backHome)}</p>`,
  },
  {
    // The California quote page (quote-4.5): the same form on the California endpoint; the home
    // page's ZIP form sends California ZIPs here when other experiences are on (site-2.22).
    id: 'quoteCa',
    path: '/quote-ca/',
    layout: 'page',
    hostConfig: () => ({ quote: QUOTE_PAGE_CONFIG, reviewSlider: QUOTE_SLIDER }),
    body: (b) => `${b.widgets()}<p>${b.link('/', b.text.backHome)}</p>`,
  },
  // Coming soon (states with no online quote yet): the signup and the phone, drawn at build time, no script.
  {
    id: 'comingSoon',
    path: '/coming-soon/',
    layout: 'page page--narrow',
    body: (b) => `${comingSoonSignup(b.lang)}\n        ${agencyPhone(b.lang)}\n        ${b.widgets()}<p>${b.link('/', b.text.backHome)}</p>`,
  },
  // Where a chat action goes when the page has no chat (the teaser's and the quote page's `chatUrl`): the
  // contact-us tabs (portal-2.8: call, text, chat, visit), drawn at build time; without a script every panel but the chat’s shows.
  {
    id: 'contact',
    path: '/contact/',
    layout: 'page page--narrow',
    body: (b) => `${b.widgets()}<p>${b.link('/', b.text.backHome)}</p>`,
  },
  // The account pages (issue 11): each hosts its flow's widget; the sign-in control of the header is on every page (src/shell.ts).
  { id: 'signIn', path: '/sign-in/', layout: 'page page--narrow' },
  { id: 'forgotPassword', path: '/forgot-password/', layout: 'page page--narrow' },
  // Opened from the reset email with ?token=&state=: kept out of search indexes.
  { id: 'setPassword', path: '/set-password/', layout: 'page page--narrow', noindex: true, example: '?token=RESET-VALID' },
  { id: 'outOfState', path: '/out-of-state/', layout: 'page page--narrow', example: '?state=FL' },
  { id: 'createCustomer', path: '/create-customer/', layout: 'page page--narrow' },
  // The customer portal (issue 32): a signed-in customer's own page, kept out of search indexes.
  { id: 'portal', path: '/portal/', layout: 'page', noindex: true, visitor: 'customer' },
  // Online binding (issue 33): opened from a quote card's buy with ?transactionId=&rateQuoteId=; kept out of search indexes.
  {
    id: 'binding',
    path: '/bind/',
    layout: 'page page--narrow',
    noindex: true,
    example: '?transactionId=b1d7e0a2-4c1e-4f7a-9a51-7d3c2e8f1a01&rateQuoteId=BIND-TX-PASS',
    hostConfig: (lang) => ({ binding: bindingPageConfig(lang) }),
  },
  // Opened with ?id= from a message to the customer: kept out of search indexes.
  // The payment and e-sign page (issue 34): opened with ?transactionId=&carrierId= from a quote's buy now, or back from the
  // payment provider; its status decides the step. Kept out of search indexes, never cached (a customer's policy and payment).
  {
    id: 'esign',
    path: '/buy/',
    layout: 'page page--narrow',
    noindex: true,
    example: '?transactionId=ES-STATUS-0&carrierId=LSM',
    hostConfig: (lang) => ({ esign: { carriers: bindingPageConfig(lang).carriers } }),
  },
  { id: 'consent', path: '/consent/', layout: 'page page--narrow', noindex: true, example: '?id=CONSENT-PENDING-1001' },
  // A content page (issue 12): the quote estimate panel, the glossary and a video, each widget in its own chunk.
  {
    id: 'insurance101',
    path: '/auto-insurance-101/',
    layout: 'page page--narrow',
    body: (b) => `${b.widgets()}<p>${b.link('/', b.text.backHome)}</p>`,
  },
  // Where a form goes when its spam trap was filled (site-5.8, site §3 `errorpage`): no widget, kept out of search indexes.
  { id: 'formError', path: '/form-error/', layout: 'page page--narrow', noindex: true, body: (b) => `<p>${b.link('/', b.text.backHome)}</p>` },
  { id: 'studio', path: '/studio/', layout: 'page page--wide', fixedWidgets: ['studio'], noindex: true },
];
