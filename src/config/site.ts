/** The page-wide configuration (`<body data-site='{...}'>`): brand and API settings. */
import * as z from 'zod/mini';
import { DEFAULT_CHAT_SCRIPT } from './chat';
import { DEV_URL_POLICY, originFor, safeUrlFor } from './schema';
import type { UrlPolicy } from '../rules/url';
import { DEFAULT_ALLOWED_ORIGINS } from './origins';
import { BRAND_PATTERN, DEFAULT_BRAND } from './brand';

/** The purposes the site may send people or frames to another origin for. */
export const TARGET_PURPOSES = ['payment', 'esign', 'buyNow', 'frame'] as const;
export type TargetPurpose = (typeof TARGET_PURPOSES)[number];

export { DEFAULT_ALLOWED_ORIGINS, SANDBOX_CARRIER_ORIGINS } from './origins';

/**
 * The site config under a URL policy: the production build refuses http anywhere (even on
 * localhost); development accepts http on the local machine, where the sandbox runs.
 */
export function siteConfigSchemaFor(policy: UrlPolicy) {
  const safeUrl = safeUrlFor(policy);
  const origins = z._default(z.array(originFor(policy)).check(z.maxLength(20)), []);
  return z.strictObject({
    /** Prefix of the storage keys ({brand}-zipCodeStored ...) and the brand sent to the API. */
    brand: z._default(z.string().check(z.regex(BRAND_PATTERN)), DEFAULT_BRAND),
    /** Base of the main API endpoint. */
    apiBase: z._default(safeUrl, '/api'),
    /** Base of the California endpoint (site-6.2). */
    caApiBase: z._default(safeUrl, '/api-ca'),
    /** Base of the operations API (quote-7.22: `/opapi/quote/verifyquoteowner`). */
    opapiBase: z._default(safeUrl, '/opapi'),
    /**
     * The operations API's Basic credential (quote-7.22: the owner check is sent with basic
     * authorization). It is the page's, so public: the API must scope it to that one call. The
     * default is the sandbox's (which takes any non-empty one); a production page sets its own.
     */
    opapiBasic: z._default(
      z.nullable(z.strictObject({ username: z.string().check(z.minLength(1), z.maxLength(100)), password: z.string().check(z.minLength(1), z.maxLength(200)) })),
      { username: 'agency-site', password: 'sandbox' },
    ),
    /** The brand token sent with calls that need it. */
    brandToken: z._default(z.string(), 'sandbox-brand-token'),
    /**
     * How the token calls prove a person (quote §6: a reCAPTCHA-backed anonymous token). A site
     * key runs Google's reCAPTCHA v3 where its script is on the page; without one, the sandbox's
     * stand-in token is sent (the sandbox accepts `sandbox-recaptcha-pass` only), so a
     * production page sets `siteKey` and no `sandboxToken`.
     */
    recaptcha: z._default(
      z.strictObject({
        siteKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{10,100}$/))),
        sandboxToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
      }),
      { sandboxToken: 'sandbox-recaptcha-pass' },
    ),
    /**
     * The chat widget (site-2.30, quote-2.35: the chat actions): the address of its provider's
     * script, loaded on the page's first chat action press (src/pages/chatAction.ts); the script
     * defines `window.siteChat` with `open()`. Default: the sandbox's stand-in (src/config/chat.ts).
     * A production page names its provider's (and adds its origins to the Content-Security-Policy),
     * or `null`: no chat, the chat actions are links to the contact page.
     */
    chat: z._default(z.nullable(z.strictObject({ script: safeUrl })), { script: DEFAULT_CHAT_SCRIPT }),
    /** A call with no answer after this long fails as a timeout. */
    timeoutMs: z._default(z.number().check(z.int(), z.minimum(1000), z.maximum(120_000)), 20_000),
    /**
     * The other origins a flow may send the customer to, or show in an iframe, one list per
     * purpose: payment providers, e-sign pages, buy-now pages (a new tab or this page), iframes
     * (the buy-now frame; the Content-Security-Policy's `frame-src` is built from the same list,
     * scripts/securityHeaders.ts). The page's own origin is always allowed (the sandbox's
     * provider page is served there by the dev and preview servers); anything else is the flow's
     * could-not-start error (buy now: its "url empty" error and the agent contact). Without
     * `allowedOrigins`, DEFAULT_ALLOWED_ORIGINS (the sandbox's carriers); a page that gives it
     * lists every purpose it uses (a list left out is empty).
     *
     * `logo`: the origins carrier logos (an API answer's `logoUrl`) may load from; a logo of any
     * other origin is not loaded (it could be a tracking pixel) and the card names the carrier
     * in text. Inline `data:` images (the sandbox's logos) make no request and always show.
     */
    allowedOrigins: z._default(
      z.strictObject({
        payment: origins,
        esign: origins,
        buyNow: origins,
        frame: origins,
        logo: origins,
      }),
      () => ({ payment: [], esign: [], buyNow: [...DEFAULT_ALLOWED_ORIGINS.buyNow], frame: [...DEFAULT_ALLOWED_ORIGINS.frame], logo: [] }),
    ),
  });
}

export const siteConfigSchema = siteConfigSchemaFor(DEV_URL_POLICY);

export type SiteConfig = z.output<typeof siteConfigSchema>;
